import ListkitInterfaceBuilder
import ListkitLayout
import ListkitSpec
import Testing

/// UIButton.Configuration buttons of an image alone (configuration-buttons.xib, written by hand):
/// the image inside the configuration's content insets, 12 at the sides and 7 above and below
/// (ControlMetrics.buttonContentInsets), as videolan/vlc-ios's 24 × 24 "close" button is saved
/// 48 × 38; one of an SF Symbol is the size IB saved it at.
@Suite struct ConfigurationButtonTests {
    static func screen() throws -> IBScreen {
        try #require(IBFixtures.document("configuration-buttons.xib").screens().first)
    }

    /// "close", 30 × 20, is 30 + 12 + 12 = 54 wide and 20 + 7 + 7 = 34 tall, pinned 10 from the
    /// panel's top left: where its saved frame is.
    @Test func anImageIsSizedInsideTheContentInsets() throws {
        let spec = try Self.screen().spec
        #expect(IBFixtures.views(spec)["close"]?.intrinsicSize?.value == Size(width: 54, height: 34))
        #expect(IBFixtures.frames(spec)["close"] == Rect(x: 10, y: 10, width: 54, height: 34))
    }

    /// An SF Symbol's `<resources>` size (117 × 128) is its proportions, not its size in points:
    /// the button of it alone is the size IB saved it at, 48 × 34, 60 from the top.
    @Test func aSymbolButtonIsItsSavedSize() throws {
        let spec = try Self.screen().spec
        #expect(IBFixtures.views(spec)["trash"]?.intrinsicSize?.value == Size(width: 48, height: 34))
        #expect(IBFixtures.frames(spec)["trash"] == Rect(x: 10, y: 60, width: 48, height: 34))
    }
}
