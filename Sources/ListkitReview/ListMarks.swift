import ListkitDiff
import ListkitSpecDiff

/// The cells, headers and footers the lists' changesets touch, by the ids the pictures give
/// their elements (`list/section/cell`, `list/section/header`): in the new picture inserted,
/// moved or updated; in the old one deleted, moved or updated. Cells that only shifted because
/// of changes around them are not here: outlining them would hide the changes that matter.
struct ListMarks {
    struct Mark {
        var kind: ChangeKind
        /// The same cell (or section's header or footer) in both pictures, whatever section it is in.
        var pair: String
    }

    private(set) var old: [String: Mark] = [:]
    private(set) var new: [String: Mark] = [:]

    init(_ lists: [ListChange]) {
        for list in lists where !list.changeset.isEmpty { add(list) }
    }

    private mutating func add(_ list: ListChange) {
        var oldItems: [DiffID: ChangeKind] = [:], newItems: [DiffID: ChangeKind] = [:]
        var oldSections: [String: ChangeKind] = [:], newSections: [String: ChangeKind] = [:]
        for stage in list.changeset.stages {
            for delete in stage.itemDeletes { oldItems[delete.id] = .removed }
            for insert in stage.itemInserts { newItems[insert.item.id] = .added }
            for move in stage.itemMoves { oldItems[move.id] = .moved; newItems[move.id] = .moved }
            for update in stage.itemUpdates { oldItems[update.id] = .changed; newItems[update.id] = .changed }
            for delete in stage.sectionDeletes { oldSections[delete.id] = .removed }
            for insert in stage.sectionInserts { newSections[insert.section.id] = .added }
            for move in stage.sectionMoves { oldSections[move.id] = .moved; newSections[move.id] = .moved }
            for update in stage.sectionUpdates { oldSections[update.id] = .changed; newSections[update.id] = .changed }
        }
        Self.mark(list.old, list: list.listID, items: oldItems, sections: oldSections, into: &old)
        Self.mark(list.new, list: list.listID, items: newItems, sections: newSections, into: &new)
    }

    /// A section inserted or deleted whole marks every cell in it; a moved or updated section
    /// marks its header and footer.
    private static func mark(_ sections: [ListChangeset.Section], list: String, items: [DiffID: ChangeKind],
                             sections sectionKinds: [String: ChangeKind], into marks: inout [String: Mark]) {
        for section in sections {
            let sectionKind = sectionKinds[section.id]
            let whole = sectionKind == .added || sectionKind == .removed ? sectionKind : nil
            if let sectionKind {
                for part in ["header", "footer"] {
                    marks["\(list)/\(section.id)/\(part)"] = Mark(kind: sectionKind, pair: "\(list)\u{0}\(section.id)\u{0}\(part)")
                }
            }
            for item in section.items {
                guard let kind = whole ?? items[item.id] else { continue }
                let id = item.id.string
                marks["\(list)/\(section.id)/\(id)"] = Mark(kind: kind, pair: "\(list)\u{0}\(id)")
            }
        }
    }
}
