import Foundation
@testable import ListkitLint
import ListkitTestSupport
import ListkitSpec
import Testing

/// `devices:` in `.listkit.yml` lays out full screens on each device; a cell's content view, a
/// freeform view and a popover keep the size Interface Builder saved them at (re-laid out as a
/// 375×667 screen, a 44-point cell reported conflicts that no device shows).
@Suite struct FullScreenDevicesTests {
    /// A table view controller whose cell holds a bar pinned top and bottom at 44 points (fine
    /// at its saved 44-point height, a conflict at a screen's); a freeform 300×200 view
    /// controller with the same pinned bar at 200; a screen whose box is 350 wide between
    /// 20-point insets (a conflict unless the screen is 390 wide: `HandWrittenStoryboards.boxScene`).
    static let storyboard = HandWrittenStoryboards.document(HandWrittenStoryboards.cellAndFreeformScenes, HandWrittenStoryboards.boxScene(width: 350))

    @Test func configuredDevicesLayOutFullScreensOnly() throws {
        let dir = try LintHarness.tree("full-screen", ["Main.storyboard": Self.storyboard])
        let document = dir.appendingPathComponent("Main.storyboard")
        // As designed: nothing wrong anywhere.
        let designed = LintHarness.run([document]).0.diagnostics.filter { $0.severity != .info }
        #expect(designed.isEmpty, "\(LintHarness.lines(designed))")

        try LintHarness.write("devices: [iphone-se, iphone-15-pro-max]\n", to: dir.appendingPathComponent(".listkit.yml"))
        let configured = LintHarness.run([document]).0.diagnostics.filter { $0.severity != .info }
        // The 350-point box conflicts on both devices: the screen took them. The cell and the
        // freeform view kept their sizes (laid out on the devices, each conflicted twice more).
        #expect(configured.map(\.rule) == [.unsatisfiableConstraints, .unsatisfiableConstraints], "\(LintHarness.lines(configured))")
        #expect(configured.map { $0.message.prefix(24) } == ["on iphone-15-pro-max: un", "on iphone-se: unsatisfia"], "\(LintHarness.lines(configured))")
        #expect(configured.allSatisfy { $0.message.contains("'width == 350'") })
    }
}
