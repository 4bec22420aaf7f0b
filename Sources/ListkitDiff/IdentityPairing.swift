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
        var oldToNew = [Int32](repeating: -1, count: n), newToOld = [Int32](repeating: -1, count: m)
        var newRepresentative = [Int32](repeating: 0, count: m)
        let maxSteps = bounded ? IDTable.boundedSteps : Int.max
        let outcome = withMutableBuffers(&oldToNew, &newToOld, &newRepresentative) { oldToNew, newToOld, newRepresentative in
            withBuffers(oldHash, newHash) { old, new in
                var run = PairingRun(oldToNew: oldToNew, newToOld: newToOld, newRepresentative: newRepresentative,
                                     exact: exact, maxSteps: maxSteps)
                return run.pair(old: old, new: new) ? (run.chains, run.touched) : nil
            }
        }
        guard let (chains, touched) = outcome else {
            (self.oldToNew, self.newToOld, overloaded) = ([], [], true)
            return
        }
        self.oldToNew = oldToNew
        self.newToOld = newToOld
        self.newRepresentative = newRepresentative
        oldRepresentative = chains.oldRepresentative
        prefetchSink = touched
        if !chains.repeated.isEmpty {
            duplicateGroups = Self.duplicateGroups(chains.repeated, oldRepresentative: oldRepresentative,
                                                   newRepresentative: newRepresentative)
        }
    }

    /// Phase 1.4 (pair.groups): every id that repeats, with its old and new occurrences.
    /// - Complexity: O(n + m).
    private static func duplicateGroups(_ repeated: [Bool], oldRepresentative: [Int32],
                                        newRepresentative: [Int32]) -> [(old: [Int32], new: [Int32])] {
        var groups: [(old: [Int32], new: [Int32])] = []
        var groupOf = [Int32](repeating: -1, count: repeated.count)
        for r in repeated.indices where repeated[r] {
            groupOf[r] = Int32(groups.count)
            groups.append(([], []))
        }
        let n = repeated.count - newRepresentative.count
        for i in 0..<n {
            let group = groupOf[oldRepresentative.isEmpty ? i : Int(oldRepresentative[i])]
            if group >= 0 { groups[Int(group)].old.append(Int32(truncatingIfNeeded: i)) }
        }
        for j in newRepresentative.indices where groupOf[Int(newRepresentative[j])] >= 0 {
            groups[Int(groupOf[Int(newRepresentative[j])])].new.append(Int32(truncatingIfNeeded: j))
        }
        return groups
    }
}

/// One pairing's working state. The hot loops work on the answers' raw buffers: array
/// subscripts checked bounds and uniqueness at every access.
private struct PairingRun {
    let oldToNew: UnsafeMutableBufferPointer<Int32>
    let newToOld: UnsafeMutableBufferPointer<Int32>
    let newRepresentative: UnsafeMutableBufferPointer<Int32>
    let exact: IDComparer?
    let maxSteps: Int
    var chains: RepeatChains
    /// New occurrences whose id the old list lacks.
    var newOnly: [Int32] = []
    /// The prefetching loads, folded together so that they are kept.
    var touched: UInt64 = 0

    init(oldToNew: UnsafeMutableBufferPointer<Int32>, newToOld: UnsafeMutableBufferPointer<Int32>,
         newRepresentative: UnsafeMutableBufferPointer<Int32>, exact: IDComparer?, maxSteps: Int) {
        self.oldToNew = oldToNew
        self.newToOld = newToOld
        self.newRepresentative = newRepresentative
        self.exact = exact
        self.maxSteps = maxSteps
        chains = RepeatChains(oldCount: oldToNew.count, newCount: newToOld.count)
    }

    /// Phases 1.1 to 1.3; false when some id probed past `maxSteps` (overloaded).
    mutating func pair(old: UnsafeBufferPointer<UInt64>, new: UnsafeBufferPointer<UInt64>) -> Bool {
        let table = IDTable(count: old.count, maxSteps: maxSteps)
        defer { table.deallocate() }
        guard indexOld(old, in: table), probeNew(new, in: table) else { return false }
        let newOnlyTable = IDTable(count: newOnly.count, maxSteps: maxSteps)
        defer { newOnlyTable.deallocate() }
        return indexNewOnly(new, in: newOnlyTable)
    }

    /// Phase 1.1 (pair.index): a table of the old ids (slot = tag | repeats flag |
    /// representative + 1), with FIFO chains for ids that repeat.
    private mutating func indexOld(_ hashes: UnsafeBufferPointer<UInt64>, in table: IDTable) -> Bool {
        for block in IDTable.blocks(hashes.count) {
            touched &+= table.touch(hashes, block)
            for i in block {
                let hash = hashes[i]
                switch table.probe(hash, matching: { exact?.old($0, i) ?? true }) {
                case .vacant(let index):
                    table.slots[index] = IDTable.tag(hash) | UInt64(i + 1)
                case .found(let index, let slot):
                    if slot & IDTable.repeatsFlag == 0 { table.slots[index] = slot | IDTable.repeatsFlag }
                    chains.append(old: i, to: IDTable.representative(slot), isFirstRepeat: slot & IDTable.repeatsFlag == 0)
                case .overloaded:
                    return false
                }
            }
        }
        return true
    }

