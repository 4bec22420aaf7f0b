import Foundation
import Testing
@testable import ListkitLayout
import ListkitSpec

/// The text model (docs/layout.md, "Text"). Expected widths come from uharfbuzz over the same
/// Inter files plus the documented tracking and weight factors (scripts/text_check.py prints
/// them), not from this implementation.
@Suite struct TextMeasurerTests {
    let measurer = TextMeasurer()
    let at2x = TextMeasurer(scale: 2)

    @Test func interIsInstalled() {
        #expect(FontLibrary.standard.hasInter, "run `make deps`: the Inter font is missing")
    }

    @Test func singleLineWidthsRoundUpToThePixel() {
        // 115.65 points shaped, scaled and tracked: 115 2/3 at @3x, 116 at @2x.
        #expect(measurer.singleLine("MIDDLE LABEL", in: .body).width == 347.0 / 3)
        #expect(at2x.singleLine("MIDDLE LABEL", in: .body).width == 116)
        #expect(measurer.singleLine("Jane Appleseed", in: Font(style: .headline)).width == 385.0 / 3)   // 128.29, semibold (× 0.996)
        #expect(measurer.singleLine("Hello", in: Font(systemSize: 17, weight: .bold)).width == 125.0 / 3)  // 41.52
        #expect(measurer.singleLine("", in: .body) == .init(width: 0, height: 0, lines: 0))
    }

    @Test func heightsAreLinesOf1_19336EmWithTheTotalRoundedUp() {
        // 17 × 1.19336 = 20.287: 20 1/3 at @3x, 20.5 at @2x.
        #expect(measurer.lineHeight(.body) == 61.0 / 3)
        #expect(at2x.lineHeight(.body) == 20.5)
        // Ten lines of a 17-point system font are 202.87: 203, not ten rounded lines (203 1/3).
        #expect(measurer.height(lines: 10, font: Font(systemSize: 17)) == 203)
        #expect(at2x.height(lines: 10, font: Font(systemSize: 17)) == 203)
    }

    /// A text style's lines after the first are its leading apart (Apple's HIG, Large): ten body
    /// lines are 20.287 + 9 × 22 = 218.29, rounded up once; at another Dynamic Type setting,
    /// where no leading is published, the font's line height per line.
    @Test func textStyleLinesAreTheirLeadingApart() {
        #expect(measurer.height(lines: 10, font: .body) == 655.0 / 3)
        #expect(at2x.height(lines: 10, font: .body) == 218.5)
        #expect(measurer.height(lines: 1, font: .body) == 61.0 / 3, "one line is the line height")
        #expect(measurer.height(lines: 2, font: Font(style: .caption1)) == 91.0 / 3, "14.32 + 16 = 30.32, up to 30⅓")
        // Body at xLarge is 19 points: two lines of 22.67 are 45.35, up to 45⅔.
        #expect(TextMeasurer(scale: 3, textSize: .xLarge).height(lines: 2, font: .body) == 137.0 / 3)
    }

    @Test func trackingFollowsTheHIGTable() {
        #expect(TextModel.tracking(atSize: 17) == -0.43)
        #expect(TextModel.tracking(atSize: 12) == 0)
        #expect(abs(TextModel.tracking(atSize: 17.5) - -0.435) < 1e-9)   // between rows: linear
        #expect(abs(TextModel.tracking(atSize: 5) - 0.205) < 1e-9)       // below the table: +41/1000 em
        #expect(TextModel.tracking(atSize: 120) == 0)
        // The tracking is in the width: 5 characters × −0.43 apart from the shaped advances
        // (40.6889 points, × 0.997 below 20 points).
        let untracked = measurer.width(of: "Hello", in: .body) - 5 * TextModel.tracking(atSize: 17)
        #expect(abs(untracked - 40.6889 * 0.997) < 0.001)
    }

