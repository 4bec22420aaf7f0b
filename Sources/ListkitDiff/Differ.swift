// The diff, top to bottom. Phase numbers are unique across the diff's files: sub-phases
// are numbered within their phase (1.2 is the second step of pairing, in IdentityPairing).
//   public API  — Changeset.init(from:to:staging:), inlinable so it is specialised per content type
//   phase 1     — pair sections and items by id, FIFO for duplicates     (DiffMatching, IdentityPairing 1.1–1.4)
//   phase 2     — compare the content of every paired section and item   (here, generic)
//   phase 3     — anchors (longest increasing subsequences) and stages    (DiffSchedule 3.1–3.4, StagingRules)
//   phase 4     — indices in the states before and after every stage     (StagePlanner, StageLayout)
//   phase 5     — materialise stages with ids and content; warnings      (here, generic)

extension Changeset {
    /// The staged batch updates that turn `old` into `new`.
    ///
    /// Identity is the id (UTF-8 bytes); content is compared in full with `==`. Moves are
    /// minimal: within a section the items that keep their relative order are a longest
    /// increasing subsequence of the survivors and only the others move; items whose
    /// section changes always move; sections likewise. Duplicate ids are paired
    /// first-in-first-out and reported in `warnings`. Output is deterministic. `staging`
    /// decides only which changes share a batch (`Staging`); the changes are the same.
    ///
    /// - Complexity: O(n + m) expected time and memory for n old and m new items, plus
    ///   O(k log k) for the k survivors of a section that are out of order (the longest
    ///   increasing subsequence); no input is quadratic.
    @inlinable
    public init(from old: [Section], to new: [Section], staging: Staging = .safe) {
        // Phase 1 (pair): by id. Equal hashes are taken as equal ids here and checked below.
        var oldHashes = itemIDHashes(of: old), newHashes = itemIDHashes(of: new)
        let oldSectionIDs = old.map(\.id), newSectionIDs = new.map(\.id)
        // Closures, not `\.items.count`: a key path through two properties is read by the
        // runtime (`swift_getAtKeyPath`) on every section.
        let oldSizes = old.map { $0.items.count }, newSizes = new.map { $0.items.count }
        var pairing = DiffMatching(
            oldSectionIDs: oldSectionIDs, newSectionIDs: newSectionIDs, oldItemHashes: oldHashes, newItemHashes: newHashes,
            oldSectionSizes: oldSizes, newSectionSizes: newSizes, exactItems: nil)
        var keyed = false
        if pairing.itemHashesOverloaded {
            (oldHashes, newHashes, pairing) = Self.pairedByStrongHashes(old, new, exactItems: nil)
            keyed = true
        }

        // Phase 2 (diff.compare): content of paired items, and their ids checked byte for byte.
        var itemChanged = [Bool](repeating: false, count: newHashes.count)
        // The old section of each new item's pair, read here where the old item is loaded
        // anyway: later passes then read it in new order instead of one random access
        // per moved item into `oldItemSection`.
        var pairedOldSection = [Int32](repeating: -1, count: newHashes.count)
        let same = Self.itemComparer(old, new, pairing)
        if !Self.compareContents(old, new, pairing, &itemChanged, &pairedOldSection) || !Self.repeatedOldIDsVerified(old, pairing) || !pairing.unpairedItemIDsVerified(same) {
            // Two different ids met with equal hashes (rare): pair again comparing bytes.
            pairing = DiffMatching(
                oldSectionIDs: oldSectionIDs, newSectionIDs: newSectionIDs, oldItemHashes: oldHashes, newItemHashes: newHashes,
                oldSectionSizes: oldSizes, newSectionSizes: newSizes, exactItems: same, keyedHashes: keyed)
            if pairing.itemHashesOverloaded {   // distinct ids with equal fast hashes, crafted
                pairing = Self.pairedByStrongHashes(old, new, exactItems: same).2
            }
            pairedOldSection = [Int32](repeating: -1, count: newHashes.count)
            itemChanged = [Bool](repeating: false, count: newHashes.count)
            _ = Self.compareContents(old, new, pairing, &itemChanged, &pairedOldSection)
        }
        // From here on a constant: methods called on a captured variable copied the whole
        // struct for every change materialised.
        let matching = pairing
        (oldHashes, newHashes) = ([], [])   // freed before planning, which reuses their pages
        var sectionChanged = [Bool](repeating: false, count: new.count)
        for t in new.indices where matching.sectionNewToOld[t] >= 0 {
            sectionChanged[t] = old[Int(matching.sectionNewToOld[t])].content != new[t].content
        }

        // Phases 3 (schedule) and 4 (place): stages, then indices.
        let planned = matching.plan(itemChanged: itemChanged, sectionChanged: sectionChanged, pairedOldSection: pairedOldSection,
                                    staging: staging)

        // Phase 5 (materialise): ids and content (DiffMaterialisation).
        let stages = Self.materialise(planned, matching, old: old, new: new)
        let warnings = Self.duplicateWarnings(matching, old: old, new: new)
        self.init(stages: stages, warnings: warnings)
    }
}

