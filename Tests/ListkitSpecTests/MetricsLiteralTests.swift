import Foundation
import ListkitSpec
import ListkitTestSupport
import Testing

/// Every UIKit metric has one home, `Sources/ListkitSpec/Metrics/`, with its source beside it
/// (docs/layout.md, "UIKit metrics"). These tests keep it so: no value of the metrics written
/// as a literal where code speaks of sizes elsewhere in `Sources`, and no value in the metrics'
/// files without a source comment.
@Suite struct MetricsLiteralTests {
    static let metricsFolder = "Sources/ListkitSpec/Metrics"

    /// Folders that hold no UIKit layout: the solver, the YAML and XML parsers' C, the diff.
    static let outsideUIKit = ["Sources/ListkitSolver/", "Sources/ListkitYAML/", "Sources/ListkitDiff/", "Sources/ListkitRandom/",
                               "Sources/CYaml/", "Sources/CHarfBuzz/", "Sources/CLibXML2/"]

    /// Files whose literals equal a metric without being one, or that another part of issue
    /// #28 owns, with why. Each entry is a file and the literals allowed in it.
    static let allowed: [(path: String, literals: Set<Double>, why: String)] = [
        ("Sources/ListkitLayout/Lists/CellKindSystem.swift", [50], "UILayoutPriority.fittingSizeLevel, a priority, not a size"),
        ("Sources/ListkitRender/WireframeGlyphs.swift", [8], "an option set's bit"),
        ("Sources/ListkitRender/WireframeRenderer.swift", [6], "character columns of the text picture"),
        ("Sources/ListkitRender/SVGRenderer.swift", [24, 28], "the picture's own margin and caption, around the screen"),
        ("Sources/ListkitLayout/Checks/MisplacedViewRule.swift", [6], "misplaced-view's bound on an SF Symbol's saved inset, the public documents' largest (5.5) rounded up: a tolerance of the check, not a UIKit metric"),
    ]

