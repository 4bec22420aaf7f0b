import Foundation
@testable import ListkitLint
import ListkitRender
import ListkitSpec
import Testing

/// `.listkit.yml`'s `ignore`: findings accepted for a reason by path glob, rule and element (an
/// Interface Builder object id, a spec's view path and what is inside it); kept as suppressed
/// findings with the reason, never silently dropped.
@Suite struct IgnoreTests {
    static func config(_ ignore: String) -> String { "ignore:\n" + ignore }

    @Test func anElementOfADocumentIsIgnoredAndNothingElse() throws {
        let dir = try LintHarness.tree("ignore-ib", [
            "Main.storyboard": StableBaselineTests.storyboard,
            ".listkit.yml": Self.config("  - { elements: [bar-sb-001], rules: [misplaced-view], reason: Bar moves in code }\n"),
        ])
        let run = LintHarness.run([dir]).0
        #expect(run.diagnostics.map(\.rule) == [.unsatisfiableConstraints], "\(run.diagnostics)")
        #expect(run.suppressed.map(\.diagnostic.rule) == [.misplacedView])
        #expect(run.suppressed.first?.suppression == Suppression(.external, justification: "ignored in .listkit.yml: Bar moves in code"))
    }

    @Test func aViewPathCoversTheViewsInsideIt() throws {
        let dir = try LintHarness.tree("ignore-spec", [
            "a.yaml": BaselineTests.spec,
            ".listkit.yml": Self.config("  - { elements: card, reason: Drawn in code }\n"),
        ])
        let run = LintHarness.run([dir]).0
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
        #expect(run.suppressed.map(\.diagnostic.message) == ["on iphone-15: view 'empty' has zero height"])

        // Another element's view path does not.
        try LintHarness.write(Self.config("  - { elements: car, reason: Drawn in code }\n"), to: dir.appendingPathComponent(".listkit.yml"))
        #expect(LintHarness.run([dir]).0.diagnostics.count == 1)
    }

    @Test func pathsAndRulesNarrowAnIgnore() throws {
        let dir = try LintHarness.tree("ignore-paths", [
            "Legacy/a.yaml": BaselineTests.spec, "New/a.yaml": BaselineTests.spec,
            ".listkit.yml": Self.config("  - { paths: 'Legacy/**', rules: zero-size, reason: Rewritten next quarter }\n  - { paths: New, rules: truncated-text, reason: Not this rule }\n"),
        ])
        let run = LintHarness.run([dir]).0
        #expect(run.diagnostics.map(\.path) == [dir.appendingPathComponent("New/a.yaml").path], "\(run.diagnostics)")
        #expect(run.suppressed.map(\.diagnostic.path) == [dir.appendingPathComponent("Legacy/a.yaml").path])
    }

    @Test func anIgnoreWithoutAReasonOrAScopeIsAnError() throws {
        let dir = try LintHarness.tree("ignore-bad", [
            "a.yaml": BaselineTests.spec,
            ".listkit.yml": Self.config("  - { elements: card }\n  - { reason: everything }\n  - { rules: zero-sise, reason: typo }\n  - { element: card, reason: singular }\n"),
        ])
        let (_, configurations) = LintHarness.run([dir])
        let messages = configurations.diagnostics.map(\.message)
        #expect(messages == [
            "an 'ignore' entry needs a 'reason': say why these findings are accepted",
            "an 'ignore' entry needs 'paths', 'rules' or 'elements': without them it ignores every finding",
            "unknown rule 'zero-sise'; did you mean 'zero-size'?",
            "unknown key 'element' in an 'ignore' entry; did you mean 'elements'?",
            "an 'ignore' entry needs 'paths', 'rules' or 'elements': without them it ignores every finding",
        ], "\(messages)")
    }

    /// A suppression comment's findings are kept as suppressed too, with the comment.
    @Test func suppressionCommentsKeepWhatTheyRemoved() throws {
        let spec = BaselineTests.spec.replacingOccurrences(of: "      - { id: empty", with: "      # listkit:disable-next-line zero-size\n      - { id: empty")
        let dir = try LintHarness.tree("ignore-comment", ["a.yaml": spec])
        let run = LintHarness.run([dir]).0
        #expect(run.diagnostics.isEmpty)
        #expect(run.suppressed.map(\.suppression) == [Suppression(.inSource, justification: "listkit:disable-next-line zero-size at line 8")])
    }
}
