/// An open-addressing hash table from constraint fingerprints to record ids: the duplicate
/// index. Fingerprints are already well mixed, so the low bits pick the slot directly and
/// linear probing resolves collisions; removal leaves a tombstone. About 5× cheaper than
/// `Dictionary` here, and never iterated, so no hashing order can leak into results.
struct FingerprintTable {
    private var keys: [UInt64] = []
    private var values: [Int32] = []   // -1 empty, -2 tombstone
    private var used = 0               // live entries + tombstones

    func lookup(_ key: UInt64) -> Int? {
        guard !keys.isEmpty else { return nil }
        let mask = keys.count - 1
        var i = Int(truncatingIfNeeded: key) & mask
        while values[i] != -1 {
            if values[i] >= 0 && keys[i] == key { return Int(values[i]) }
            i = (i + 1) & mask
        }
        return nil
    }

    /// The value of `key` if present; otherwise inserts `key → value` and returns nil. One probe
    /// sequence: at large sizes each probe is a cache miss, so this halves `add`'s misses.
    mutating func lookupOrInsert(_ key: UInt64, _ value: Int) -> Int? {
        if (used + 1) * 2 > keys.count { grow() }
        let mask = keys.count - 1
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
        if (used + 1) * 2 > keys.count { grow() }
        let mask = keys.count - 1
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
        guard !keys.isEmpty else { return }
        let mask = keys.count - 1
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
        let capacity = max(64, keys.count * 2)
        keys = Array(repeating: 0, count: capacity)
        values = Array(repeating: -1, count: capacity)
        used = 0
        for (k, v) in zip(oldKeys, oldValues) where v >= 0 { insert(k, Int(v)) }
    }
}
