/// The non-generic half of the diff: pairs ids, then plans stages once the generic front
/// end has compared contents. Everything the inlinable front end touches is marked
/// `@usableFromInline`, so `Changeset.init(from:to:)` is specialised for the caller's
/// content types (no generic dispatch or boxing per item) while the algorithm stays here.
@usableFromInline
struct DiffMatching {
    @usableFromInline var oldSectionStarts: [Int]
    @usableFromInline var newSectionStarts: [Int]
    @usableFromInline var oldItemSection: [Int32]
    @usableFromInline var newItemSection: [Int32]
    @usableFromInline var itemOldToNew: [Int32]
    @usableFromInline var itemNewToOld: [Int32]
    @usableFromInline var sectionOldToNew: [Int32]
    @usableFromInline var sectionNewToOld: [Int32]
    @usableFromInline var itemDuplicates: [(old: [Int32], new: [Int32])]
    @usableFromInline var sectionDuplicates: [(old: [Int32], new: [Int32])]

    /// The item pairing, kept to check its tag decisions (`unpairedItemIDsVerified`,
    /// `itemOldRepresentative`).
    private let itemPairing: IdentityPairing

    /// Phase 1 (pair): sections and items by id. Item ids come as their `hashID`s (or, with
    /// `keyedHashes`, `strongIDHashes`), flat and section-major; `oldSectionSizes[s]` items
    /// belong to old section s. Without `exactItems`, equal item hashes are taken as equal
    /// ids: the caller checks pairs and repeated old ids itself, then
    /// `unpairedItemIDsVerified`, and pairs again with `exactItems` when a check fails.
    /// - Complexity: O(n + m) expected.
    @usableFromInline
    init(oldSectionIDs: [String], newSectionIDs: [String], oldItemHashes: [UInt64], newItemHashes: [UInt64],
         oldSectionSizes: [Int], newSectionSizes: [Int], exactItems: IDComparer?, keyedHashes: Bool = false) {
        let sections = IdentityPairing(old: oldSectionIDs, new: newSectionIDs)
        itemPairing = IdentityPairing(oldHashes: oldItemHashes, newHashes: newItemHashes, exact: exactItems, bounded: !keyedHashes)
        (oldSectionStarts, oldItemSection) = Self.layout(oldSectionSizes)
        (newSectionStarts, newItemSection) = Self.layout(newSectionSizes)
        itemOldToNew = itemPairing.oldToNew
        itemNewToOld = itemPairing.newToOld
        sectionOldToNew = sections.oldToNew
        sectionNewToOld = sections.newToOld
        itemDuplicates = itemPairing.duplicateGroups
        sectionDuplicates = sections.duplicateGroups
    }

    /// The item hashes collide too often to pair by (`IdentityPairing.overloaded`): pair
    /// again with `strongIDHashes`.
    @usableFromInline
    var itemHashesOverloaded: Bool { itemPairing.overloaded }

    /// Checks the item pairing's tag decisions for new occurrences that are not paired;
    /// the caller checks pairs and old occurrences (`itemOldRepresentative`) itself.
    @usableFromInline
    func unpairedItemIDsVerified(_ same: IDComparer) -> Bool {
        itemPairing.verified(same, pairs: false, old: false)
    }

    /// The first occurrence of each old item's id (flat indices); empty when no old id repeats.
    @usableFromInline
    var itemOldRepresentative: [Int32] { itemPairing.oldRepresentative }

    /// Phases 3 (schedule) and 4 (place): anchors and stages, then every index in its stage's states.
    /// `itemChanged` is per new item, `sectionChanged` per new section;
    /// `pairedOldSection[j]` is `oldItemSection[itemNewToOld[j]]`, or -1 for an insert.
    @usableFromInline
    func plan(itemChanged: [Bool], sectionChanged: [Bool], pairedOldSection: [Int32], staging: Staging) -> [PlannedStage] {
        let facts = DiffFacts(
            oldSectionStarts: oldSectionStarts, newSectionStarts: newSectionStarts,
            oldItemSection: oldItemSection, newItemSection: newItemSection,
            itemOldToNew: itemOldToNew, itemNewToOld: itemNewToOld,
            sectionOldToNew: sectionOldToNew, sectionNewToOld: sectionNewToOld,
            itemChanged: itemChanged, sectionChanged: sectionChanged, pairedOldSection: pairedOldSection)
        return planStages(facts, DiffSchedule(facts, staging: staging))
    }

    /// Section and index of flat old item `i`. Inlinable: the front end calls it per
    /// materialised change, and a call across the module boundary is not free.
    @inlinable @inline(__always)
    func oldLocation(_ i: Int) -> (section: Int, item: Int) {
        let s = Int(oldItemSection[i])
        return (s, i - oldSectionStarts[s])
    }

    @inlinable @inline(__always)
    func newLocation(_ j: Int) -> (section: Int, item: Int) {
        let t = Int(newItemSection[j])
        return (t, j - newSectionStarts[t])
    }

    /// Calls `body` with the buffers that locate each new item's pair.
    @inlinable @inline(__always)
    func withPairBuffers<R>(_ body: (PairBuffers) -> R) -> R {
        withBuffers(itemNewToOld, oldItemSection) { newToOld, oldItemSection in
            oldSectionStarts.withUnsafeBufferPointer { oldSectionStarts in
                body(PairBuffers(newToOld: newToOld, oldItemSection: oldItemSection, oldSectionStarts: oldSectionStarts))
            }
        }
    }

    /// Section start offsets (count + 1 entries) and the section of every flat item.
    private static func layout(_ sizes: [Int]) -> (starts: [Int], itemSection: [Int32]) {
        var starts = [Int]()
        starts.reserveCapacity(sizes.count + 1)
        var total = 0
        for size in sizes { starts.append(total); total += size }
        starts.append(total)
        var itemSection = [Int32]()
        itemSection.reserveCapacity(total)
        for (s, size) in sizes.enumerated() { itemSection.append(contentsOf: repeatElement(Int32(truncatingIfNeeded: s), count: size)) }
        return (starts, itemSection)
    }
}

/// The pairing's flat arrays as raw buffers (see `DiffMatching.withPairBuffers`).
@usableFromInline
struct PairBuffers {
    @usableFromInline let newToOld: UnsafeBufferPointer<Int32>
    @usableFromInline let oldItemSection: UnsafeBufferPointer<Int32>
    @usableFromInline let oldSectionStarts: UnsafeBufferPointer<Int>

    @inlinable
    init(newToOld: UnsafeBufferPointer<Int32>, oldItemSection: UnsafeBufferPointer<Int32>, oldSectionStarts: UnsafeBufferPointer<Int>) {
        self.newToOld = newToOld
        self.oldItemSection = oldItemSection
        self.oldSectionStarts = oldSectionStarts
    }
}
