/// A table of values keyed by a byte string and a tag, for the text caches (`WordShapes`,
/// `ShapingCache`): keys are compared by their bytes, not by canonical equivalence as `String`
/// is, since a shaped text's per-byte advances and offsets belong to its own bytes (`café`
/// composed and decomposed differ).
///
/// Open addressing over flat arrays: a key's bytes are kept in one arena, each slot's entry
/// carries its hash, so a lookup hashes the key once (eight bytes at a time), compares bytes
/// only on a hash match and allocates nothing. Bounded two ways, neither changing what a cache
/// gives, only what it must make again: past `maxBytes` of keys it starts again empty, and a
/// lookup probes at most `maxProbes` slots (crafted collisions then cost the caller its work
/// again, never a quadratic search).
struct ByteKeyedTable<Value> {
    private struct Entry {
        var hash: UInt64
        var tag: UInt64
        var start: Int
        var length: Int
    }

    /// Where a key is, or where it would go.
    enum Place {
        case found(Int)
        case vacant(slot: Int, hash: UInt64)
        /// Probed `maxProbes` slots without finding the key or room: not to be kept.
        case crowded
    }

    private var keyBytes: [UInt8] = []
    private var entries: [Entry] = []
    /// The values, by the index `find` gives.
    private(set) var values: [Value] = []
    /// Entry index per slot, -1 where empty; a power of two long, at most half full. Small at
    /// first: a measurer is made per layout, and most lay out a screen's few texts.
    private var slots = [Int](repeating: -1, count: 64)
    let maxBytes: Int
    let maxProbes: Int

    init(maxBytes: Int, maxProbes: Int = 64) {
        self.maxBytes = maxBytes
        self.maxProbes = maxProbes
    }

    var count: Int { entries.count }

    func find(_ key: UnsafeBufferPointer<UInt8>, tag: UInt64) -> Place {
        let hash = Self.hash(key, tag: tag)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        for _ in 0..<maxProbes {
            let index = slots[slot]
            if index < 0 { return .vacant(slot: slot, hash: hash) }
            let entry = entries[index]
            if entry.hash == hash && entry.tag == tag && entry.length == key.count && equals(entry, key) { return .found(index) }
            slot = (slot + 1) & mask
        }
        return .crowded
    }

    /// Whether inserting a key of `length` bytes starts the table again (past `maxBytes`),
    /// dropping every value kept.
    func startsAgain(adding length: Int) -> Bool {
        keyBytes.count + length > maxBytes
    }

    /// Keeps `value` under a key `find` found vacant (nothing inserted since), after starting
    /// again when `startsAgain` says so.
    mutating func insert(_ key: UnsafeBufferPointer<UInt8>, tag: UInt64, value: Value, slot: Int, hash: UInt64) {
        var slot = slot
        if startsAgain(adding: key.count) {
            keyBytes.removeAll(keepingCapacity: true)
            entries.removeAll(keepingCapacity: true)
            values.removeAll(keepingCapacity: true)
            for i in slots.indices { slots[i] = -1 }
            slot = Int(truncatingIfNeeded: hash) & (slots.count - 1)
        }
        entries.append(Entry(hash: hash, tag: tag, start: keyBytes.count, length: key.count))
        keyBytes.append(contentsOf: key)
        values.append(value)
        slots[slot] = entries.count - 1
        if entries.count * 2 > slots.count { grow() }
    }

    private func equals(_ entry: Entry, _ key: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = key.baseAddress else { return true }
        return keyBytes.withUnsafeBufferPointer { kept in
            Self.equalBytes(UnsafeRawPointer(kept.baseAddress! + entry.start), UnsafeRawPointer(base), count: key.count)
        }
    }

    /// Twice the slots, every entry placed again by its hash.
    private mutating func grow() {
        slots = [Int](repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for (index, entry) in entries.enumerated() {
            var slot = Int(truncatingIfNeeded: entry.hash) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = index
        }
    }

    /// `count` bytes at two places compared eight bytes at a time.
    static func equalBytes(_ p: UnsafeRawPointer, _ q: UnsafeRawPointer, count: Int) -> Bool {
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

    /// A key's bytes and tag mixed eight bytes at a time (a multiply-xorshift mix; probing is
    /// bounded, so its quality decides speed, never results).
    static func hash(_ key: UnsafeBufferPointer<UInt8>, tag: UInt64) -> UInt64 {
        var h = mix(0x9E37_79B9_7F4A_7C15 ^ tag ^ UInt64(key.count) &* 0xFF51_AFD7_ED55_8CCD)
        guard let base = key.baseAddress else { return h }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        while offset + 8 <= key.count {
            h = mix(h ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            offset += 8
        }
        if offset < key.count { h = mix(h ^ littleEndianTail(raw + offset, count: key.count - offset)) }
        return h
    }

    /// The last 1–7 bytes of a key as one little-endian word (byte k at bits 8k…8k+7), read four,
    /// two and one bytes at a time: most keys (words, the stretches around non-ASCII bytes) are
    /// shorter than eight bytes, and a loop a byte cost more than the rest of their hash.
    @inline(__always)
    private static func littleEndianTail(_ p: UnsafeRawPointer, count: Int) -> UInt64 {
        var tail: UInt64 = 0, offset = 0
        if count & 4 != 0 {
            tail = UInt64(UInt32(littleEndian: p.loadUnaligned(as: UInt32.self)))
            offset = 4
        }
        if count & 2 != 0 {
            tail |= UInt64(UInt16(littleEndian: p.loadUnaligned(fromByteOffset: offset, as: UInt16.self))) << (8 * UInt64(offset))
            offset += 2
        }
        if count & 1 != 0 {
            tail |= UInt64(p.load(fromByteOffset: offset, as: UInt8.self)) << (8 * UInt64(offset))
        }
        return tail
    }

    private static func mix(_ x: UInt64) -> UInt64 {
        var z = x &* 0xBF58_476D_1CE4_E5B9
        z ^= z >> 31
        z = z &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 29)
    }
}
