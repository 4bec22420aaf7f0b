import Foundation
import ListkitLayout
import ListkitSpec
import Testing

/// `listkit rules` lists exactly the rules lint can report, with the severities they are
/// reported at; `listkit rules ID` explains one from the golden fixtures, whose fixed versions
/// lint clean; docs/rules.md and the embedded examples are current.
@Suite struct RulesCommandTests {
    static let runIDs: Set<String> = ["config", "invalid-suppression", "unused-suppression", "stale-baseline"]
    static let fixtures = CLIRunner.packageRoot.appendingPathComponent("Tests/ListkitSpecTests/Fixtures")

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
            #expect(line.split(separator: " ", omittingEmptySubsequences: true).count > 2, "no summary: \(line) (add one to RuleCatalog.descriptions)")
        }
        let ids = try Self.listed().map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(Set(ids) == Set(RuleID.all.map(\.rawValue)).union(Self.runIDs))
    }

    /// The default severity listed is one the golden fixtures' findings of the rule carry (a
    /// rule may report a lesser case as a warning), and the layout kinds' own.
    @Test func defaultSeveritiesMatchTheGoldenFindings() throws {
        let listed = Dictionary(uniqueKeysWithValues: try Self.listed().map { ($0.id, $0.severity) })
        var seen: [String: Set<String>] = [:]
        let folder = Self.fixtures.appendingPathComponent("rules")
        var checked = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".expected") {
            for line in try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8).split(separator: "\n") {
                guard let open = line.lastIndex(of: "["), let severity = line.split(separator: ":").dropFirst(3).first else { continue }
                let rule = String(line[line.index(after: open)...].dropLast())
                seen[rule, default: []].insert(severity.trimmingCharacters(in: .whitespaces))
                checked += 1
            }
        }
        for (rule, severities) in seen {
            #expect(listed[rule].map(severities.contains) == true, "\(rule): listed \(listed[rule] ?? "nothing"), fixtures report \(severities.sorted())")
        }
        #expect(checked > 40)
        for kind in LayoutFinding.Kind.allCases { #expect(listed[kind.rule.rawValue] == kind.severity.rawValue) }
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

    /// Every fixed example lints without a finding, even under --strict.
    @Test func fixedExamplesLintClean() throws {
        let folder = Self.fixtures.appendingPathComponent("fixed")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yaml") }
        #expect(names.count >= 25)
        for name in names {
            #expect(FileManager.default.fileExists(atPath: Self.fixtures.appendingPathComponent("rules/\(name)").path), "\(name) fixes no fixture")
        }
        let r = try CLIRunner.run(["lint", "--strict", folder.path])
        #expect(r.status == 0, "\(r.stdout)")
        #expect(r.stderr.contains("no problems in \(names.count) files"))
    }

    @Test func generatedExamplesAndRulesPageAreCurrent() throws {
        let check = try CLIRunner.execute("/usr/bin/env", ["python3", CLIRunner.packageRoot.appendingPathComponent("scripts/rule_examples.py").path, "--check"],
                                          timeout: 120)
        #expect(check.status == 0, "run scripts/rule_examples.py: \(check.stdout)\(check.stderr)")
        let page = try CLIRunner.run(["rules", "--markdown"])
        let docs = try String(contentsOf: CLIRunner.packageRoot.appendingPathComponent("docs/rules.md"), encoding: .utf8)
        #expect(page.stdout == docs, "docs/rules.md is stale: listkit rules --markdown > docs/rules.md")
    }
}
