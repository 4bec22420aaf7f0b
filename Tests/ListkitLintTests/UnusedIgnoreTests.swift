import Foundation
@testable import ListkitLint
import ListkitSpec
import Testing

/// `unused-ignore`: with --strict, the `ignore:` entries of each configuration the run used that
/// covered no finding, at the entry; an entry is used when any file of its configuration had a
/// finding it covered.
@Suite struct UnusedIgnoreTests {
    @Test func anEntryUsedInAnyFileIsNotReported() throws {
        let dir = try LintHarness.tree("unused-ignore-files", [
            "Legacy/a.yaml": BaselineTests.spec, "New/b.yaml": "listkit: 1\nscreen: S\nviews: []\n",
            ".listkit.yml": IgnoreTests.config("  - { rules: zero-size, reason: Rewritten next quarter }\n  - { rules: truncated-text, reason: Not this rule }\n"),
        ])
        let (run, _) = LintHarness.run([dir], strict: true)
        #expect(run.diagnostics.map(\.rule) == [.unusedIgnore], "\(run.diagnostics)")
        let finding = try #require(run.diagnostics.first)
        #expect(finding.path.hasSuffix(".listkit.yml") && finding.mark.line == 3 && finding.mark.column == 5, "\(finding)")
        #expect(finding.severity == .warning)
        #expect(LintHarness.run([dir]).0.diagnostics.isEmpty, "not without --strict")
    }

    /// A folder's own .listkit.yml is judged by its files alone.
    @Test func eachConfigurationIsJudgedByItsFiles() throws {
        let dir = try LintHarness.tree("unused-ignore-nested", [
            ".git/HEAD": "", "a.yaml": BaselineTests.spec, "Sub/b.yaml": BaselineTests.spec,
            ".listkit.yml": IgnoreTests.config("  - { rules: zero-size, reason: Top }\n"),
            "Sub/.listkit.yml": IgnoreTests.config("  - { rules: zero-size, reason: Sub }\n  - { elements: other, reason: Nothing }\n"),
        ])
        let (run, _) = LintHarness.run([dir], strict: true)
        #expect(run.diagnostics.map(\.path) == [dir.appendingPathComponent("Sub/.listkit.yml").path], "\(run.diagnostics)")
        #expect(run.diagnostics.map(\.message) == [#"this 'ignore' entry ("Nothing") ignores nothing in the files linted; remove it"#])
        // Linting the top folder's file alone does not judge Sub's configuration.
        #expect(LintHarness.run([dir.appendingPathComponent("a.yaml")], strict: true).0.diagnostics.isEmpty)
    }
}