    /// Phase 1.2 (pair.probe): the new ids probe the table, each taking the head of its
    /// id's chain; ids not found are set aside in `newOnly`.
    private mutating func probeNew(_ hashes: UnsafeBufferPointer<UInt64>, in table: IDTable) -> Bool {
        for block in IDTable.blocks(hashes.count) {
            touched &+= table.touch(hashes, block)
            for j in block {
                switch table.probe(hashes[j], matching: { exact?.oldNew($0, j) ?? true }) {
                case .vacant:
                    newOnly.append(Int32(truncatingIfNeeded: j))
                case .found(_, let slot):
                    let r = IDTable.representative(slot)
                    newRepresentative[j] = Int32(truncatingIfNeeded: r)
                    let old = slot & IDTable.repeatsFlag == 0 ? pairOnce(r) : chains.takeHead(r)
                    if old >= 0 { link(old: Int(old), new: j) }
                case .overloaded:
                    return false
                }
            }
        }
        return true
    }

    /// An old id without a chain: its first new occurrence pairs (returns `r`), later ones
    /// make the id a repeat (returns -1).
    @inline(__always)
    private mutating func pairOnce(_ r: Int) -> Int32 {
        if oldToNew[r] < 0 { return Int32(truncatingIfNeeded: r) }
        chains.markRepeated(r)
        return -1
    }

    @inline(__always)
    private func link(old i: Int, new j: Int) {
        newToOld[j] = Int32(truncatingIfNeeded: i)
        oldToNew[i] = Int32(truncatingIfNeeded: j)
    }

    /// Phase 1.3 (pair.newOnly): ids only in the new list, in a table of their own (sized
    /// now that their number is known), to find the ones that repeat.
    private mutating func indexNewOnly(_ hashes: UnsafeBufferPointer<UInt64>, in table: IDTable) -> Bool {
        let n = oldToNew.count
        for j32 in newOnly {
            let j = Int(j32), hash = hashes[j]
            switch table.probe(hash, matching: { exact?.new($0, j) ?? true }) {
            case .vacant(let index):
                table.slots[index] = IDTable.tag(hash) | UInt64(j + 1)
                newRepresentative[j] = Int32(truncatingIfNeeded: n + j)
            case .found(_, let slot):
                let q = IDTable.representative(slot)
                newRepresentative[j] = Int32(truncatingIfNeeded: n + q)
                chains.markRepeated(n + q)
            case .overloaded:
                return false
            }
        }
        return true
    }
}

/// FIFO chains of old ids that repeat, and which ids repeat on either side; made when the
/// first id repeats, so most lists never touch these arrays.
private struct RepeatChains {
    let oldCount: Int, total: Int
    var olds: [OldOccurrence] = []
    /// Each old occurrence's representative; empty until an old id repeats.
    var oldRepresentative: [Int32] = []
    /// Per representative (old index, or n + new index), whether its id repeats.
    var repeated: [Bool] = []

    init(oldCount: Int, newCount: Int) {
        self.oldCount = oldCount
        total = oldCount + newCount
    }

    /// Old occurrence `i` has the id of representative `r`: it joins `r`'s chain, which
    /// starts with `r` itself when this is the id's first repeat.
    mutating func append(old i: Int, to r: Int, isFirstRepeat: Bool) {
        if olds.isEmpty {
            olds = [OldOccurrence](repeating: OldOccurrence(), count: oldCount)
            oldRepresentative = (0..<Int32(truncatingIfNeeded: oldCount)).map { $0 }
        }
        if isFirstRepeat {
            olds[r].chainHead = Int32(truncatingIfNeeded: r)
            olds[r].chainTail = Int32(truncatingIfNeeded: r)
        }
        oldRepresentative[i] = Int32(truncatingIfNeeded: r)
        olds[Int(olds[r].chainTail)].next = Int32(truncatingIfNeeded: i)
        olds[r].chainTail = Int32(truncatingIfNeeded: i)
        markRepeated(r)
    }

    /// A new occurrence of chained old id `r` takes the chain's head (-1 when the chain is
    /// used up); a second new occurrence marks the id repeated.
    mutating func takeHead(_ r: Int) -> Int32 {
        if olds[r].seenNew { markRepeated(r) } else { olds[r].seenNew = true }
        let head = olds[r].chainHead
        if head >= 0 { olds[r].chainHead = olds[Int(head)].next }
        return head
    }

    mutating func markRepeated(_ r: Int) {
        if repeated.isEmpty { repeated = [Bool](repeating: false, count: total) }
        repeated[r] = true
    }
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
