import Foundation
import ListkitInterfaceBuilder
import ListkitLayout
import ListkitLint
import ListkitSpec
import ListkitTestSupport
import Testing

/// Each rule's example (`RuleDescription.examples`) and each further fixture in Fixtures/rules
/// triggers one rule (or a family), linted with every rule `listkit lint` runs; its `.expected`
/// file in Fixtures/rules holds the exact findings (`LISTKIT_UPDATE_GOLDEN=1` rewrites them; see
/// `expectGolden`).
struct RuleGoldenTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/rules")

    /// Every rule's examples, each once (two rules may share one), by file name.
    static let examples: [String: RuleExample] = {
        var byFile: [String: RuleExample] = [:]
        for example in RuleRegistry.descriptions.flatMap(\.examples) { byFile[example.file] = example }
        return byFile
    }()

    /// The examples' file names, then the fixtures beside them: specs that exercise rules
    /// together (`layout-guides.yaml`), no one rule's example.
    static var names: [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return examples.keys.sorted() + files.filter { $0.hasSuffix(".yaml") || IBSpecLoader.isDocumentName($0) }.sorted()
    }

    /// The text of an example or a fixture.
    static func source(_ name: String) throws -> String {
        if let example = examples[name] { return example.triggering }
        return try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }

    /// The findings of an example or a fixture, one line each, as `listkit rules ID` shows them.
    static func findings(_ name: String) throws -> String {
        if let example = examples[name] { return example.findings }
        return RuleExample(file: name, triggering: try source(name), fixed: nil).findings
    }

    @Test(arguments: names)
    func matchesGolden(_ name: String) throws {
        let actual = try Self.findings(name)
        let stem = name[..<(name.lastIndex(of: ".") ?? name.endIndex)]
        try expectGolden(actual, matches: Self.directory.appendingPathComponent(stem + ".expected"))
        #expect(!actual.isEmpty, "\(name) must trigger at least one finding")
    }

    /// An example's file is named by no fixture too: one name, one golden.
    @Test func examplesAndFixturesHaveDistinctNames() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.directory.path)
        #expect(Set(files).isDisjoint(with: Self.examples.keys))
    }

    /// Every golden file belongs to an example or a fixture (a rule removed takes its golden along).
    @Test func everyGoldenHasItsSpec() throws {
        let stems = Set(Self.names.map { String($0[..<($0.lastIndex(of: ".") ?? $0.endIndex)]) })
        for file in try FileManager.default.contentsOfDirectory(atPath: Self.directory.path) where file.hasSuffix(".expected") {
            #expect(stems.contains(String(file.dropLast(9))), "\(file) has no example or fixture")
        }
    }
}
