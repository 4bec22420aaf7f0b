import Foundation
import Testing

/// `--write-baseline` and `--baseline` end to end: what the command writes and says, and its exit
/// status. (Matching, stale entries and malformed files are tested in-process: ListkitLintTests.)
@Suite struct BaselineTests {
    static let spec = """
    listkit: 1
    screen: S
    views:
      - id: card
        type: view
        layout: [ top == safeArea.top, horizontal == parent, height == 100 ]
        subviews:
          - { id: empty, type: view, layout: [ top == parent.top, horizontal == parent, height == 0 ] }
          - { id: title, type: label, text: Title, layout: [ bottom == parent.bottom, leading == parent.leading ] }

    """

    @Test func baselineAcceptsFindingsThatOnlyMoved() throws {
        let dir = try CLIRunner.temporaryTree("baseline", ["specs/a.yaml": Self.spec])
        let before = try CLIRunner.run(["lint", "--strict", "specs"], in: dir)
        #expect(before.status == 1)
        #expect(before.stdout.contains("view 'empty' has zero height [zero-size]"), "\(before.stdout)")
        let write = try CLIRunner.run(["lint", "--write-baseline", "listkit-baseline.json", "specs"], in: dir)
        #expect(write.status == 0)
        #expect(write.stderr.contains("wrote 1 finding from 1 file to listkit-baseline.json"))
        let baseline = try String(contentsOf: dir.appendingPathComponent("listkit-baseline.json"), encoding: .utf8)
        #expect(baseline.contains("{\"rule\":\"zero-size\",\"file\":\"specs/a.yaml\",\"viewPath\":\"card/empty\","), "\(baseline)")
        #expect(!baseline.contains("\"line\""))

        // Lines moved (a comment and a blank line above): still accepted.
        let moved = "# The screen.\n\n" + Self.spec
        try Data(moved.utf8).write(to: dir.appendingPathComponent("specs/a.yaml"))
        let after = try CLIRunner.run(["lint", "--strict", "--baseline", "listkit-baseline.json", "specs"], in: dir)
        #expect(after.status == 0, "\(after.stdout)\(after.stderr)")
        #expect(after.stderr.contains("no problems in 1 file"))

        // A new finding of the same rule elsewhere is not accepted.
        let added = moved.replacingOccurrences(of: "      - { id: title", with: "      - { id: other, type: view, layout: [ top == parent.top, horizontal == parent, height == 0 ] }\n      - { id: title")
        try Data(added.utf8).write(to: dir.appendingPathComponent("specs/a.yaml"))
        let new = try CLIRunner.run(["lint", "--strict", "--baseline", "listkit-baseline.json", "specs"], in: dir)
        #expect(new.status == 1)
        #expect(new.stdout.contains("view 'other' has zero height"))
        #expect(!new.stdout.contains("view 'empty'"))
    }
}
