import Foundation
import ListkitInterfaceBuilder
import ListkitLayout
import ListkitSpec
import ListkitTestSupport
import Testing

/// Each fixture in Fixtures/rules triggers one rule (or a family), linted with every rule
/// `listkit lint` runs; its `.expected` file holds the exact findings (`LISTKIT_UPDATE_GOLDEN=1` rewrites them; see `expectGolden`).
struct RuleGoldenTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/rules")

    static var fixtures: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }.sorted()
    }

    /// Interface Builder documents, by file name with its extension (`misplaced-view.storyboard`).
    static var documents: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter(IBLinter.isDocumentName).sorted()
    }

    /// A YAML fixture by name, or a document by file name.
    static func findings(_ name: String) throws -> [Diagnostic] {
        if IBLinter.isDocumentName(name) {
            let bytes = try Array(Data(contentsOf: directory.appendingPathComponent(name)))
            return IBLinter.lint(bytes, path: name, rules: Linter.lintRules())
        }
        let bytes = try Array(Data(contentsOf: directory.appendingPathComponent(name + ".yaml")))
        return Linter(rules: Linter.lintRules()).lint(bytes, path: name + ".yaml").diagnostics
    }

    static func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { "\($0.path):\($0.mark): \($0.severity.rawValue): \($0.message) [\($0.rule)]\n" }.joined()
    }

    @Test(arguments: fixtures)
    func fixtureMatchesGolden(_ name: String) throws {
        let actual = Self.render(try Self.findings(name))
        try expectGolden(actual, matches: Self.directory.appendingPathComponent(name + ".expected"))
        #expect(!actual.isEmpty, "\(name) must trigger at least one finding")
    }

    @Test(arguments: documents)
    func documentMatchesGolden(_ name: String) throws {
        let actual = Self.render(try Self.findings(name))
        let stem = name.split(separator: ".").dropLast().joined(separator: ".")
        try expectGolden(actual, matches: Self.directory.appendingPathComponent(stem + ".expected"))
        #expect(!actual.isEmpty, "\(name) must trigger at least one finding")
    }
}
