import Foundation
import Testing

@Suite struct LintCommandTests {
    static let bad = "listkit: 1\nscreen: S\nviews:\n  - { id: a, type: lable }\n  - { id: b, type: view, layout: [ top == parnt.top ] }\n"

    @Test func examplesLintClean() throws {
        let r = try CLIRunner.run(["lint", "specs"])
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout.isEmpty)
        #expect(r.stderr.contains("no problems"))
    }

    @Test func findingsExitOneWithLocatedErrors() throws {
        let r = try CLIRunner.run(["lint", "-"], stdin: Data(Self.bad.utf8))
        #expect(r.status == 1)
        #expect(r.stdout.hasPrefix("<stdin>:4:20: error: unknown view type 'lable'; did you mean 'label'? [unknown-view-type]\n    "))
        #expect(r.stdout.contains("<stdin>:5:43: error: constraint names unknown view 'parnt' in the screen; did you mean 'parent'? [unknown-view]"))
        #expect(r.stderr.contains("2 errors and 0 warnings in 1 file"))
    }

    @Test func jsonFormat() throws {
        let r = try CLIRunner.run(["lint", "--format", "json", "-"], stdin: Data(Self.bad.utf8))
        #expect(r.status == 1)
        let object = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
        let diagnostics = object?["diagnostics"] as? [[String: Any]]
        #expect(diagnostics?.count == 2)
        #expect(diagnostics?.first?["rule"] as? String == "unknown-view-type")
        #expect(diagnostics?.first?["line"] as? Int == 4)
        #expect(r.stdout.hasPrefix("{\"version\":1,\"diagnostics\":[{\"path\":\"<stdin>\",\"line\":4,\"column\":20,\"severity\":\"error\","))
    }

    @Test func githubFormatIsChosenUnderActions() throws {
        let r = try CLIRunner.run(["lint", "-"], stdin: Data(Self.bad.utf8), environment: ["GITHUB_ACTIONS": "true"])
        #expect(r.stdout.hasPrefix("::error file=<stdin>,line=4,col=20,title=unknown-view-type::unknown view type 'lable'"))
    }

    @Test func warningsPassUnlessStrict() throws {
        let spec = "listkit: 1\nscreen: S\nviews: []\ncellKinds:\n  Unused: { height: 44 }\n"
        let lenient = try CLIRunner.run(["lint", "-"], stdin: Data(spec.utf8))
        #expect(lenient.status == 0)
        #expect(lenient.stdout.contains("warning: cell kind 'Unused' is declared but no cell uses it [unused-cell-kind]"))
        let strict = try CLIRunner.run(["lint", "--strict", "-"], stdin: Data(spec.utf8))
        #expect(strict.status == 1)
    }

    @Test func usageAndIOFailuresExitTwo() throws {
        #expect(try CLIRunner.run(["lint"]).status == 2)
        #expect(try CLIRunner.run(["lint", "--format", "xml", "specs"]).status == 2)
        #expect(try CLIRunner.run(["frobnicate"]).status == 2)
        let missing = try CLIRunner.run(["lint", "/nonexistent/spec.yaml"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("/nonexistent/spec.yaml: error: no such file or directory"))
    }

    @Test func outputIsDeterministic() throws {
        // The rules' failing examples and the fixtures beside their goldens: findings of every rule.
        let inputs = [RuleExampleFiles.folder.path, "Tests/ListkitSpecTests/Fixtures/rules"]
        let first = try CLIRunner.run(["lint", "--format", "json"] + inputs)
        let second = try CLIRunner.run(["lint", "--format", "json"] + inputs)
        #expect(first.status == 1)
        #expect(first.stdout == second.stdout)
    }

    @Test func versionAndHelp() throws {
        let version = try CLIRunner.run(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ".").count == 3)
        let help = try CLIRunner.run(["lint", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("--strict"))
        let completion = try CLIRunner.run(["--generate-completion-script", "bash"])
        #expect(completion.status == 0)
        #expect(completion.stdout.contains("listkit"))
    }

    /// A spec whose name is one character is linted (NSString's trap ended the run before).
    @Test func oneCharacterFileName() throws {
        let dir = try CLIRunner.temporaryTree("one-character-name", ["a": "listkit: 1\nscreen: A\nviews: []\n"])
        let r = try CLIRunner.run(["lint", "a"], in: dir)
        #expect(r.status == 0 && !r.signaled, "\(r.stdout)\(r.stderr)")
    }
}
