import ListkitInterfaceBuilder
import ListkitLayout
import ListkitSpec
import Testing

/// `listkit import` of a scene whose navigation controller hides its bar
/// (`navigationBarHidden="YES"`) writes `navigationBar: { hidden: true }`, so the imported spec
/// is still inside a navigation controller and lays out as the document does. Document given
/// inline, written for this test.
@Suite struct HiddenNavigationBarImportTests {
    /// The scroll view of `ScrollInsetAdjustmentTests.hiddenBarScreen` (Xcode 15, a 20-point
    /// status bar): 116 points of content that do not scroll, adjusted
    /// inside the navigation controller, so the box sits at its stack's own 8, not 8 + 20.
    @Test func theHiddenBarSurvivesTheRoundTrip() throws {
        let screen = try ScrollInsetAdjustmentTests.hiddenBarScreen()
        let yaml = ImportTests.yaml(screen, source: "hidden-bar.storyboard")
        #expect(yaml.contains("\nnavigationBar: { hidden: true }\n"), "\(yaml)")
        let loaded = SpecLoader().load(Array(yaml.utf8), path: "imported.yaml")
        #expect(Linter(rules: Linter.lintRules()).check(loaded).isEmpty)
        let imported = try #require(loaded.spec)
        #expect(imported.chrome.inNavigationControllerWithoutBar && imported.chrome.navigationBar == nil)
        #expect(IBFixtures.frames(imported)["view_box_00_001"] == Rect(x: 8, y: 8, width: 359, height: 100))
        #expect(IBFixtures.frames(imported) == IBFixtures.frames(screen.spec))
    }
}
