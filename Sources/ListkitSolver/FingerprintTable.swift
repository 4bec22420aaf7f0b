/// An open-addressing hash table from constraint fingerprints to record ids: the duplicate
/// index. Fingerprints are already well mixed, so the low bits pick the slot directly and
/// linear probing resolves collisions; removal leaves a tombstone. About 5× cheaper than
/// `Dictionary` here, and never iterated, so no hashing order can leak into results.
///
/// Keys and values in two `GrowableArray`s (12 bytes a slot; one array of padded 16-byte
/// entries cost large systems 5 MB more), made on the first insert: two `Array`s made with
/// `Array(repeating:count:)` cost ~900 instructions each, most of it the runtime's generic
/// metadata lookup (the stdlib's unspecialised allocation path), once per list cell.
struct FingerprintTable {
    private var keys = Self.noSlots.keys
    private var values = Self.noSlots.values   // -1 empty, -2 tombstone
    private var used = 0               // live entries + tombstones

    /// Shared by every table before its first insert. Never written (no slots: the first
    /// insert replaces them), so sharing it across threads is safe.
    nonisolated(unsafe) private static let noSlots = (keys: GrowableArray<UInt64>(), values: GrowableArray<Int32>())

    /// Slots in the table (0 before the first insert; then a power of two).
    var capacity: Int { values.count }

    func lookup(_ key: UInt64) -> Int? {
        guard capacity > 0 else { return nil }
        let mask = capacity - 1
        var i = Int(truncatingIfNeeded: key) & mask
        while values[i] != -1 {
            if values[i] >= 0 && keys[i] == key { return Int(values[i]) }
            i = (i + 1) & mask
        }
        return nil
    }

    /// The value of `key` if present; otherwise inserts `key → value` and returns nil. One probe
    /// sequence: at large sizes each probe is a cache miss, so this halves `add`'s misses.
    @inline(__always) mutating func lookupOrInsert(_ key: UInt64, _ value: Int) -> Int? {
        if (used + 1) * 2 > capacity { grow() }
        let mask = capacity - 1
        var i = Int(truncatingIfNeeded: key) & mask
        var tombstone = -1
        while values[i] != -1 {
            if values[i] >= 0 && keys[i] == key { return Int(values[i]) }
            if values[i] == -2 && tombstone < 0 { tombstone = i }
            i = (i + 1) & mask
        }
        if tombstone >= 0 { i = tombstone } else { used += 1 }
        keys[i] = key
        values[i] = Int32(value)
        return nil
    }

    /// Sets `key` to `value` (replacing an existing entry).
    mutating func insert(_ key: UInt64, _ value: Int) {
        if (used + 1) * 2 > capacity { grow() }
        let mask = capacity - 1
        var i = Int(truncatingIfNeeded: key) & mask
        var tombstone = -1
        while values[i] != -1 {
            if values[i] >= 0 && keys[i] == key {
                values[i] = Int32(value)
                return
            }
            if values[i] == -2 && tombstone < 0 { tombstone = i }
            i = (i + 1) & mask
        }
        if tombstone >= 0 { i = tombstone } else { used += 1 }
        keys[i] = key
        values[i] = Int32(value)
    }

    mutating func remove(_ key: UInt64) {
        guard capacity > 0 else { return }
        let mask = capacity - 1
        var i = Int(truncatingIfNeeded: key) & mask
        while values[i] != -1 {
            if values[i] >= 0 && keys[i] == key {
                values[i] = -2
                return
            }
            i = (i + 1) & mask
        }
    }

    private mutating func grow() {
        let oldKeys = keys, oldValues = values
        // 64 first: a list cell indexes ~19 constraints, and filling a larger first table cost more.
        let capacity = max(64, self.capacity * 2)
        keys = GrowableArray(capacity: capacity)
        // A key is read only where its value is an entry: left uninitialised.
        keys.extendUninitialized(to: capacity)
        values = GrowableArray(capacity: capacity)
        values.append(-1, times: capacity)
        used = 0
        for k in oldValues.indices where oldValues[k] >= 0 { insert(oldKeys[k], Int(oldValues[k])) }
    }
}
