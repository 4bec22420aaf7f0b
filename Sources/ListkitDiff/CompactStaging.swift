/// `Staging.compact`: the fewest stages. Reloads share batches with structure wherever
/// `BatchUpdateRules` allows it, so most diffs are one stage.
///
/// Stage rules (docs/changesets.md explains each against UIKit):
/// - item deletes, inserts and anchor reloads: stage 1;
/// - item moves: stage 1, or 2 when the target section is inserted (it exists from stage 1);
/// - reload of a moved item: the stage after its move, at its new place;
/// - section inserts: stage 1; section deletes: the stage after the last item moved out;
/// - section moves, then section reloads: the first stage in which no item change
///   touches the section (and, for a reload, not the stage of its own move).
extension StageAssignment {
    /// Assigns every change its compact stage; returns the item changes per stage.
    /// - Complexity: O(n + m + sections).
    mutating func assignCompact(_ f: DiffFacts, _ anchors: Anchors) -> [ItemChangeCounts] {
        let oldSectionCount = f.sectionOldToNew.count, newSectionCount = f.sectionNewToOld.count
        // Phase 3.2 (schedule.items): each section collects the stages its items use (bit k).
        var oldSectionMask = [UInt16](repeating: 0, count: oldSectionCount)
        var newSectionMask = [UInt16](repeating: 0, count: newSectionCount)
        var lastMoveOut = [UInt8](repeating: 0, count: oldSectionCount)
        // Inserts and deletes are all at stage 1; moves at 1 or 2, reloads at 1 to 3.
        var counts = [ItemChangeCounts](repeating: ItemChangeCounts(), count: 3)
        for j in 0..<f.itemNewToOld.count {
            let t = Int(f.newItemSection[j])
            let targetInserted = f.sectionNewToOld[t] < 0
            let i = Int(f.itemNewToOld[j])
            if i < 0 {
                newItemArrive[j] = 1
                if !targetInserted { newSectionMask[t] |= 1 << 1; counts[0].inserts += 1 }   // implicit when the section is new
                continue
            }
            if anchors.items[j] {
                if f.itemChanged[j] { newItemReload[j] = 1; newSectionMask[t] |= 1 << 1; counts[0].updates += 1 }
                continue
            }
            let move: UInt8 = targetInserted ? 2 : 1
            newItemArrive[j] = move
            oldItemLeave[i] = move
            let s = Int(f.pairedOldSection[j])
            oldSectionMask[s] |= 1 << move
            newSectionMask[t] |= 1 << move
            lastMoveOut[s] = max(lastMoveOut[s], move)
            counts[Int(move) - 1].moves += 1
            if f.itemChanged[j] {
                newItemReload[j] = move + 1
                newSectionMask[t] |= 1 << (move + 1)
                counts[Int(move)].updates += 1
            }
        }
        for i in 0..<f.itemOldToNew.count where f.itemOldToNew[i] < 0 {
            let s = Int(f.oldItemSection[i])
            if f.sectionOldToNew[s] >= 0 { oldItemLeave[i] = 1; oldSectionMask[s] |= 1 << 1; counts[0].deletes += 1 }
        }

        // Phase 3.3 (schedule.sections).
        for s in 0..<oldSectionCount where f.sectionOldToNew[s] < 0 {
            oldSectionLeave[s] = lastMoveOut[s] + 1
        }
        for t in 0..<newSectionCount {
            let s = Int(f.sectionNewToOld[t])
            if s < 0 { newSectionArrive[t] = 1; continue }
            var mask = newSectionMask[t] | oldSectionMask[s]
            if !anchors.sections[t] {
                let move = DiffSchedule.firstFreeStage(mask)
                newSectionArrive[t] = move
                oldSectionLeave[s] = move
                mask |= 1 << move
            }
            if f.sectionChanged[t] { newSectionReload[t] = DiffSchedule.firstFreeStage(mask) }
        }
        itemsLeaveWithDeletedSections(f)
        return counts
    }

    /// Items of a deleted section go with it (no item change is emitted for them). Only
    /// deleted sections' items are visited: most diffs delete no section.
    mutating func itemsLeaveWithDeletedSections(_ f: DiffFacts) {
        for s in 0..<f.sectionOldToNew.count where f.sectionOldToNew[s] < 0 {
            for i in f.oldSectionStarts[s]..<f.oldSectionStarts[s + 1] where f.itemOldToNew[i] < 0 {
                oldItemLeave[i] = oldSectionLeave[s]
            }
        }
    }
}