extension Changeset {
    /// Phase 2 (diff.compare) for every pair of `matching`: per new item, whether its content
    /// changed and the old section of its pair. False when some pair's ids differ in bytes.
    /// - Complexity: O(m) for m new items, plus the content comparisons.
    @inlinable
    static func compareContents(_ old: [Section], _ new: [Section], _ matching: DiffMatching,
                                _ itemChanged: inout [Bool], _ pairedOldSection: inout [Int32]) -> Bool {
        let oldItems = itemBases(old)
        defer { withExtendedLifetime(old) {} }   // `oldItems` points into it
        return withMutableBuffers(&itemChanged, &pairedOldSection) { itemChanged, pairedOldSection in
            matching.withPairBuffers { pairs in
                compareSections(new, oldItems, pairs, itemChanged, pairedOldSection)
            }
        }
    }

    /// `compareContents` over raw buffers, one new section at a time.
    @inlinable @inline(__always)
    static func compareSections(_ new: [Section], _ oldItems: [UnsafePointer<Item>?], _ pairs: PairBuffers,
                                _ itemChanged: UnsafeMutableBufferPointer<Bool>,
                                _ pairedOldSection: UnsafeMutableBufferPointer<Int32>) -> Bool {
        oldItems.withUnsafeBufferPointer { oldItems in
            var idsAgree = true, j = 0
            for section in new {
                let agree = section.items.withUnsafeBufferPointer { items in
                    compareSection(items, startingAt: j, oldItems, pairs, itemChanged, pairedOldSection)
                }
                if !agree { idsAgree = false }
                j += section.items.count
            }
            return idsAgree
        }
    }

    /// One new section's items (flat indices from `start`) against their pairs.
    @inlinable @inline(__always)
    static func compareSection(_ items: UnsafeBufferPointer<Item>, startingAt start: Int, _ oldItems: UnsafeBufferPointer<UnsafePointer<Item>?>,
                               _ pairs: PairBuffers, _ itemChanged: UnsafeMutableBufferPointer<Bool>,
                               _ pairedOldSection: UnsafeMutableBufferPointer<Int32>) -> Bool {
        var idsAgree = true
        for k in items.indices {
            let j = start + k, i = Int(pairs.newToOld[j])
            guard i >= 0 else { continue }
            let s = Int(pairs.oldItemSection[i])
            pairedOldSection[j] = Int32(truncatingIfNeeded: s)
            let oldItem = oldItems[s]! + (i - pairs.oldSectionStarts[s])
            itemChanged[j] = oldItem.pointee.content != items[k].content
            if !sameItemID(oldItem, items.baseAddress! + k) { idsAgree = false }
        }
        return idsAgree
    }

