import Foundation
@testable import ListkitLint
import ListkitTestSupport
import ListkitSpec
import Testing

/// Baseline entries are keyed by element (an Interface Builder object id, a spec's view path)
/// and message kind, so they survive what changes findings' lines and numbers but not the
/// problem: a save that moves lines, other devices or text sizes in `.listkit.yml`. Version 1
/// baselines are read and rewritten as version 2.
@Suite struct StableBaselineTests {
    /// A screen with a misplaced bar (a warning, at `bar-sb-001`), and one with a box whose
    /// constraints conflict with the screen's width (an error, at the constraint `con-sb-002`).
    static let storyboard = HandWrittenStoryboards.document(HandWrittenStoryboards.misplacedScene, HandWrittenStoryboards.boxScene(width: 300))

    static func write(_ run: LintRun, baseline path: URL) throws {
        let places = LintPlaces(run.linted)
        let baseline = Baseline(path: path.path)
        try LintHarness.write(Baseline.render(run.diagnostics.map { places.baselineKey($0, for: baseline) }), to: path)
    }

    static func kept(_ path: URL, _ run: LintRun) throws -> [Diagnostic] {
        try Baseline.apply(path.path, to: run.diagnostics, places: LintPlaces(run.linted), linted: run.linted).get().kept
    }

    @Test func interfaceBuilderEntriesSurviveSavesDevicesAndTextSizes() throws {
        let dir = try LintHarness.tree("stable-ib", ["Main.storyboard": Self.storyboard])
        let file = dir.appendingPathComponent("baseline.json"), document = dir.appendingPathComponent("Main.storyboard")
        let before = LintHarness.run([document]).0
        #expect(Set(before.diagnostics.map(\.rule)) == [.misplacedView, .unsatisfiableConstraints], "\(before.diagnostics)")
        try Self.write(before, baseline: file)
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains("\"element\":\"bar-sb-001\""), "\(text)")
        #expect(text.contains("\"element\":\"con-sb-002\""), "\(text)")
        #expect(!text.contains("390") && !text.contains("iphone"), "measured numbers or devices in the kinds: \(text)")

        // Other devices and text sizes: other numbers and device lists in the messages.
        try LintHarness.write("devices: [iphone-se, iphone-15-pro-max]\ntextSizes: [large, accessibility3]\n", to: dir.appendingPathComponent(".listkit.yml"))
        let otherDevices = LintHarness.run([document]).0
        #expect(otherDevices.diagnostics.map(\.message) != before.diagnostics.map(\.message))
        let keptAfterDevices = try Self.kept(file, otherDevices)
        #expect(keptAfterDevices.isEmpty, "\(keptAfterDevices)")

        // Lines moved and attributes reordered, as a save in Xcode does: still accepted.
        let moved = Self.storyboard.replacingOccurrences(of: "<scenes>", with: "<scenes>\n\n\n")
            .replacingOccurrences(of: "<constraint firstAttribute=\"width\" constant=\"300\" id=\"con-sb-002\"/>",
                                  with: "<constraint id=\"con-sb-002\" constant=\"300\" firstAttribute=\"width\"/>")
        try LintHarness.write(moved, to: document)
        #expect(try Self.kept(file, LintHarness.run([document]).0).isEmpty)

        // A new problem at another element fails: the bar squeezed to zero width.
        let broken = moved.replacingOccurrences(of: "<constraint firstItem=\"bar-sb-001\" firstAttribute=\"width\" constant=\"200\" id=\"con-sb-005\"/>",
                                                with: "<constraint firstItem=\"bar-sb-001\" firstAttribute=\"width\" constant=\"0\" id=\"con-sb-005\"/>")
        try LintHarness.write(broken, to: document)
        let kept = try Self.kept(file, LintHarness.run([document]).0)
        #expect(kept.contains { $0.rule == .zeroSize }, "\(kept)")
    }

    @Test func aVersionOneBaselineIsReadAndRewritten() throws {
        let dir = try LintHarness.tree("stable-v1", ["Main.storyboard": Self.storyboard, "a.yaml": BaselineTests.spec])
        let run = LintHarness.run([dir]).0
        // Version 1 as listkit wrote it: a document's entries without a place, whole messages.
        var v1 = "{\"version\":1,\"tool\":\"listkit\",\"findings\":[\n"
        v1 += run.diagnostics.map { d in
            let file = ConfigurationFinder.relative(d.path, to: dir.path) ?? d.path
            let viewPath = file == "a.yaml" ? "card/empty" : ""
            return "{\"rule\":\"\(d.rule)\",\"file\":\"\(file)\",\"viewPath\":\"\(viewPath)\",\"message\":\(JSONText.quoted(d.message)),\"count\":1}"
        }.joined(separator: ",\n") + "\n]}\n"
        let old = dir.appendingPathComponent("v1.json")
        try LintHarness.write(v1, to: old)
        #expect(try Self.kept(old, run).isEmpty)

        // Rewritten with what it accepts (--baseline v1.json --write-baseline v2.json).
        let applied = try Baseline.apply(old.path, to: run.diagnostics, places: LintPlaces(run.linted), linted: run.linted).get()
        let new = dir.appendingPathComponent("v2.json")
        let baseline = Baseline(path: new.path), places = LintPlaces(run.linted)
        try LintHarness.write(Baseline.render(applied.accepted.map { places.baselineKey($0, for: baseline) }), to: new)
        let text = try String(contentsOf: new, encoding: .utf8)
        #expect(text.hasPrefix("{\"version\":2,"), "\(text)")
        #expect(text.contains("\"element\":\"bar-sb-001\"") && text.contains("\"element\":\"card/empty\""), "\(text)")
        #expect(try Self.kept(new, run).isEmpty)
    }

    @Test func messageKindsLeaveOutWhatARunMeasured() {
        #expect(MessageKind.of("on iphone-se, ipad-11 at accessibility3: view 'a' (16, 91.5, 200×44) conflicts with the screen of iphone-16e (390×844) (7:17)")
                == "view 'a' (#, #, #×#) conflicts with the screen of <device> (#×#) (#:#)")
        // Quoted text names what the finding is about and stays.
        #expect(MessageKind.of("on iphone-15: 'width == 300' conflicts with 'row-3'") == "'width == 300' conflicts with 'row-3'")
        #expect(MessageKind.of("view 'empty' has zero height") == "view 'empty' has zero height")
        #expect(MessageKind.of("label 'x' needs 2 lines at large") == "label 'x' needs # lines at <text size>")
    }
}

/// JSON string quoting for hand-written fixtures.
enum JSONText {
    static func quoted(_ s: String) -> String {
        String(decoding: try! JSONEncoder().encode(s), as: UTF8.self)
    }
}
