import ListkitLint
import ListkitSpec
import Testing

/// The examples rules describe themselves with (`RuleDescription.examples`), as `listkit rules`
/// shows them. Their failing halves are golden-tested in ListkitSpecTests (RuleGoldenTests).
@Suite struct RuleExampleTests {
    static let fixed: [RuleExample] = {
        var seen = Set<String>()
        return RuleRegistry.descriptions.flatMap(\.examples).filter { $0.fixed != nil && seen.insert($0.file).inserted }
    }()

    /// Every fixed example lints without a finding, warnings and unused suppressions included.
    @Test func fixedExamplesLintClean() {
        #expect(Self.fixed.count >= 25)
        for example in Self.fixed {
            let findings = LintHarness.lint(example.fixed ?? "", name: example.file, strict: true)
            #expect(findings.isEmpty, "\(example.file): \(LintHarness.lines(findings))")
        }
    }
}
