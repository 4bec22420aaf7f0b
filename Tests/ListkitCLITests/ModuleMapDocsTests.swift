import Foundation
import Testing

/// The module map is written twice for readers, at the top of Package.swift and in
/// docs/development.md's "Layout of the repository"; both must name every folder of Sources
/// (each one a target), so a new module cannot be left out of either.
@Suite struct ModuleMapDocsTests {
    static let root = CLIRunner.packageRoot

    static var sourceModules: [String] {
        let sources = root.appendingPathComponent("Sources").path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: sources)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted()
    }

    static func text(_ path: String) -> String {
        (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) ?? ""
    }

    /// Package.swift's leading comment lines: the map, before any code.
    static var packageComment: String {
        text("Package.swift").split(separator: "\n").dropFirst().prefix { $0.hasPrefix("//") }.joined(separator: "\n")
    }

    /// The fenced block of docs/development.md's "Layout of the repository" section.
    static var developmentLayout: String {
        let doc = text("docs/development.md")
        guard let section = doc.range(of: "## Layout of the repository"),
              let open = doc.range(of: "```", range: section.upperBound ..< doc.endIndex),
              let close = doc.range(of: "```", range: open.upperBound ..< doc.endIndex) else { return "" }
        return String(doc[open.upperBound ..< close.lowerBound])
    }

    /// Whether `text` holds `name` as a whole word (ListkitSpec is not in ListkitSpecDiff).
    static func mentions(_ text: String, _ name: String) -> Bool {
        var rest = text[...]
        while let found = rest.range(of: name) {
            let before = found.lowerBound == text.startIndex ? nil : text[text.index(before: found.lowerBound)]
            let after = found.upperBound == text.endIndex ? nil : text[found.upperBound]
            let isWordCharacter = { (c: Character?) in c.map { $0.isLetter || $0.isNumber } ?? false }
            if !isWordCharacter(before) && !isWordCharacter(after) { return true }
            rest = text[found.upperBound...]
        }
        return false
    }

    @Test func wholeWordsOnly() {
        #expect(Self.mentions("ListkitSpecDiff → ListkitSpec (model)", "ListkitSpec"))
        #expect(!Self.mentions("ListkitSpecDiff → ListkitRender", "ListkitSpec"))
    }

    @Test func thereAreModules() {
        #expect(Self.sourceModules.contains("ListkitSpec") && Self.sourceModules.contains("listkit"))
    }

    @Test func packageSwiftMapNamesEveryModule() {
        let comment = Self.packageComment
        for module in Self.sourceModules {
            #expect(Self.mentions(comment, module), "Package.swift's module map does not name \(module)")
        }
    }

    @Test func developmentLayoutNamesEveryModule() {
        let block = Self.developmentLayout
        let listed = Set(block.split(separator: "\n").compactMap { line -> String? in
            let trimmed = line.drop { $0 == " " }
            guard let slash = trimmed.firstIndex(of: "/"), trimmed.hasPrefix("Sources/") == false else { return nil }
            return String(trimmed[..<slash])
        })
        for module in Self.sourceModules {
            #expect(listed.contains(module), "docs/development.md's layout does not list Sources/\(module)/")
        }
    }
}
