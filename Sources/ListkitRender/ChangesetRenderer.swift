import ListkitDiff

/// A list's changeset and the name it is shown under ("reviews").
public struct NamedChangeset<SectionContent: Equatable & Sendable, ItemContent: Equatable & Sendable>: Sendable {
    public var name: String
    public var changeset: Changeset<SectionContent, ItemContent>

    public init(name: String, changeset: Changeset<SectionContent, ItemContent>) {
        self.name = name
        self.changeset = changeset
    }
}

/// Which view the generated batch-update code drives.
public enum BatchUpdateTarget: String, CaseIterable, Sendable {
    case tableView
    case collectionView
}

/// The animation option of the generated code (Bond's choice of three).
public enum BatchUpdateAnimation: String, CaseIterable, Sendable {
    case automatic
    case fade
    case none
}

/// Renders changesets of one or more lists as text, JSON (schema in docs/changesets.md)
/// or Swift `performBatchUpdates` code. Output is deterministic.
///
/// Updates are described field by field with the two closures (old, new) → changes; the
/// convenience initialiser uses `FieldDiffable` when the content types conform (as
/// `FieldList` does). Without field detail an update still names its path and id.
public struct ChangesetRenderer<SectionContent: Equatable & Sendable, ItemContent: Equatable & Sendable> {
    public var lists: [NamedChangeset<SectionContent, ItemContent>]
    public var sectionFieldChanges: (SectionContent, SectionContent) -> [FieldChange]
    public var itemFieldChanges: (ItemContent, ItemContent) -> [FieldChange]

    public init(
        lists: [NamedChangeset<SectionContent, ItemContent>],
        sectionFieldChanges: @escaping (SectionContent, SectionContent) -> [FieldChange] = { _, _ in [] },
        itemFieldChanges: @escaping (ItemContent, ItemContent) -> [FieldChange] = { _, _ in [] }
    ) {
        self.lists = lists
        self.sectionFieldChanges = sectionFieldChanges
        self.itemFieldChanges = itemFieldChanges
    }
}

extension ChangesetRenderer where SectionContent: FieldDiffable, ItemContent: FieldDiffable {
    /// Field detail from the content's own `fieldChanges(to:)`.
    public init(lists: [NamedChangeset<SectionContent, ItemContent>]) {
        self.init(lists: lists,
                  sectionFieldChanges: { $0.fieldChanges(to: $1) },
                  itemFieldChanges: { $0.fieldChanges(to: $1) })
    }
}

/// "1 stage", "3 stages".
func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
}
