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

    /// Shapes `text` word by word (`cache.words`, see `WordShapes`) and sums its clusters per
    /// character (the stretches around non-ASCII bytes read through `cache.stretches`).
    /// - Complexity: O(n) in the text's UTF-8 length.
    init(_ text: String, style: Style, cache: ShapingCache) {
        var text = text
        self = text.withUTF8 { ShapedText(utf8: $0, style: style, cache: cache) }
    }

    /// Per UTF-8 byte: the advance (in em) of the cluster starting there, and whether its
    /// glyph is missing (`WordShapes.shape`).
    private typealias ByteShapes = (ems: UnsafePointer<Double>, missing: UnsafePointer<Bool>)

    /// `text`'s UTF-8 bytes shaped (`init(_:style:cache:)`).
    init(utf8 bytes: UnsafeBufferPointer<UInt8>, style: Style, cache: ShapingCache) {
        let shaped = style.face.map { cache.words.shape(bytes, in: $0) }
        var ascii = true, carriageReturn = false, scalars = 0
        for byte in bytes {
            ascii = ascii && byte < 0x80
            carriageReturn = carriageReturn || byte == 13
            // Every byte but continuation bytes: at least as many as the characters.
            scalars += byte & 0xC0 == 0x80 ? 0 : 1
        }
        if ascii && !carriageReturn {
            (advances, kinds, offsets) = Self.asciiWithoutCR(bytes, shaped: shaped, style: style, scratch: cache.scratch)
        } else if ascii {
            // One character a byte, except "\r\n" (one character, a newline).
            advances.reserveCapacity(scalars)
            kinds.reserveCapacity(scalars)
            offsets.reserveCapacity(scalars + 1)
            var previousCR = false
            for (offset, byte) in bytes.enumerated() {
                if byte == 10 && previousCR {
                    offsets[offsets.count - 1] = offset + 1
                    previousCR = false
                    continue
                }
                previousCR = byte == 13
                let kind: Kind = byte == 10 || byte == 13 ? .newline : byte == 32 ? .space : .letter
                append(kind, ems: shaped?.ems[offset], missing: shaped?.missing[offset] ?? false,
                       fallbackEms: TextModel.missingOtherEms, style: style, end: offset + 1)
            }
        } else {
            (advances, kinds, offsets) = Self.mixed(bytes, capacity: scalars, shaped: shaped, style: style, stretches: cache.stretches,
                                                    scratch: cache.scratch)
        }
    }

    /// Text with other bytes than ASCII, written into scratch buffers of `capacity` (at least
    /// its characters) and copied out at its length.
    ///
    /// Characters are extended grapheme clusters. Between two ASCII bytes (other than CR LF)
    /// there is always a cluster boundary (UAX #29: no ASCII character extends, joins or
    /// prepends), so an ASCII byte followed by another is a character of its own, and only the
    /// stretches between such boundaries that hold other bytes are read as Characters (`TextStretches`).
    private static func mixed(_ bytes: UnsafeBufferPointer<UInt8>, capacity: Int, shaped: ByteShapes?, style: Style,
                              stretches: TextStretches, scratch: ShapingScratch)
        -> (advances: [Double], kinds: [Kind], offsets: [Int]) {
        scratch.reserve(capacity + 1)
        var out = CharacterWriter(advances: scratch.advances, kinds: scratch.kinds, offsets: scratch.offsets, shaped: shaped, style: style)
        out.readMixed(bytes, stretches: stretches)
        return scratch.arrays(count: out.count)
    }

    /// Writes characters, as `append` computes them, into arrays being made.
    private struct CharacterWriter {
        let advances: UnsafeMutablePointer<Double>
        let kinds: UnsafeMutablePointer<Kind>
        let offsets: UnsafeMutablePointer<Int>
        let shaped: ByteShapes?
        let style: Style
        var count = 0

        mutating func readMixed(_ bytes: UnsafeBufferPointer<UInt8>, stretches: TextStretches) {
            offsets[0] = 0
            var offset = 0
            while offset < bytes.count {
                let byte = bytes[offset]
                let next = offset + 1 < bytes.count ? bytes[offset + 1] : 0
                if byte < 0x80 && next < 0x80 {
                    if byte == 13 && next == 10 {
                        write(.newline, at: offset, length: 2, fallbackEms: TextModel.missingOtherEms)
                        offset += 2
                    } else {
                        writeASCII(byte, at: offset)
                        offset += 1
                    }
                    continue
                }
                var end = offset + 1
                while end < bytes.count && !(bytes[end - 1] < 0x80 && bytes[end] < 0x80 && !(bytes[end - 1] == 13 && bytes[end] == 10)) {
                    end += 1
                }
                for character in stretches.characters(of: UnsafeBufferPointer(rebasing: bytes[offset..<end])) {
                    write(character.kind, at: offset, length: character.length, fallbackEms: character.fallbackEms)
                    offset += character.length
                }
            }
        }

        /// An ASCII byte that is a character alone (not CR before LF): `write` of one byte, with
        /// no loop over its bytes. Most bytes of a text with a few accented or CJK words come here.
        @inline(__always)
        private mutating func writeASCII(_ byte: UInt8, at offset: Int) {
            let kind: Kind = (10...13).contains(byte) ? .newline : byte == 32 ? .space : .letter
            let advance: Double
            if kind == .newline {
                advance = 0
            } else if let shaped, !shaped.missing[offset] {
                // `write` sums from 0.0; an advance is never -0.0 (a glyph's units over the em's), so
                // the sum of one is the advance itself.
                advance = shaped.ems[offset] * style.size * style.widthFactor + style.tracking
            } else {
                advance = TextModel.missingOtherEms * style.size + style.tracking
            }
            advances[count] = advance
            kinds[count] = kind
            count += 1
            offsets[count] = offset + 1
        }

        /// One character of `length` UTF-8 bytes at `offset`: its clusters' advances summed, the
        /// advance as `append` computes it.
        @inline(__always)
        private mutating func write(_ kind: Kind, at offset: Int, length: Int, fallbackEms: Double) {
            var ems = 0.0, missing = shaped == nil
            if let shaped {
                for k in offset..<offset + length {
                    ems += shaped.ems[k]
                    missing = missing || shaped.missing[k]
                }
            }
            let advance: Double
            if kind == .newline {
                advance = 0
            } else if !missing {
                advance = ems * style.size * style.widthFactor + style.tracking
            } else {
                advance = fallbackEms * style.size + style.tracking
            }
            advances[count] = advance
            kinds[count] = kind
            count += 1
            offsets[count] = offset + length
        }
    }

    /// ASCII text without a carriage return, the common case: a character a byte, each array
    /// written once at its length, with the advances `append` computes.
    private static func asciiWithoutCR(_ bytes: UnsafeBufferPointer<UInt8>, shaped: ByteShapes?, style: Style, scratch: ShapingScratch)
        -> (advances: [Double], kinds: [Kind], offsets: [Int]) {
        let count = bytes.count
        let fallback = TextModel.missingOtherEms * style.size + style.tracking
        scratch.reserve(count + 1)
        let advances = scratch.advances, kinds = scratch.kinds, offsets = scratch.offsets
        for i in 0..<count {
            if bytes[i] == 10 {
                advances[i] = 0
            } else if let shaped, !shaped.missing[i] {
                advances[i] = shaped.ems[i] * style.size * style.widthFactor + style.tracking
            } else {
                advances[i] = fallback
            }
        }
        for i in 0..<count { kinds[i] = bytes[i] == 10 ? .newline : bytes[i] == 32 ? .space : .letter }
        for i in 0...count { offsets[i] = i }
        return scratch.arrays(count: count)
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

/// Where a shaped text's arrays are written before they are copied out at their length
/// (`ShapedText`): an array made uninitialised (`init(unsafeUninitializedCapacity:)`) goes
/// through the standard library's unspecialised allocation, which looks its storage type up
/// on every call; an array copied from a buffer does not. One per `ShapingCache`.
final class ShapingScratch {
    private(set) var advances = UnsafeMutablePointer<Double>.allocate(capacity: 256)
    private(set) var kinds = UnsafeMutablePointer<ShapedText.Kind>.allocate(capacity: 256)
    private(set) var offsets = UnsafeMutablePointer<Int>.allocate(capacity: 256)
    private var capacity = 256

    deinit {
        advances.deallocate()
        kinds.deallocate()
        offsets.deallocate()
    }

    /// Room for `count` elements in each buffer (their contents are not kept).
    func reserve(_ count: Int) {
        guard count > capacity else { return }
        capacity = max(count, 2 * capacity)
        advances.deallocate()
        kinds.deallocate()
        offsets.deallocate()
        advances = .allocate(capacity: capacity)
        kinds = .allocate(capacity: capacity)
        offsets = .allocate(capacity: capacity)
    }

    /// The first `count` advances and kinds and `count + 1` offsets, copied out.
    func arrays(count: Int) -> (advances: [Double], kinds: [ShapedText.Kind], offsets: [Int]) {
        (Array(UnsafeBufferPointer(start: advances, count: count)), Array(UnsafeBufferPointer(start: kinds, count: count)),
         Array(UnsafeBufferPointer(start: offsets, count: count + 1)))
    }
}
