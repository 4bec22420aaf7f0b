/// Replays every stage of `changeset` on `old` and returns the resulting list.
///
/// Each stage runs as UIKit runs a batch: reloads and deletes at indices before the stage,
/// then inserts and move targets at indices after it, everything else keeping its
/// relative order. `apply` checks only that the stage is well defined (indices exist, no
/// element removed or placed twice); whether it also obeys UIKit's stricter rules is
/// `BatchUpdateRules`' job.
///
/// - Complexity: O(n + c log c) per stage for n items and c changes.
public func apply<S, I>(_ changeset: Changeset<S, I>, to old: [DiffSection<S, I>]) throws(ChangesetViolation) -> [DiffSection<S, I>] {
    var state = old
    for (k, stage) in changeset.stages.enumerated() {
        state = try apply(stage, to: state, stageNumber: k + 1)
    }
    return state
}

/// Replays one stage; `stageNumber` only labels errors.
/// - Complexity: O(n + c log c) for n items and c changes.
public func apply<S, I>(_ stage: Changeset<S, I>.Stage, to before: [DiffSection<S, I>], stageNumber: Int = 1) throws(ChangesetViolation) -> [DiffSection<S, I>] {
    var replay = StageReplay(stage: stage, sections: before, stageNumber: stageNumber)
    try replay.applyReloads()
    let removed = try replay.removeSectionsAndItems()
    try replay.placeSections(moved: removed.sections)
    try replay.placeItems(moved: removed.items)
    return replay.sections
}

/// One stage replayed in UIKit's order, a step per method: reloads and removals at indices
/// before the stage, then placements at indices after it.
private struct StageReplay<S: Equatable & Sendable, I: Equatable & Sendable> {
    typealias Section = DiffSection<S, I>
    typealias Item = DiffItem<I>
    let stage: Changeset<S, I>.Stage
    var sections: [Section]
    let stageNumber: Int

    func failure(_ message: String) -> ChangesetViolation { ChangesetViolation(stage: stageNumber, message: message) }

    /// Reloads, at indices before the stage.
    mutating func applyReloads() throws(ChangesetViolation) {
        for update in stage.sectionUpdates {
            guard sections.indices.contains(update.index) else { throw failure("section update \(update.index) out of range") }
            sections[update.index].content = update.new
        }
        for update in stage.itemUpdates {
            guard sections.indices.contains(update.path.section),
                  sections[update.path.section].items.indices.contains(update.path.item)
            else { throw failure("item update \(update.path) out of range") }
            sections[update.path.section].items[update.path.item].content = update.new
        }
    }

    /// Removals (deletes and move sources), at indices before the stage. Removed sections stay
    /// in `sections` (marked) until `placeSections`; removed items leave at once. Returns the
    /// moved sections and items, in the order of the stage's moves.
    mutating func removeSectionsAndItems() throws(ChangesetViolation) -> (sections: [Section], items: [Item]) {
        var sectionRemoved = [Bool](repeating: false, count: sections.count)
        for index in stage.sectionDeletes.map(\.index) + stage.sectionMoves.map(\.from) {
            guard sections.indices.contains(index) else { throw failure("section \(index) out of range") }
            guard !sectionRemoved[index] else { throw failure("section \(index) removed twice") }
            sectionRemoved[index] = true
        }
        self.sectionRemoved = sectionRemoved
        let movedSections = stage.sectionMoves.map { sections[$0.from] }
        var removals = stage.itemDeletes.map(\.path) + stage.itemMoves.map(\.from)
        for path in removals {
            guard sections.indices.contains(path.section), sections[path.section].items.indices.contains(path.item)
            else { throw failure("item \(path) out of range") }
        }
        let movedItems = stage.itemMoves.map { sections[$0.from.section].items[$0.from.item] }
        removals.sort()
        var start = 0
        while start < removals.count {
            start = try removeItems(sortedRemovals: removals, from: start)
        }
        return (movedSections, movedItems)
    }

