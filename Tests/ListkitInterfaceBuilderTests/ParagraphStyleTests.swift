import ListkitInterfaceBuilder
import ListkitLayout
import ListkitSpec
import Testing

/// Labels of attributed text with a paragraph style (paragraph-styles.storyboard, written by
/// hand), on an iPhone 15 (@3x, safe area top 59). Heights worked out by hand from listkit's
/// 1.19336 em line (docs/layout.md, "Text"): 15 points × 1.19336 = 17.90, × 1.2 = 21.48, up to
/// 21⅔; two 14-point lines, 16.71 each, with 7 between them: 40.41, up to 40⅔; the same two
/// lines without a paragraph style's spacing: 33.41, up to 33⅔.
@Suite struct ParagraphStyleTests {
    static func screen() throws -> IBScreen {
        try #require(IBFixtures.document("paragraph-styles.storyboard").screens().first)
    }

    @Test func theFirstFragmentsParagraphStyleIsRead() throws {
        let views = IBFixtures.views(try Self.screen().spec)
        #expect(views["multiple"]?.lineHeightMultiple?.value == 1.2 && views["multiple"]?.lineSpacing == nil)
        #expect(views["spacing"]?.lineSpacing?.value == 7 && views["spacing"]?.lineHeightMultiple == nil)
        #expect(views["plain"]?.lineSpacing == nil && views["plain"]?.lineHeightMultiple == nil, "NSParagraphStyle's defaults are none")
    }

    @Test func linesAreSetInTheParagraphStyle() throws {
        let frames = IBFixtures.frames(try Self.screen().spec)
        func height(_ id: String) -> Double { frames[id]?.height ?? .nan }
        #expect(abs(height("multiple") - 65.0 / 3) < 1e-6)
        #expect(abs(height("spacing") - 122.0 / 3) < 1e-6)
        #expect(abs(height("plain") - 101.0 / 3) < 1e-6)
        #expect(frames["spacing"]?.y == 129 && frames["plain"]?.y == 199)
    }
}
