import Foundation
import ListkitRandom
import ListkitSpec
import ListkitTestSupport
import Testing

/// `Int(finite:)`, the one conversion of a Double to an integer in Sources, and a scan that
/// keeps it the only one (issue #34: `Int(someDouble)` traps on nan, infinity and 1e400).
@Suite struct FiniteIntegerTests {
    @Test func convertsWhatAnIntHoldsAndNothingElse() {
        #expect(Int(finite: 17) == 17)
        #expect(Int(finite: 17.9) == 17)
        #expect(Int(finite: -17.9) == -17)
        #expect(Int(finite: -0.0) == 0)
        #expect(Int(finite: .nan) == nil)
        #expect(Int(finite: .infinity) == nil)
        #expect(Int(finite: -.infinity) == nil)
        #expect(Int(finite: 1e300) == nil)
        #expect(Int64(finite: 9.3e18) == nil)
        #expect(Int64(finite: 9e18) == 9_000_000_000_000_000_000)
        #expect(UInt8(finite: -1) == nil)
    }

    /// `Int64`'s and `Int`'s own `init?(finite:)` (a range check) give what the generic one gives.
    @Test func theRangeCheckAgreesWithTheExactConversion() {
        func generic<T: FixedWidthInteger>(_: T.Type, _ value: Double) -> T? { T(finite: value) }
        let limit = 0x1p63
        var values: [Double] = [0, -0.0, 0.5, -0.5, 1, -1, 1e15 + 0.5, .nan, .infinity, -.infinity, 9e18, 9.3e18, -9.3e18,
                                limit, -limit, limit.nextDown, limit.nextUp, (-limit).nextDown, (-limit).nextUp,
                                .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNonzeroMagnitude]
        var rng = SplitMix64(seed: 34)
        for _ in 0..<2_000 {
            let magnitude = Double(sign: .plus, exponent: Int.random(in: -4...70, using: &rng), significand: Double.random(in: 1..<2, using: &rng))
            values.append(Bool.random(using: &rng) ? magnitude : -magnitude)
        }
        for value in values {
            #expect(Int64(finite: value) == generic(Int64.self, value), "\(value)")
            #expect(Int(finite: value) == generic(Int.self, value), "\(value)")
        }
    }

    /// Conversions whose argument is an integer's expression in spite of the pattern, each with
    /// why it cannot trap.
    static let allowed: Set<String> = [
        // The stages are UInt8s: their larger one always fits an Int.
        "Sources/ListkitDiff/DiffSchedule.swift: stageCount = Int(max(highest, reloadHighest))",
    ]

    /// An integer initializer (`Int(`, `Int64(`, `UInt32(` …) without a label whose argument
    /// reads as a Double: rounded, a `Double(…)`, a decimal or exponent literal, or a min/max
    /// (the clamp that still traps on nan).
    static func rawConversions(in path: String, _ text: String) -> [String] {
        let initializer = /\b(U?Int(8|16|32|64)?)\(/
        var found: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            for match in line.matches(of: initializer) {
                let argument = Self.balanced(line[match.range.upperBound...])
                guard argument.firstMatch(of: /^\s*\w+:/) == nil else { continue }
                if argument.contains(/\.rounded\(|\bDouble\(|\d\.\d|\b(min|max)\(|\d[eE]-?\d/) {
                    found.append("\(path): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        return found
    }

    /// The text up to the parenthesis that closes the one before it.
    static func balanced(_ rest: Substring) -> Substring {
        var depth = 1
        for index in rest.indices {
            if rest[index] == "(" { depth += 1 }
            if rest[index] == ")" { depth -= 1 }
            if depth == 0 { return rest[..<index] }
        }
        return rest
    }

    @Test func noRawDoubleToIntegerConversionInSources() throws {
        let root = packageRoot.appendingPathComponent("Sources")
        let paths = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        #expect(paths.count > 100, "the sources are found")
        var found: [String] = []
        for path in paths.sorted() {
            let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            found += Self.rawConversions(in: "Sources/\(path)", text)
        }
        #expect(Set(found).subtracting(Self.allowed).isEmpty, "use Int(finite:) for \(found.filter { !Self.allowed.contains($0) })")
        #expect(Self.allowed.isSubset(of: Set(found)), "an allowed conversion is gone: \(Self.allowed.subtracting(found))")
    }

    /// The scan sees the conversions issue #34 found.
    @Test func scanSeesTheTrappingForms() {
        let found = Self.rawConversions(in: "f", """
            let size = pointSize == pointSize.rounded() ? "\\(Int(pointSize.rounded()))" : ""
            var columns = max(1, Int(min(box.width / (size * 0.6), 10_000)))
            let cents = Int64((value * 100).rounded())
            let safe = Int(finite: value.rounded()), count = Int(count32)
            """)
        #expect(found.count == 3, "\(found)")
    }
}