    /// From 20 points SF Pro Display is measured with Inter Display and 4.5/1000 em after each
    /// character (not the HIG's tracking): fitted on Interface Builder's saved widths of 39
    /// single-line system-font labels from 20 points (scripts/sf_width_fit.py; docs/layout.md,
    /// "Text"). Saved widths (public documents) that Inter Display without it measured 1.5 to
    /// 2.5 points narrow: "Unable to copy file", 22-point bold, 191 (Automattic/pocket-casts-ios
    /// `AddCustomViewController.xib`; 188.5 untracked); "No Matching Episodes", 22-point bold,
    /// 229 (`FilterPreviewViewController.xib`; 227.5); "Article Title", 28-point regular, 136
    /// (Ranchero-Software/NetNewsWire `iOS/Base.lproj/Main.storyboard`; 134); "Diagnostics",
    /// 34-point bold, 188 (Automattic/simplenote-ios `SPDiagnosticsViewController.xib`; 186.5);
    /// "Empty Media Library", 28-point regular at @3x, 248⅓ (videolan/vlc-ios
    /// `VLCEmptyLibraryView.xib`; 245⅔). Not every label agrees: "Networks" (22-point bold,
    /// saved 99.5) now measures 100.5: 3 of the 39 labels went from within half a point to
    /// outside it, and 14 the other way.
    @Test func displaySizesTakeInterDisplayWithItsTracking() {
        #expect(TextModel.interTracking(atSize: 17) == TextModel.tracking(atSize: 17))
        #expect(TextModel.interTracking(atSize: 19.5) == TextModel.tracking(atSize: 19.5))
        #expect(abs(TextModel.interTracking(atSize: 20) - 0.09) < 1e-9 && abs(TextModel.interTracking(atSize: 28) - 0.126) < 1e-9)
        let saved: [(String, Font, Int, Double)] = [
            ("Unable to copy file", Font(systemSize: 22, weight: .bold), 2, 191),
            ("No Matching Episodes", Font(systemSize: 22, weight: .bold), 2, 229),
            ("Article Title", Font(systemSize: 28), 2, 136),
            ("Diagnostics", Font(systemSize: 34, weight: .bold), 2, 188),
            ("Empty Media Library", Font(systemSize: 28), 3, 745.0 / 3),
        ]
        for (text, font, scale, width) in saved {
            let measured = TextMeasurer(scale: scale).singleLine(text, in: font).width
            #expect(abs(measured - width) <= 0.5, "\(text): \(measured), IB saved \(width)")
        }
        // The tracking a renderer draws is the one measured.
        #expect(abs(measurer.appearance(Font(systemSize: 22)).tracking - 0.099) < 1e-9)
        #expect(measurer.appearance(Font(systemSize: 17)).tracking == -0.43)
    }

    @Test func weightsUseTheirOwnFilesAndWidthFactors() {
        let regular = measurer.width(of: "Hello", in: Font(systemSize: 17))
        let bold = measurer.width(of: "Hello", in: Font(systemSize: 17, weight: .bold))
        let semibold = measurer.width(of: "Hello", in: Font(systemSize: 17, weight: .semibold))
        // Shaped 40.6889, 42.5242 and 41.9205 points (Inter-Regular, Inter-Bold, Inter-SemiBold:
        // 6944/2816 em × 17, uharfbuzz), the bold × 1.03 and the semibold × 1.02, the regular and
        // bold × 0.997 and the semibold × 0.996 (SF Pro Text Semibold's own widths), less 5 × 0.43
        // of tracking.
        #expect(abs(regular - (40.6889 * 0.997 - 2.15)) < 0.001)
        #expect(abs(bold - (42.5242 * 1.03 * 0.997 - 2.15)) < 0.001)
        #expect(abs(semibold - (41.9205 * 1.02 * 0.996 - 2.15)) < 0.001)
        #expect(TextModel.widthFactor(.medium) == 1.01 && TextModel.widthFactor(.semibold) == 1.02)
        #expect(TextModel.interWidthFactor(.semibold, atSize: 17) == 1.02 * 0.996)
        #expect(TextModel.interWidthFactor(.medium, atSize: 17) == 1.01 * 0.997)
        #expect(TextModel.interWidthFactor(.semibold, atSize: 22) == 1.02, "Inter Display is not scaled")
        // From 20 points SF Display: Inter Display's file is used.
        #expect(FontLibrary.standard.interFace(weight: .regular, size: 20)?.path.contains("InterDisplay-Regular") == true)
        #expect(FontLibrary.standard.interFace(weight: .regular, size: 19.5)?.path.contains("Inter-Regular") == true)
    }

