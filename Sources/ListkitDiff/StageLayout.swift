/// Where every section and item sits after stage k of a schedule.
///
/// The state after stage k is defined by *anchors* (which never move) and, between two
/// consecutive anchors, two runs: first the elements still at their old place (not yet
/// deleted or moved, in old order), then the elements already at their new place
/// (inserted or moved in at a stage ≤ k, in new order). Any element that a stage does not
/// touch keeps its run, so it keeps its order relative to every other untouched element —
/// exactly UIKit's requirement for a batch. docs/changesets.md has the argument.
///
/// Before the first and after the last structural stage the state is the old or the new
/// list itself; those cases cost nothing (`.old`, `.new`).
enum StageLayout {
    case old
    case new
    case computed(ComputedLayout)

    /// - Complexity: O(n + m) for `.computed`, O(1) otherwise.
    init(after stage: Int, facts: DiffFacts, schedule: DiffSchedule) {
        if stage < schedule.firstStructuralStage {
            self = .old
        } else if stage >= schedule.lastStructuralStage {
            self = .new
        } else {
            self = .computed(ComputedLayout(after: UInt8(truncatingIfNeeded: stage), facts, schedule))
        }
    }

    /// Index of the section whose old side is `s`. The section must exist in this state.
    func section(old s: Int, _ f: DiffFacts) -> Int {
        switch self {
        case .old: return s
        case .new: return Int(f.sectionOldToNew[s])
        case .computed(let layout): return Int(layout.sectionOfOld[s])
        }
    }

    func section(new t: Int, _ f: DiffFacts) -> Int {
        switch self {
        case .old: return Int(f.sectionNewToOld[t])
        case .new: return t
        case .computed(let layout): return Int(layout.sectionOfNew[t])
        }
    }

    /// Path of the item whose old side is `i`. The item must exist in this state.
    func path(old i: Int, _ f: DiffFacts) -> ItemPath {
        switch self {
        case .old: return f.oldPath(i)
        case .new: return f.newPath(Int(f.itemOldToNew[i]))
        case .computed(let layout): return layout.pathOfOld[i]
        }
    }

    func path(new j: Int, _ f: DiffFacts) -> ItemPath {
        switch self {
        case .old: return f.oldPath(Int(f.itemNewToOld[j]))
        case .new: return f.newPath(j)
        case .computed(let layout): return layout.pathOfNew[j]
        }
    }
}

/// Positions in an intermediate state, looked up by either side of an element.
struct ComputedLayout {
    var sectionOfOld: [Int32]
    var sectionOfNew: [Int32]
    var pathOfOld: [ItemPath]
    var pathOfNew: [ItemPath]

    init(after k: UInt8, _ f: DiffFacts, _ p: DiffSchedule) {
        let nowhere = ItemPath(section: -1, item: -1)
        sectionOfOld = [Int32](repeating: -1, count: f.sectionOldToNew.count)
        sectionOfNew = [Int32](repeating: -1, count: f.sectionNewToOld.count)
        pathOfOld = [ItemPath](repeating: nowhere, count: f.itemOldToNew.count)
        pathOfNew = [ItemPath](repeating: nowhere, count: f.itemNewToOld.count)

        // Merge old and new section lists around the anchors (leave/arrive 0).
        let oldCount = f.sectionOldToNew.count, newCount = f.sectionNewToOld.count
        var s = 0, t = 0, position = 0
        while true {
            while s < oldCount && p.assignment.oldSectionLeave[s] != 0 {
                if p.assignment.oldSectionLeave[s] > k { place(position, old: s, new: Int(f.sectionOldToNew[s]), k, f, p); position += 1 }
                s += 1
            }
            while t < newCount && p.assignment.newSectionArrive[t] != 0 {
                if p.assignment.newSectionArrive[t] <= k { place(position, old: Int(f.sectionNewToOld[t]), new: t, k, f, p); position += 1 }
                t += 1
            }
            guard s < oldCount, t < newCount else { break }
            place(position, old: s, new: t, k, f, p)   // an anchor: the same section on both sides
            position += 1
            s += 1
            t += 1
        }
    }

    /// Puts one section (old side `s` and/or new side `t`, -1 when absent) at `position`
    /// and lays out its items with the same anchor merge.
    private mutating func place(_ position: Int, old s: Int, new t: Int, _ k: UInt8, _ f: DiffFacts, _ p: DiffSchedule) {
        if s >= 0 { sectionOfOld[s] = Int32(truncatingIfNeeded: position) }
        if t >= 0 { sectionOfNew[t] = Int32(truncatingIfNeeded: position) }
        var i = s >= 0 ? f.oldSectionStarts[s] : 0
        let iEnd = s >= 0 ? f.oldSectionStarts[s + 1] : 0
        var j = t >= 0 ? f.newSectionStarts[t] : 0
        let jEnd = t >= 0 ? f.newSectionStarts[t + 1] : 0
        var index = 0
        while true {
            while i < iEnd && p.assignment.oldItemLeave[i] != 0 {
                if p.assignment.oldItemLeave[i] > k { put(ItemPath(section: position, item: index), old: i, new: Int(f.itemOldToNew[i])); index += 1 }
                i += 1
            }
            while j < jEnd && p.assignment.newItemArrive[j] != 0 {
                if p.assignment.newItemArrive[j] <= k { put(ItemPath(section: position, item: index), old: Int(f.itemNewToOld[j]), new: j); index += 1 }
                j += 1
            }
            guard i < iEnd, j < jEnd else { break }
            put(ItemPath(section: position, item: index), old: i, new: j)
            index += 1
            i += 1
            j += 1
        }
    }

    @inline(__always)
    private mutating func put(_ path: ItemPath, old i: Int, new j: Int) {
        if i >= 0 { pathOfOld[i] = path }
        if j >= 0 { pathOfNew[j] = path }
    }
}
