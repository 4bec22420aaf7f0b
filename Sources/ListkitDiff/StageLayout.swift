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

    /// `items` says which sides' item places the caller will read in a computed state
    /// (`ComputedLayout`): asking a side not computed traps.
    /// - Complexity: O(n + m) for `.computed`, O(1) otherwise.
    init(after stage: Int, facts: DiffFacts, schedule: DiffSchedule, items: ItemSides) {
        if stage < schedule.firstStructuralStage {
            self = .old
        } else if stage >= schedule.lastStructuralStage {
            self = .new
        } else {
            self = .computed(ComputedLayout(after: UInt8(truncatingIfNeeded: stage), facts, schedule, items: items))
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
        case .computed(let layout): return ItemPath(layout.placeOfOld[i])
        }
    }

    func path(new j: Int, _ f: DiffFacts) -> ItemPath {
        switch self {
        case .old: return f.oldPath(Int(f.itemNewToOld[j]))
        case .new: return f.newPath(j)
        case .computed(let layout): return ItemPath(layout.placeOfNew[j])
        }
    }
}

/// Which sides of the items a computed state is looked up by: old (deletes and move sources
/// of the next stage) and new (inserts and move targets of this stage, reloads of the next).
struct ItemSides {
    var old: Bool
    var new: Bool
}

/// An item's place in a computed state: 8 bytes, where an `ItemPath` takes 16 (the states
/// are as long as the lists, and writing them was most of a safe staging's extra cost).
struct ItemPlace {
    var section: Int32
    var item: Int32
}

extension ItemPath {
    init(_ place: ItemPlace) {
        self.init(section: Int(place.section), item: Int(place.item))
    }
}

/// Positions in an intermediate state, looked up by either side of an element. Items are
/// placed only by the sides asked for (`ItemSides`); the other side's array stays empty.
struct ComputedLayout {
    var sectionOfOld: [Int32]
    var sectionOfNew: [Int32]
    var placeOfOld: [ItemPlace]
    var placeOfNew: [ItemPlace]

    init(after k: UInt8, _ f: DiffFacts, _ p: DiffSchedule, items: ItemSides) {
        let nowhere = ItemPlace(section: -1, item: -1)
        sectionOfOld = [Int32](repeating: -1, count: f.sectionOldToNew.count)
        sectionOfNew = [Int32](repeating: -1, count: f.sectionNewToOld.count)
        placeOfOld = items.old ? [ItemPlace](repeating: nowhere, count: f.itemOldToNew.count) : []
        placeOfNew = items.new ? [ItemPlace](repeating: nowhere, count: f.itemNewToOld.count) : []
        var sections: [(position: Int, old: Int, new: Int)] = []

        // Merge old and new section lists around the anchors (leave/arrive 0).
        let oldCount = f.sectionOldToNew.count, newCount = f.sectionNewToOld.count
        var s = 0, t = 0
        while true {
            while s < oldCount && p.assignment.oldSectionLeave[s] != 0 {
                if p.assignment.oldSectionLeave[s] > k { sections.append((sections.count, s, Int(f.sectionOldToNew[s]))) }
                s += 1
            }
            while t < newCount && p.assignment.newSectionArrive[t] != 0 {
                if p.assignment.newSectionArrive[t] <= k { sections.append((sections.count, Int(f.sectionNewToOld[t]), t)) }
                t += 1
            }
            guard s < oldCount, t < newCount else { break }
            sections.append((sections.count, s, t))   // an anchor: the same section on both sides
            s += 1
            t += 1
        }
        for section in sections {
            if section.old >= 0 { sectionOfOld[section.old] = Int32(truncatingIfNeeded: section.position) }
            if section.new >= 0 { sectionOfNew[section.new] = Int32(truncatingIfNeeded: section.position) }
        }
        guard items.old || items.new else { return }
        let a = p.assignment
        withMutableBuffers(&placeOfOld, &placeOfNew) { placeOfOld, placeOfNew in
            withBuffers(a.oldItemLeave, a.newItemArrive) { leave, arrive in
                withBuffers(f.itemOldToNew, f.itemNewToOld) { oldToNew, newToOld in
                    let merge = ItemMerge(k: k, leave: leave, arrive: arrive, oldToNew: oldToNew, newToOld: newToOld,
                                          placeOfOld: placeOfOld, placeOfNew: placeOfNew)
                    for section in sections {
                        merge.place(section.position, old: section.old >= 0 ? f.oldSectionStarts[section.old]..<f.oldSectionStarts[section.old + 1] : 0..<0,
                                    new: section.new >= 0 ? f.newSectionStarts[section.new]..<f.newSectionStarts[section.new + 1] : 0..<0)
                    }
                }
            }
        }
    }
}

/// One section's items in a computed state, over raw buffers: the anchor merge of
/// `StageLayout`, writing the places of the sides asked for (an empty buffer: not asked).
private struct ItemMerge {
    let k: UInt8
    let leave: UnsafeBufferPointer<UInt8>, arrive: UnsafeBufferPointer<UInt8>
    let oldToNew: UnsafeBufferPointer<Int32>, newToOld: UnsafeBufferPointer<Int32>
    let placeOfOld: UnsafeMutableBufferPointer<ItemPlace>, placeOfNew: UnsafeMutableBufferPointer<ItemPlace>

    /// Lays out the section at `position` holding old items `old` and new items `new` (flat ranges).
    func place(_ position: Int, old: Range<Int>, new: Range<Int>) {
        let section = Int32(truncatingIfNeeded: position)
        var i = old.lowerBound, j = new.lowerBound, index: Int32 = 0
        while true {
            while i < old.upperBound && leave[i] != 0 {
                if leave[i] > k { put(ItemPlace(section: section, item: index), old: i, new: Int(oldToNew[i])); index += 1 }
                i += 1
            }
            while j < new.upperBound && arrive[j] != 0 {
                if arrive[j] <= k { put(ItemPlace(section: section, item: index), old: Int(newToOld[j]), new: j); index += 1 }
                j += 1
            }
            guard i < old.upperBound, j < new.upperBound else { break }
            put(ItemPlace(section: section, item: index), old: i, new: j)
            index += 1
            i += 1
            j += 1
        }
    }

    @inline(__always)
    private func put(_ place: ItemPlace, old i: Int, new j: Int) {
        if i >= 0 && !placeOfOld.isEmpty { placeOfOld[i] = place }
        if j >= 0 && !placeOfNew.isEmpty { placeOfNew[j] = place }
    }
}
