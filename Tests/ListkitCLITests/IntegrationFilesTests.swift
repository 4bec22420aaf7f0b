import Foundation
import ListkitYAML
import Testing

/// The files that wire listkit into other tools: they parse, and the commands they run are ones
/// listkit accepts. Completions offer spec files and device presets.
@Suite struct IntegrationFilesTests {
    static func load(_ path: String) throws -> Node {
        let text = try String(contentsOf: CLIRunner.packageRoot.appendingPathComponent(path), encoding: .utf8)
        return try YAMLLoader().load(text)
    }

    @Test func actionBuildsCachesLintsAndUploadsSARIF() throws {
        let action = try Self.load("action.yml")
        #expect(action["runs"]?["using"]?.scalar?.string == "composite")
        let steps = action["runs"]?["steps"]?.sequence ?? []
        let uses = steps.compactMap { $0["uses"]?.scalar?.string }
        #expect(uses.contains { $0.hasPrefix("actions/cache@") })
        #expect(uses.contains { $0.hasPrefix("github/codeql-action/upload-sarif@") })
        let runs = steps.compactMap { $0["run"]?.scalar?.string }.joined(separator: "\n")
        #expect(runs.contains("swift build -c release --product listkit"))
        #expect(runs.contains("scripts/action-lint.sh"))
        let lintStep = try String(contentsOf: CLIRunner.packageRoot.appendingPathComponent("scripts/action-lint.sh"), encoding: .utf8)
        #expect(lintStep.contains("lint --format sarif --output"))
        // The flags the action and the example workflow pass exist.
        let dir = try CLIRunner.temporaryTree("integration", ["a.yaml": "listkit: 1\nscreen: S\nviews: []\n"])
        let r = try CLIRunner.run(["lint", "--format", "sarif", "--output", "out.sarif", "--strict", "a.yaml"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let workflow = try Self.load("docs/ci/listkit.yml")
        #expect(workflow["jobs"]?["lint"]?["permissions"]?["security-events"]?.scalar?.string == "write")
    }

    @Test func preCommitHookRunsLint() throws {
        let hooks = try Self.load(".pre-commit-hooks.yaml").sequence ?? []
        #expect(hooks.first?["id"]?.scalar?.string == "listkit-lint")
        #expect(hooks.first?["entry"]?.scalar?.string == "listkit lint")
        #expect(hooks.first?["language"]?.scalar?.string == "system")
    }

    @Test func completionsOfferSpecsAndDevices() throws {
        for shell in ["bash", "zsh", "fish"] {
            let r = try CLIRunner.run(["--generate-completion-script", shell])
            #expect(r.status == 0)
            #expect(r.stdout.contains("iphone-15-pro-max"), "\(shell): no device completion")
            #expect(r.stdout.contains("yaml"), "\(shell): no spec file completion")
        }
    }

    @Test func helpListsEveryLintFormat() throws {
        let r = try CLIRunner.run(["lint", "--help"])
        let help = r.stdout.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
        for format in ["sarif - SARIF 2.1.0", "junit - JUnit XML", "checkstyle - Checkstyle XML", "codeclimate - GitLab Code Quality"] {
            #expect(help.contains(format), "\(format)")
        }
    }
}
