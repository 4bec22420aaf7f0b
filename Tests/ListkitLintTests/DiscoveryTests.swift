import Foundation
import ListkitLint
import Testing

/// What a lint run lints when it walks a folder: specs only, in the order of their paths' bytes.
@Suite struct DiscoveryTests {
    static let bad = "listkit: 1\nscreen: S\nviews:\n  - { id: a, type: lable }\n"

    @Test func directoriesAreSearchedInPathOrder() throws {
        let dir = try LintHarness.tree("dir-order", ["b.yaml": Self.bad, "a.yml": Self.bad, "notes.txt": "not a spec"])
        let run = LintHarness.run([dir]).0
        #expect(run.linted.map(\.file.name) == [dir.path + "/a.yml", dir.path + "/b.yaml"])
        #expect(run.diagnostics.map(\.path) == [dir.path + "/a.yml", dir.path + "/b.yaml"])
    }
}