    /// Two weights that share a face (a folder with Inter's regular file alone: bold falls back
    /// to it) differ by their width factor only, so a text shaped in one is not the other's:
    /// bold "Hello" measures the same after regular "Hello" as in a measurer that has shaped
    /// nothing, the regular width less its tracking × 1.03, plus the tracking.
    @Test func textsAreKeptPerWidthFactorNotOnlyPerFaceAndSize() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("listkit-inter-regular-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let inter = try #require(FontLibrary.standard.interFace(weight: .regular, size: 17)?.path)
        try FileManager.default.copyItem(atPath: inter, toPath: folder.appendingPathComponent("Inter-Regular.otf").path)
        let library = try FontLibrary(fontFiles: [], fontDirectories: [folder.path])
        #expect(library.interFace(weight: .bold, size: 17) === library.interFace(weight: .regular, size: 17))
        let bold = Font(systemSize: 17, weight: .bold), tracking = 5 * TextModel.tracking(atSize: 17)
        let warmed = TextMeasurer(fonts: library)
        let regular = warmed.width(of: "Hello", in: Font(systemSize: 17))
        let boldAfterRegular = warmed.width(of: "Hello", in: bold)
        #expect(boldAfterRegular == TextMeasurer(fonts: library).width(of: "Hello", in: bold))
        #expect(abs(boldAfterRegular - ((regular - tracking) * 1.03 + tracking)) < 1e-9)
    }

    @Test func textStylesFollowDynamicType() {
        let large = TextMeasurer(textSize: .large), ax3 = TextMeasurer(textSize: .accessibility3)
        #expect(large.pointSize(.body) == 17)
        #expect(ax3.pointSize(.body) == 40)
        #expect(TextMeasurer(textSize: .xSmall).pointSize(Font(style: .caption2)) == 11)
        #expect(ax3.pointSize(Font(style: .largeTitle)) == 52)
        #expect(ax3.pointSize(Font(systemSize: 15)) == 15)    // a fixed size does not scale
        // 40 × 1.19336 = 47.73: 48 at @3x.
        #expect(ax3.lineHeight(.body) == 48)
        #expect(ax3.singleLine("Hello", in: .body).width > large.singleLine("Hello", in: .body).width * 2)
    }

    @Test func wrapsAtSpacesWithShapedWidths() {
        // Inter Display shaped (uharfbuzz) and 0.09 points a character (4.5/1000 em): "aaaa
        // bbbb" 90.64 + 0.81 = 91.45, "aaaa bbbb cccc" 136.84 + 1.26 = 138.10, "bbbb cccc"
        // 90.41 + 0.81 = 91.22, "aaaa" 40.86 + 0.36 = 41.22, "two three" 80.64 + 0.81 = 81.45.
        let font = Font(systemSize: 20)
        #expect(measurer.measure("aaaa bbbb cccc", in: font, wrapWidth: 100, maxLines: 0) == .init(width: 275.0 / 3, height: 48, lines: 2))
        #expect(measurer.measure("aaaa bbbb cccc", in: font, wrapWidth: 139, maxLines: 0).lines == 1)
        // 91.4 is short of "aaaa bbbb" but holds "bbbb cccc".
        #expect(measurer.displayLines("aaaa bbbb cccc", in: font, wrapWidth: 91.4, maxLines: 0).map(\.text) == ["aaaa", "bbbb cccc"])
        #expect(measurer.measure("aaaa aaaa aaaa", in: font, wrapWidth: 45, maxLines: 2) == .init(width: 124.0 / 3, height: 48, lines: 3))
        #expect(measurer.measure("one\ntwo three", in: font, wrapWidth: nil, maxLines: 0) == .init(width: 245.0 / 3, height: 48, lines: 2))
    }

    @Test func longWordsAndCJKBreakBetweenCharacters() {
        let font = Font(systemSize: 20)
        // "a" is 10.30 points (10.21 and its tracking): six to a 62-point line.
        let word = measurer.breakLines("aaaaaaaaaaaaaaa", in: font, wrapWidth: 62)
        #expect(word.map { $0.end - $0.start } == [6, 6, 3] && word.allSatisfy { $0.width <= 62 })
        // CJK: no spaces, a break between any two characters; Inter has no glyphs, so each is
        // the documented estimate of 1 em plus tracking.
        let cjk = measurer.breakLines("東京タワーへ行く", in: font, wrapWidth: 61)
        #expect(cjk.map { $0.end - $0.start } == [3, 3, 2])
        #expect(abs(measurer.width(of: "東京", in: font) - 2 * (20 + TextModel.interTracking(atSize: 20))) < 1e-9)
    }

