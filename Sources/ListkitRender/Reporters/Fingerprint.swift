/// A stable fingerprint of a finding for tools that track findings across runs (SARIF
/// `partialFingerprints`, Code Climate `fingerprint`): FNV-1a (64-bit) over the parts, each
/// followed by a NUL so `("ab", "c")` and `("a", "bc")` differ. Not a security hash: it only
/// has to be stable and spread well.
enum Fingerprint {
    static func hex(_ parts: String...) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for part in parts {
            for byte in part.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            hash = (hash ^ 0) &* 0x100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
