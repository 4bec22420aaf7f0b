/// A mapping key's fingerprint for duplicate-key checks. Equal keys always have prints that
/// `mayEqual` each other, so the scan over a mapping's earlier keys compares 8-byte prints and
/// looks at the keys themselves only when prints match (a duplicate, or a rare collision).
///
/// Only a key whose value is its own pure-ASCII text gets a hash of its bytes. Every other key —
/// numbers, booleans, null, collections, aliases, and non-ASCII text (Unicode equivalence makes
/// strings with different bytes equal, e.g. KELVIN SIGN and `K`) — is `unknown`, which may equal
/// anything, so those keys are always compared in full.
struct KeyPrint {
    private let bits: UInt64

    static let unknown = KeyPrint(bits: 0)

    private init(bits: UInt64) { self.bits = bits }

    /// The print of a key whose value is `text`'s own string (`Scalar.Resolved.text`).
    /// - Complexity: O(n) in the text's length (FNV-1a; keys are short).
    init(text: UnsafeBufferPointer<UInt8>) {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        var high: UInt8 = 0
        for byte in text {
            high |= byte
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
        }
        // Zero is `unknown`; non-ASCII text must match anything.
        bits = high >= 0x80 ? 0 : (hash == 0 ? 1 : hash)
    }

    @inline(__always)
    func mayEqual(_ other: KeyPrint) -> Bool {
        bits == other.bits || bits == 0 || other.bits == 0
    }
}
