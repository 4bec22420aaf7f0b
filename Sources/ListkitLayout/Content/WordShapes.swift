/// Texts shaped a word at a time, each word once per font face.
///
/// Labels repeat words far more than whole texts (a feed's cells share most of their
/// vocabulary), so shaping words — the runs between spaces and newlines — and keeping them
/// turns most of HarfBuzz's work into lookups. It gives the same advances as shaping the whole
/// text as long as no kerning pair or contextual substitution reaches across a space; Inter
/// has none (scripts/text_check.py shapes whole texts with uharfbuzz and agrees).
final class WordShapes {
    /// Words by their bytes (`ByteText`): canonically equivalent words with other bytes have
    /// other per-byte advances.
    private struct Key: Hashable {
        var word: ByteText
        var face: ObjectIdentifier
    }

    private var shapes: [Key: (advances: [Double], missing: [Bool])] = [:]

    /// Per UTF-8 byte, as `FontFace.shape` gives them: the advance (in em) of the cluster
    /// starting there, and whether its glyph is missing.
    /// - Complexity: O(n) in the text's UTF-8 length; a word shaped before costs a lookup.
    func shape(_ text: String, in face: FontFace) -> (advances: [Double], missing: [Bool]) {
        let count = text.utf8.count
        var advances = [Double](repeating: 0, count: count)
        var missing = [Bool](repeating: false, count: count)
        var space: Double?
        var text = text
        text.withUTF8 { utf8 in
            var start = 0
            // Spaces and newlines are one byte each and never inside a multi-byte character, so
            // the runs between them are whole characters.
            for end in 0...count where end == count || utf8[end] == 32 || utf8[end] == 10 || utf8[end] == 13 {
                if end > start {
                    let shaped = lookUp(String(decoding: UnsafeBufferPointer(rebasing: utf8[start..<end]), as: UTF8.self), in: face)
                    for k in 0..<(end - start) {
                        advances[start + k] = shaped.advances[k]
                        missing[start + k] = shaped.missing[k]
                    }
                }
                if end < count && utf8[end] == 32 {
                    if space == nil { space = lookUp(" ", in: face).advances[0] }
                    advances[end] = space!
                }
                start = end + 1
            }
        }
        return (advances, missing)
    }

    private func lookUp(_ word: String, in face: FontFace) -> (advances: [Double], missing: [Bool]) {
        let key = Key(word: ByteText(word), face: ObjectIdentifier(face))
        if let known = shapes[key] { return known }
        let shaped = face.shape(word)
        shapes[key] = shaped
        return shaped
    }
}
