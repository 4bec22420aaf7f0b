import ListkitSpec

/// A text shaped in one font at one size: an advance per character (extended grapheme
/// cluster), in points, with SF's tracking and weight factor applied, and what kind of
/// character it is for line breaking.
struct ShapedText {
    enum Kind: UInt8 { case letter, space, newline, wide }

    var advances: [Double] = []
    var kinds: [Kind] = []
    /// UTF-8 offset where each character starts, and one past the last.
    var offsets: [Int] = [0]

    var count: Int { advances.count }

    /// How a font is measured: its face (nil: no file, the estimate for every character), its
    /// size, and SF's adjustments (1 and 0 for a user font).
    struct Style {
        var face: FontFace?
        var size: Double
        var widthFactor: Double
        var tracking: Double
    }

    /// Shapes `text` word by word (`words`, see `WordShapes`) and sums its clusters per
    /// character.
    /// - Complexity: O(n) in the text's UTF-8 length.
    init(_ text: String, style: Style, words: WordShapes) {
        let shaped = style.face.map { words.shape(text, in: $0) }
        let ascii = text.utf8.allSatisfy { $0 < 0x80 }
        let capacity = ascii ? text.utf8.count : text.unicodeScalars.count
        advances.reserveCapacity(capacity)
        kinds.reserveCapacity(capacity)
        offsets.reserveCapacity(capacity + 1)
        if ascii {
            // One character a byte, except "\r\n" (one character, a newline).
            var previousCR = false
            for (offset, byte) in text.utf8.enumerated() {
                if byte == 10 && previousCR {
                    offsets[offsets.count - 1] = offset + 1
                    previousCR = false
                    continue
                }
                previousCR = byte == 13
                let kind: Kind = byte == 10 || byte == 13 ? .newline : byte == 32 ? .space : .letter
                append(kind, ems: shaped?.advances[offset], missing: shaped?.missing[offset] ?? false,
                       fallbackEms: TextModel.missingOtherEms, style: style, end: offset + 1)
            }
            return
        }
        var offset = 0
        for character in text {
            let length = character.utf8.count
            let scalar = character.unicodeScalars.first!
            let newline = character.isNewline
            let wide = TextModel.isWide(scalar)
            let emoji = scalar.properties.isEmojiPresentation || character.unicodeScalars.contains("\u{FE0F}")
            let kind: Kind = newline ? .newline : character == " " ? .space : wide ? .wide : .letter
            let ems = shaped.map { s in (offset..<offset + length).reduce(0.0) { $0 + s.advances[$1] } }
            let missing = shaped.map { s in s.missing[offset..<offset + length].contains(true) } ?? false
            let fallback = wide ? TextModel.missingWideEms : emoji ? TextModel.missingEmojiEms : TextModel.missingOtherEms
            offset += length
            append(kind, ems: ems, missing: missing, fallbackEms: fallback, style: style, end: offset)
        }
    }

    private mutating func append(_ kind: Kind, ems: Double?, missing: Bool, fallbackEms: Double, style: Style, end: Int) {
        let advance: Double
        if kind == .newline {
            advance = 0
        } else if let ems, !missing {
            advance = ems * style.size * style.widthFactor + style.tracking
        } else {
            advance = fallbackEms * style.size + style.tracking
        }
        advances.append(advance)
        kinds.append(kind)
        offsets.append(end)
    }

    /// The widest paragraph on one line (trailing spaces count, as UILabel's single line does).
    var singleLineWidth: Double {
        var widest = 0.0, line = 0.0
        for i in 0..<count {
            if kinds[i] == .newline {
                widest = max(widest, line)
                line = 0
            } else {
                line += advances[i]
            }
        }
        return max(widest, line)
    }
}
