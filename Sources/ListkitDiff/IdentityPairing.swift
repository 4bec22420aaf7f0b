/// Pairs equal ids of an old and a new list first-in-first-out.
///
/// Why not `Dictionary<String, Int>`: String hashing runs SipHash over the bytes, and a
/// probe that lands on another key compares whole strings. Here every id is hashed once
/// with a cheap multiply–xorshift hash in a sequential pass, then an open-addressing table
/// of 64-bit slots (32-bit hash tag | representative index) is built and probed in tight
/// loops whose iterations do not depend on each other, so the processor overlaps their
/// cache misses. Bytes are compared only when a tag matches. Identity is UTF-8 bytes.
///
/// Duplicates: each old id's first occurrence (its representative) heads a FIFO chain of
/// its unpaired occurrences; a new occurrence takes the chain's head.
///
/// - Complexity: O(n + m) expected time and memory for n old and m new ids.
struct IdentityPairing {
    /// For each old occurrence, the new occurrence it is paired with, or -1.
    private(set) var oldToNew: [Int32]
    /// For each new occurrence, the old occurrence it is paired with, or -1.
    private(set) var newToOld: [Int32]
    /// Every id that occurs more than once on either side: its old and new occurrences,
    /// in order of the id's first occurrence (old side first).
    private(set) var duplicateGroups: [(old: [Int32], new: [Int32])] = []

    init(old: IDArena, new: IDArena) {
        self = old.withIDs { old in new.withIDs { new in IdentityPairing(old: old, new: new) } }
    }

    /// The pairing with bytes compared at every tag match (the fallback path); for tests.
    init(exactlyPairing old: IDArena, _ new: IDArena) {
        self = old.withIDs { old in new.withIDs { new in IdentityPairing(old: old, new: new, exact: true) } }
    }

    private init(old: IDBuffer, new: IDBuffer) {
        self.init(old: old, new: new, exact: false)
        if !verified(old, new) { self.init(old: old, new: new, exact: true) }
    }

    /// Representative of each occurrence, kept for verification: an old index, or n + a
    /// new index for ids that only occur in the new list.
    private var oldRepresentative: [Int32] = []
    private var newRepresentative: [Int32] = []
    /// Where the prefetching loads end up, so the optimiser keeps them.
    private var prefetchSink: UInt64 = 0

    init(old: IDBuffer, new: IDBuffer, exact: Bool) {
        let n = old.ends.count, m = new.ends.count
        var oldToNew = [Int32](repeating: -1, count: n)
        var newToOld = [Int32](repeating: -1, count: m)
        let tagMask: UInt64 = 0xFFFF_FFFF_0000_0000
        var newRepresentative = [Int32](repeating: 0, count: m)
        // Each block of ids first touches its home slots in a tight loop of independent
        // loads, so their cache misses overlap; the real probes then hit the cache.
        // The loaded values are folded into `touched` so the loads are kept.
        var touched: UInt64 = 0
        let block = 64
        // Everything about old occurrence i in one place: a moved item's probe then costs
        // one cache miss here instead of one per array.
        var olds = [OldOccurrence](repeating: OldOccurrence(), count: n)
        var repeated = [Bool](repeating: false, count: n + m)   // per representative
        var newOnly: [Int32] = []

        // Phase 1: hashes, taken while the arenas were filled.
        let oldHash = old.hashes, newHash = new.hashes

        // Phase 2: a table of the old ids (slot = tag | representative + 1), building FIFO
        // chains per distinct id.
        var capacity = 16
        while capacity < 2 * n { capacity <<= 1 }
        var mask = capacity - 1
        var slots = [UInt64](repeating: 0, count: capacity)
        slots.withUnsafeMutableBufferPointer { slots in
            for i in 0..<n {
                if i % block == 0 {
                    for ahead in i..<min(i + block, n) { touched &+= slots[Int(truncatingIfNeeded: oldHash[ahead]) & mask] }
                }
                let hash = oldHash[i], tag = hash & tagMask
                var index = Int(truncatingIfNeeded: hash) & mask
                while true {
                    let slot = slots[index]
                    if slot == 0 {
                        slots[index] = tag | UInt64(i + 1)
                        olds[i].representative = Int32(truncatingIfNeeded: i)
                        olds[i].chainHead = Int32(truncatingIfNeeded: i)
                        olds[i].chainTail = Int32(truncatingIfNeeded: i)
                        break
                    }
                    if slot & tagMask == tag {
                        let r = Int(slot & 0xFFFF_FFFF) - 1
                        if !exact || sameID(old[r], old[i]) {
                            olds[i].representative = Int32(truncatingIfNeeded: r)
                            olds[Int(olds[r].chainTail)].next = Int32(truncatingIfNeeded: i)
                            olds[r].chainTail = Int32(truncatingIfNeeded: i)
                            repeated[r] = true
                            break
                        }
                    }
                    index = (index + 1) & mask
                }
            }

            // Phase 3: the new ids probe it, each taking the head of its id's chain; ids
            // not found are set aside.
            for j in 0..<m {
                if j % block == 0 {
                    for ahead in j..<min(j + block, m) { touched &+= slots[Int(truncatingIfNeeded: newHash[ahead]) & mask] }
                }
                let hash = newHash[j], tag = hash & tagMask
                var index = Int(truncatingIfNeeded: hash) & mask
                while true {
                    let slot = slots[index]
                    if slot == 0 {
                        newOnly.append(Int32(truncatingIfNeeded: j))
                        break
                    }
                    if slot & tagMask == tag {
                        let r = Int(slot & 0xFFFF_FFFF) - 1
                        if !exact || sameID(old[r], new[j]) {
                            newRepresentative[j] = Int32(truncatingIfNeeded: r)
                            if olds[r].seenNew { repeated[r] = true } else { olds[r].seenNew = true }
                            let head = olds[r].chainHead
                            if head >= 0 {
                                newToOld[j] = head
                                oldToNew[Int(head)] = Int32(truncatingIfNeeded: j)
                                olds[r].chainHead = olds[Int(head)].next
                            }
                            break
                        }
                    }
                    index = (index + 1) & mask
                }
            }
        }

        // Phase 3b: ids only in the new list, in a table of their own (sized now that
        // their number is known), to find the ones that repeat.
        capacity = 16
        while capacity < 2 * newOnly.count { capacity <<= 1 }
        mask = capacity - 1
        slots = [UInt64](repeating: 0, count: capacity)
        slots.withUnsafeMutableBufferPointer { slots in
            for j in newOnly.map({ Int($0) }) {
                let hash = newHash[j], tag = hash & tagMask
                var index = Int(truncatingIfNeeded: hash) & mask
                while true {
                    let slot = slots[index]
                    if slot == 0 {
                        slots[index] = tag | UInt64(j + 1)
                        newRepresentative[j] = Int32(truncatingIfNeeded: n + j)
                        break
                    }
                    if slot & tagMask == tag {
                        let q = Int(slot & 0xFFFF_FFFF) - 1
                        if !exact || sameID(new[q], new[j]) {
                            newRepresentative[j] = Int32(truncatingIfNeeded: n + q)
                            repeated[n + q] = true
                            break
                        }
                    }
                    index = (index + 1) & mask
                }
            }
        }

        self.oldToNew = oldToNew
        self.newToOld = newToOld
        let oldRepresentative = olds.map(\.representative)
        self.oldRepresentative = oldRepresentative
        self.newRepresentative = newRepresentative
        prefetchSink = touched

        // Phase 4: duplicate groups, only when some id repeats.
        guard repeated.contains(true) else { return }
        var groupOf = [Int32](repeating: -1, count: n + m)
        for r in 0..<(n + m) where repeated[r] {
            groupOf[r] = Int32(duplicateGroups.count)
            duplicateGroups.append(([], []))
        }
        for i in 0..<n where groupOf[Int(oldRepresentative[i])] >= 0 {
            duplicateGroups[Int(groupOf[Int(oldRepresentative[i])])].old.append(Int32(truncatingIfNeeded: i))
        }
        for j in 0..<m where groupOf[Int(newRepresentative[j])] >= 0 {
            duplicateGroups[Int(groupOf[Int(newRepresentative[j])])].new.append(Int32(truncatingIfNeeded: j))
        }
    }
}

