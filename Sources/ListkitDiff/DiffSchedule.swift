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
/// else that survives moves exactly once — that is what makes the move count minimal.
///
/// Stage rules (docs/changesets.md explains each against UIKit):
/// - item deletes, inserts and anchor reloads: stage 1;
/// - item moves: stage 1, or 2 when the target section is inserted (it exists from stage 1);
/// - reload of a moved item: the stage after its move, at its new place;
/// - section inserts: stage 1; section deletes: the stage after the last item moved out;
/// - section moves, then section reloads: the first stage in which no item change
///   touches the section (and, for a reload, not the stage of its own move).
struct DiffSchedule {
    /// Stage at which each old item leaves its place (delete or move); 0 for anchors.
    var oldItemLeave: [UInt8]
    /// Stage at which each new item takes its place (insert or move); 0 for anchors.
    var newItemArrive: [UInt8]
    /// Stage at which each new item is reloaded; 0 when its content is unchanged.
    var newItemReload: [UInt8]
    var oldSectionLeave: [UInt8]
    var newSectionArrive: [UInt8]
    var newSectionReload: [UInt8]
    var stageCount = 0
    /// First and last stages that change structure (not just reload); the states before
    /// the first and after the last are the old and the new list.
    var firstStructuralStage = Int.max
    var lastStructuralStage = 0
    /// Item changes per stage (index 0 is stage 1), counted as stages are assigned, so that
    /// `planStages` reserves its arrays exactly: growing them copied each many times over.
    var itemChangeCounts: [(inserts: Int, deletes: Int, moves: Int, updates: Int)] = []

