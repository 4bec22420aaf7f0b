import Foundation
import ListkitLint
import ListkitSpec
import Testing

/// Baselines accept known findings by rule, file, element and message kind — not line — and
/// report their stale entries.
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

    /// Writes the baseline of a run's findings to `path`, as `--write-baseline` does.
    static func writeBaseline(of run: LintRun, to path: URL) throws {
        let places = LintPlaces(run.linted)
        let baseline = Baseline(path: path.path)
        try LintHarness.write(Baseline.render(run.diagnostics.map { places.baselineKey($0, for: baseline) }), to: path)
    }

    /// The run's findings left after the baseline at `path`, and its stale entries.
    static func applying(_ path: URL, to run: LintRun) -> Result<[Diagnostic], InputFailure> {
        Baseline.apply(path.path, to: run.diagnostics, places: LintPlaces(run.linted), linted: run.linted).map(\.kept)
    }

    @Test func baselineAcceptsFindingsThatOnlyMoved() throws {
        let dir = try LintHarness.tree("baseline", ["specs/a.yaml": Self.spec])
        let specs = dir.appendingPathComponent("specs"), file = dir.appendingPathComponent("listkit-baseline.json")
        let before = LintHarness.run([specs]).0
        #expect(before.diagnostics.map(\.message) == ["on iphone-15: view 'empty' has zero height"])
        try Self.writeBaseline(of: before, to: file)
        let baseline = try String(contentsOf: file, encoding: .utf8)
        #expect(baseline.contains("{\"rule\":\"zero-size\",\"file\":\"specs/a.yaml\",\"element\":\"card/empty\",\"kind\":\"view 'empty' has zero height\","), "\(baseline)")
        #expect(!baseline.contains("\"line\""))

        // Lines moved (a comment and a blank line above): still accepted.
        let moved = "# The screen.\n\n" + Self.spec
        try LintHarness.write(moved, to: specs.appendingPathComponent("a.yaml"))
        #expect(try Self.applying(file, to: LintHarness.run([specs]).0).get().isEmpty)

        // A new finding of the same rule elsewhere is not accepted.
        let added = moved.replacingOccurrences(of: "      - { id: title", with: "      - { id: other, type: view, layout: [ top == parent.top, horizontal == parent, height == 0 ] }\n      - { id: title")
        try LintHarness.write(added, to: specs.appendingPathComponent("a.yaml"))
        #expect(try Self.applying(file, to: LintHarness.run([specs]).0).get().map(\.message) == ["on iphone-15: view 'other' has zero height"])
    }

    @Test func staleEntriesAreReported() throws {
        let dir = try LintHarness.tree("baseline-stale", ["a.yaml": Self.spec])
        let spec = dir.appendingPathComponent("a.yaml"), file = dir.appendingPathComponent("base.json")
        try Self.writeBaseline(of: LintHarness.run([spec]).0, to: file)
        let fixed = Self.spec.replacingOccurrences(of: "height == 0 ] }\n      - { id: title", with: "height == 8 ] }\n      - { id: title")
        try LintHarness.write(fixed, to: spec)
        let stale = try Self.applying(file, to: LintHarness.run([spec]).0).get()
        #expect(LintHarness.lines(stale).first?.hasPrefix("\(file.path):2:1: warning: baseline entry for [zero-size] in a.yaml (card/empty) matches no finding") == true,
                "\(LintHarness.lines(stale))")
        #expect(stale.map(\.severity) == [.warning])
        // A file not linted this run leaves its entries alone.
        let other = try LintHarness.tree("baseline-stale/sub", ["b.yaml": "listkit: 1\nscreen: B\nviews: []\n"])
        #expect(try Self.applying(file, to: LintHarness.run([other.appendingPathComponent("b.yaml")]).0).get().isEmpty)
    }

    @Test func aMalformedBaselineIsAFailure() throws {
        let dir = try LintHarness.tree("baseline-bad", ["a.yaml": Self.spec, "base.json": "{\"findings\": 3}"])
        let result = Self.applying(dir.appendingPathComponent("base.json"), to: LintHarness.run([dir.appendingPathComponent("a.yaml")]).0)
        guard case .failure(let failure) = result else { Issue.record("accepted: \(result)"); return }
        #expect(failure.description.hasPrefix("\(dir.path)/base.json: error: not a listkit baseline"))
    }
}