/// Pairing state of one old occurrence.
private struct OldOccurrence {
    var representative: Int32 = 0   // first occurrence of the same id
    var chainHead: Int32 = -1       // representatives only: first unpaired occurrence
    var chainTail: Int32 = -1       // representatives only: last occurrence
    var next: Int32 = -1            // next occurrence of the same id
    var seenNew = false             // representatives only: met on the new side
}

extension IdentityPairing {
    /// Checks every equality the fast pass decided by tag, byte for byte.
    /// - Complexity: O(total id bytes).
    private func verified(_ old: IDBuffer, _ new: IDBuffer) -> Bool {
        let n = old.ends.count
        for i in 0..<n where Int(oldRepresentative[i]) != i {
            if !sameID(old[Int(oldRepresentative[i])], old[i]) { return false }
        }
        for j in 0..<new.ends.count {
            let paired = Int(newToOld[j]), representative = Int(newRepresentative[j])
            if paired >= 0 {
                if !sameID(old[paired], new[j]) { return false }
            } else if representative != n + j {
                if !sameID(representative < n ? old[representative] : new[representative - n], new[j]) { return false }
            }
        }
        return true
    }
}

@inline(__always)
private func sameID(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Bool {
    bytesEqual(a, b)
}

// MARK: - Helpers

/// Calls `body` with the UTF-8 bytes of `id`, without copying native strings.
@inlinable @inline(__always)
func withIDBytes<R>(_ id: String, _ body: (UnsafeRawBufferPointer) -> R) -> R {
    if let result = id.utf8.withContiguousStorageIfAvailable({ body(UnsafeRawBufferPointer($0)) }) {
        return result
    }
    var native = id
    return native.withUTF8 { body(UnsafeRawBufferPointer($0)) }
}

/// A 64-bit hash of a byte string: one multiply–xorshift round per 8-byte word, then
/// MurmurHash3's finaliser so low bits (the table index) depend on every byte.
@inlinable @inline(__always)
func hashID(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
    let count = bytes.count
    var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 &* UInt64(truncatingIfNeeded: count &+ 1)
    if let base = bytes.baseAddress, count > 0 {
        var offset = 0
        while offset &+ 8 <= count {
            hash = mixWord(hash ^ base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            offset &+= 8
        }
        if offset < count {
            var word: UInt64 = 0
            if count >= 8 {
                // Re-read the last full word: overlapping bytes are harmless for a hash.
                word = base.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
            } else {
                for k in 0..<count { word |= UInt64(base.load(fromByteOffset: k, as: UInt8.self)) << UInt64(8 &* k) }
            }
            hash = mixWord(hash ^ word)
        }
    }
    hash ^= hash >> 33
    hash = hash &* 0xFF51_AFD7_ED55_8CCD
    hash ^= hash >> 33
    hash = hash &* 0xC4CE_B9FE_1A85_EC53
    hash ^= hash >> 33
    return hash
}

@inlinable @inline(__always)
func mixWord(_ value: UInt64) -> UInt64 {
    let product = value &* 0x9E37_79B9_7F4A_7C15
    return product ^ (product >> 29)
}

@inline(__always)
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
