import ListkitDiff
import ListkitSpec

/// A cell's content as the engine compares it: its kind, then its fields in source order.
func cellContent(_ cell: CellSpec) -> FieldList {
    FieldList([FieldList.Field(name: "kind", value: cell.kind.value)] + cell.fields.map { FieldList.Field(name: $0.name, value: $0.value) })
}

/// A section's own content: its header and footer (a change reloads the section).
func sectionContent(_ section: SectionSpec) -> FieldList {
    func describe(_ s: SupplementarySpec?) -> String? {
        guard let s else { return nil }
        var parts: [String] = []
        if let title = s.title { parts.append(title) }
        if let kind = s.kind { parts.append("kind \(kind.value)") }
        if let height = s.height { parts.append("height \(formatNumber(height))") }
        return parts.joined(separator: ", ")
    }
    var fields: [FieldList.Field] = []
    if let header = describe(section.header) { fields.append(.init(name: "header", value: header)) }
    if let footer = describe(section.footer) { fields.append(.init(name: "footer", value: footer)) }
    return FieldList(fields)
}

public typealias ListChangeset = Changeset<FieldList, FieldList>

/// The changeset of one table or collection, matched by view id across the two specs.
public struct ListChange: Sendable {
    public var listID: String
    public var type: ViewType
    public var changeset: ListChangeset
    public var old: [ListChangeset.Section]
    public var new: [ListChangeset.Section]
}

enum ListComparison {
    static func sections(_ list: ListSpec?) -> [ListChangeset.Section] {
        (list?.sections ?? []).map { section in
            DiffSection(id: section.id.value, content: sectionContent(section),
                        items: section.cells.map { DiffItem(id: $0.id.value, content: cellContent($0)) })
        }
    }

    /// Lists of the old spec in order, then lists only the new spec has.
    static func compare(old: Spec, new: Spec) -> [ListChange] {
        func lists(_ spec: Spec) -> [(id: String, view: ViewSpec)] {
            LintContext(spec: spec).hierarchies[0].entries.map(\.view).filter { $0.type.value.isList }.map { ($0.id.value, $0) }
        }
        let oldLists = lists(old), newLists = lists(new)
        var ids: [String] = []
        for (id, _) in oldLists + newLists where !ids.contains(id) { ids.append(id) }
        return ids.map { id in
            let before = oldLists.first(where: { $0.id == id })?.view
            let after = newLists.first(where: { $0.id == id })?.view
            let oldSections = sections(before?.list), newSections = sections(after?.list)
            return ListChange(listID: id, type: (after ?? before)!.type.value,
                              changeset: Changeset(from: oldSections, to: newSections),
                              old: oldSections, new: newSections)
        }
    }
}
