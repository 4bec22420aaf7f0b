import ListkitInterfaceBuilder
import ListkitLayout
import ListkitSpec
import Testing

/// Segmented controls sized by their segments' titles (segmented-controls.storyboard, written by
/// hand with the frames IB saved for such controls: "Solid" | "Gradient" 145 wide, Juanpe/
/// SkeletonView; "Primary" | "All" apportioned by content 101, bryceco/GoMap). Each segment is
/// the widest title in semibold 13 points + 17.5 (docs/layout.md, "Controls"); frames are 32
/// tall (31 and the 1-point bottom inset); their alignment rectangles 20 apart under the safe
/// area's top (59).
@Suite struct SegmentedControlTests {
    static func screen() throws -> IBScreen {
        try #require(IBFixtures.document("segmented-controls.storyboard").screens().first)
    }

    @Test func titlesAreRead() throws {
        let views = IBFixtures.views(try Self.screen().spec)
        #expect(views["titled"]?.segments?.value == ["Solid", "Gradient"])
        #expect(views["titled"]?.apportionsSegmentWidthsByContent == false)
        #expect(views["apportioned"]?.apportionsSegmentWidthsByContent == true)
        #expect(views["pictures"]?.segments == nil, "segments of images have no titles to measure")
    }

    @Test func aCentredControlLandsWhereIBSavedIt() throws {
        let screen = try Self.screen()
        let outcome = LayoutEngine(spec: screen.spec).layout(on: try #require(screen.spec.designDevice))
        #expect(!outcome.findings.contains { $0.kind == .ambiguousLayout }, "\(outcome.findings.map(\.message))")
        var warnings: [Diagnostic] = []
        MisplacedViewRule().check(LintContext(spec: screen.spec), into: &warnings)
        #expect(warnings.isEmpty, "within half a point of the saved frames: \(warnings.map(\.message))")
        let frames = outcome.result.framesByID
        #expect(frames["pictures"] == Rect(x: 20, y: 181, width: 120, height: 32), "constraints hold the 31-point alignment rectangle: 20 below the one above")
    }
}
