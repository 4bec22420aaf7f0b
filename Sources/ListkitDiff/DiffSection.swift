/// One cell of a list: a stable identity and the content shown for it.
///
/// Identity is the `id`, compared as UTF-8 bytes (no Unicode normalisation: ids are
/// identifiers, not prose; see `DiffID`). Content is compared in full with `==`.
public struct DiffItem<Content: Equatable & Sendable>: Equatable, Sendable {
    public var id: DiffID
    public var content: Content

    public init(id: DiffID, content: Content) {
        self.id = id
        self.content = content
    }

    /// An item whose id is `id`'s UTF-8 (a buffer of its own; `DiffID.sharing` makes many ids
    /// share one).
    public init(id: String, content: Content) {
        self.init(id: DiffID(id), content: content)
    }
}

/// One section of a list: a stable identity, the section's own content (header, footer,
/// kind — whatever the caller compares) and its items in display order.
public struct DiffSection<SectionContent: Equatable & Sendable, ItemContent: Equatable & Sendable>: Equatable, Sendable {
    public var id: String
    public var content: SectionContent
    public var items: [DiffItem<ItemContent>]

    public init(id: String, content: SectionContent, items: [DiffItem<ItemContent>]) {
        self.id = id
        self.content = content
        self.items = items
    }
}
