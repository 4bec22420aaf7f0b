import Foundation
import ListkitLint
import ListkitSpec
import Testing

/// `listkit rules` lists exactly the rules lint can report, with the severities they are
/// reported at; `listkit rules ID` explains one with its description's example; docs/rules.md
/// is current.
@Suite struct RulesCommandTests {

    static func listed() throws -> [(id: String, severity: String)] {
        let r = try CLIRunner.run(["rules"])
        #expect(r.status == 0)
        return r.stdout.split(separator: "\n").map { line in
            let parts = line.split(separator: " ", omittingEmptySubsequences: true)
            return (String(parts[0]), String(parts[1]))
        }
    }

    @Test func everyRuleLintCanReportIsListedOnce() throws {
        let r = try CLIRunner.run(["rules"])
        for line in r.stdout.split(separator: "\n") {
            #expect(line.split(separator: " ", omittingEmptySubsequences: true).count > 2, "no summary: \(line) (add one to its RuleDescription)")
        }
        let ids = try Self.listed().map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(ids == RuleRegistry.ids.map(\.rawValue))
        #expect(Set(ids).isSuperset(of: ["config", "invalid-suppression", "unused-suppression", "stale-baseline"]))
    }

    /// Xcode drops XML comments when it saves: a rule of Interface Builder documents says how to
    /// ignore an element in .listkit.yml, and recommends no comment.
    @Test func interfaceBuilderRulesRecommendAnIgnoreNotAComment() throws {
        let ib = try CLIRunner.run(["rules", "misplaced-view"])
        #expect(!ib.stdout.contains("disable-next-line"), "\(ib.stdout)")
        #expect(ib.stdout.contains("ignore: [{ paths: FILE, elements: [OBJECT-ID], rules: [misplaced-view], reason: … }]"), "\(ib.stdout)")
        let spec = try CLIRunner.run(["rules", "zero-size"])
        #expect(spec.stdout.contains("'# listkit:disable-next-line zero-size'") && spec.stdout.contains("elements: [OBJECT-ID]"), "\(spec.stdout)")
    }

    @Test func explainShowsAFailingAndAFixedExample() throws {
        let r = try CLIRunner.run(["rules", "truncated-text"])
        #expect(r.status == 0)
        #expect(r.stdout.hasPrefix("truncated-text (error by default)\n"))
        #expect(r.stdout.contains("Failing (layout-truncated-text.yaml):"))
        #expect(r.stdout.contains("    layout-truncated-text.yaml:5:5: error: on iphone-se: label 'title' truncates its text"))
        #expect(r.stdout.contains("Fixed:\n\n    listkit: 1\n"))
        #expect(r.stdout.contains("Options in .listkit.yml: intended"))
        let unknown = try CLIRunner.run(["rules", "truncated-txt"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("unknown rule 'truncated-txt'; did you mean 'truncated-text'?"))
    }

    @Test func rulesPageIsCurrent() throws {
        let page = try CLIRunner.run(["rules", "--markdown"])
        let docs = try String(contentsOf: CLIRunner.packageRoot.appendingPathComponent("docs/rules.md"), encoding: .utf8)
        #expect(page.stdout == docs, "docs/rules.md is stale: listkit rules --markdown > docs/rules.md")
    }
}
