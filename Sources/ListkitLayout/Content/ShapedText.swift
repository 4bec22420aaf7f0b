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
        // Characters are extended grapheme clusters. Between two ASCII bytes (other than CR LF)
        // there is always a cluster boundary (UAX #29: no ASCII character extends, joins or
        // prepends), so an ASCII byte followed by another is a character of its own, and only
        // the stretches between such boundaries that hold other bytes are read as Characters.
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let byte = bytes[offset]
            let next = offset + 1 < bytes.count ? bytes[offset + 1] : 0
            if byte < 0x80 && next < 0x80 {
                let crlf = byte == 13 && next == 10
                let kind: Kind = (10...13).contains(byte) ? .newline : byte == 32 ? .space : .letter
                let length = crlf ? 2 : 1
                appendCharacter(kind, at: offset, length: length, shaped: shaped, fallbackEms: TextModel.missingOtherEms, style: style)
                offset += length
                continue
            }
            var end = offset + 1
            while end < bytes.count && !(bytes[end - 1] < 0x80 && bytes[end] < 0x80 && !(bytes[end - 1] == 13 && bytes[end] == 10)) {
                end += 1
            }
            for character in String(decoding: bytes[offset..<end], as: UTF8.self) {
                let length = character.utf8.count
                let scalar = character.unicodeScalars.first!
                let wide = TextModel.isWide(scalar)
                let emoji = scalar.properties.isEmojiPresentation || character.unicodeScalars.contains("\u{FE0F}")
                let kind: Kind = character.isNewline ? .newline : character == " " ? .space : wide ? .wide : .letter
                let fallback = wide ? TextModel.missingWideEms : emoji ? TextModel.missingEmojiEms : TextModel.missingOtherEms
                appendCharacter(kind, at: offset, length: length, shaped: shaped, fallbackEms: fallback, style: style)
                offset += length
            }
        }
    }

    /// One character of `length` UTF-8 bytes at `offset`: its clusters' advances summed.
    private mutating func appendCharacter(_ kind: Kind, at offset: Int, length: Int, shaped: (advances: [Double], missing: [Bool])?,
                                          fallbackEms: Double, style: Style) {
        guard let shaped else {
            append(kind, ems: nil, missing: false, fallbackEms: fallbackEms, style: style, end: offset + length)
            return
        }
        var ems = 0.0, missing = false
        for k in offset..<offset + length {
            ems += shaped.advances[k]
            missing = missing || shaped.missing[k]
        }
        append(kind, ems: ems, missing: missing, fallbackEms: fallbackEms, style: style, end: offset + length)
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
