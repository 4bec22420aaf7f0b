import ListkitDiff

/// A list's changeset and the name it is shown under ("reviews"); for Swift output also
/// the view that shows it and its old sections (to replay the state after each stage).
public struct NamedChangeset<SectionContent: Equatable & Sendable, ItemContent: Equatable & Sendable>: Sendable {
    public var name: String
    public var changeset: Changeset<SectionContent, ItemContent>
    public var target: BatchUpdateTarget
    /// The list before the changeset; Swift output needs it for the states it passes to
    /// `setData` (without it, each state is left to the caller).
    public var old: [DiffSection<SectionContent, ItemContent>]?

    public init(name: String, changeset: Changeset<SectionContent, ItemContent>, target: BatchUpdateTarget = .tableView,
                old: [DiffSection<SectionContent, ItemContent>]? = nil) {
        self.name = name
        self.changeset = changeset
        self.target = target
        self.old = old
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
    /// No animation at all: each batch runs inside `UIView.performWithoutAnimation`, for
    /// tables too (`UITableView.RowAnimation.none` alone still animates: Apple documents it
    /// as "the inserted or deleted rows use the default animations").
    case none

    public var summary: String {
        switch self {
        case .automatic: return "the system's animations"
        case .fade: return "rows fade (tables; collections animate as with automatic)"
        case .none: return "no animation (batches inside UIView.performWithoutAnimation)"
        }
    }
}

/// How the generated code refreshes an item whose content changed.
public enum ReloadStyle: String, CaseIterable, Sendable {
    /// `reloadRows`/`reloadItems`: a new cell.
    case reload
    /// `reconfigureRows`/`reconfigureItems` (iOS 15+): the visible cell is reconfigured in place.
    case reconfigure
    /// Delete and insert at the same path (IGListKit's conversion); needs safe staging,
    /// where reloads have a batch of their own.
    case deleteInsert = "delete-insert"

    public var summary: String {
        switch self {
        case .reload: return "reloadRows/reloadItems"
        case .reconfigure: return "reconfigureRows/reconfigureItems (iOS 15+)"
        case .deleteInsert: return "delete and insert at the same path (needs --staging safe)"
        }
    }
}

/// How the generated code shows a changed section header or footer.
public enum HeaderStyle: String, CaseIterable, Sendable {
    /// `reloadSections`: the whole section, cells included, is reloaded.
    case reload
    /// The visible header or footer view is passed to a `configureHeaderFooter` callback.
    case configure

    public var summary: String {
        switch self {
        case .reload: return "reloadSections (reloads the section's cells too)"
        case .configure: return "pass visible header/footer views to a configureHeaderFooter callback"
        }
    }
}

/// The options of the generated Swift code.
public struct SwiftCodeOptions: Sendable {
    public var animation: BatchUpdateAnimation
    public var reloads: ReloadStyle
    public var headers: HeaderStyle

    public init(animation: BatchUpdateAnimation = .automatic, reloads: ReloadStyle = .reload, headers: HeaderStyle = .reload) {
        self.animation = animation
        self.reloads = reloads
        self.headers = headers
    }
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
    /// For the text format, optionally: an update's changed fields handed to the callback as
    /// (name, old value's UTF-8, new value's UTF-8), true when that is all of them; false (or
    /// nil) to take `itemFieldChanges`. Values printed from their bytes are no Strings made and
    /// freed per change, which cost more than the rest of an update's line.
    public var itemValueChanges: ((ItemContent, ItemContent, (String, UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>) -> Void) -> Bool)?

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
