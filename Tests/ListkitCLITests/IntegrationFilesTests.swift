import Foundation
import ListkitTestSupport
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
        #expect(hooks.first?["entry"]?.scalar?.string == "listkit lint --filter-files")
        #expect(hooks.first?["language"]?.scalar?.string == "system")
    }

    /// What a repository's commit hands the hook: its specs and storyboards among CI and tool
    /// YAML, a dependency checkout and an excluded folder.
    static let repository: [String: String] = [
        "Screens/list.yaml": "listkit: 1\nscreen: S\nviews: []\n",
        "Screens/Main.storyboard": """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
                <scenes/>
            </document>
            """,
        ".github/workflows/ci.yml": "name: ci\non: push\njobs: {}\n",
        "docker-compose.yml": "services:\n  web:\n    image: nginx\n",
        "Pods/Lib/spec.yaml": "listkit: 1\nscreen: P\nviews: [\n",
        "Generated/old.yaml": "listkit: 1\nscreen: G\nviews: [\n",
        ".listkit.yml": "exclude: [\"Generated/**\"]\n",
        ".gitignore": "build/\n",
        "build/out.yaml": "listkit: 1\nscreen: B\nviews: [\n",
    ]

    /// `lint --filter-files` on every file a hook could be handed lints the spec and the
    /// storyboard only: not the workflow, the compose file, the excluded or ignored folder or Pods (each
    /// of those would fail the commit if it were linted: syntax errors or non-specs).
    @Test func filterFilesLintsWhatAWalkWould() throws {
        // A work tree (what `.gitignore` needs to apply), as `git init` leaves it.
        let dir = try CLIRunner.temporaryTree("hook-repo", Self.repository.merging([".git/HEAD": "ref: refs/heads/main\n"]) { $1 })
        let named = Self.repository.keys.filter { ![".listkit.yml", ".gitignore"].contains($0) }.sorted()
        let listed = try CLIRunner.run(["lint", "--filter-files", "--list-files"] + named, in: dir)
        #expect(listed.status == 0, "\(listed.stderr)")
        #expect(listed.stdout == "Screens/Main.storyboard\nScreens/list.yaml\n", "\(listed.stdout)")
        let linted = try CLIRunner.run(["lint", "--filter-files"] + named, in: dir)
        #expect(linted.status == 0, "\(linted.stdout)\(linted.stderr)")
        // Nothing left to lint is not an error for a hook; without the flag it is a usage error.
        let foreign = try CLIRunner.run(["lint", "--filter-files", "docker-compose.yml", ".github/workflows/ci.yml"], in: dir)
        #expect(foreign.status == 0, "\(foreign.stderr)")
        let unfiltered = try CLIRunner.run(["lint", "docker-compose.yml"], in: dir)
        #expect(unfiltered.status != 0, "a named file is linted without the flag")
        // A spec with an error still fails the commit.
        try Data("listkit: 1\nscreen: S\nviews: [\n".utf8).write(to: dir.appendingPathComponent("Screens/list.yaml"))
        let broken = try CLIRunner.run(["lint", "--filter-files"] + named, in: dir)
        #expect(broken.status == 1, "\(broken.stdout)")
    }

    /// The hook through pre-commit itself (`try-repo` on this repository, the listkit under
    /// test on PATH), in a git repository with the files above staged.
    @Test func preCommitRunsTheHookOnStagedFiles() throws {
        let dir = try CLIRunner.temporaryTree("hook-git", Self.repository)
        var env = ProcessInfo.processInfo.environment
        env["PATH"] = CLIRunner.binary.deletingLastPathComponent().path + ":" + (env["PATH"] ?? "")
        env["PRE_COMMIT_HOME"] = dir.appendingPathComponent(".cache-pre-commit").path
        env["GIT_AUTHOR_NAME"] = "t"; env["GIT_AUTHOR_EMAIL"] = "t@example.com"
        env["GIT_COMMITTER_NAME"] = "t"; env["GIT_COMMITTER_EMAIL"] = "t@example.com"
        func sh(_ command: String) throws -> CLIRunner.Outcome {
            try CLIRunner.execute("/bin/sh", ["-c", command], environment: env, directory: dir.path, mergeErrors: true, timeout: 120)
        }
        let preCommit = "python3 -m pre_commit"
        #expect(try sh("git init -q . && git add -A").status == 0)
        let hookRepo = CLIRunner.packageRoot.path
        let run = try sh("\(preCommit) try-repo '\(hookRepo)' listkit-lint --all-files")
        #expect(run.status == 0, "\(run.stdout)")
        #expect(run.stdout.contains("listkit lint") && run.stdout.contains("Passed"), "\(run.stdout)")
        try Data("listkit: 1\nscreen: S\nviews: [\n".utf8).write(to: dir.appendingPathComponent("Screens/list.yaml"))
        #expect(try sh("git add -A").status == 0)
        let failing = try sh("\(preCommit) try-repo '\(hookRepo)' listkit-lint --all-files")
        #expect(failing.status == 1, "\(failing.stdout)")
        #expect(failing.stdout.contains("Screens/list.yaml"), "\(failing.stdout)")
    }

    @Test func completionsOfferSpecsAndDevices() throws {
        for shell in ["bash", "zsh", "fish"] {
            let r = try CLIRunner.run(["--generate-completion-script", shell])
            #expect(r.status == 0)
            #expect(r.stdout.contains("iphone-15-pro-max"), "\(shell): no device completion")
            #expect(r.stdout.contains("yaml"), "\(shell): no spec file completion")
            #expect(r.stdout.contains("storyboard") && r.stdout.contains("xib"), "\(shell): no Interface Builder file completion")
        }
    }

    /// `--text-size` completes to the Dynamic Type names; `--scene` to the screens of the
    /// documents on the command line (the scripts ask listkit itself: `---completion`).
    @Test func completionsOfferTextSizesAndScenes() throws {
        for shell in ["bash", "zsh", "fish"] {
            let r = try CLIRunner.run(["--generate-completion-script", shell])
            #expect(r.stdout.contains("accessibility3"), "\(shell): no text size completion")
        }
        let dir = try CLIRunner.temporaryTree("scene-completion", ["Main.storyboard": HandWrittenStoryboards.document(HandWrittenStoryboards.misplacedScene)])
        for command in ["layout", "import", "diff"] {
            let words = command == "diff" ? ["Main.storyboard", "Main.storyboard", "--scene", "vco"] : ["Main.storyboard", "--scene", "vco"]
            let r = try CLIRunner.run(["---completion", command, "--", "--scene", String(words.count - 1), "3"] + words, in: dir)
            #expect(r.status == 0, "\(command): \(r.stderr)")
            #expect(r.stdout.split(separator: "\n") == ["vco-sb-001"], "\(command): \(r.stdout)")
        }
        let all = try CLIRunner.run(["---completion", "layout", "--", "--scene", "2", "0", "Main.storyboard", "--scene", ""], in: dir)
        #expect(Set(all.stdout.split(separator: "\n")).isSuperset(of: ["vco-sb-001", "roo-sb-001"]), "\(all.stdout)")
    }

    @Test func helpListsEveryLintFormat() throws {
        let r = try CLIRunner.run(["lint", "--help"])
        let help = r.stdout.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
        for format in ["sarif - SARIF 2.1.0", "junit - JUnit XML", "checkstyle - Checkstyle XML", "codeclimate - GitLab Code Quality"] {
            #expect(help.contains(format), "\(format)")
        }
    }
}
