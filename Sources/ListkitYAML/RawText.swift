/// Tests on raw UTF-8 bytes, for the places that decide from bytes what `String` would decide
/// by canonical equivalence: two ASCII texts are equal as Strings exactly when their bytes are.
public enum RawText {
    /// Whether every byte is below 0x80, tested a word at a time.
    /// - Complexity: O(n).
    @inlinable
    public static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        var bits: UInt64 = 0
        while offset &+ 8 <= bytes.count {
            bits |= raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            offset &+= 8
        }
        while offset < bytes.count {
            bits |= UInt64(base[offset])
            offset &+= 1
        }
        return bits & 0x8080_8080_8080_8080 == 0
    }

    /// Whether two byte strings are equal, compared a word at a time.
    ///
    /// Short strings (a spec's keys, field names and kinds: 2 to 8 bytes, compared for every
    /// cell) take two overlapping loads a side instead of a loop over their bytes.
    /// - Complexity: O(n).
    @inlinable
    public static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        let n = a.count
        guard n == b.count else { return false }
        guard let pa = a.baseAddress, let pb = b.baseAddress, pa != pb else { return true }
        let ra = UnsafeRawPointer(pa), rb = UnsafeRawPointer(pb)
        if n >= 8 {
            var offset = 0
            while offset &+ 8 < n {
                if ra.loadUnaligned(fromByteOffset: offset, as: UInt64.self) != rb.loadUnaligned(fromByteOffset: offset, as: UInt64.self) {
                    return false
                }
                offset &+= 8
            }
            // The last eight bytes, overlapping the words already compared.
            return ra.loadUnaligned(fromByteOffset: n &- 8, as: UInt64.self) == rb.loadUnaligned(fromByteOffset: n &- 8, as: UInt64.self)
        }
        if n >= 4 {
            return ra.loadUnaligned(as: UInt32.self) == rb.loadUnaligned(as: UInt32.self)
                && ra.loadUnaligned(fromByteOffset: n &- 4, as: UInt32.self) == rb.loadUnaligned(fromByteOffset: n &- 4, as: UInt32.self)
        }
        var offset = 0
        while offset < n {
            if pa[offset] != pb[offset] { return false }
            offset &+= 1
        }
        return true
    }

    /// Whether two texts are equal Strings: by their bytes, unless they differ and one is not
    /// ASCII (String `==` then decides, by canonical equivalence).
    @inlinable
    public static func equalAsStrings(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        if equal(a, b) { return true }
        if isASCII(a) && isASCII(b) { return false }
        return String(decoding: a, as: UTF8.self) == String(decoding: b, as: UTF8.self)
    }
}
