import Foundation
import Testing

/// `--write-baseline` and `--baseline` end to end: what the command writes and says, and its exit
/// status. (Matching, moved lines, stale entries and malformed files are tested in-process:
/// ListkitLintTests.BaselineTests.)
@Suite struct BaselineTests {
    /// One zero-height view: a warning, so a failure only with --strict.
    static let spec = "listkit: 1\nscreen: S\nviews:\n  - { id: line, type: view, layout: [ top == safeArea.top, horizontal == parent, height == 0 ] }\n"

    @Test func writtenBaselineIsAcceptedAndABadOneStopsTheRun() throws {
        let dir = try CLIRunner.temporaryTree("baseline", ["specs/a.yaml": Self.spec, "bad.json": "{\"findings\": 3}"])
        #expect(try CLIRunner.run(["lint", "--strict", "specs"], in: dir).status == 1)
        let write = try CLIRunner.run(["lint", "--write-baseline", "listkit-baseline.json", "specs"], in: dir)
        #expect(write.status == 0 && write.stdout.isEmpty)
        #expect(write.stderr == "wrote 1 finding from 1 file to listkit-baseline.json\n", "\(write.stderr)")
        let baseline = try String(contentsOf: dir.appendingPathComponent("listkit-baseline.json"), encoding: .utf8)
        #expect(baseline.hasPrefix("{\"version\":2,\"tool\":\"listkit\",\"findings\":[\n{\"rule\":\"zero-size\",\"file\":\"specs/a.yaml\",\"element\":\"line\",\"kind\":\"view 'line' has zero height\","), "\(baseline)")
        let accepted = try CLIRunner.run(["lint", "--strict", "--baseline", "listkit-baseline.json", "specs"], in: dir)
        #expect(accepted.status == 0 && accepted.stdout.isEmpty, "\(accepted.stdout)\(accepted.stderr)")
        #expect(accepted.stderr.contains("no problems in 1 file"))
        let bad = try CLIRunner.run(["lint", "--baseline", "bad.json", "specs"], in: dir)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("bad.json: error: not a listkit baseline"), "\(bad.stderr)")
    }
}