    @Test func displayLinesTruncateTheTailWithTheSameWidths() {
        let font = Font(systemSize: 20)
        let lines = measurer.displayLines("aaaa bbbb cccc dddd", in: font, wrapWidth: 100, maxLines: 1)
        #expect(lines.count == 1 && lines[0].text.hasSuffix("…") && lines[0].width <= 100)
        // Cut between characters, as UILabel's tail truncation cuts: "aaaa bbb…".
        #expect(lines[0].text == "aaaa bbb…")
        let all = measurer.displayLines("aaaa bbbb cccc", in: font, wrapWidth: 100, maxLines: 0)
        #expect(all.map(\.text) == ["aaaa bbbb", "cccc"])
        #expect(abs(all[0].width - (90.6445 + 9 * 0.09)) < 0.001)
    }

    @Test func emojiAndAccentsCountByCharacter() {
        let decomposed = measurer.width(of: "Cafe\u{301}", in: .body), composed = measurer.width(of: "Café", in: .body)
        #expect(abs(decomposed - composed) < 0.01)
        #expect(abs(measurer.width(of: "👍", in: .body) - (17 * 1.25 - 0.43)) < 1e-9)
    }

    /// Spaces that end a paragraph are part of its line, as Interface Builder's saved widths
    /// of single-line labels show ("23 episodes " 83 wide where "23 episodes" is 79.5:
    /// docs/layout.md, "Text"); spaces at a wrap still hang, and a paragraph's closing spaces
    /// never make it wider than the wrap width.
    @Test func spacesThatEndAParagraphCount() {
        let font = Font(systemSize: 20)
        let word = measurer.width(of: "aaaa", in: font), space = measurer.width(of: " ", in: font)
        #expect(space > 0)
        let lines = measurer.breakLines("aaaa  ", in: font, wrapWidth: nil)
        #expect(lines.count == 1 && lines[0].end == 6 && abs(lines[0].width - (word + 2 * space)) < 1e-9)
        // Before a newline too; the next paragraph's leading space counted already.
        let paragraphs = measurer.breakLines("aaaa \n aaaa", in: font, wrapWidth: nil)
        #expect(paragraphs.map { $0.end - $0.start } == [5, 5])
        #expect(paragraphs.allSatisfy { abs($0.width - (word + space)) < 1e-9 })
        // A text of spaces alone is as wide as they are, and one line tall.
        #expect(measurer.measure(" ", in: font, wrapWidth: nil, maxLines: 0) == .init(width: TextModel.roundUp(space, scale: 3), height: 24, lines: 1))
        // At a wrap the spaces hang: "aaaa" then "aaaa " on lines of "aaaa " and a half.
        let wrapped = measurer.breakLines("aaaa aaaa ", in: font, wrapWidth: word + space / 2)
        #expect(wrapped.count == 2 && abs(wrapped[0].width - word) < 1e-9)
        #expect(abs(wrapped[1].width - (word + space / 2)) < 1e-5, "closing spaces stop at the wrap width")
        #expect(measurer.displayLines("aaaa aaaa ", in: font, wrapWidth: word + space / 2, maxLines: 0).map(\.text) == ["aaaa", "aaaa "])
        // Measured at a wrap width on the pixel grid, closing spaces that overflow it make the
        // text as wide as the wrap width, not a pixel wider.
        let onGrid = ((word + space / 2) * 3).rounded(.up) / 3
        #expect(onGrid < word + space)
        #expect(measurer.measure("aaaa ", in: font, wrapWidth: onGrid, maxLines: 0).width == onGrid)
    }

    @Test func spacesAtABreakHangAndNewlinesAlwaysBreak() {
        let font = Font(systemSize: 20)
        let one = measurer.width(of: "aaaa", in: font)
        // The spaces before a break do not count: "aaaa" fits a line of exactly its width.
        let hanging = measurer.breakLines("aaaa    aaaa", in: font, wrapWidth: one + 0.001)
        #expect(hanging.map { $0.end - $0.start } == [4, 4])
        #expect(hanging.allSatisfy { abs($0.width - one) < 1e-9 })
        // "\r\n" is one newline; an empty paragraph is a line.
        #expect(measurer.measure("aaaa\r\naaaa", in: font, wrapWidth: nil, maxLines: 0).lines == 2)
        #expect(measurer.measure("aaaa\n\naaaa", in: font, wrapWidth: nil, maxLines: 0).lines == 3)
        // Width 0 or nil never wraps between words.
        #expect(measurer.measure("aaaa aaaa", in: font, wrapWidth: 0, maxLines: 0).lines == 1)
    }
}