    /// - Complexity: O(n + m) plus the longest-increasing-subsequence cost per section.
    init(_ f: DiffFacts) {
        let oldSectionCount = f.sectionOldToNew.count, newSectionCount = f.sectionNewToOld.count
        let oldCount = f.itemOldToNew.count, newCount = f.itemNewToOld.count
        var oldItemLeave = [UInt8](repeating: 0, count: oldCount)
        var newItemArrive = [UInt8](repeating: 0, count: newCount)
        var newItemReload = [UInt8](repeating: 0, count: newCount)
        var oldSectionLeave = [UInt8](repeating: 0, count: oldSectionCount)
        var newSectionArrive = [UInt8](repeating: 0, count: newSectionCount)
        var newSectionReload = [UInt8](repeating: 0, count: newSectionCount)

        // Phase 3.1 (schedule.anchors).
        let sectionAnchor = Self.sectionAnchors(f)
        let itemAnchor = Self.itemAnchors(f)

        // Phase 3.2 (schedule.items): item stages; each section collects the stages its items use (bit k).
        var oldSectionMask = [UInt16](repeating: 0, count: oldSectionCount)
        var newSectionMask = [UInt16](repeating: 0, count: newSectionCount)
        var lastMoveOut = [UInt8](repeating: 0, count: oldSectionCount)
        // Inserts and deletes are all at stage 1; moves at 1 or 2, reloads at 1 to 3.
        var inserts = 0, deletes = 0, moves = (0, 0), reloads = (0, 0, 0)
        for j in 0..<newCount {
            let t = Int(f.newItemSection[j])
            let targetInserted = f.sectionNewToOld[t] < 0
            let i = Int(f.itemNewToOld[j])
            if i < 0 {
                newItemArrive[j] = 1
                if !targetInserted { newSectionMask[t] |= 1 << 1; inserts += 1 }   // implicit when the section is new
                continue
            }
            if itemAnchor[j] {
                if f.itemChanged[j] { newItemReload[j] = 1; newSectionMask[t] |= 1 << 1; reloads.0 += 1 }
                continue
            }
            let move: UInt8 = targetInserted ? 2 : 1
            newItemArrive[j] = move
            oldItemLeave[i] = move
            let s = Int(f.pairedOldSection[j])
            oldSectionMask[s] |= 1 << move
            newSectionMask[t] |= 1 << move
            lastMoveOut[s] = max(lastMoveOut[s], move)
            if move == 1 { moves.0 += 1 } else { moves.1 += 1 }
            if f.itemChanged[j] {
                newItemReload[j] = move + 1
                newSectionMask[t] |= 1 << (move + 1)
                if move == 1 { reloads.1 += 1 } else { reloads.2 += 1 }
            }
        }
        for i in 0..<oldCount where f.itemOldToNew[i] < 0 {
            let s = Int(f.oldItemSection[i])
            if f.sectionOldToNew[s] >= 0 { oldItemLeave[i] = 1; oldSectionMask[s] |= 1 << 1; deletes += 1 }
        }

        // Phase 3.3 (schedule.sections): section stages.
        for s in 0..<oldSectionCount where f.sectionOldToNew[s] < 0 {
            oldSectionLeave[s] = lastMoveOut[s] + 1
        }
        for t in 0..<newSectionCount {
            let s = Int(f.sectionNewToOld[t])
            if s < 0 { newSectionArrive[t] = 1; continue }
            var mask = newSectionMask[t] | oldSectionMask[s]
            if !sectionAnchor[t] {
                let move = Self.firstFreeStage(mask)
                newSectionArrive[t] = move
                oldSectionLeave[s] = move
                mask |= 1 << move
            }
            if f.sectionChanged[t] { newSectionReload[t] = Self.firstFreeStage(mask) }
        }
        // Items of a deleted section go with it (no item change is emitted for them). Only
        // deleted sections' items are visited: most diffs delete no section.
        for s in 0..<oldSectionCount where f.sectionOldToNew[s] < 0 {
            for i in f.oldSectionStarts[s]..<f.oldSectionStarts[s + 1] where f.itemOldToNew[i] < 0 {
                oldItemLeave[i] = oldSectionLeave[s]
            }
        }

        // Locals until here: writing `self`'s arrays element by element inside `init` is
        // markedly slower.
        self.oldItemLeave = oldItemLeave
        self.newItemArrive = newItemArrive
        self.newItemReload = newItemReload
        self.oldSectionLeave = oldSectionLeave
        self.newSectionArrive = newSectionArrive
        self.newSectionReload = newSectionReload

        // Phase 3.4 (schedule.count): stage count and the structural range, as byte minima
        // and maxima in locals, which the compiler vectorises (a branch and two `Int` updates
        // of `self` per element are not). `stage &- 1` wraps 0 (no change) to 255, so it
        // never wins the minimum.
        var lowest = UInt8.max, highest: UInt8 = 0, reloadHighest: UInt8 = 0
        for stages in [oldItemLeave, newItemArrive, oldSectionLeave, newSectionArrive] {
            stages.withUnsafeBufferPointer { stages in
                for stage in stages {
                    lowest = min(lowest, stage &- 1)
                    highest = max(highest, stage)
                }
            }
        }
        for stages in [newItemReload, newSectionReload] {
            stages.withUnsafeBufferPointer { stages in
                for stage in stages { reloadHighest = max(reloadHighest, stage) }
            }
        }
        if highest > 0 {
            firstStructuralStage = Int(lowest) + 1
            lastStructuralStage = Int(highest)
        }
        stageCount = Int(max(highest, reloadHighest))
        itemChangeCounts = Array(repeating: (inserts: 0, deletes: 0, moves: 0, updates: 0), count: stageCount)
        if stageCount > 0 { itemChangeCounts[0] = (inserts, deletes, moves.0, reloads.0) }
        if stageCount > 1 { itemChangeCounts[1].moves = moves.1; itemChangeCounts[1].updates = reloads.1 }
        if stageCount > 2 { itemChangeCounts[2].updates = reloads.2 }
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
        // Per section: its survivors' old positions (values) and new positions, then the
        // subsequence's own scratch.
        let scratch = UnsafeMutablePointer<Int32>.allocate(capacity: 5 * largest)
        defer { scratch.deallocate() }
        let values = scratch, positions = scratch + largest
        anchor.withUnsafeMutableBufferPointer { anchor in
            f.itemNewToOld.withUnsafeBufferPointer { newToOld in
                f.pairedOldSection.withUnsafeBufferPointer { pairedOldSection in
                    for t in 0..<f.sectionNewToOld.count {
                        let s = f.sectionNewToOld[t]
                        guard s >= 0 else { continue }
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
                }
            }
        }
        return anchor
    }

    /// The lowest stage ≥ 1 whose bit is clear in `mask`.
    private static func firstFreeStage(_ mask: UInt16) -> UInt8 {
        UInt8(truncatingIfNeeded: (~mask & ~1).trailingZeroBitCount)
    }
}
