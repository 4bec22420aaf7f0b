/// One stage with every index resolved, still referring to elements by flat index (the
/// generic front end turns these into `Changeset.Stage` values with ids and content).
@usableFromInline
struct PlannedStage {
    @usableFromInline var sectionDeletes: [(index: Int, old: Int)] = []
    @usableFromInline var sectionInserts: [(index: Int, new: Int)] = []
    @usableFromInline var sectionMoves: [(from: Int, to: Int, new: Int)] = []
    @usableFromInline var sectionUpdates: [(index: Int, new: Int)] = []
    @usableFromInline var itemDeletes: [(path: ItemPath, old: Int)] = []
    @usableFromInline var itemInserts: [(path: ItemPath, new: Int)] = []
    @usableFromInline var itemMoves: [(from: ItemPath, to: ItemPath, new: Int)] = []
    @usableFromInline var itemUpdates: [(path: ItemPath, new: Int)] = []
}

/// Resolves a schedule into stages: deletes, reloads and move sources at their index in
/// the state before their stage, inserts and move targets in the state after it.
///
/// - Complexity: O(n + m) per stage whose surrounding states are neither the old nor the
///   new list (rare: only section-level interplay produces them), O(n + m) overall
///   otherwise, plus sorting any list that does not come out in order.
func planStages(_ f: DiffFacts, _ p: DiffSchedule) -> [PlannedStage] {
    guard p.stageCount > 0 else { return [] }
    let layouts = (0...p.stageCount).map { StageLayout(after: $0, facts: f, schedule: p, items: itemSidesRead(after: $0, p)) }
    var stages = [PlannedStage](repeating: PlannedStage(), count: p.stageCount)
    for (k, counts) in p.itemChangeCounts.enumerated() {
        stages[k].itemInserts.reserveCapacity(counts.inserts)
        stages[k].itemDeletes.reserveCapacity(counts.deletes)
        stages[k].itemMoves.reserveCapacity(counts.moves)
        stages[k].itemUpdates.reserveCapacity(counts.updates)
    }

    // Items, by new side: inserts, moves, reloads.
    for j in 0..<f.itemNewToOld.count {
        let i = Int(f.itemNewToOld[j])
        let arrive = Int(p.assignment.newItemArrive[j])
        if i < 0 {
            if f.sectionNewToOld[Int(f.newItemSection[j])] >= 0 {
                stages[arrive - 1].itemInserts.append((layouts[arrive].path(new: j, f), j))
            }
        } else if arrive != 0 {
            stages[arrive - 1].itemMoves.append((layouts[arrive - 1].path(old: i, f), layouts[arrive].path(new: j, f), j))
        }
        let reload = Int(p.assignment.newItemReload[j])
        if reload != 0 {
            stages[reload - 1].itemUpdates.append((layouts[reload - 1].path(new: j, f), j))
        }
    }
    // Items, by old side: deletes from surviving sections.
    for i in 0..<f.itemOldToNew.count where f.itemOldToNew[i] < 0 && f.sectionOldToNew[Int(f.oldItemSection[i])] >= 0 {
        let leave = Int(p.assignment.oldItemLeave[i])
        stages[leave - 1].itemDeletes.append((layouts[leave - 1].path(old: i, f), i))
    }
    // Sections.
    for t in 0..<f.sectionNewToOld.count {
        let s = Int(f.sectionNewToOld[t])
        let arrive = Int(p.assignment.newSectionArrive[t])
        if s < 0 {
            stages[arrive - 1].sectionInserts.append((layouts[arrive].section(new: t, f), t))
        } else if arrive != 0 {
            stages[arrive - 1].sectionMoves.append((layouts[arrive - 1].section(old: s, f), layouts[arrive].section(new: t, f), t))
        }
        let reload = Int(p.assignment.newSectionReload[t])
        if reload != 0 {
            stages[reload - 1].sectionUpdates.append((layouts[reload - 1].section(new: t, f), t))
        }
    }
    for s in 0..<f.sectionOldToNew.count where f.sectionOldToNew[s] < 0 {
        let leave = Int(p.assignment.oldSectionLeave[s])
        stages[leave - 1].sectionDeletes.append((layouts[leave - 1].section(old: s, f), s))
    }

    // Deterministic order: by index, moves by target.
    for k in stages.indices {
        sortIfNeeded(&stages[k].sectionDeletes) { $0.index < $1.index }
        sortIfNeeded(&stages[k].sectionInserts) { $0.index < $1.index }
        sortIfNeeded(&stages[k].sectionMoves) { $0.to < $1.to }
        sortIfNeeded(&stages[k].sectionUpdates) { $0.index < $1.index }
        sortIfNeeded(&stages[k].itemDeletes) { $0.path < $1.path }
        sortIfNeeded(&stages[k].itemInserts) { $0.path < $1.path }
        sortIfNeeded(&stages[k].itemMoves) { $0.to < $1.to }
        sortIfNeeded(&stages[k].itemUpdates) { $0.path < $1.path }
    }
    return stages
}

/// The item sides by which the loops above look up the state after stage `k`: old items for
/// stage k + 1's deletes and move sources, new items for stage k's inserts and move targets
/// and stage k + 1's reloads. From the schedule's counts, which are exact: a side left out that
/// is looked up traps (an empty array).
private func itemSidesRead(after k: Int, _ p: DiffSchedule) -> ItemSides {
    let none = ItemChangeCounts(), counts = p.itemChangeCounts
    let this = k > 0 && k <= counts.count ? counts[k - 1] : none, next = k < counts.count ? counts[k] : none
    return ItemSides(old: next.deletes + next.moves > 0, new: this.inserts + this.moves + next.updates > 0)
}

/// Sorts only when needed: most lists are produced in order, and checking is O(n).
private func sortIfNeeded<T>(_ values: inout [T], by less: (T, T) -> Bool) {
    var sorted = true
    var k = 1
    while k < values.count {
        if less(values[k], values[k - 1]) { sorted = false; break }
        k += 1
    }
    if !sorted { values.sort(by: less) }
}
