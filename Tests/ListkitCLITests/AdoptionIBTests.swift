import Foundation
import ListkitTestSupport
import Testing

/// Issue #30's done-when: a team's repository with storyboards, specs, foreign YAML and Pods goes
/// through lint with a baseline that stays valid across a device and text-size change and an
/// Xcode-style save that moves lines; an ignore of one element; a new real problem failing the
/// run; the pre-commit hook's file selection and the GitHub Action's lint step run against it.
@Suite struct AdoptionIBTests {
    /// `AdoptionTests`' repository (CI and tool YAML, Pods, build products, two specs) with
    /// Interface Builder documents: a misplaced bar and a box conflicting with the screen, cells
    /// and a freeform view, and a broken storyboard inside Pods that nothing may read.
    static func repository(_ name: String) throws -> URL {
        let dir = try AdoptionTests.repository(name)
        let files = [
            "App/Main.storyboard": HandWrittenStoryboards.document(HandWrittenStoryboards.misplacedScene, HandWrittenStoryboards.boxScene(width: 300)),
            "App/Cells.storyboard": HandWrittenStoryboards.document(HandWrittenStoryboards.cellAndFreeformScenes),
            "Pods/Lib/Broken.storyboard": "<document><scenes>",
        ]
        for (path, text) in files {
            let url = dir.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return dir
    }

    static func lint(_ arguments: [String], in dir: URL) throws -> CLIRunner.Outcome {
        try CLIRunner.run(["lint"] + arguments, in: dir)
    }

    static func edit(_ path: String, in dir: URL, _ change: (String) -> String) throws {
        let url = dir.appendingPathComponent(path)
        try Data(change(try String(contentsOf: url, encoding: .utf8)).utf8).write(to: url)
    }

    @Test func aTeamAdoptsLintWithInterfaceBuilderFiles() throws {
        let dir = try Self.repository("adoption-ib")
        let listed = try Self.lint(["--list-files", "."], in: dir)
        #expect(listed.stdout == "./App/Cells.storyboard\n./App/Main.storyboard\n./specs/chat.yaml\n./specs/settings.yaml\n", "\(listed.stdout)")
        let first = try Self.lint(["--strict", "."], in: dir)
        #expect(first.status == 1)
        #expect(first.stdout.contains("[misplaced-view]") && first.stdout.contains("[unsatisfiable-constraints]"), "\(first.stdout)")

        // The baseline accepts today's findings.
        #expect(try Self.lint(["--write-baseline", ".listkit-baseline.json", "."], in: dir).status == 0)
        let baselined = ["--strict", "--baseline", ".listkit-baseline.json", "."]
        let clean = try Self.lint(baselined, in: dir)
        #expect(clean.status == 0 && clean.stdout.isEmpty, "\(clean.stdout)\(clean.stderr)")

        // Other devices and text sizes: other numbers in the messages, the baseline still valid
        // (no new finding, no stale entry), and the cells keep their saved size.
        try Data("devices: [iphone-se, iphone-15-pro-max]\ntextSizes: [large, accessibility3]\n".utf8).write(to: dir.appendingPathComponent(".listkit.yml"))
        let devices = try Self.lint(baselined, in: dir)
        #expect(devices.status == 0 && devices.stdout.isEmpty, "\(devices.stdout)\(devices.stderr)")

        // A save that moves lines and reorders attributes, and lines added to a spec.
        try Self.edit("App/Main.storyboard", in: dir) {
            $0.replacingOccurrences(of: "<scenes>", with: "<scenes>\n\n")
                .replacingOccurrences(of: "constant=\"300\" id=\"con-sb-002\"", with: "id=\"con-sb-002\" constant=\"300\"")
        }
        try Self.edit("specs/settings.yaml", in: dir) { "# Settings.\n\n" + $0 }
        let moved = try Self.lint(baselined, in: dir)
        #expect(moved.status == 0 && moved.stdout.isEmpty, "\(moved.stdout)\(moved.stderr)")

        // A new real problem fails the run: a second misplaced view.
        try Self.edit("App/Main.storyboard", in: dir) {
            $0.replacingOccurrences(of: "<rect key=\"frame\" x=\"16\" y=\"91\" width=\"200\" height=\"44\"/>",
                                    with: "<rect key=\"frame\" x=\"16\" y=\"91\" width=\"200\" height=\"44\"/>\n</view>\n<view contentMode=\"scaleToFill\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"new-sb-001\">\n<rect key=\"frame\" x=\"0\" y=\"0\" width=\"10\" height=\"10\"/>")
                .replacingOccurrences(of: "<constraint firstItem=\"bar-sb-001\" firstAttribute=\"height\"",
                                      with: "<constraint firstItem=\"new-sb-001\" firstAttribute=\"top\" secondItem=\"saf-sb-001\" secondAttribute=\"top\" id=\"con-sb-901\"/>\n<constraint firstItem=\"new-sb-001\" firstAttribute=\"leading\" secondItem=\"saf-sb-001\" secondAttribute=\"leading\" id=\"con-sb-902\"/>\n<constraint firstItem=\"new-sb-001\" firstAttribute=\"width\" constant=\"10\" id=\"con-sb-903\"/>\n<constraint firstItem=\"new-sb-001\" firstAttribute=\"height\" constant=\"10\" id=\"con-sb-904\"/>\n<constraint firstItem=\"bar-sb-001\" firstAttribute=\"height\"")
        }
        let added = try Self.lint(baselined, in: dir)
        #expect(added.status == 1, "\(added.stdout)\(added.stderr)")
        #expect(added.stdout.contains("[misplaced-view]") && added.stdout.contains("new_sb_001"), "\(added.stdout)")

        // Ignored by element, with its reason: the run passes and says what it suppressed.
        try Data("devices: [iphone-se, iphone-15-pro-max]\ntextSizes: [large, accessibility3]\nignore:\n  - { paths: App/Main.storyboard, elements: new-sb-001, reason: Positioned in code }\n".utf8)
            .write(to: dir.appendingPathComponent(".listkit.yml"))
        let ignored = try Self.lint(baselined + ["--format", "sarif"], in: dir)
        #expect(ignored.status == 0, "\(ignored.stdout)\(ignored.stderr)")
        #expect(ignored.stdout.contains("\"justification\":\"ignored in .listkit.yml: Positioned in code\""))

        // A spec broken by a typo fails.
        try Self.edit("specs/chat.yaml", in: dir) { $0.replacingOccurrences(of: "parent.trailing - 16", with: "parnt.trailing - 16") }
        #expect(try Self.lint(baselined, in: dir).status == 1)
    }

    /// The pre-commit hook's command on what pre-commit would pass (every staged YAML and IB
    /// file): CI and tool YAML and Pods are skipped, the storyboards and specs linted.
    @Test func theHookLintsOnlySpecsAndDocuments() throws {
        let dir = try Self.repository("adoption-ib-hook")
        let manifest = try String(contentsOf: CLIRunner.packageRoot.appendingPathComponent(".pre-commit-hooks.yaml"), encoding: .utf8)
        let entry = try #require(manifest.split(separator: "\n").first { $0.hasPrefix("  entry: ") }).dropFirst("  entry: ".count)
        let words = entry.split(separator: " ").map(String.init)
        #expect(words.prefix(2) == ["listkit", "lint"], "\(words)")
        let staged = [".github/workflows/ci.yml", "docker-compose.yml", ".swiftlint.yml", "Pods/Lib/Broken.storyboard",
                      "App/Main.storyboard", "specs/chat.yaml"]
        let listed = try CLIRunner.run(Array(words.dropFirst()) + ["--list-files"] + staged, in: dir)
        #expect(listed.status == 0, "\(listed.stderr)")
        #expect(listed.stdout == "App/Main.storyboard\nspecs/chat.yaml\n", "\(listed.stdout)")
    }

    /// The Action's lint step (scripts/action-lint.sh) as a runner runs it: the first run writes
    /// the baseline, the next pass with it and write SARIF with the baselined findings suppressed.
    @Test func theActionStepRunsAgainstTheRepository() throws {
        let dir = try Self.repository("adoption-ib-action")
        let first = try ActionFilesTests.lintStep(in: dir, paths: ".", args: "--strict", baseline: ".listkit-baseline.json")
        #expect(first["baseline-created"] == "true" && first["status"] == "0", "\(first)")
        let second = try ActionFilesTests.lintStep(in: dir, paths: ".", args: "--strict", baseline: ".listkit-baseline.json")
        #expect(second["status"] == "0", "\(second)")
        let sarif = try String(contentsOf: dir.appendingPathComponent("listkit.sarif"), encoding: .utf8)
        #expect(sarif.contains("\"justification\":\"accepted in the baseline .listkit-baseline.json\""), "\(sarif.prefix(400))")
        #expect(sarif.contains("\"fullyQualifiedName\":\"bar-sb-001\""))
    }
}
