import Testing
import ListkitLayout
import ListkitSpec

/// The documented text approximation: 0.5 em per glyph (0.55 bold), wide glyphs twice that,
/// lines 1.2 em, sizes rounded up to whole points, greedy wrapping.
@Suite struct TextMeasurerTests {
    let measurer = TextMeasurer()

    @Test func singleLineWidthsAndHeights() {
        #expect(measurer.singleLine("MIDDLE LABEL", in: .body) == .init(width: 102, height: 21, lines: 1))  // 12 × 8.5
        #expect(measurer.singleLine("Bottom Button", in: .body).width == 111)                             // 110.5 up
        #expect(measurer.singleLine("Jane Appleseed", in: Font(style: .headline)).width == 131)           // 14 × 9.35
        #expect(measurer.singleLine("", in: .body) == .init(width: 0, height: 0, lines: 0))
    }

    @Test func wideCharactersAndAccentsCountByCharacter() {
        #expect(measurer.singleLine("東京", in: .body).width == 34)            // 2 × 2 × 8.5
        #expect(measurer.singleLine("Cafe\u{301}", in: .body).width == 34)     // é as e + accent: 4 characters
        #expect(measurer.singleLine("👍", in: .body).width == 17)
    }

    @Test func wrapsAtSpacesAndBreaksLongWords() {
        // 10 points per glyph at 20 pt; 100 points hold 10 glyphs.
        let font = Font(systemSize: 20)
        #expect(measurer.measure("aaaa bbbb cccc", in: font, wrapWidth: 100, maxLines: 0) == .init(width: 90, height: 48, lines: 2))
        #expect(measurer.measure("aaaaaaaaaaaaaaa", in: font, wrapWidth: 100, maxLines: 0) == .init(width: 100, height: 48, lines: 2))
        #expect(measurer.measure("aaaa bbbb cccc dddd eeee", in: font, wrapWidth: 100, maxLines: 2) == .init(width: 90, height: 48, lines: 3))
        #expect(measurer.measure("one\ntwo three", in: font, wrapWidth: nil, maxLines: 0) == .init(width: 90, height: 48, lines: 2))
    }
}
