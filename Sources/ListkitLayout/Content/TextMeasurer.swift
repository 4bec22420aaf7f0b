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
    }

    public func lineHeight(_ font: Font) -> Double {
        Self.roundUp(font.pointSize * 1.2)
    }

    /// The advance of one character (before rounding).
    public func advance(of character: Character, in font: Font) -> Double {
        let em = font.pointSize * (font.isBold ? 0.55 : 0.5)
        return Self.isWide(character) ? em * 2 : em
    }

    /// The width of one line of text, without wrapping (newlines count as nothing).
    /// - Complexity: O(n) in the text's length.
    public func width(of text: Substring, in font: Font) -> Double {
        var total = 0.0
        for character in text where character != "\n" { total += advance(of: character, in: font) }
        return total
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
        var widest = 0.0
        var lineCount = 0
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let widths = wrappedLineWidths(paragraph, font: font, limit: wrapWidth)
            for (index, w) in widths.enumerated() where maxLines == 0 || lineCount + index < maxLines {
                widest = max(widest, w)
            }
            lineCount += widths.count
        }
        let shown = maxLines == 0 ? lineCount : min(lineCount, maxLines)
        return Measurement(width: Self.roundUp(widest), height: Double(shown) * lineHeight(font), lines: lineCount)
    }

    /// Greedy wrapping of one paragraph: the widths of its lines (at least one line).
    private func wrappedLineWidths(_ paragraph: Substring, font: Font, limit: Double?) -> [Double] {
        guard let limit, limit > 0 else { return [width(of: paragraph, in: font)] }
        let space = advance(of: " ", in: font)
        var lines: [Double] = []
        var current = 0.0
        var lineHasWord = false
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
            let wordWidth = width(of: word, in: font)
            let needed = lineHasWord ? current + space + wordWidth : wordWidth
            if needed <= limit + Self.tolerance {
                current = needed
                lineHasWord = true
                continue
            }
            if lineHasWord { lines.append(current) }
            if wordWidth <= limit + Self.tolerance {
                current = wordWidth
            } else {
                // A word wider than the line breaks between characters.
                current = 0
                for character in word {
                    let a = advance(of: character, in: font)
                    if current > 0, current + a > limit + Self.tolerance {
                        lines.append(current)
                        current = 0
                    }
                    current += a
                }
            }
            lineHasWord = true
        }
        lines.append(current)
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
