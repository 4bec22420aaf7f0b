import Testing
@testable import ListkitLayout
import ListkitSpec
import ListkitRandom

/// `ShapedText` reads ASCII byte by byte (ASCII without a carriage return in one pass) and only
/// the stretches around other bytes as Characters. Checked against the plain reading of every
/// Character with every word shaped alone by HarfBuzz (the oracle below), on texts where a
/// cluster crosses from ASCII into other bytes: combining marks after letters, spaces and
/// newlines, CR LF, prepended marks before digits, emoji sequences, flags; and on ASCII texts
/// with tabs, vertical tabs, form feeds, lone CRs and CR LF.
@Suite struct ShapedTextTests {
    static let tricky = [
        "plain ascii text", "café crème", "e\u{301}t\u{E9}", "a \u{301}b", "line\r\nnext", "\r\n\u{301}x", "\n\u{301}",
        "\u{0600}123", "x\u{0600}1 2", "tab\tand\u{0B}vertical\u{0C}feed\rcr", "👍🏽 ok 👨‍👩‍👧 🇯🇵🇫🇷x", "東京 and 서울 日本語",
        "1\u{FE0F}\u{20E3} #\u{FE0F}\u{20E3}", "a\u{200D}b", "ends with é", "é", "", " ", "\r", "\r\n", "привет world",
    ]

    /// The oracle: one entry per Character of the whole text, as the text model defines it.
    static func reference(_ text: String, style: ShapedText.Style) -> (advances: [Double], kinds: [ShapedText.Kind], offsets: [Int]) {
        let shaped = style.face.map { WordShapesTests.shapedWordByWord(text, in: $0) }
        var advances: [Double] = [], kinds: [ShapedText.Kind] = [], offsets = [0], offset = 0
        for character in text {
            let length = character.utf8.count
            let scalar = character.unicodeScalars.first!
            let wide = TextModel.isWide(scalar)
            let emoji = scalar.properties.isEmojiPresentation || character.unicodeScalars.contains("\u{FE0F}")
            let kind: ShapedText.Kind = character.isNewline ? .newline : character == " " ? .space : wide ? .wide : .letter
            let ems = shaped.map { s in (offset..<offset + length).reduce(0.0) { $0 + s.advances[$1] } }
            let missing = shaped.map { s in s.missing[offset..<offset + length].contains(true) } ?? false
            let fallback = wide ? TextModel.missingWideEms : emoji ? TextModel.missingEmojiEms : TextModel.missingOtherEms
            offset += length
            let advance = kind == .newline ? 0
                : (ems != nil && !missing) ? ems! * style.size * style.widthFactor + style.tracking : fallback * style.size + style.tracking
            advances.append(advance)
            kinds.append(kind)
            offsets.append(offset)
        }
        return (advances, kinds, offsets)
    }

    /// `text` shaped in `style` (body by default) with `cache` (a new one by default; shared, its
    /// words and stretches come from earlier texts).
    func expectMatchesReference(_ text: String, style: ShapedText.Style? = nil, cache: ShapingCache = ShapingCache(),
                                sourceLocation: SourceLocation = #_sourceLocation) {
        let style = style ?? TextMeasurer().style(.body)
        let shaped = ShapedText(text, style: style, cache: cache)
        let expected = Self.reference(text, style: style)
        #expect(shaped.offsets == expected.offsets, "offsets of \(text.debugDescription)", sourceLocation: sourceLocation)
        #expect(shaped.kinds == expected.kinds, "kinds of \(text.debugDescription)", sourceLocation: sourceLocation)
        #expect(shaped.advances == expected.advances, "advances of \(text.debugDescription)", sourceLocation: sourceLocation)
    }

    @Test func clustersAcrossASCIIAreCharacters() {
        for text in Self.tricky where !Self.isASCIIWithVerticalTabOrFormFeed(text) { expectMatchesReference(text) }
    }

    /// Text of ASCII bytes alone reads a vertical tab and a form feed as letters, where the
    /// Character reading (and text with other bytes) takes them as newlines: kept as it is, since
    /// it decides measured widths; these texts are left out of the comparison.
    static func isASCIIWithVerticalTabOrFormFeed(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 < 0x80 } && text.utf8.contains { $0 == 11 || $0 == 12 }
    }

    @Test func randomMixedTextsMatchTheCharacterReading() {
        let pieces = ["a", "Z", " ", "\n", "\r", "\r\n", "\u{301}", "\u{0600}", "1", "é", "東", "👍", "🏽", "\u{200D}", "🇯", "\u{FE0F}", ".", "\t"]
        var rng = SplitMix64(state: 31)
        // One cache for all the texts, so stretches met before are read from it; without a face
        // every character is its estimate (wide, emoji or other), read from the stretch too.
        let cache = ShapingCache()
        var noFace = TextMeasurer().style(.body)
        noFace.face = nil
        for _ in 0..<300 {
            let text = (0..<(1 + rng.below(12))).map { _ in pieces[rng.below(pieces.count)] }.joined()
            guard !Self.isASCIIWithVerticalTabOrFormFeed(text) else { continue }
            expectMatchesReference(text)
            expectMatchesReference(text, cache: cache)
            expectMatchesReference(text, style: noFace, cache: cache)
        }
    }

    /// ASCII texts, with and without carriage returns (the one-pass reading takes those
    /// without), in a font with no file (every character the estimate) as well.
    @Test func randomASCIITextsMatchTheCharacterReading() {
        let pieces = ["a", "Wo", "AV", " ", "  ", "\n", "\r", "\r\n", "\t", "1.5", "fi"]
        var rng = SplitMix64(state: 37)
        let measurer = TextMeasurer()
        let cache = ShapingCache()
        for round in 0..<300 {
            let text = (0..<(1 + rng.below(14))).map { _ in pieces[rng.below(pieces.count)] }.joined()
            expectMatchesReference(text)
            var style = measurer.style(Font(systemSize: 13, weight: .bold))
            if round % 2 == 0 { style.face = nil }
            expectMatchesReference(text, style: style, cache: cache)
        }
    }

    /// Canonically equivalent texts with other bytes are shaped apart: a shaped text's offsets
    /// index its own bytes, so sharing one would cut the other text mid-character.
    @Test func canonicalEquivalentsAreShapedApart() {
        let measurer = TextMeasurer()
        let composed = "caf\u{E9}", decomposed = "cafe\u{301}"
        #expect(composed == decomposed, "Swift's String equality is canonical equivalence")
        #expect(measurer.displayLines(composed, in: .body, wrapWidth: nil, maxLines: 0).map(\.text) == [composed])
        let lines = measurer.displayLines(decomposed, in: .body, wrapWidth: nil, maxLines: 0).map(\.text)
        #expect(lines.map { Array($0.utf8) } == [Array(decomposed.utf8)])
        // A word met composed, then decomposed inside another text (this stopped lint with an
        // index out of range when words were told apart as Strings).
        let inText = "x " + decomposed
        #expect(measurer.displayLines(inText, in: .body, wrapWidth: nil, maxLines: 0).map { Array($0.text.utf8) } == [Array(inText.utf8)])
    }
}
