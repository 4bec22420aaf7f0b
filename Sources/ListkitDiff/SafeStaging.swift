/// `Staging.safe`: no batch mixes reloads with structure, and structure goes in the order
/// of DifferenceKit's sectioned algorithm (its `StagedChangeset` for sections), whose
/// stages exist for the reasons in docs/changesets.md:
///
/// 1. item reloads, at their old paths (DifferenceKit's "element updates" first: a reload
///    in a batch with a move or a section change is the pattern of rdar 27041784 and
///    33662307, and IGListKit turns such reloads into delete + insert);
/// 2. item deletes and section deletes;
/// 3. section inserts and section moves;
/// 4. item inserts and item moves;
/// 5. deletes of sections that items moved out of — DifferenceKit turns those items into
///    a delete and an insert instead; here they keep their identity (and the moves stay
///    minimal), so their old section must outlive stage 4;
/// 6. section reloads, at their new index.
///
/// Empty stages are dropped and the rest numbered from 1. Items of an inserted section
/// come with it (stage 3); items of a deleted one go with it.
extension StageAssignment {
    /// The six steps above, as stage numbers before empty ones are dropped.
    private enum Step {
        static let itemReloads: UInt8 = 1, deletes: UInt8 = 2, sectionStructure: UInt8 = 3
        static let itemStructure: UInt8 = 4, emptiedSectionDeletes: UInt8 = 5, sectionReloads: UInt8 = 6
    }

    /// Assigns every change its safe stage; returns the item changes per stage.
    /// - Complexity: O(n + m + sections).
    mutating func assignSafe(_ f: DiffFacts, _ anchors: Anchors) -> [ItemChangeCounts] {
        var counts = [ItemChangeCounts](repeating: ItemChangeCounts(), count: 6)
        var used: UInt8 = 0   // bit k: step k holds a change
        var movedOut = [Bool](repeating: false, count: f.sectionOldToNew.count)

        // Phase 3.2 (schedule.items).
        for j in 0..<f.itemNewToOld.count {
            let i = Int(f.itemNewToOld[j])
            if i < 0 {
                let targetInserted = f.sectionNewToOld[Int(f.newItemSection[j])] < 0
                newItemArrive[j] = targetInserted ? Step.sectionStructure : Step.itemStructure
                if !targetInserted { counts[3].inserts += 1 }
                continue
            }
            if f.itemChanged[j] { newItemReload[j] = Step.itemReloads; counts[0].updates += 1 }
            if anchors.items[j] { continue }
            newItemArrive[j] = Step.itemStructure
            oldItemLeave[i] = Step.itemStructure
            movedOut[Int(f.pairedOldSection[j])] = true
            counts[3].moves += 1
        }
        for i in 0..<f.itemOldToNew.count where f.itemOldToNew[i] < 0 && f.sectionOldToNew[Int(f.oldItemSection[i])] >= 0 {
            oldItemLeave[i] = Step.deletes
            counts[1].deletes += 1
        }
        if counts[0].updates > 0 { used |= 1 << Step.itemReloads }
        if counts[1].deletes > 0 { used |= 1 << Step.deletes }
        if counts[3].inserts + counts[3].moves > 0 { used |= 1 << Step.itemStructure }

        // Phase 3.3 (schedule.sections).
        for s in 0..<f.sectionOldToNew.count where f.sectionOldToNew[s] < 0 {
            oldSectionLeave[s] = movedOut[s] ? Step.emptiedSectionDeletes : Step.deletes
            used |= 1 << oldSectionLeave[s]
        }
        for t in 0..<f.sectionNewToOld.count {
            let s = Int(f.sectionNewToOld[t])
            if s < 0 || !anchors.sections[t] {
                newSectionArrive[t] = Step.sectionStructure
                if s >= 0 { oldSectionLeave[s] = Step.sectionStructure }
                used |= 1 << Step.sectionStructure
            }
            if s >= 0 && f.sectionChanged[t] {
                newSectionReload[t] = Step.sectionReloads
                used |= 1 << Step.sectionReloads
            }
        }
        itemsLeaveWithDeletedSections(f)
        return dropEmptySteps(used, counts)
    }

    /// Renumbers the steps that hold a change 1, 2, …; returns their item counts.
    private mutating func dropEmptySteps(_ used: UInt8, _ counts: [ItemChangeCounts]) -> [ItemChangeCounts] {
        var kept: [ItemChangeCounts] = []
        for step in Step.itemReloads...Step.sectionReloads where used & (1 << step) != 0 { kept.append(counts[Int(step) - 1]) }
        // Each empty step below a used one lowers every later stage by one: highest first,
        // so that a stage lowered once is still above the lower empty steps.
        for step in (Step.itemReloads...Step.sectionReloads).reversed() where used & (1 << step) == 0 && used >> step != 0 {
            Self.lower(&oldItemLeave, above: step)
            Self.lower(&newItemArrive, above: step)
            Self.lower(&newItemReload, above: step)
            Self.lower(&oldSectionLeave, above: step)
            Self.lower(&newSectionArrive, above: step)
            Self.lower(&newSectionReload, above: step)
        }
        return kept
    }

    /// Every stage above `step` one lower (0, no change, stays). Branch-free, so that the
    /// compiler vectorises it: it runs over every item, where a look-up table per element did not.
    private static func lower(_ stages: inout [UInt8], above step: UInt8) {
        stages.withUnsafeMutableBufferPointer { stages in
            for k in stages.indices { stages[k] &-= stages[k] > step ? 1 : 0 }
        }
    }
}
