/// Output text built as UTF-8 bytes.
///
/// Appending to a `String` re-checks capacity, encoding and breadcrumbs on every call; a
/// 100k-cell diff prints ~40k lines of a dozen pieces each, and building them that way cost
/// more than computing the diff. Bytes are appended with `memcpy`, numbers are formatted in
/// place, and the result becomes a `String` once.
struct TextBuffer {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

    /// A literal (the renderers' fixed words and punctuation).
    @inline(__always)
    mutating func append(_ literal: StaticString) {
        literal.withUTF8Buffer { append($0) }
    }

    /// A string's UTF-8 bytes, copied in one go when it is contiguous (native strings are).
    @inline(__always)
    mutating func append(_ text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ append($0) }) == nil {
            bytes.append(contentsOf: text.utf8)
        }
    }

    /// A decimal integer, without an intermediate `String`.
    mutating func append(_ value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // room for 20 digits, filled from the end
        withUnsafeMutableBytes(of: &digits) { raw in
            var i = raw.count
            repeat {
                i -= 1
                raw[i] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            append(UnsafeRawBufferPointer(rebasing: raw[i...]).assumingMemoryBound(to: UInt8.self))
        }
    }

    @inline(__always)
    private mutating func append(_ buffer: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: buffer)
    }

    var string: String { String(decoding: bytes, as: UTF8.self) }
}
