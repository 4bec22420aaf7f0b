/// A text of at most 16 bytes held in two words and its length, so that a key can be compared
/// with a remembered one in a few instructions and no buffer of its own: a spec's keys (`id`,
/// `kind`, field names) are short, and every key of every cell is compared so.
///
/// The words are loads that together cover every byte (overlapping for lengths that are not a
/// whole word or two), so two texts of the same length are equal exactly when their words are.
public struct ShortText: Equatable {
    public static let maxCount = 16

    @usableFromInline let count: Int
    @usableFromInline let head: UInt64
    @usableFromInline let tail: UInt64

    /// nil for a text longer than `maxCount` bytes.
    @inlinable @inline(__always)
    public init?(_ bytes: UnsafeBufferPointer<UInt8>) {
        let n = bytes.count
        guard n <= Self.maxCount else { return nil }
        count = n
        guard let base = bytes.baseAddress, n > 0 else {
            head = 0
            tail = 0
            return
        }
        let raw = UnsafeRawPointer(base)
        if n >= 8 {
            head = raw.loadUnaligned(as: UInt64.self)
            tail = raw.loadUnaligned(fromByteOffset: n &- 8, as: UInt64.self)
        } else if n >= 4 {
            head = UInt64(raw.loadUnaligned(as: UInt32.self))
            tail = UInt64(raw.loadUnaligned(fromByteOffset: n &- 4, as: UInt32.self))
        } else {
            var word: UInt64 = 0
            var i = 0
            while i < n {
                word |= UInt64(base[i]) &<< (8 &* UInt64(i))
                i &+= 1
            }
            head = word
            tail = 0
        }
    }
}
