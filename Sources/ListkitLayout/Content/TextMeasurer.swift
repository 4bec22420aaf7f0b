import ListkitSpec

/// The layout's text approximation: deterministic everywhere, no font files.
///
/// Each character advances by the font's average glyph width — 0.5 em for regular text,
/// 0.55 em for bold — and a wide character (CJK, emoji presentation) by twice that. A line is
/// 1.2 em tall, about San Francisco's line height. Lines wrap greedily at spaces; a word wider
/// than the line breaks between characters; `\n` always starts a line. Every measured size is
/// rounded up to a whole point, as UIKit rounds intrinsic sizes up to its pixel grid.
public struct TextMeasurer: Sendable {
    public init() {}

    /// A measured text: its size and how many lines it takes.
    public struct Measurement: Sendable, Hashable {
        public var width: Double
        public var height: Double
        public var lines: Int

        public init(width: Double, height: Double, lines: Int) {
            self.width = width
            self.height = height
            self.lines = lines
        }
    }

    public func lineHeight(_ font: Font) -> Double {
        Self.roundUp(font.pointSize * 1.2)
    }

    /// The width of one line of text, without wrapping (newlines count as nothing).
    /// - Complexity: O(n) in the text's length.
    public func width(of text: Substring, in font: Font) -> Double {
        var total = 0.0
        for glyph in Self.glyphs(String(text)) where !glyph.isNewline { total += glyph.ems }
        return total * em(font)
    }

    /// The text on one line per paragraph (no wrapping): the widest paragraph's width.
    public func singleLine(_ text: String, in font: Font) -> Measurement {
        measure(text, in: font, wrapWidth: nil, maxLines: 0)
    }

    /// The text wrapped at `wrapWidth` (nil: only at newlines), cut to `maxLines` (0: no limit).
    /// The height is that of the lines shown; `lines` counts the lines the text needs.
    /// - Complexity: O(n) in the text's length.
    public func measure(_ text: String, in font: Font, wrapWidth: Double?, maxLines: Int) -> Measurement {
        if text.isEmpty { return Measurement(width: 0, height: 0, lines: 0) }
        let widths = lineWidths(Self.glyphs(text), em: em(font), limit: wrapWidth)
        let shownWidths = maxLines == 0 ? widths[...] : widths.prefix(maxLines)
        return Measurement(width: Self.roundUp(shownWidths.max() ?? 0), height: Double(shownWidths.count) * lineHeight(font),
                           lines: widths.count)
    }

    /// Average glyph width of a font: half an em, 0.55 em bold.
    func em(_ font: Font) -> Double {
        font.pointSize * (font.isBold ? 0.55 : 0.5)
    }

    /// One character as the approximation sees it: its advance in average glyph widths.
    struct Glyph {
        var ems: Double
        var isSpace: Bool
        var isNewline: Bool
    }

    /// The text's characters as glyphs. ASCII text (the common case) is read byte by byte;
    /// other text by extended grapheme clusters, so accents and emoji sequences count once.
    static func glyphs(_ text: String) -> [Glyph] {
        var glyphs: [Glyph] = []
        glyphs.reserveCapacity(text.utf8.count)
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            for byte in text.utf8 {
                glyphs.append(Glyph(ems: byte == 10 || byte == 13 ? 0 : 1, isSpace: byte == 32, isNewline: byte == 10))
            }
            return glyphs
        }
        for character in text {
            let newline = character == "\n" || character == "\r\n"
            glyphs.append(Glyph(ems: newline ? 0 : (isWide(character) ? 2 : 1), isSpace: character == " ", isNewline: newline))
        }
        return glyphs
    }

    /// Greedy wrapping: the widths of every line (at least one per paragraph). A line breaks
    /// at the last space that keeps it within `limit`; a word wider than a line breaks between
    /// characters; a newline always breaks.
    /// - Complexity: O(n) in the number of glyphs.
    private func lineWidths(_ glyphs: [Glyph], em: Double, limit: Double?) -> [Double] {
        let wraps = limit.map { $0 > 0 } ?? false
        let limit = (limit ?? 0) + Self.tolerance
        var lines: [Double] = []
        var line = 0.0          // the current line's width, words placed so far
        var lineHasWord = false
        var word = 0.0          // the word being read
        var index = 0
        func placeWord() {
            guard word > 0 || !lineHasWord else { return }
            let needed = lineHasWord ? line + em + word : word
            if !wraps || needed <= limit {
                line = needed
            } else {
                if lineHasWord { lines.append(line) }
                line = word
            }
            lineHasWord = true
            word = 0
        }
        while index < glyphs.count {
            let glyph = glyphs[index]
            index += 1
            if glyph.isNewline {
                placeWord()
                lines.append(line)
                line = 0
                lineHasWord = false
            } else if glyph.isSpace {
                if word == 0 && lineHasWord { line += em } else { placeWord() }
            } else {
                let advance = glyph.ems * em
                if wraps, word + advance > limit, word > 0 {
                    // A word wider than a line breaks between characters.
                    if lineHasWord { lines.append(line) }
                    lines.append(word)
                    line = 0
                    lineHasWord = false
                    word = 0
                }
                word += advance
            }
        }
        placeWord()
        lines.append(line)
        return lines
    }

    static let tolerance = 1e-6

    /// Up to a whole point; values a hair above a whole number stay on it.
    static func roundUp(_ value: Double) -> Double {
        value <= 1e-6 ? 0 : (value - 1e-6).rounded(.up)
    }

    /// East Asian wide characters and emoji take two average advances.
    static func isWide(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        if scalar.properties.isEmojiPresentation { return true }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
             0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
