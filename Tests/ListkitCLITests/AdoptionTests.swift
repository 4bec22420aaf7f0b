import Foundation
import Testing

/// The acceptance scenario: a repository as a team has it — CI workflows, a SwiftLint
/// configuration, a compose file, CocoaPods, build products — with specs that truncate on
/// purpose, one suppressed finding and one baselined. `listkit lint .` is clean there, and
/// finds the error a change adds.
@Suite struct AdoptionTests {
    static let chatRow = """
    listkit: 1
    screen: Chat
    device: [iphone-se, iphone-15]
    views:
      - id: name
        type: label
        text: Someone with a very long display name indeed
        lineBreakMode: byTruncatingTail
        layout: [ top == safeArea.top + 8, leading == parent.leading + 16, trailing == parent.trailing - 16 ]

    """

    static let settings = """
    listkit: 1
    screen: Settings
    views:
      - id: header
        type: view
        layout: [ top == safeArea.top, horizontal == parent, height == 44 ]
        subviews:
          # A spacer, kept empty on purpose.
          # listkit:disable-next-line zero-size
          - { id: spacer, type: view, layout: [ top == parent.top, horizontal == parent, height == 0 ] }
          - { id: divider, type: view, layout: [ bottom == parent.bottom, horizontal == parent, height == 0 ] }

    """

    static let foreign: [String: String] = [
        ".github/workflows/ci.yml": "name: CI\non: [push]\njobs:\n  build:\n    runs-on: macos-latest\n    steps:\n      - uses: actions/checkout@v4\n",
        ".swiftlint.yml": "disabled_rules:\n  - line_length\nexcluded:\n  - Pods\n",
        "docker-compose.yml": "services:\n  web:\n    image: nginx\n    ports: [\"8080:80\"]\n",
        "Pods/Alamofire/config.yaml": "version: 5\nname: Alamofire\n",
        "Pods/Broken/listkit-like.yaml": "listkit: 1\nscreen: NotOurs\nviews: [ { id: a, type: lable } ]\n",
        ".build/checkouts/x/spec.yaml": "listkit: 1\nscreen: Build\nviews: [ { id: a, type: lable } ]\n",
        "DerivedData/spec.yaml": "listkit: 1\nscreen: D\nviews: [ { id: a, type: lable } ]\n",
        "node_modules/pkg/spec.yml": "listkit: 1\nscreen: N\nviews: [ { id: a, type: lable } ]\n",
        "fastlane/Fastfile.yml": "lane: beta\n",
        "generated/out.yaml": "listkit: 1\nscreen: Generated\nviews: [ { id: a, type: lable } ]\n",
        ".gitignore": "generated/\n*.tmp.yaml\n",
        "specs/scratch.tmp.yaml": "listkit: 1\nscreen: Tmp\nviews: [ { id: a, type: lable } ]\n",
        "mint.yaml": "# not a spec\nlistkit_version: 3\n",
    ]

    /// - Parameter name: a folder of its own per test (tests run in parallel).
    static func repository(_ name: String) throws -> URL {
        var files = Self.foreign
        files["specs/chat.yaml"] = Self.chatRow
        files["specs/settings.yaml"] = Self.settings
        let dir = try CLIRunner.temporaryTree(name, files)
        try FileManager.default.createDirectory(at: dir.appendingPathComponent(".git"), withIntermediateDirectories: true)
        return dir
    }

    @Test func aRealRepositoryIsCleanAndANewErrorIsFound() throws {
        let dir = try Self.repository("adoption-clean")
        let listed = try CLIRunner.run(["lint", "--list-files", "."], in: dir)
        #expect(listed.status == 0, "\(listed.stderr)")
        #expect(listed.stdout == "./specs/chat.yaml\n./specs/settings.yaml\n", "\(listed.stdout)")

        // Before the baseline: only the divider's zero height is reported.
        let first = try CLIRunner.run(["lint", "--strict", "."], in: dir)
        #expect(first.status == 1)
        #expect(first.stdout.contains("./specs/settings.yaml:11:9: warning: on iphone-15: view 'divider' has zero height [zero-size]"), "\(first.stdout)")
        #expect(first.stderr.contains("0 errors and 1 warning in 2 files"), "\(first.stderr)")

        #expect(try CLIRunner.run(["lint", "--write-baseline", ".listkit-baseline.json", "."], in: dir).status == 0)
        let clean = try CLIRunner.run(["lint", "--strict", "--baseline", ".listkit-baseline.json", "."], in: dir)
        #expect(clean.status == 0, "\(clean.stdout)\(clean.stderr)")
        #expect(clean.stdout.isEmpty)
        #expect(clean.stderr == "no problems in 2 files; 2 suppressed\n", "\(clean.stderr)")

        // A change that breaks a spec is caught.
        let broken = Self.chatRow.replacingOccurrences(of: "trailing == parent.trailing - 16", with: "trailing == parnt.trailing - 16")
        try Data(broken.utf8).write(to: dir.appendingPathComponent("specs/chat.yaml"))
        let caught = try CLIRunner.run(["lint", "--strict", "--baseline", ".listkit-baseline.json", "."], in: dir)
        #expect(caught.status == 1)
        #expect(caught.stdout.contains("./specs/chat.yaml:9:84: error: constraint names unknown view 'parnt'"), "\(caught.stdout)")
        #expect(caught.stderr.contains("1 error and 0 warnings in 2 files"), "\(caught.stderr)")
    }

    /// A walked YAML file without a top-level `listkit:` key is not a spec; named, it is linted.
    @Test func explicitlyNamedFilesAreAlwaysLinted() throws {
        let dir = try Self.repository("adoption-named")
        let named = try CLIRunner.run(["lint", "docker-compose.yml", "Pods/Broken/listkit-like.yaml"], in: dir)
        #expect(named.status == 1)
        #expect(named.stdout.contains("docker-compose.yml:1:1: error: the spec is missing required key 'listkit' [missing-key]"), "\(named.stdout)")
        #expect(named.stdout.contains("Pods/Broken/listkit-like.yaml:3:25: error: unknown view type 'lable'"))
    }

    @Test func aDirectoryWithoutSpecsSaysWhatASpecIs() throws {
        let dir = try CLIRunner.temporaryTree("adoption-none", [".swiftlint.yml": "excluded: [Pods]\n", "ci.yml": "on: push\n"])
        let r = try CLIRunner.run(["lint", "."], in: dir)
        #expect(r.status == 2)
        #expect(r.stderr.contains("no spec files found in . (a spec is a .yaml or .yml file with a top-level 'listkit:' key)"), "\(r.stderr)")
    }

    @Test func stdinFilepathNamesFindingsAndPicksTheConfiguration() throws {
        let dir = try CLIRunner.temporaryTree("adoption-stdin", [
            "specs/.listkit.yml": "rules:\n  unknown-view-type: warning\n",
        ])
        let spec = "listkit: 1\nscreen: S\nviews: [ { id: a, type: lable } ]\n"
        let r = try CLIRunner.run(["lint", "--stdin-filepath", "specs/new.yaml", "-"], stdin: Data(spec.utf8), in: dir)
        #expect(r.status == 0)
        #expect(r.stdout.hasPrefix("specs/new.yaml:3:25: warning: unknown view type 'lable'"), "\(r.stdout)")
        #expect(try CLIRunner.run(["lint", "--stdin-filepath", "x.yaml", "specs"], in: dir).status == 2)
    }
}
