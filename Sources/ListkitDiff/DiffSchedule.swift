/// What the generic front end learned about the two lists, as flat arrays.
///
/// Items are numbered section-major ("flat" indices): old item `i` lives in old section
/// `oldItemSection[i]` at index `i - oldSectionStarts[section]`. Same for new.
struct DiffFacts {
    var oldSectionStarts: [Int]     // section count + 1 entries
    var newSectionStarts: [Int]
    var oldItemSection: [Int32]
    var newItemSection: [Int32]
    var itemOldToNew: [Int32]       // -1: deleted
    var itemNewToOld: [Int32]       // -1: inserted
    var sectionOldToNew: [Int32]
    var sectionNewToOld: [Int32]
    var itemChanged: [Bool]         // per new item; meaningful for paired items
    var sectionChanged: [Bool]      // per new section; meaningful for paired sections
    var pairedOldSection: [Int32]   // per new item: old section of its pair, -1 when inserted

    @inline(__always) func oldPath(_ i: Int) -> ItemPath {
        let section = Int(oldItemSection[i])
        return ItemPath(section: section, item: i - oldSectionStarts[section])
    }

    @inline(__always) func newPath(_ j: Int) -> ItemPath {
        let section = Int(newItemSection[j])
        return ItemPath(section: section, item: j - newSectionStarts[section])
    }
}

/// The stage (1-based) of every change, decided before any index is computed.
///
/// An *anchor* is an element that keeps its place: a surviving section in the longest
/// increasing subsequence of surviving sections, or an item that stays in its section and
/// is in that section's longest increasing subsequence. Anchors never move; everything
/// else that survives moves exactly once — that is what makes the move count minimal, in
/// either staging (`Staging`): the rules only decide *when* each change happens
/// (`StageAssignment.assignSafe`, `assignCompact`; docs/changesets.md).
struct DiffSchedule {
    /// The stage of every change.
    var assignment: StageAssignment
    var stageCount = 0
    /// First and last stages that change structure (not just reload); the states before
    /// the first and after the last are the old and the new list.
    var firstStructuralStage = Int.max
    var lastStructuralStage = 0
    /// Item changes per stage (index 0 is stage 1), counted as stages are assigned, so that
    /// `planStages` reserves its arrays exactly (growing them copied each many times over) and
    /// places items in an intermediate state only by the sides it looks them up by (`ItemSides`).
    var itemChangeCounts: [ItemChangeCounts] = []

    /// - Complexity: O(n + m) plus the longest-increasing-subsequence cost per section.
    init(_ f: DiffFacts, staging: Staging) {
        // Phase 3.1 (schedule.anchors).
        let anchors = Anchors(sections: Self.sectionAnchors(f), items: Self.itemAnchors(f))

        // Phases 3.2 (schedule.items) and 3.3 (schedule.sections): a stage for every change.
        assignment = StageAssignment(f)
        switch staging {
        case .safe: itemChangeCounts = assignment.assignSafe(f, anchors)
        case .compact: itemChangeCounts = assignment.assignCompact(f, anchors)
        }
        let a = assignment

        // Phase 3.4 (schedule.count): stage count and the structural range, as byte minima
        // and maxima in locals, which the compiler vectorises (a branch and two `Int` updates
        // of `self` per element are not). `stage &- 1` wraps 0 (no change) to 255, so it
        // never wins the minimum.
        var lowest = UInt8.max, highest: UInt8 = 0, reloadHighest: UInt8 = 0
        for stages in [a.oldItemLeave, a.newItemArrive, a.oldSectionLeave, a.newSectionArrive] {
            stages.withUnsafeBufferPointer { stages in
                for stage in stages {
                    lowest = min(lowest, stage &- 1)
                    highest = max(highest, stage)
                }
            }
        }
        for stages in [a.newItemReload, a.newSectionReload] {
            stages.withUnsafeBufferPointer { stages in
                for stage in stages { reloadHighest = max(reloadHighest, stage) }
            }
        }
        if highest > 0 {
            firstStructuralStage = Int(lowest) + 1
            lastStructuralStage = Int(highest)
        }
        stageCount = Int(max(highest, reloadHighest))
        itemChangeCounts.removeLast(max(0, itemChangeCounts.count - stageCount))
    }

    // MARK: - Helpers