    /// Phase 1 (pair) again, with keyed hashes: the fast hash let too many ids collide (crafted
    /// ids can), and no input may make the diff quadratic. Out of line: it never runs on
    /// ordinary input and would only weigh on the specialised front end.
    @inlinable @inline(never)
    static func pairedByStrongHashes(_ old: [Section], _ new: [Section], exactItems: IDComparer?) -> (old: [UInt64], new: [UInt64], DiffMatching) {
        let oldHashes = strongIDHashes(old.lazy.flatMap { $0.items.lazy.map(\.id) })
        let newHashes = strongIDHashes(new.lazy.flatMap { $0.items.lazy.map(\.id) })
        return (oldHashes, newHashes, DiffMatching(
            oldSectionIDs: old.map(\.id), newSectionIDs: new.map(\.id), oldItemHashes: oldHashes, newItemHashes: newHashes,
            oldSectionSizes: old.map { $0.items.count }, newSectionSizes: new.map { $0.items.count }, exactItems: exactItems,
            keyedHashes: true))
    }

    /// Checks that every old item has the id of the first occurrence the pairing took it for
    /// (tag decisions, like pairs in the content pass). Inline, not through `IDComparer`:
    /// with one id repeated a million times, a closure call per item dominated the diff.
    /// - Complexity: O(n) for n old items; nothing when no old id repeats.
    @inlinable
    static func repeatedOldIDsVerified(_ old: [Section], _ matching: DiffMatching) -> Bool {
        let representative = matching.itemOldRepresentative
        guard !representative.isEmpty else { return true }
        var i = 0
        for section in old {
            let agree = section.items.withUnsafeBufferPointer { items in
                for k in items.indices {
                    defer { i += 1 }
                    let r = Int(representative[i])
                    if r == i { continue }
                    let (s, l) = matching.oldLocation(r)
                    let same = old[s].items.withUnsafeBufferPointer { sameItemID($0.baseAddress! + l, items.baseAddress! + k) }
                    if !same { return false }
                }
                return true
            }
            if !agree { return false }
        }
        return true
    }

    /// The address of each section's first item (nil for an empty section), for passes that
    /// visit old items in new order. Taking `old[s].items.withUnsafeBufferPointer` per item
    /// instead retained and released the section's array every time. Valid while `sections` is alive and unmutated (an
    /// array's storage does not move then): callers hold it with `withExtendedLifetime`.
    /// Formally the standard library promises an array's address only inside its
    /// `withUnsafeBufferPointer`; nesting one closure per section instead would recurse once
    /// per section (a stack as deep as the list has sections), so this one place rests on
    /// native arrays' stable storage.
    /// - Complexity: O(s) for s sections.
    @inlinable
    static func itemBases(_ sections: [Section]) -> [UnsafePointer<Item>?] {
        sections.map { $0.items.withUnsafeBufferPointer { $0.baseAddress } }
    }

    /// Byte equality of flat old and new items' ids, for checking and exact pairing.
    @inlinable
    static func itemComparer(_ old: [Section], _ new: [Section], _ matching: DiffMatching) -> IDComparer {
        func same(_ a: [Section], _ i: (section: Int, item: Int), _ b: [Section], _ j: (section: Int, item: Int)) -> Bool {
            a[i.section].items.withUnsafeBufferPointer { x in
                b[j.section].items.withUnsafeBufferPointer { y in sameItemID(x.baseAddress! + i.item, y.baseAddress! + j.item) }
            }
        }
        return IDComparer(
            old: { same(old, matching.oldLocation($0), old, matching.oldLocation($1)) },
            oldNew: { same(old, matching.oldLocation($0), new, matching.newLocation($1)) },
            new: { same(new, matching.newLocation($0), new, matching.newLocation($1)) })
    }
}

extension ItemPath {
    @usableFromInline
    init(_ location: (section: Int, item: Int)) {
        self.init(section: location.section, item: location.item)
    }
}
