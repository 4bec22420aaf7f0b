import ListkitInterfaceBuilder
import ListkitLayout
import ListkitSpec
import Testing

/// A scene shown in a container view (embedded-scene.storyboard, written by hand in the shape of
/// zotero/zotero-ios ZShare/MainInterface.storyboard): its root is the container's 820 × 1106 on
/// the 820 × 1180 ipad10_9rounded, and Interface Builder draws the status bar (24) and the
/// navigation bar (50) inside it, so a box on its safe area's top is at 24 + 50 = 74. The same
/// root as the first screen of a navigation controller of its own is shorter than the screen by
/// exactly those bars: laid out between them, the box at 0.
@Suite struct EmbeddedSceneTests {
    static func screen(_ scene: String) throws -> IBScreen {
        let screens = try IBFixtures.document("embedded-scene.storyboard").screens()
        return try #require(IBDocument.select(screens, scene: scene))
    }

    @Test func anEmbeddedSceneHasItsBarsInside() throws {
        let screen = try Self.screen("Embedded")
        #expect(screen.spec.designDevice?.height == 1106)
        #expect(screen.spec.chrome.navigationBar != nil)
        #expect(IBFixtures.frames(screen.spec)["box"] == Rect(x: 0, y: 74, width: 10, height: 10))
        var warnings: [Diagnostic] = []
        MisplacedViewRule().check(LintContext(spec: screen.spec), into: &warnings)
        #expect(warnings.isEmpty, "\(warnings.map(\.message))")
    }

    @Test func theSameRootNotEmbeddedIsBetweenBars() throws {
        let screen = try Self.screen("BetweenBars")
        #expect(screen.spec.chrome.navigationBar == nil)
        #expect(IBFixtures.frames(screen.spec)["box"] == Rect(x: 0, y: 0, width: 10, height: 10))
    }

    /// The container's own root is the 10.9-inch iPad's screen, 24 and 20 inset.
    @Test func theContainersScreen() throws {
        let device = try #require(try Self.screen("Container").spec.designDevice)
        #expect(device.width == 820 && device.height == 1180)
        #expect(device.safeArea.top == 24 && device.safeArea.bottom == 20)
    }
}
