import ListkitInterfaceBuilder
import ListkitLayout
import ListkitSpec
import Testing

/// Root views saved below an opaque navigation bar (opaque-bars.storyboard, written by hand in
/// the shape Xcode 8 saved them): the screen starts under the bars, 667 − 64 = 603 points tall,
/// with no bar and no top safe area inside. A card pinned 20 points inside the top and bottom
/// layout guides and the root's sides is (20, 20, 335, 603 − 40).
@Suite struct OpaqueBarTests {
    @Test(arguments: ["FullHeight", "BelowBar"]) func rootBelowOpaqueBars(scene: String) throws {
        let screens = try IBFixtures.document("opaque-bars.storyboard").screens()
        let screen = try #require(IBDocument.select(screens, scene: scene))
        let device = try #require(screen.spec.designDevice)
        #expect(device == Device(name: "ib-retina4_7-375x603", width: 375, height: 603, scale: 2))
        #expect(screen.spec.chrome.navigationBar == nil)
        #expect(IBFixtures.frames(screen.spec)["card"] == Rect(x: 20, y: 20, width: 335, height: 563))
        #expect(IBFixtures.views(screen.spec)["view"]?.savedFrame == Rect(x: 0, y: 0, width: 375, height: 603),
                "the root is the screen, whatever height Xcode 8 saved")
        var warnings: [Diagnostic] = []
        MisplacedViewRule().check(LintContext(spec: screen.spec), into: &warnings)
        #expect(warnings.isEmpty, "\(warnings.map(\.message))")
    }
}
