// The diff, top to bottom:
//   public API  — Changeset.init(from:to:)
//   phase 1     — pair sections and items by id (FIFO for duplicates)       IdentityPairing
//   phase 2     — compare the content of every paired section and item
//   phase 3     — anchors (longest increasing subsequences) and stages       DiffSchedule
//   phase 4     — indices in the states before and after every stage        StagePlanner
//   phase 5     — materialise stages with ids and content; warnings

extension Changeset {
    /// The staged batch updates that turn `old` into `new`.
    ///
    /// Identity is the id (UTF-8 bytes); content is compared in full. Moves are minimal:
    /// within a section the items that keep their relative order are a longest increasing
    /// subsequence of the survivors and only the others move; items whose section changes
    /// always move; sections likewise. Duplicate ids are paired first-in-first-out and
    /// reported in `warnings`. Output is deterministic.
    ///
    /// - Complexity: O(n + m) expected time and memory for n old and m new items, plus
    ///   O(k log k) for the k survivors of a section that are out of order (the longest
    ///   increasing subsequence); no input is quadratic.
    public init(from old: [Section], to new: [Section]) {
        // Phase 1: pair sections, then items, by id.
        let sectionPairing = IdentityPairing(oldCount: old.count, newCount: new.count)
        for section in old { sectionPairing.addOld(section.id) }
        for section in new { sectionPairing.addNew(section.id) }
        let (oldStarts, oldItemSection) = Self.flatten(old)
        let (newStarts, newItemSection) = Self.flatten(new)
        let itemPairing = IdentityPairing(oldCount: oldItemSection.count, newCount: newItemSection.count)
        for section in old { for item in section.items { itemPairing.addOld(item.id) } }
        for section in new { for item in section.items { itemPairing.addNew(item.id) } }
        let itemNewToOld = itemPairing.newToOld

        // Phase 2: content of paired items and sections.
        var itemChanged = [Bool](repeating: false, count: newItemSection.count)
        var j = 0
        for section in new {
            for item in section.items {
                let i = Int(itemNewToOld[j])
                if i >= 0 {
                    let s = Int(oldItemSection[i])
                    itemChanged[j] = old[s].items[i - oldStarts[s]].content != item.content
                }
                j += 1
            }
        }
        let sectionNewToOld = sectionPairing.newToOld
        var sectionChanged = [Bool](repeating: false, count: new.count)
        for t in new.indices where sectionNewToOld[t] >= 0 {
            sectionChanged[t] = old[Int(sectionNewToOld[t])].content != new[t].content
        }
        let facts = DiffFacts(
            oldSectionStarts: oldStarts, newSectionStarts: newStarts,
            oldItemSection: oldItemSection, newItemSection: newItemSection,
            itemOldToNew: itemPairing.oldToNew, itemNewToOld: itemNewToOld,
            sectionOldToNew: sectionPairing.oldToNew, sectionNewToOld: sectionNewToOld,
            itemChanged: itemChanged, sectionChanged: sectionChanged)

        // Phases 3 and 4: stages, then indices.
        let planned = planStages(facts, DiffSchedule(facts))

        // Phase 5: ids and content.
        func oldItem(_ i: Int) -> Item {
            let s = Int(facts.oldItemSection[i])
            return old[s].items[i - facts.oldSectionStarts[s]]
        }
        func newItem(_ j: Int) -> Item {
            let t = Int(facts.newItemSection[j])
            return new[t].items[j - facts.newSectionStarts[t]]
        }
        func insertedSection(_ t: Int) -> Section {
            // Items moved into an inserted section arrive later, as item moves.
            let range = facts.newSectionStarts[t]..<facts.newSectionStarts[t + 1]
            if range.allSatisfy({ itemNewToOld[$0] < 0 }) { return new[t] }
            var section = new[t]
            section.items = range.filter { itemNewToOld[$0] < 0 }.map(newItem)
            return section
        }
        let stages = planned.map { p in
            var stage = Stage()
            stage.sectionDeletes = p.sectionDeletes.map { SectionDelete(index: $0.index, id: old[$0.old].id) }
            stage.sectionInserts = p.sectionInserts.map { SectionInsert(index: $0.index, section: insertedSection($0.new)) }
            stage.sectionMoves = p.sectionMoves.map { SectionMove(from: $0.from, to: $0.to, id: new[$0.new].id) }
            stage.sectionUpdates = p.sectionUpdates.map {
                SectionUpdate(index: $0.index, id: new[$0.new].id,
                              old: old[Int(sectionNewToOld[$0.new])].content, new: new[$0.new].content)
            }
            stage.itemDeletes = p.itemDeletes.map { ItemDelete(path: $0.path, id: oldItem($0.old).id) }
            stage.itemInserts = p.itemInserts.map { ItemInsert(path: $0.path, item: newItem($0.new)) }
            stage.itemMoves = p.itemMoves.map { ItemMove(from: $0.from, to: $0.to, id: newItem($0.new).id) }
            stage.itemUpdates = p.itemUpdates.map {
                let item = newItem($0.new)
                return ItemUpdate(path: $0.path, id: item.id, old: oldItem(Int(itemNewToOld[$0.new])).content, new: item.content)
            }
            return stage
        }

        var warnings: [DiffWarning] = []
        for group in sectionPairing.duplicateGroups() {
            let id = group.old.first.map { old[Int($0)].id } ?? new[Int(group.new[0])].id
            warnings.append(.duplicateSectionID(id: id, old: group.old.map { Int($0) }, new: group.new.map { Int($0) }))
        }
        for group in itemPairing.duplicateGroups() {
            let id = group.old.first.map { oldItem(Int($0)).id } ?? newItem(Int(group.new[0])).id
            warnings.append(.duplicateItemID(id: id, old: group.old.map { facts.oldPath(Int($0)) },
                                             new: group.new.map { facts.newPath(Int($0)) }))
        }
        self.init(stages: stages, warnings: warnings)
    }

    // MARK: - Helpers

    /// Section start offsets (count + 1) and the section of every item, section-major.
    private static func flatten(_ sections: [Section]) -> (starts: [Int], itemSection: [Int32]) {
        var starts = [Int]()
        starts.reserveCapacity(sections.count + 1)
        var total = 0
        for section in sections { starts.append(total); total += section.items.count }
        starts.append(total)
        var itemSection = [Int32]()
        itemSection.reserveCapacity(total)
        for (s, section) in sections.enumerated() {
            itemSection.append(contentsOf: repeatElement(Int32(truncatingIfNeeded: s), count: section.items.count))
        }
        return (starts, itemSection)
    }
}
