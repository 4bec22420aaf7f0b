/// Ids as the diff sees them: their UTF-8 bytes, a cheap 64-bit hash of those bytes, and
/// byte equality.
///
/// Why no copy of the bytes: each item id is read once, to hash it, straight from its
/// `DiffID`'s buffer; later checks compare two ids in place, and two ids that are the same
/// range of one buffer (a list copied and edited, as most "new" lists are) are equal without
/// reading a byte. Copying every id into a buffer of our own cost a `memcpy` call per id
/// and a fresh page every 4 KB of ids, more than the hashing itself.

/// The `hashID` of every item id of `sections`, section-major.
/// - Complexity: O(total id bytes).
@inlinable
func itemIDHashes<SectionContent, ItemContent>(of sections: [DiffSection<SectionContent, ItemContent>]) -> [UInt64] {
    var count = 0
    for section in sections { count += section.items.count }
    return [UInt64](unsafeUninitializedCapacity: count) { hashes, initialized in
        var index = 0
        for section in sections {
            section.items.withUnsafeBufferPointer { items in
                for k in items.indices where index < count {
                    // `sections` holds every id's buffer alive for the read.
                    hashes[index] = hashID(items[k].id.unsafeUTF8)
                    index += 1
                }
            }
        }
        initialized = index
    }
}

/// The `hashID` of each of `ids` (section ids).
func idHashes(_ ids: [String]) -> [UInt64] {
    ids.map { withIDBytes($0, hashID) }
}

/// A keyed hash of each of `ids`' bytes (item ids; `strongIDHashes(_: [String])` for section ids) (Swift's `Hasher`, seeded per process), for when
/// `hashID`'s values collide too often (`IdentityPairing.overloaded`): slower, but no input
/// can be made to collide without knowing the key. Outputs do not depend on the hash.
@inlinable
func strongIDHashes(_ ids: some Sequence<DiffID>) -> [UInt64] {
    ids.map { id in id.withUTF8 { strongHash(UnsafeRawBufferPointer($0)) } }
}

/// `strongIDHashes` of section ids.
@inlinable
func strongIDHashes(_ ids: some Sequence<String>) -> [UInt64] {
    ids.map { id in withIDBytes(id, strongHash) }
}

/// Swift's `Hasher` over `bytes`, seeded per process.
@inlinable
func strongHash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
    var hasher = Hasher()
    hasher.combine(bytes: bytes)
    return UInt64(truncatingIfNeeded: hasher.finalize())
}

/// True when the two ids have the same UTF-8 bytes. Strings sharing one storage are equal
/// at once; others are compared word by word.
@inlinable @inline(__always)
func sameIDBytes(_ a: String, _ b: String) -> Bool {
    withIDBytes(a) { pa in
        withIDBytes(b) { pb in pa.count == pb.count && (pa.baseAddress == pb.baseAddress || bytesEqual(pa, pb)) }
    }
}

/// True when two items' ids have the same UTF-8 bytes. Ids that are the same bits (one range
/// of one buffer) are equal without further ado; they are read in place, because copying the
/// id out would retain its buffer, a cache miss per item.
@inlinable @inline(__always)
func sameItemID<Content>(_ a: UnsafePointer<DiffItem<Content>>, _ b: UnsafePointer<DiffItem<Content>>) -> Bool {
    if MemoryLayout<DiffID>.size == 16, let offset = MemoryLayout<DiffItem<Content>>.offset(of: \.id) {
        let bitsA = (UnsafeRawPointer(a) + offset).loadUnaligned(as: (UInt64, UInt64).self)
        let bitsB = (UnsafeRawPointer(b) + offset).loadUnaligned(as: (UInt64, UInt64).self)
        if bitsA.0 == bitsB.0 && bitsA.1 == bitsB.1 { return true }
    }
    return a.pointee.id == b.pointee.id
}

/// Calls `body` with the UTF-8 bytes of `id`, without copying native strings.
@inlinable @inline(__always)
func withIDBytes<R>(_ id: String, _ body: (UnsafeRawBufferPointer) -> R) -> R {
    if let result = id.utf8.withContiguousStorageIfAvailable({ body(UnsafeRawBufferPointer($0)) }) {
        return result
    }
    var native = id
    return native.withUTF8 { body(UnsafeRawBufferPointer($0)) }
}

/// A 64-bit hash of a byte string, in the manner of wyhash: each 16 bytes are folded in by
/// one full-width multiply (`mixWords`), the last 1–16 bytes by one more, and the length by
/// a final one, whose halves mix every input bit into every output bit.
///
/// Why not one multiply–xorshift round per 8-byte word plus MurmurHash3's finaliser: that
/// takes about twice the multiplies per id, and hashing is the diff's largest single cost.
/// The last word of the tail (lengths 17–24: bytes 16–23) is xor-ed into
/// the state before the next multiply, so the hash stays invertible enough for tests to
/// craft ids that share it (`HashFloodTests`).
///
/// - Complexity: O(count).
@inlinable @inline(__always)
public func hashID(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
    let count = bytes.count
    var hash: UInt64 = 0x8EBC_6AF0_9C88_C6E3 ^ UInt64(truncatingIfNeeded: count)
    if let base = bytes.baseAddress, count > 0 {
        var offset = 0
        while count &- offset > 16 {
            hash = mixWords(hash ^ base.loadUnaligned(fromByteOffset: offset, as: UInt64.self),
                            base.loadUnaligned(fromByteOffset: offset &+ 8, as: UInt64.self))
            offset &+= 16
        }
        // The last 1–16 bytes: two words, the second overlapping the first when fewer than
        // 16 are left (overlapping bytes are harmless for a hash), or one word.
        var first: UInt64 = 0, second: UInt64 = 0
        if count &- offset > 8 {
            first = base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            second = base.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
        } else if count >= 8 {
            first = base.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
        } else {
            for k in 0..<count { first |= UInt64(base.load(fromByteOffset: k, as: UInt8.self)) << UInt64(8 &* k) }
        }
        hash = mixWords(hash ^ first, second)
    }
    return mixWords(hash, UInt64(truncatingIfNeeded: count))
}

/// wyhash's "mum": the two words, each xor-ed with a constant, multiplied into 128 bits,
/// and the halves xor-ed. One `mul` instruction.
@inlinable @inline(__always)
func mixWords(_ a: UInt64, _ b: UInt64) -> UInt64 {
    let product = (a ^ 0xA076_1D64_78BD_642F).multipliedFullWidth(by: b ^ 0xE703_7ED1_A0B4_28DB)
    return product.high ^ product.low
}

/// Byte equality of two buffers of the same length, a word at a time.
@inlinable @inline(__always)
func bytesEqual(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Bool {
    let count = a.count
    guard count == b.count else { return false }
    guard count > 0, let pa = a.baseAddress, let pb = b.baseAddress else { return true }
    var offset = 0
    while offset &+ 8 <= count {
        if pa.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            != pb.loadUnaligned(fromByteOffset: offset, as: UInt64.self) { return false }
        offset &+= 8
    }
    if offset == count { return true }
    if count >= 8 {
        // The last 1–7 bytes: compare the final word, overlapping bytes already equal.
        return pa.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
            == pb.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
    }
    while offset < count {
        if pa.load(fromByteOffset: offset, as: UInt8.self) != pb.load(fromByteOffset: offset, as: UInt8.self) { return false }
        offset &+= 1
    }
    return true
}
