/// The characters (extended grapheme clusters) of the stretches of text `ShapedText` reads as
/// Characters, read once per distinct stretch.
///
/// `ShapedText` reads a text with non-ASCII bytes byte by byte except in the stretches around
/// those bytes (between two ASCII bytes there is always a cluster boundary). Such stretches repeat
/// across a list's texts far more than the texts do — an accented word and the letter before
/// it, a CJK name, an emoji and the space after it — and reading one as Characters (grapheme
/// breaking, and the scalar properties the estimate for a missing glyph needs) costs several
/// times a lookup. Kept by their bytes in a bounded `ByteKeyedTable`.
final class TextStretches {
    /// One character of a stretch: its UTF-8 length, its kind for line breaking, and the
    /// advance (in em) estimated for it where the face has no glyph.
    struct Character {
        var length: Int
        var kind: ShapedText.Kind
        var fallbackEms: Double
    }

    // Unchecked: a class's stored property is otherwise checked for exclusive access at run
    // time on every lookup; it is used from one thread (`TextMeasurer`).
    @exclusivity(unchecked) private var table = ByteKeyedTable<[Character]>(maxBytes: 1 << 18)

    /// The characters of `stretch`, in order.
    func characters(of stretch: UnsafeBufferPointer<UInt8>) -> [Character] {
        let place = table.find(stretch, tag: 0)
        if case .found(let index) = place { return table.values[index] }
        let read = Self.read(stretch)
        if case .vacant(let slot, let hash) = place { table.insert(stretch, tag: 0, value: read, slot: slot, hash: hash) }
        return read
    }

    /// The stretch read as Characters: a newline (`Character.isNewline`), a space, an East Asian
    /// wide character (`TextModel.isWide` of its first scalar) or a letter; estimated as wide,
    /// as an emoji (emoji presentation, or a variation selector 16) or as any other character.
    static func read(_ stretch: UnsafeBufferPointer<UInt8>) -> [Character] {
        String(decoding: stretch, as: UTF8.self).map { character in
            let scalar = character.unicodeScalars.first!
            let wide = TextModel.isWide(scalar)
            let emoji = scalar.properties.isEmojiPresentation || character.unicodeScalars.contains("\u{FE0F}")
            let kind: ShapedText.Kind = character.isNewline ? .newline : character == " " ? .space : wide ? .wide : .letter
            let fallback = wide ? TextModel.missingWideEms : emoji ? TextModel.missingEmojiEms : TextModel.missingOtherEms
            return Character(length: character.utf8.count, kind: kind, fallbackEms: fallback)
        }
    }
}
