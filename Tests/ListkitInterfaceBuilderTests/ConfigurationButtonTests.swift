import ListkitInterfaceBuilder
import ListkitLayout
import ListkitSpec
import Testing

/// UIButton.Configuration buttons of an image alone (configuration-buttons.xib, written by hand):
/// the image inside the configuration's content insets, 12 at the sides and 7 above and below
/// (ControlMetrics.buttonContentInsets), as videolan/vlc-ios's 24 × 24 "close" button is saved
/// 48 × 38.
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
    /// it is not the button's content.
    @Test func aSymbolsResourceSizeIsNotItsSize() throws {
        let views = IBFixtures.views(try Self.screen().spec)
        #expect(views["trash"] != nil)
        #expect(views["trash"]?.intrinsicSize == nil)
    }
}