    /// Words that make a line speak of screen geometry.
    static var metricWords: Regex<Substring> { #/(?i)height|width|margin|inset|safe|bar|header|footer|separator|padding|accessory|idiom|pad|phone|scale|top|bottom|leading|trailing|left|right|row|cell/# }
    /// Tokens: a number with an exponent, or a run of identifier characters and dots (so
    /// `view.width`, `x2` and `0x10` are one token each, and only whole numbers count).
    static var token: Regex<Substring> { #/[0-9][0-9.]*[eE][-+]?[0-9]+|[A-Za-z0-9_.]+/# }
    static var decimal: Regex<Substring> { #/[0-9]+(?:\.[0-9]+)?(?:[eE][-+]?[0-9]+)?/# }
    static var stringLiteral: Regex<Substring> { #/"(?:[^"\\]|\\.)*"/# }

    /// The numeric literals of a line of code.
    static func numbers(in code: String) -> [(text: Substring, value: Double)] {
        code.matches(of: token).compactMap { match in
            guard match.output.wholeMatch(of: decimal) != nil, let value = Double(match.output) else { return nil }
            return (match.output, value)
        }
    }

    /// Every number in every release's metrics, but 0 to 3 (a scale, a count, a half).
    static func metricValues() -> Set<Double> {
        var values = Set<Double>()
        func collect(_ value: Any) {
            switch value {
            case let d as Double: values.insert(d)
            case let i as Int: values.insert(Double(i))
            default: Mirror(reflecting: value).children.forEach { collect($0.value) }
            }
        }
        UIKitRelease.allCases.forEach { collect($0.metrics) }
        return values.filter { $0 > 3 }
    }

    /// The code of each line (string literals and `//` comments left out; lines inside
    /// multi-line strings dropped), by line number.
    static func codeLines(_ text: String) -> [(number: Int, code: String)] {
        var inMultiline = false
        var lines: [(Int, String)] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.components(separatedBy: "\"\"\"").count % 2 == 0 { inMultiline.toggle(); continue }
            if inMultiline { continue }
            let code = String(line).replacing(stringLiteral, with: "\"\"")
            lines.append((index + 1, String(code.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")))
        }
        return lines
    }

    /// Literals equal to a metric on lines that speak of geometry, as `line: literal`.
    static func metricLiterals(in text: String, values: Set<Double>, allowed: Set<Double> = []) -> [String] {
        codeLines(text).flatMap { number, code -> [String] in
            guard code.contains(where: \.isNumber), code.contains(metricWords) else { return [] }
            return numbers(in: code).compactMap { literal in
                values.contains(literal.value) && !allowed.contains(literal.value) ? "\(number): \(literal.text)" : nil
            }
        }
    }

    static func swiftFiles(under folder: String) -> [String] {
        let root = packageRoot.appendingPathComponent(folder)
        let paths = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
        return paths.filter { $0.hasSuffix(".swift") }.map { "\(folder)/\($0)" }.sorted()
    }

    static func read(_ path: String) -> String {
        (try? String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)) ?? ""
    }

    @Test func noMetricLiteralOutsideTheMetricsModule() {
        let values = Self.metricValues()
        #expect(values.isSuperset(of: [44, 50, 49, 16, 20, 414, 672, 744]), "the metrics are read")
        var found: [String] = []
        for path in Self.swiftFiles(under: "Sources") where !path.hasPrefix(Self.metricsFolder + "/") && !Self.outsideUIKit.contains(where: path.hasPrefix) {
            let allowed = Self.allowed.first { $0.path == path }?.literals ?? []
            found += Self.metricLiterals(in: Self.read(path), values: values, allowed: allowed).map { "\(path):\($0)" }
        }
        #expect(found == [], "read these from UIKitMetrics (Sources/ListkitSpec/Metrics), or allow them in MetricsLiteralTests with why")
    }

    /// An allowance that allows nothing would hide the next literal of that file: each one is used.
    @Test func everyAllowanceIsUsed() {
        let values = Self.metricValues()
        for entry in Self.allowed {
            let used = Self.metricLiterals(in: Self.read(entry.path), values: values)
            for literal in entry.literals {
                #expect(used.contains { Double($0.split(separator: " ").last ?? "") == literal }, "\(entry.path): \(literal) is no longer written there")
            }
        }
    }

    @Test func theScanFindsLiteralsInCodeOnly() {
        let text = """
            let barHeight = 44.0
            let margin = x + 16 // 16 is the margin
            // the tab bar is 49
            let title = "a 49-point bar"
            let count = 49
            let inset = 1e-6
            """
        #expect(Self.metricLiterals(in: text, values: [44, 16, 49, 6]) == ["1: 44.0", "2: 16"])
        #expect(Self.metricLiterals(in: text, values: [44, 16, 49, 6], allowed: [16]) == ["1: 44.0"])
    }

    /// Lines of the metrics' files with a number (but 0 and 1) and no `Source:` comment: on the
    /// line, or on the contiguous comment lines above it. A line continuing a value line's open
    /// call or list takes that line's source.
    static func unsourcedValues(in text: String) -> [String] {
        var comments: [String] = []
        var found: [String] = []
        var open: (sourced: Bool, depth: Int)?
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("//") { comments.append(line); continue }
            let code = String(line.replacing(stringLiteral, with: "\"\"").split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
            let trailing = line.components(separatedBy: "//").dropFirst().joined(separator: "//")
            let hasNumber = numbers(in: code).contains { $0.value > 1 }
            let sourced = (comments + [trailing]).contains { $0.contains("Source:") } || (open?.sourced ?? false)
            if hasNumber, !sourced { found.append("\(index + 1): \(line)") }
            let net = code.filter { "([".contains($0) }.count - code.filter { ")]".contains($0) }.count
            if let current = open {
                open = current.depth + net > 0 ? (current.sourced, current.depth + net) : nil
            } else if hasNumber, net > 0 {
                open = (sourced, net)
            }
            comments = []
        }
        return found
    }

    @Test func everyMetricHasASource() {
        let files = Self.swiftFiles(under: Self.metricsFolder).filter { !$0.hasSuffix("/ControlMetrics.swift") }
        #expect(files.contains { $0.hasSuffix("UIKitMetrics+iOS18.swift") })
        for path in files {
            #expect(Self.unsourcedValues(in: Self.read(path)) == [], "\(path): give each value its source (// Source: …) on the lines above it")
        }
    }

    @Test func aValueWithoutASourceIsFound() {
        let text = """
            static let iOS18 = BarHeights(
                // Source: useyourloaf.com.
                navigationBar: 44,
                navigationBarPad: 50,
                // Source: Hackworth.
                row: .phone(["a"], 375, 667,
                            landscape: Insets(left: 59)),
                other: .phone(["b"], 390, 844,
                              landscape: Insets(left: 47)))
            """
        #expect(Self.unsourcedValues(in: text) == ["4: navigationBarPad: 50,", "8: other: .phone([\"b\"], 390, 844,", "9: landscape: Insets(left: 47)))"])
    }
}
