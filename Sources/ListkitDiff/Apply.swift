/// Why a changeset could not be replayed: a stage (1-based) refers to something the state
/// before it does not have, or places two things at one index.
public struct ChangesetError: Error, Equatable, Sendable, CustomStringConvertible {
    public var stage: Int
    public var message: String

    public init(stage: Int, message: String) {
        self.stage = stage
        self.message = message
    }

    public var description: String { "stage \(stage): \(message)" }
}

/// Replays every stage of `changeset` on `old` and returns the resulting list.
///
/// Each stage runs as UIKit runs a batch: reloads and deletes at indices before the stage,
/// then inserts and move targets at indices after it, everything else keeping its
/// relative order. `apply` checks only that the stage is well defined (indices exist, no
/// element removed or placed twice); whether it also obeys UIKit's stricter rules is
/// `BatchUpdateRules`' job.
///
/// - Complexity: O(n + c log c) per stage for n items and c changes.
public func apply<S, I>(_ changeset: Changeset<S, I>, to old: [DiffSection<S, I>]) throws(ChangesetError) -> [DiffSection<S, I>] {
    var state = old
    for (k, stage) in changeset.stages.enumerated() {
        state = try apply(stage, to: state, stageNumber: k + 1)
    }
    return state
}

/// Replays one stage; `stageNumber` only labels errors.
/// - Complexity: O(n + c log c) for n items and c changes.
public func apply<S, I>(_ stage: Changeset<S, I>.Stage, to before: [DiffSection<S, I>], stageNumber: Int = 1) throws(ChangesetError) -> [DiffSection<S, I>] {
    typealias Section = DiffSection<S, I>
    typealias Item = DiffItem<I>
    func failure(_ message: String) -> ChangesetError { ChangesetError(stage: stageNumber, message: message) }
    var sections = before

    // Reloads, at indices before the stage.
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

    // Removals (deletes and move sources), at indices before the stage.
    var sectionRemoved = [Bool](repeating: false, count: sections.count)
    for index in stage.sectionDeletes.map(\.index) + stage.sectionMoves.map(\.from) {
        guard sections.indices.contains(index) else { throw failure("section \(index) out of range") }
        guard !sectionRemoved[index] else { throw failure("section \(index) removed twice") }
        sectionRemoved[index] = true
    }
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
        start = end
    }

    // Sections placed at indices after the stage; the rest fill the gaps in order.
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

    // Items placed at paths after the stage; the rest fill the gaps in order.
    var itemPlacements = stage.itemInserts.map { ($0.path, $0.item) } + zip(stage.itemMoves, movedItems).map { ($0.0.to, $0.1) }
    itemPlacements.sort { $0.0 < $1.0 }
    start = 0
    while start < itemPlacements.count {
        let section = itemPlacements[start].0.section
        guard after.indices.contains(section) else { throw failure("item \(itemPlacements[start].0) out of range after the stage") }
        var end = start
        while end < itemPlacements.count && itemPlacements[end].0.section == section { end += 1 }
        let total = after[section].items.count + (end - start)
        var merged: [Item] = []
        merged.reserveCapacity(total)
        var old = after[section].items.makeIterator()
        var next = start
        for index in 0..<total {
            if next < end && itemPlacements[next].0.item == index {
                merged.append(itemPlacements[next].1)
                next += 1
            } else if let item = old.next() {
                merged.append(item)
            }
        }
        guard next == end else { throw failure("item \(itemPlacements[next].0) out of range or placed twice") }
        after[section].items = merged
        start = end
    }
    return after
}

extension Changeset {
    /// The list after each stage, replayed from `old`: `states(from: old)[k]` is the state
    /// after stage k + 1 (the last one is the new list). This is what a data source must
    /// hold inside each stage's batch.
    /// - Complexity: O(stages × (n + c log c)).
    public func states(from old: [Section]) throws(ChangesetError) -> [[Section]] {
        var state = old, states: [[Section]] = []
        for (k, stage) in stages.enumerated() {
            state = try apply(stage, to: state, stageNumber: k + 1)
            states.append(state)
        }
        return states
    }
}
