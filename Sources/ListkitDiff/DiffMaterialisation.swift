extension Changeset {
    /// Phase 5 (materialise): planned stages, which name elements by flat index, as
    /// `Stage`s with ids and content.
    /// - Complexity: O(total changes), plus the items of inserted sections.
    @inlinable
    static func materialise(_ planned: [PlannedStage], _ matching: DiffMatching, old: [Section], new: [Section]) -> [Stage] {
        let oldItems = itemBases(old), newItems = itemBases(new)
        defer { withExtendedLifetime((old, new)) {} }   // `oldItems` and `newItems` point into them
        let oldItem = { (i: Int) in matching.oldLocation(i) }, newItem = { (j: Int) in matching.newLocation(j) }
        return planned.map { p in
            var stage = Stage()
            stage.sectionDeletes = p.sectionDeletes.map { SectionDelete(index: $0.index, id: old[$0.old].id) }
            stage.sectionInserts = p.sectionInserts.map { SectionInsert(index: $0.index, section: insertedSection($0.new, matching, new)) }
            stage.sectionMoves = p.sectionMoves.map { SectionMove(from: $0.from, to: $0.to, id: new[$0.new].id) }
            stage.sectionUpdates = p.sectionUpdates.map {
                SectionUpdate(index: $0.index, id: new[$0.new].id,
                              old: old[Int(matching.sectionNewToOld[$0.new])].content, new: new[$0.new].content)
            }
            stage.itemDeletes = copying(p.itemDeletes, from: oldItems, at: { oldItem($0.old) }) { ItemDelete(path: $0.path, id: $1.pointee.id) }
            stage.itemInserts = copying(p.itemInserts, from: newItems, at: { newItem($0.new) }) { ItemInsert(path: $0.path, item: $1.pointee) }
            stage.itemMoves = copying(p.itemMoves, from: newItems, at: { newItem($0.new) }) { ItemMove(from: $0.from, to: $0.to, id: $1.pointee.id) }
            stage.itemUpdates = copying(p.itemUpdates, from: newItems, at: { newItem($0.new) }) { change, updated in
                let before = item(old, oldItem(Int(matching.itemNewToOld[change.new])))
                return ItemUpdate(path: change.path, id: updated.pointee.id, old: before.content, new: updated.pointee.content)
            }
            return stage
        }
    }

    /// `make` applied to each change and the item it names (`at`: its section and index among
    /// `items`, section bases as `itemBases` gives them), a block of changes at a time: the
    /// block's items are first loaded together (`touchItems`), then copied. Each copy retains
    /// the item's id, an atomic increment that no later load may pass, so copying straight
    /// away waited for each item's cache miss in turn; loaded together, the misses overlap.
    @inlinable
    static func copying<Change, Result>(_ changes: [Change], from items: [UnsafePointer<Item>?],
                                        at location: (Change) -> (section: Int, item: Int),
                                        _ make: (Change, UnsafePointer<Item>) -> Result) -> [Result] {
        var results: [Result] = []
        results.reserveCapacity(changes.count)
        withUnsafeTemporaryAllocation(of: UnsafeRawPointer.self, capacity: touchBlock) { block in
            var start = 0
            while start < changes.count {
                let end = min(start + touchBlock, changes.count)
                for k in start..<end {
                    let (s, i) = location(changes[k])
                    block[k - start] = UnsafeRawPointer(items[s]! + i)
                }
                touchItems(UnsafeBufferPointer(rebasing: block[0..<(end - start)]), size: MemoryLayout<Item>.size)
                for k in start..<end { results.append(make(changes[k], block[k - start].assumingMemoryBound(to: Item.self))) }
                start = end
            }
        }
        return results
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