    /// Which sections of the state before the stage are deleted or moved away.
    var sectionRemoved: [Bool] = []

    /// Removes the run of `removals` (sorted) that starts at `start` and shares its section;
    /// returns where the next run starts.
    private mutating func removeItems(sortedRemovals removals: [ItemPath], from start: Int) throws(ChangesetViolation) -> Int {
        let section = removals[start].section
        var end = start
        var keep = [Bool](repeating: true, count: sections[section].items.count)
        while end < removals.count && removals[end].section == section {
            guard keep[removals[end].item] else { throw failure("item \(removals[end]) removed twice") }
            keep[removals[end].item] = false
            end += 1
        }
        var kept: [Item] = []
        kept.reserveCapacity(keep.count - (end - start))
        for (k, item) in sections[section].items.enumerated() where keep[k] { kept.append(item) }
        sections[section].items = kept
        return end
    }

    /// Sections placed at indices after the stage; the rest fill the gaps in order.
    mutating func placeSections(moved movedSections: [Section]) throws(ChangesetViolation) {
        let remaining = sections.indices.filter { !sectionRemoved[$0] }.map { sections[$0] }
        var placedSections = [Section?](repeating: nil, count: remaining.count + stage.sectionInserts.count + movedSections.count)
        let sectionPlacements = stage.sectionInserts.map { ($0.index, $0.section) }
            + zip(stage.sectionMoves, movedSections).map { ($0.0.to, $0.1) }
        for (index, section) in sectionPlacements {
            guard placedSections.indices.contains(index) else { throw failure("section \(index) out of range after the stage") }
            guard placedSections[index] == nil else { throw failure("two sections placed at \(index)") }
            placedSections[index] = section
        }
        var rest = remaining.makeIterator()
        var after: [Section] = []
        after.reserveCapacity(placedSections.count)
        for slot in placedSections {
            if let section = slot ?? rest.next() { after.append(section) }
        }
        sections = after
    }

    /// Items placed at paths after the stage; the rest fill the gaps in order.
    mutating func placeItems(moved movedItems: [Item]) throws(ChangesetViolation) {
        var placements = stage.itemInserts.map { ($0.path, $0.item) } + zip(stage.itemMoves, movedItems).map { ($0.0.to, $0.1) }
        placements.sort { $0.0 < $1.0 }
        var start = 0
        while start < placements.count {
            let section = placements[start].0.section
            guard sections.indices.contains(section) else { throw failure("item \(placements[start].0) out of range after the stage") }
            var end = start
            while end < placements.count && placements[end].0.section == section { end += 1 }
            sections[section].items = try merge(placements[start..<end], into: sections[section].items)
            start = end
        }
    }

    /// `items` with `placements` (one section's, sorted) at their indices; the rest in order.
    private func merge(_ placements: ArraySlice<(ItemPath, Item)>, into items: [Item]) throws(ChangesetViolation) -> [Item] {
        let total = items.count + placements.count
        var merged: [Item] = []
        merged.reserveCapacity(total)
        var old = items.makeIterator()
        var next = placements.startIndex
        for index in 0..<total {
            if next < placements.endIndex && placements[next].0.item == index {
                merged.append(placements[next].1)
                next += 1
            } else if let item = old.next() {
                merged.append(item)
            }
        }
        guard next == placements.endIndex else { throw failure("item \(placements[next].0) out of range or placed twice") }
        return merged
    }
}

extension Changeset {
    /// The list after each stage, replayed from `old`: `states(from: old)[k]` is the state
    /// after stage k + 1 (the last one is the new list). This is what a data source must
    /// hold inside each stage's batch.
    /// - Complexity: O(stages × (n + c log c)).
    public func states(from old: [Section]) throws(ChangesetViolation) -> [[Section]] {
        var state = old, states: [[Section]] = []
        for (k, stage) in stages.enumerated() {
            state = try apply(stage, to: state, stageNumber: k + 1)
            states.append(state)
        }
        return states
    }
}
