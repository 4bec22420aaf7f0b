import ListkitInterfaceBuilder
import ListkitLayout
import ListkitSpec
import Testing

/// SF Symbols (`catalog="system"`) in image views and legacy buttons (symbol-images.xib, written
/// by hand): the document gives a symbol's proportions on a 128-point side, not its size, so a
/// view of a symbol alone is the size Interface Builder saved it at (docs/interface-builder.md,
/// "What is read").
@Suite struct SymbolImageTests {
    static func spec() throws -> Spec {
        try #require(IBFixtures.document("symbol-images.xib").screens().first).spec
    }

    /// The legacy "xmark" button, pinned 10 from the panel's top left, is its saved 17.5 × 22
    /// there, not its 128 × 113 proportions.
    @Test func aLegacyButtonOfASymbolIsItsSavedSize() throws {
        let spec = try Self.spec()
        #expect(IBFixtures.views(spec)["close"]?.intrinsicSize?.value == Size(width: 17.5, height: 22))
        #expect(IBFixtures.frames(spec)["close"] == Rect(x: 10, y: 10, width: 17.5, height: 22))
    }

    /// The image views pinned 10 from the panel's trailing edge (200 wide): "checkmark" at
    /// 200 − 10 − 18.5 = 171.5, 10 from the top; the small "chevron.right" at 200 − 10 − 10 = 180,
    /// 60 from the top.
    @Test func imageViewsOfSymbolsAreTheirSavedSizes() throws {
        let frames = IBFixtures.frames(try Self.spec())
        #expect(frames["check"] == Rect(x: 171.5, y: 10, width: 18.5, height: 16.5))
        #expect(frames["chevron"] == Rect(x: 180, y: 60, width: 10, height: 13))
    }

    /// A `<resources>` size with 128 on its longer side is a symbol's proportions; another is a size.
    @Test func proportionsHave128OnTheLongerSide() {
        #expect(SystemSymbolMetrics.isProportions(Size(width: 128, height: 113)))
        #expect(SystemSymbolMetrics.isProportions(Size(width: 97, height: 128)))
        #expect(!SystemSymbolMetrics.isProportions(Size(width: 30, height: 20)))
    }
}
