import ListkitDiff
import ListkitSpec

/// A cell's content as the diff engine compares it: its kind and its fields, in order.
public struct CellContent: Equatable, Sendable {
    public var kind: String
    public var fields: [Field]

    public struct Field: Equatable, Sendable {
        public var name: String
        public var value: String
        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    public init(kind: String, fields: [Field]) {
        self.kind = kind
        self.fields = fields
    }

    init(_ cell: CellSpec) {
        self.init(kind: cell.kind.value, fields: cell.fields.map { Field(name: $0.name, value: $0.value) })
    }

    /// The fields whose values differ (`kind` first if it changed), with old and new values;
    /// a field only on one side shows the other as nil.
    public func changedFields(to new: CellContent) -> [(name: String, old: String?, new: String?)] {
        var result: [(String, String?, String?)] = []
        if kind != new.kind { result.append(("kind", kind, new.kind)) }
        for field in fields {
            let after = new.fields.first(where: { $0.name == field.name })?.value
            if after != field.value { result.append((field.name, field.value, after)) }
        }
        for field in new.fields where !fields.contains(where: { $0.name == field.name }) {
            result.append((field.name, nil, field.value))
        }
        return result
    }
}

/// A section's own content: its header and footer (a reload when either changes).
public struct SectionContent: Equatable, Sendable {
    public var header: String?
    public var footer: String?

    public init(header: String?, footer: String?) {
        self.header = header
        self.footer = footer
    }

    init(_ section: SectionSpec) {
        func describe(_ s: SupplementarySpec?) -> String? {
            guard let s else { return nil }
            var parts: [String] = []
            if let title = s.title { parts.append("\"\(title)\"") }
            if let kind = s.kind { parts.append("kind \(kind.value)") }
            if let height = s.height { parts.append("height \(formatNumber(height))") }
            return parts.joined(separator: ", ")
        }
        self.init(header: describe(section.header), footer: describe(section.footer))
    }
}

public typealias ListChangeset = Changeset<SectionContent, CellContent>

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
            DiffSection(id: section.id.value, content: SectionContent(section),
                        items: section.cells.map { DiffItem(id: $0.id.value, content: CellContent($0)) })
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
