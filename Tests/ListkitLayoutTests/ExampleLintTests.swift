import Foundation
import Testing
import ListkitLayout
import ListkitSpec

/// Every example in specs/examples lints clean with the spec rules and the layout checks.
@Suite struct ExampleLintTests {
    static let examples = ["click-counter", "venue-detail", "photo-grid", "profile-card", "storefront", "preferences-form", "settings", "chat-list", "network-settings"]

    @Test(arguments: examples)
    func lintsClean(name: String) throws {
        let url = repositoryRoot.appendingPathComponent("specs/examples/\(name).yaml")
        let bytes = Array(try Data(contentsOf: url))
        let loaded = SpecLoader().load(bytes, path: "\(name).yaml")
        #expect(loaded.spec != nil)
        #expect(Linter(rules: Linter.lintRules()).check(loaded).map { "\($0.mark): \($0.severity): \($0.message) [\($0.rule)]" } == [])
    }

    @Test func everyExampleIsListed() throws {
        let folder = repositoryRoot.appendingPathComponent("specs/examples")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }.sorted()
        #expect(names == Self.examples.sorted())
    }
}
