/// Pairs equal ids of an old and a new list first-in-first-out.
///
/// Why not `Dictionary<String, Int>`: String hashing runs SipHash over the bytes, and a
/// probe that lands on another key compares whole strings. Here every id is hashed once
/// with a cheap multiply–fold hash (`hashID`, taken by the caller), then an
/// open-addressing table of 64-bit slots (32-bit hash tag | representative index) is built
/// and probed in tight loops whose iterations do not depend on each other, so the
/// processor overlaps their cache misses. Identity is UTF-8 bytes.
///
/// Two passes: the fast one takes a tag match as equality and leaves every such decision
/// to be checked (`verified`; the diff checks paired items where it loads them anyway);
/// the exact one, used when a check fails, compares bytes at every tag match.
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
    /// The probes ran past their budget, a few per id: the ids collide in the table, which
    /// `hashID` (fast, unkeyed) allows a crafted input to do. Nothing else is meaningful then;
    /// pair again with `strongIDHashes`, whose keyed hash no input can aim at.
    private(set) var overloaded = false

    /// Pairs two lists of ids held as strings: the fast pass, checked, else the exact one.
    init(old: [String], new: [String]) {
        let same = IDComparer(
            old: { sameIDBytes(old[$0], old[$1]) },
            oldNew: { sameIDBytes(old[$0], new[$1]) }, new: { sameIDBytes(new[$0], new[$1]) })
        var (oldHashes, newHashes) = (idHashes(old), idHashes(new)), keyed = false
        self.init(oldHashes: oldHashes, newHashes: newHashes, exact: nil)
        if overloaded {
            (oldHashes, newHashes, keyed) = (strongIDHashes(old), strongIDHashes(new), true)
            self.init(oldHashes: oldHashes, newHashes: newHashes, exact: nil, bounded: false)
        }
        if verified(same, pairs: true) { return }
        self.init(oldHashes: oldHashes, newHashes: newHashes, exact: same, bounded: !keyed)
        if overloaded {   // distinct ids with equal fast hashes, crafted: keyed ones instead
            self.init(oldHashes: strongIDHashes(old), newHashes: strongIDHashes(new), exact: same, bounded: false)
        }
    }

    /// Representative of each occurrence, kept for verification: an old index, or n + a
    /// new index for ids that only occur in the new list. Empty on the old side when no
    /// old id repeats (every old occurrence is its own representative).
    private(set) var oldRepresentative: [Int32] = []
    private var newRepresentative: [Int32] = []
    /// Where the prefetching loads end up, so the optimiser keeps them.
    private var prefetchSink: UInt64 = 0

    /// The pairing of ids with the given `hashID`s. With `exact`, bytes are compared at
    /// every tag match; without, a tag match is taken as equality, to be `verified`.
    /// `bounded`: give up (`overloaded`) when an id probes too far — for unkeyed hashes,
    /// which an input can be crafted to collide in; keyed ones (`strongIDHashes`) cannot be.
    init(oldHashes oldHash: [UInt64], newHashes newHash: [UInt64], exact: IDComparer?, bounded: Bool = true) {
        let n = oldHash.count, m = newHash.count
        var oldToNew = [Int32](repeating: -1, count: n)
        var newToOld = [Int32](repeating: -1, count: m)
        let tagMask: UInt64 = 0xFFFF_FFFF_0000_0000
        var newRepresentative = [Int32](repeating: 0, count: m)
        // Each block of ids first touches its home slots in a tight loop of independent
        // loads, so their cache misses overlap; the real probes then hit the cache.
        // The loaded values are folded into `touched` so the loads are kept. Blocks are an
        // outer loop: testing `i % block` and bounding the block at every id cost ~10
        // instructions per id.
        var touched: UInt64 = 0
        let block = 64
        // FIFO chains of old ids that repeat, made when the first one does: an id that
        // occurs once in the old list needs no chain (its slot is flagged otherwise), so
        // most lists never touch these arrays.
        var olds: [OldOccurrence] = []
        var oldRepresentative: [Int32] = []
        let repeatsFlag: UInt64 = 0x8000_0000, indexMask: UInt64 = 0x7FFF_FFFF
        // Per representative, whether its id repeats; made when the first one does
        // (`markRepeated`).
        var repeated: [Bool] = []
        var newOnly: [Int32] = []
        // Linear probing at this load takes ~1.5 steps per id and, over a million random
        // ids, a few dozen at the most; hundreds mean ids that collide, and going on could
        // be quadratic. So no id probes more than `maxSteps` slots.
        var overloaded = false
        let maxSteps = bounded ? 256 : Int.max

        // Phase 1 (the caller's): hashes. Phase 2: a table of the old ids (slot = tag |
        // repeats flag | representative + 1), with FIFO chains for ids that repeat.
        var capacity = 16
        while capacity < 2 * n { capacity <<= 1 }
        var mask = capacity - 1
        var slots = [UInt64](repeating: 0, count: capacity)
        // The hot loops work on raw buffers: array subscripts checked bounds and uniqueness
        // at every access (~10 instructions per id).
        oldHash.withUnsafeBufferPointer { oldHash in newHash.withUnsafeBufferPointer { newHash in
        oldToNew.withUnsafeMutableBufferPointer { oldToNew in newToOld.withUnsafeMutableBufferPointer { newToOld in
        newRepresentative.withUnsafeMutableBufferPointer { newRepresentative in slots.withUnsafeMutableBufferPointer { slots in
            for blockStart in stride(from: 0, to: n, by: block) {
                let blockEnd = min(blockStart + block, n)
                for ahead in blockStart..<blockEnd { touched &+= slots[Int(truncatingIfNeeded: oldHash[ahead]) & mask] }
                for i in blockStart..<blockEnd {
                    let hash = oldHash[i], tag = hash & tagMask
                    var index = Int(truncatingIfNeeded: hash) & mask, steps = 0
                    while true {
                        let slot = slots[index]
                        if slot == 0 {
                            slots[index] = tag | UInt64(i + 1)
                            break
                        }
                        if slot & tagMask == tag {
                            let r = Int(slot & indexMask) - 1
                            if exact?.old(r, i) ?? true {
                                if olds.isEmpty {
                                    olds = [OldOccurrence](repeating: OldOccurrence(), count: n)
                                    oldRepresentative = (0..<Int32(truncatingIfNeeded: n)).map { $0 }
                                }
                                if slot & repeatsFlag == 0 {
                                    slots[index] = slot | repeatsFlag
                                    olds[r].chainHead = Int32(truncatingIfNeeded: r)
                                    olds[r].chainTail = Int32(truncatingIfNeeded: r)
                                }
                                oldRepresentative[i] = Int32(truncatingIfNeeded: r)
                                olds[Int(olds[r].chainTail)].next = Int32(truncatingIfNeeded: i)
                                olds[r].chainTail = Int32(truncatingIfNeeded: i)
                                markRepeated(&repeated, r, n + m)
                                break
                            }
                        }
                        index = (index + 1) & mask
                        steps &+= 1
                        if steps > maxSteps { overloaded = true; return }
                    }
                }
            }

            // Phase 3: the new ids probe it, each taking the head of its id's chain; ids
            // not found are set aside.
            for blockStart in stride(from: 0, to: m, by: block) {
                let blockEnd = min(blockStart + block, m)
                for ahead in blockStart..<blockEnd { touched &+= slots[Int(truncatingIfNeeded: newHash[ahead]) & mask] }
                for j in blockStart..<blockEnd {
                    let hash = newHash[j], tag = hash & tagMask
                    var index = Int(truncatingIfNeeded: hash) & mask, steps = 0
                    while true {
                        let slot = slots[index]
                        if slot == 0 {
                            newOnly.append(Int32(truncatingIfNeeded: j))
                            break
                        }
                        if slot & tagMask == tag {
                            let r = Int(slot & indexMask) - 1
                            if exact?.oldNew(r, j) ?? true {
                                newRepresentative[j] = Int32(truncatingIfNeeded: r)
                                if slot & repeatsFlag == 0 {
                                    // An old id without a chain: the first new occurrence pairs.
                                    if oldToNew[r] < 0 {
                                        newToOld[j] = Int32(truncatingIfNeeded: r)
                                        oldToNew[r] = Int32(truncatingIfNeeded: j)
                                    } else {
                                        markRepeated(&repeated, r, n + m)
                                    }
                                    break
                                }
                                if olds[r].seenNew { markRepeated(&repeated, r, n + m) } else { olds[r].seenNew = true }
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
                        steps &+= 1
                        if steps > maxSteps { overloaded = true; return }
                    }
                }
            }
        }}}}}}

        // Phase 3b: ids only in the new list, in a table of their own (sized now that
        // their number is known), to find the ones that repeat. Skipped once overloaded.
        if !overloaded {
            capacity = 16
            while capacity < 2 * newOnly.count { capacity <<= 1 }
            mask = capacity - 1
            slots = [UInt64](repeating: 0, count: capacity)
            slots.withUnsafeMutableBufferPointer { slots in
                for j32 in newOnly {
                    let j = Int(j32), hash = newHash[j], tag = hash & tagMask
                    var index = Int(truncatingIfNeeded: hash) & mask, steps = 0
                    while true {
                        let slot = slots[index]
                        if slot == 0 {
                            slots[index] = tag | UInt64(j + 1)
                            newRepresentative[j] = Int32(truncatingIfNeeded: n + j)
                            break
                        }
                        if slot & tagMask == tag {
                            let q = Int(slot & indexMask) - 1
                            if exact?.new(q, j) ?? true {
                                newRepresentative[j] = Int32(truncatingIfNeeded: n + q)
                                markRepeated(&repeated, n + q, n + m)
                                break
                            }
                        }
                        index = (index + 1) & mask
                        steps &+= 1
                        if steps > maxSteps { overloaded = true; return }
                    }
                }
            }
        }

        guard !overloaded else {
            (self.oldToNew, self.newToOld, self.overloaded) = ([], [], true)
            return
        }
        self.oldToNew = oldToNew
        self.newToOld = newToOld
        self.oldRepresentative = oldRepresentative
        self.newRepresentative = newRepresentative
        prefetchSink = touched

        // Phase 4: duplicate groups, only when some id repeats.
        guard !repeated.isEmpty else { return }
        var groupOf = [Int32](repeating: -1, count: n + m)
        for r in 0..<(n + m) where repeated[r] {
            groupOf[r] = Int32(duplicateGroups.count)
            duplicateGroups.append(([], []))
        }
        for i in 0..<n {
            let group = groupOf[oldRepresentative.isEmpty ? i : Int(oldRepresentative[i])]
            if group >= 0 { duplicateGroups[Int(group)].old.append(Int32(truncatingIfNeeded: i)) }
        }
        for j in 0..<m where groupOf[Int(newRepresentative[j])] >= 0 {
            duplicateGroups[Int(groupOf[Int(newRepresentative[j])])].new.append(Int32(truncatingIfNeeded: j))
        }
    }
}

/// Sets `repeated[r]`, making the flags (`count` of them) on first use. A function taking
/// the array inout, not a local function capturing it: the closures around the pairing's
/// loops made that capture dynamically checked for exclusivity at every call (one id
/// repeated 100k times: +38M instructions).
@inline(__always)
private func markRepeated(_ repeated: inout [Bool], _ r: Int, _ count: Int) {
    if repeated.isEmpty { repeated = [Bool](repeating: false, count: count) }
    repeated[r] = true
}

/// Pairing state of one occurrence of an old id that repeats.
private struct OldOccurrence {
    var chainHead: Int32 = -1       // representatives only: first unpaired occurrence
    var chainTail: Int32 = -1       // representatives only: last occurrence
    var next: Int32 = -1            // next occurrence of the same id
    var seenNew = false             // representatives only: met on the new side
}

/// Byte equality of two ids given by index: old–old, old–new and new–new.
@usableFromInline
struct IDComparer {
    let old: (Int, Int) -> Bool
    let oldNew: (Int, Int) -> Bool
    let new: (Int, Int) -> Bool

    @usableFromInline
    init(old: @escaping (Int, Int) -> Bool, oldNew: @escaping (Int, Int) -> Bool, new: @escaping (Int, Int) -> Bool) {
        self.old = old
        self.oldNew = oldNew
        self.new = new
    }
}

extension IdentityPairing {
    /// Checks, byte for byte, every equality the fast pass decided by tag: each occurrence
    /// against its representative and, with `pairs`, each new occurrence against its pair
    /// (without, the caller checks pairs itself). Only duplicates and, with `pairs`, pairs
    /// are compared, so a list without duplicates costs one read of two arrays here.
    /// With `old` false, old occurrences are left to the caller too (`oldRepresentative`).
    /// - Complexity: O(n + m) comparisons.
    func verified(_ same: IDComparer, pairs: Bool, old: Bool = true) -> Bool {
        let n = oldToNew.count
        for i in 0..<(old ? oldRepresentative.count : 0) where Int(oldRepresentative[i]) != i {
            if !same.old(Int(oldRepresentative[i]), i) { return false }
        }
        for j in 0..<newRepresentative.count {
            let paired = Int(newToOld[j]), representative = Int(newRepresentative[j])
            if paired >= 0 {
                if pairs && !same.oldNew(paired, j) { return false }
            } else if representative != n + j {
                if !(representative < n ? same.oldNew(representative, j) : same.new(representative - n, j)) { return false }
            }
        }
        return true
    }
}
