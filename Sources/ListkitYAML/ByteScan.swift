#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Scans of bytes eight at a time, for the passes over a whole document that look for a few
/// byte values: line breaks, a suppression comment's prefix, a start tag's `<`. A word whose
/// test says it may hold one is read byte by byte, so every answer is the first (or last) byte
/// itself, as a byte-by-byte loop finds it. A byte that is rare in the text is found by the C
/// library's `memchr` instead (`firstIndexInC`).
public enum ByteScan {
    static let ones: UInt64 = 0x0101_0101_0101_0101
    static let highs: UInt64 = 0x8080_8080_8080_8080

    @inline(__always)
    static func word(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> UInt64 {
        UnsafeRawPointer(bytes.baseAddress! + i).loadUnaligned(as: UInt64.self)
    }

    /// Whether a word holds a zero byte (exact as a yes or no; which byte is read after).
    @inline(__always)
    static func hasZero(_ w: UInt64) -> Bool {
        (w &- ones) & ~w & highs != 0
    }

    /// The index of the first `byte` at or after `start`, or `bytes.count`.
    public static func firstIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var i = max(start, 0)
        let pattern = ones &* UInt64(byte)
        while i + 8 <= bytes.count, !hasZero(word(bytes, at: i) ^ pattern) { i += 8 }
        while i < bytes.count, bytes[i] != byte { i += 1 }
        return i
    }

    /// The index of the last `byte` at or before `end`, or nil.
    public static func lastIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, atOrBefore end: Int) -> Int? {
        var i = min(end, bytes.count - 1)
        let pattern = ones &* UInt64(byte)
        while i >= 8, !hasZero(word(bytes, at: i - 7) ^ pattern) { i -= 8 }
        while i >= 0, bytes[i] != byte { i -= 1 }
        return i >= 0 ? i : nil
    }

    /// The index of the first byte at or after `start` that is not printable ASCII (below 0x20,
    /// a line break or tab among them, or 0x80 and above, part of a non-ASCII character), or
    /// `bytes.count`.
    public static func firstNonPrintableASCII(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var i = max(start, 0)
        let spaces = ones &* 0x20
        // A byte below 0x20 borrows in `w - spaces` where its own high bit was clear; one of
        // 0x80 and above has its high bit set.
        while i + 8 <= bytes.count {
            let w = word(bytes, at: i)
            if ((w &- spaces) & ~w | w) & highs != 0 { break }
            i += 8
        }
        while i < bytes.count, bytes[i] >= 0x20 && bytes[i] < 0x80 { i += 1 }
        return i
    }

    /// The index of the first `byte` at or after `start`, or `bytes.count`, found by the C
    /// library's `memchr` (which reads a vector register's width at a time): for a byte that is
    /// rare in the text, where a call per occurrence costs little.
    @inline(__always)
    public static func firstIndexInC(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let i = max(start, 0)
        guard let base = bytes.baseAddress, i < bytes.count, let found = memchr(base + i, Int32(byte), bytes.count - i) else {
            return bytes.count
        }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }

    /// Whether none of `values` is among the bytes from `start` on (a `memchr` each).
    public static func lacks(_ values: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Bool {
        values.allSatisfy { firstIndexInC(of: $0, in: bytes, from: start) == bytes.count }
    }

    /// The index of the first byte at or after `start` that may begin a line break as libyaml
    /// counts them (`LineBreaks.width`): a control byte (below 0x20: `\n`, `\r`), or the lead
    /// byte 0xC2 (NEL) or 0xE2 (LS, PS); `bytes.count` when there is none. Other non-ASCII bytes
    /// are passed over a word at a time: stopping at each one cost most of indexing a file's
    /// lines wherever its text is not English.
    public static func firstLineBreakCandidate(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var i = max(start, 0)
        let spaces = ones &* 0x20, c2 = ones &* 0xC2, e2 = ones &* 0xE2
        while i + 8 <= bytes.count {
            let w = word(bytes, at: i)
            // A byte below 0x20 borrows in `w - spaces` where its own high bit was clear.
            if (w &- spaces) & ~w & highs != 0 || hasZero(w ^ c2) || hasZero(w ^ e2) { break }
            i += 8
        }
        while i < bytes.count {
            let b = bytes[i]
            if b < 0x20 || b == 0xC2 || b == 0xE2 { break }
            i += 1
        }
        return i
    }

    /// The index of the first occurrence of `needle` (at least one byte) at or after `start`, or
    /// `bytes.count`: candidates found by `memchr` of its first byte, each compared whole.
    public static func firstIndex(of needle: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let n = needle.count, last = bytes.count - n
        var i = max(start, 0)
        guard n > 0 else { return bytes.count }
        while i <= last {
            i = firstIndexInC(of: needle[0], in: bytes, from: i)
            guard i <= last else { break }
            if RawText.equal(UnsafeBufferPointer(rebasing: bytes[i..<i + n]), needle) { return i }
            i += 1
        }
        return bytes.count
    }

    /// The index reached from `start` after `count` characters of UTF-8 (a character begins at
    /// every byte that is not a continuation byte), stopping at `limit`: the index and the
    /// characters left when `limit` came first.
    public static func advance(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, characters count: Int, limit: Int) -> (index: Int, left: Int) {
        var offset = start
        var remaining = count
        // Eight ASCII bytes are eight characters.
        while remaining >= 8, offset + 8 <= limit, word(bytes, at: offset + 1) & highs == 0 {
            offset += 8
            remaining -= 8
        }
        while remaining > 0, offset < limit {
            offset += 1
            if bytes[offset] & 0xC0 != 0x80 { remaining -= 1 }
        }
        return (offset, remaining)
    }
}
