import Foundation
import Testing

/// The GitHub Action, the example workflow and the pre-commit manifest as shipped: checked by
/// tools that are not ours (scripts/ci_files_check.py: SchemaStore's schemas, zizmor,
/// pre-commit's validator), and the action's lint step run here as a runner would run it.
@Suite struct ActionFilesTests {
    static let root = CLIRunner.packageRoot

    static func check(_ arguments: [String] = []) throws -> CLIRunner.Outcome {
        try CLIRunner.execute("/usr/bin/env", ["python3", root.appendingPathComponent("scripts/ci_files_check.py").path] + arguments,
                              mergeErrors: true, timeout: 120)
    }

    @Test func shippedFilesPassTheIndependentChecks() throws {
        let r = try Self.check()
        #expect(r.status == 0, "\(r.stdout)")
    }

    /// The checks catch what the earlier files had: `${{ inputs.* }}` pasted into a script and
    /// actions named by a movable tag.
    @Test func theChecksCatchInjectionAndUnpinnedActions() throws {
        var action = try String(contentsOf: Self.root.appendingPathComponent("action.yml"), encoding: .utf8)
        action = action.replacingOccurrences(of: #"run: exit "$STATUS""#, with: "run: exit ${{ steps.lint.outputs.status }}")
        action = action.replacingOccurrences(of: "actions/cache@27d5ce7f107fe9357f9df03efb73ab90386fccae # v5.0.5", with: "actions/cache@v5")
        let dir = try CLIRunner.temporaryTree("action-check", ["action.yml": action])
        let r = try Self.check(["--action", dir.appendingPathComponent("action.yml").path])
        #expect(r.status == 1)
        #expect(r.stdout.contains("'Fail on findings' expands"), "\(r.stdout)")
        #expect(r.stdout.contains("actions/cache@v5' is not pinned"), "\(r.stdout)")
        #expect(r.stdout.contains("template-injection"), "zizmor: \(r.stdout)")
    }

    /// Runs scripts/action-lint.sh (the action's lint step) with its inputs in the environment,
    /// in `directory`; returns what it wrote to $GITHUB_OUTPUT.
    static func lintStep(in directory: URL, paths: String, args: String = "", baseline: String = "",
                         binary: String = CLIRunner.binary.path) throws -> [String: String] {
        let output = directory.appendingPathComponent("github-output").path
        FileManager.default.createFile(atPath: output, contents: nil)
        var env = ProcessInfo.processInfo.environment
        env["GITHUB_ACTIONS"] = nil
        env.merge(["LISTKIT": binary, "LISTKIT_PATHS": paths, "LISTKIT_ARGS": args, "LISTKIT_BASELINE": baseline,
                   "LISTKIT_SARIF": "listkit.sarif", "GITHUB_OUTPUT": output]) { $1 }
        let r = try CLIRunner.execute("/bin/bash", [root.appendingPathComponent("scripts/action-lint.sh").path],
                                      environment: env, directory: directory.path, timeout: 120)
        #expect(r.status == 0, "the step itself always succeeds: \(r.stderr)")
        let text = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
        try? FileManager.default.removeItem(atPath: output)
        return Dictionary(text.split(separator: "\n").compactMap { line in
            line.firstIndex(of: "=").map { (String(line[..<$0]), String(line[line.index(after: $0)...])) }
        }, uniquingKeysWith: { $1 })
    }

    static let clean = "listkit: 1\nscreen: S\nviews: []\n"
    static let withWarning = "listkit: 1\nscreen: S\nviews:\n  - { id: a, type: view }\n"

    @Test func inputsAreDataNotCode() throws {
        let dir = try CLIRunner.temporaryTree("action-inputs", ["a spec.yaml": Self.clean])
        let out = try Self.lintStep(in: dir, paths: #""a spec.yaml" $(touch pwned1) `touch pwned2`"#, args: "--color never; touch pwned3")
        for name in ["pwned1", "pwned2", "pwned3", "$(touch", "pwned1)"] {
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent(name).path), "\(name) was created")
        }
        // The quoted path with a space was read as one path; the rest are paths that do not exist.
        #expect(out["status"] == "2", "\(out)")
        let unclosed = try Self.lintStep(in: dir, paths: #""a spec.yaml"#)
        #expect(unclosed["status"] == "2", "an unclosed quote is a usage error: \(unclosed)")
        let quoted = try Self.lintStep(in: dir, paths: #""a spec.yaml""#)
        #expect(quoted["status"] == "0", "\(quoted)")
    }

    /// The example workflow's path: no baseline on the first run (written, the run passes), the
    /// baseline committed, a new problem fails the run.
    @Test func firstRunWritesTheBaselineThenNewFindingsFail() throws {
        let dir = try CLIRunner.temporaryTree("action-baseline", ["old.yaml": Self.withWarning])
        let first = try Self.lintStep(in: dir, paths: ".", args: "--strict", baseline: ".listkit-baseline.json")
        #expect(first["baseline-created"] == "true" && first["status"] == "0", "\(first)")
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent(".listkit-baseline.json").path))
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("listkit.sarif").path))
        let second = try Self.lintStep(in: dir, paths: ".", args: "--strict", baseline: ".listkit-baseline.json")
        #expect(second["baseline-created"] == nil && second["status"] == "0", "\(second)")
        try Data(Self.withWarning.utf8).write(to: dir.appendingPathComponent("new.yaml"))
        let third = try Self.lintStep(in: dir, paths: ".", args: "--strict", baseline: ".listkit-baseline.json")
        #expect(third["status"] == "1", "a new finding fails the run: \(third)")
    }

    /// The cache key follows the sources: the same tree gives the same key, any source change
    /// another (the earlier key hashed files the workflow could not see, so it never changed).
    @Test func cacheKeyFollowsTheSources() throws {
        let script = try String(contentsOf: Self.root.appendingPathComponent("scripts/action-cache-key.sh"), encoding: .utf8)
        let dir = try CLIRunner.temporaryTree("action-key", ["scripts/action-cache-key.sh": script, "Package.swift": "// p\n",
                                                             "Sources/A/a.swift": "let a = 1\n"])
        func key() throws -> String {
            let r = try CLIRunner.execute("/bin/bash", [dir.appendingPathComponent("scripts/action-cache-key.sh").path], directory: "/")
            #expect(r.status == 0, "\(r.stderr)")
            return r.stdout
        }
        let first = try key()
        #expect(first.hasPrefix("key=") && first.count > 20, "\(first)")
        #expect(try key() == first)
        try Data("let a = 2\n".utf8).write(to: dir.appendingPathComponent("Sources/A/a.swift"))
        let changed = try key()
        #expect(changed != first)
        try Data("let a = 2\n".utf8).write(to: dir.appendingPathComponent("Sources/A/b.swift"))
        #expect(try key() != changed, "a new file changes the key")
    }
}
