/// A text compared and hashed by its UTF-8 bytes, not by canonical equivalence as `String`
/// is: the text caches key shaped texts and words by it, since a shaped text's per-byte
/// advances and offsets belong to its own bytes (`café` composed and decomposed differ), and
/// byte hashing skips normalising.
struct ByteText: Hashable {
    var string: String

    init(_ string: String) { self.string = string }

    static func == (a: ByteText, b: ByteText) -> Bool {
        var a = a.string, b = b.string
        return a.withUTF8 { x in b.withUTF8 { y in x.count == y.count && equalBytes(UnsafeRawBufferPointer(x), UnsafeRawBufferPointer(y)) } }
    }

    /// Two buffers of one length compared eight bytes at a time (every cache hit compares a
    /// whole text).
    private static func equalBytes(_ x: UnsafeRawBufferPointer, _ y: UnsafeRawBufferPointer) -> Bool {
        let count = x.count
        guard count > 0, let p = x.baseAddress, let q = y.baseAddress else { return true }
        var offset = 0
        while offset + 8 <= count {
            if p.loadUnaligned(fromByteOffset: offset, as: UInt64.self) != q.loadUnaligned(fromByteOffset: offset, as: UInt64.self) { return false }
            offset += 8
        }
        while offset < count {
            if p.load(fromByteOffset: offset, as: UInt8.self) != q.load(fromByteOffset: offset, as: UInt8.self) { return false }
            offset += 1
        }
        return true
    }

    func hash(into hasher: inout Hasher) {
        var text = string
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
