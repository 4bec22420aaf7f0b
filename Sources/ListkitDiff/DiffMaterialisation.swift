extension Changeset {
    /// Phase 5 (materialise): planned stages, which name elements by flat index, as
    /// `Stage`s with ids and content.
    /// - Complexity: O(total changes), plus the items of inserted sections.
    @inlinable
    static func materialise(_ planned: [PlannedStage], _ matching: DiffMatching, old: [Section], new: [Section]) -> [Stage] {
        planned.map { p in
            var stage = Stage()
            stage.sectionDeletes = p.sectionDeletes.map { SectionDelete(index: $0.index, id: old[$0.old].id) }
            stage.sectionInserts = p.sectionInserts.map { SectionInsert(index: $0.index, section: insertedSection($0.new, matching, new)) }
            stage.sectionMoves = p.sectionMoves.map { SectionMove(from: $0.from, to: $0.to, id: new[$0.new].id) }
            stage.sectionUpdates = p.sectionUpdates.map {
                SectionUpdate(index: $0.index, id: new[$0.new].id,
                              old: old[Int(matching.sectionNewToOld[$0.new])].content, new: new[$0.new].content)
            }
            stage.itemDeletes = p.itemDeletes.map { ItemDelete(path: $0.path, id: item(old, matching.oldLocation($0.old)).id) }
            stage.itemInserts = p.itemInserts.map { ItemInsert(path: $0.path, item: item(new, matching.newLocation($0.new))) }
            stage.itemMoves = p.itemMoves.map { ItemMove(from: $0.from, to: $0.to, id: item(new, matching.newLocation($0.new)).id) }
            stage.itemUpdates = p.itemUpdates.map {
                let updated = item(new, matching.newLocation($0.new))
                let before = item(old, matching.oldLocation(Int(matching.itemNewToOld[$0.new])))
                return ItemUpdate(path: $0.path, id: updated.id, old: before.content, new: updated.content)
            }
            return stage
        }
    }

    /// Every duplicated section and item id, with all its old and new positions.
    /// - Complexity: O(duplicate occurrences).
    @inlinable
    static func duplicateWarnings(_ matching: DiffMatching, old: [Section], new: [Section]) -> [DiffWarning] {
        var warnings: [DiffWarning] = []
        for group in matching.sectionDuplicates {
            let id = group.old.first.map { old[Int($0)].id } ?? new[Int(group.new[0])].id
            warnings.append(.duplicateSectionID(id: id, old: group.old.map { Int($0) }, new: group.new.map { Int($0) }))
        }
        for group in matching.itemDuplicates {
            let id = group.old.first.map { item(old, matching.oldLocation(Int($0))).id } ?? item(new, matching.newLocation(Int(group.new[0]))).id
            let oldPaths = group.old.map { ItemPath(matching.oldLocation(Int($0))) }
            let newPaths = group.new.map { ItemPath(matching.newLocation(Int($0))) }
            warnings.append(.duplicateItemID(id: id, old: oldPaths, new: newPaths))
        }
        return warnings
    }

    /// New section `t` as inserted: items moved into it arrive later, as item moves.
    @inlinable
    static func insertedSection(_ t: Int, _ matching: DiffMatching, _ new: [Section]) -> Section {
        let range = matching.newSectionStarts[t]..<matching.newSectionStarts[t + 1]
        if range.allSatisfy({ matching.itemNewToOld[$0] < 0 }) { return new[t] }
        var section = new[t]
        section.items = range.filter { matching.itemNewToOld[$0] < 0 }.map { item(new, matching.newLocation($0)) }
        return section
    }

    @inlinable @inline(__always)
    static func item(_ sections: [Section], _ location: (section: Int, item: Int)) -> Item {
        sections[location.section].items[location.item]
    }
}
