/// An open-addressing hash table from constraint fingerprints to record ids: the duplicate
/// index. Fingerprints are already well mixed, so the low bits pick the slot directly and
/// linear probing resolves collisions; removal leaves a tombstone. About 5× cheaper than
/// `Dictionary` here, and never iterated, so no hashing order can leak into results.
///
/// Keys and values in one block (12 bytes a slot: the keys, then the values; an array of
/// padded 16-byte entries wasted 4 bytes a slot). One `GrowableArray` owns it: two
/// (keys, values) were four allocations, and `Array(repeating:count:)` went through the
/// runtime's generic metadata lookup. A solver
/// makes its table at once, sized for a list cell (`init(slots:)`): made on the first insert,
/// it was an allocation inside a cell's `add`, on fresh pages with 10,000 live solvers.
struct FingerprintTable {
    /// Owns the block; the pointers below point into it.
    private var storage = Self.noSlots
    private var keys: UnsafeMutablePointer<UInt64>
    private var values: UnsafeMutablePointer<Int32>   // -1 empty, -2 tombstone
    /// Slots in the table (0 before the first insert; then a power of two).
    private(set) var capacity = 0
    private var used = 0               // live entries + tombstones

    /// Shared by every table made empty. Never written (no slots: the first insert replaces
    /// it), so sharing it across threads is safe.
    nonisolated(unsafe) private static let noSlots = GrowableArray<UInt64>()

    /// An empty table owning no slots: the first insert makes 64.
    init() {
        keys = Self.noSlots.base
        values = UnsafeMutableRawPointer(Self.noSlots.base).assumingMemoryBound(to: Int32.self)
    }

    /// An empty table of `slots` slots (a power of two, at least 2).
    init(slots: Int) {
        self.init()
        allocate(slots)
    }

    /// No entry and no tombstone, the slots kept.
    mutating func removeAll() {
        values.initialize(repeating: -1, count: capacity)
        used = 0
    }

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
        let oldStorage = storage, oldKeys = keys, oldValues = values, oldCapacity = capacity
        // 64 first: a list cell indexes 20 constraints, and filling a larger first table cost more.
        allocate(max(64, capacity * 2))
        for k in 0 ..< oldCapacity where oldValues[k] >= 0 { insert(oldKeys[k], Int(oldValues[k])) }
        withExtendedLifetime(oldStorage) {}
    }

    /// Replaces the slots by `n` empty ones. A key is read only where its value is an entry:
    /// left uninitialised.
    /// - Complexity: O(n).
    private mutating func allocate(_ n: Int) {
        storage = GrowableArray(capacity: n + n / 2)
        keys = storage.base
        values = UnsafeMutableRawPointer(storage.base + n).bindMemory(to: Int32.self, capacity: n)
        values.initialize(repeating: -1, count: n)
        capacity = n
        used = 0
    }
}