    /// Surviving sections in the longest increasing subsequence of their old indices,
    /// taken in new order. Indexed by new section.
    private static func sectionAnchors(_ f: DiffFacts) -> [Bool] {
        var anchor = [Bool](repeating: false, count: f.sectionNewToOld.count)
        var values: [Int32] = [], positions: [Int32] = []
        for (t, s) in f.sectionNewToOld.enumerated() where s >= 0 {
            values.append(s)
            positions.append(Int32(t))
        }
        let scratch = UnsafeMutablePointer<Int32>.allocate(capacity: 3 * values.count)
        defer { scratch.deallocate() }
        values.withUnsafeBufferPointer { v in
            markLongestIncreasingSubsequence(v, scratch: scratch) { anchor[Int(positions[$0])] = true }
        }
        return anchor
    }

    /// Items that stay in their (surviving) section and are in that section's longest
    /// increasing subsequence of old positions, taken in new order. Indexed by new item.
    /// One scratch allocation, sized for the largest section, serves every section.
    private static func itemAnchors(_ f: DiffFacts) -> [Bool] {
        var anchor = [Bool](repeating: false, count: f.itemNewToOld.count)
        var largest = 0
        for t in 0..<f.sectionNewToOld.count { largest = max(largest, f.newSectionStarts[t + 1] - f.newSectionStarts[t]) }
        // One scratch for every section (see `markSectionAnchors`).
        let scratch = UnsafeMutablePointer<Int32>.allocate(capacity: 5 * largest)
        defer { scratch.deallocate() }
        anchor.withUnsafeMutableBufferPointer { anchor in
            withBuffers(f.itemNewToOld, f.pairedOldSection) { newToOld, pairedOldSection in
                for t in 0..<f.sectionNewToOld.count where f.sectionNewToOld[t] >= 0 {
                    markSectionAnchors(t, f, newToOld, pairedOldSection, anchor, scratch: scratch, largest: largest)
                }
            }
        }
        return anchor
    }

    /// New section `t`'s anchors: its items that stay in it (their pair is in its old
    /// section), in the longest increasing subsequence of their old positions. `scratch`
    /// holds 5 × `largest` values: the survivors' old positions, their new ones, then the
    /// subsequence's own scratch.
    @inline(__always)
    private static func markSectionAnchors(_ t: Int, _ f: DiffFacts, _ newToOld: UnsafeBufferPointer<Int32>,
                                           _ pairedOldSection: UnsafeBufferPointer<Int32>, _ anchor: UnsafeMutableBufferPointer<Bool>,
                                           scratch: UnsafeMutablePointer<Int32>, largest: Int) {
        let s = f.sectionNewToOld[t], values = scratch, positions = scratch + largest
        var count = 0
        for j in f.newSectionStarts[t]..<f.newSectionStarts[t + 1] {
            let i = newToOld[j]
            if i >= 0 && pairedOldSection[j] == s {
                values[count] = i
                positions[count] = Int32(truncatingIfNeeded: j)
                count += 1
            }
        }
        markLongestIncreasingSubsequence(UnsafeBufferPointer(start: values, count: count), scratch: scratch + 2 * largest) {
            anchor[Int(positions[$0])] = true
        }
    }

    /// The lowest stage ≥ 1 whose bit is clear in `mask`.
    static func firstFreeStage(_ mask: UInt16) -> UInt8 {
        UInt8(truncatingIfNeeded: (~mask & ~1).trailingZeroBitCount)
    }
}

/// Item changes that one stage holds, for reserving its arrays.
struct ItemChangeCounts {
    var inserts = 0, deletes = 0, moves = 0, updates = 0
}

/// Which elements keep their place: per new section, and per new item.
struct Anchors {
    var sections: [Bool]
    var items: [Bool]
}

/// The stage of every change as a staging assigns it (0: no change of that kind).
struct StageAssignment {
    /// Stage at which each old item leaves its place (delete or move); 0 for anchors.
    var oldItemLeave: [UInt8]
    /// Stage at which each new item takes its place (insert or move); 0 for anchors.
    var newItemArrive: [UInt8]
    /// Stage at which each new item is reloaded; 0 when its content is unchanged.
    var newItemReload: [UInt8]
    var oldSectionLeave: [UInt8]
    var newSectionArrive: [UInt8]
    var newSectionReload: [UInt8]

    init(_ f: DiffFacts) {
        oldItemLeave = [UInt8](repeating: 0, count: f.itemOldToNew.count)
        newItemArrive = [UInt8](repeating: 0, count: f.itemNewToOld.count)
        newItemReload = [UInt8](repeating: 0, count: f.itemNewToOld.count)
        oldSectionLeave = [UInt8](repeating: 0, count: f.sectionOldToNew.count)
        newSectionArrive = [UInt8](repeating: 0, count: f.sectionNewToOld.count)
        newSectionReload = [UInt8](repeating: 0, count: f.sectionNewToOld.count)
    }
}
