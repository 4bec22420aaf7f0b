import ListkitDiff
import ListkitSpec
import ListkitYAML

/// A cell's content as the engine compares it: its kind and its fields. It is the spec's cell
/// itself (a reference into its list's `CellStore`, no copy per cell), and like `FieldList`
/// ignores field order, which a YAML mapping does not have.
public struct CellContent: Equatable, Sendable, FieldDiffable {
    let cell: CellSpec

    init(_ cell: CellSpec) {
        self.cell = cell
    }

    public init(kind: String, fields: [CellSpec.Field]) {
        let nowhere = Mark(line: 0, column: 0)
        cell = CellSpec(id: Located("", at: nowhere), kind: Located(kind, at: nowhere), mark: nowhere, fields: fields)
    }

    public var kind: String { cell.kind.value }
    public var fields: [CellSpec.Field] { cell.fields }

    /// - Complexity: O(k) for fields in the same order (O(k²) when a value differs, to rule out
    ///   repeated names), O(k log k) otherwise.
    public static func == (a: CellContent, b: CellContent) -> Bool {
        switch CellSpec.compareInOrder(a.cell, b.cell) {
        case .equal: return true
        case .differentKindOrCount: return false
        case .differentValues: return a.cell.hasRepeatedFieldName && a.fieldList == b.fieldList
        case .differentOrder: return a.fieldList == b.fieldList
        }
    }

    /// `kind` first, then the fields that differ (see `FieldList.fieldChanges`).
    public func fieldChanges(to new: CellContent) -> [FieldChange] {
        var changes: [FieldChange] = []
        let positional = forEachValueChange(to: new) { name, old, new in
            changes.append(FieldChange(name: name, old: String(decoding: old, as: UTF8.self), new: String(decoding: new, as: UTF8.self)))
        }
        return positional ? changes : fieldList.fieldChanges(to: new.fieldList)
    }

    /// `fieldChanges(to:)` when both cells have the same kind and the same names in the same
    /// order, none repeated (an updated cell's usual shape): `change(name, old, new)` for each
    /// position whose value differs, with the values' UTF-8 bytes, which is what
    /// `FieldList.fieldChanges` finds, without making every field a String first. False, and
    /// no call, for other shapes (`fieldChanges` then compares the fields as lists).
    public func forEachValueChange(to new: CellContent,
                                   _ change: (String, UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>) -> Void) -> Bool {
        cell.forEachValueChange(to: new.cell, change)
    }

    var fieldList: FieldList {
        FieldList([FieldList.Field(name: "kind", value: kind)] + fields.map { FieldList.Field(name: $0.name, value: $0.value) })
    }
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

public typealias ListChangeset = Changeset<FieldList, CellContent>

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
            // The ids are ranges of the section's id bytes, shared, not one String each.
            let cells = section.cells, ids = DiffIDBytes(cells.idBytes)
            return DiffSection(id: section.id.value, content: sectionContent(section),
                               items: cells.indices.map { DiffItem(id: DiffID(ids, cells.idRange(at: $0)), content: CellContent(cells[$0])) })
        }
    }

    /// Lists of the old spec in order, then lists only the new spec has.
    static func compare(old: [SpecSnapshot.List], new: [SpecSnapshot.List], staging: Staging) -> [ListChange] {
        var ids: [String] = []
        for list in old + new where !ids.contains(list.id) { ids.append(list.id) }
        return ids.map { id in
            let before = old.first(where: { $0.id == id }), after = new.first(where: { $0.id == id })
            let oldSections = before?.sections ?? [], newSections = after?.sections ?? []
            return ListChange(listID: id, type: (after ?? before)!.type,
                              changeset: Changeset(from: oldSections, to: newSections, staging: staging),
                              old: oldSections, new: newSections)
        }
    }
}
