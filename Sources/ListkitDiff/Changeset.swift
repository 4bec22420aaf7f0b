/// The batch updates that turn one sectioned list into another, in stages.
///
/// Each stage is one `performBatchUpdates` call and obeys UIKit's indexing rules:
/// deletes, updates (reloads) and move sources index the state *before* the stage;
/// inserts and move targets index the state *after* it. Stages run in order; the state
/// after the last one is the new list. docs/changesets.md lists the rules and why a diff
/// sometimes needs more than one stage.
///
/// The changeset is self-contained: inserts and updates carry the new content, so
/// `apply(_:to:)` can replay it on the old list without the new one.
public struct Changeset<SectionContent: Equatable & Sendable, ItemContent: Equatable & Sendable>: Equatable, Sendable {
    public typealias Section = DiffSection<SectionContent, ItemContent>
    public typealias Item = DiffItem<ItemContent>

    /// The batches, in the order they must run. Empty when the lists are equal.
    public var stages: [Stage]
    /// Tolerated problems in the input (duplicate ids), in order of first occurrence.
    public var warnings: [DiffWarning]

    public init(stages: [Stage], warnings: [DiffWarning] = []) {
        self.stages = stages
        self.warnings = warnings
    }

    /// True when old and new are equal: no stage at all.
    public var isEmpty: Bool { stages.isEmpty }
    /// Item moves over all stages (the minimum; see docs/changesets.md).
    public var itemMoveCount: Int { stages.reduce(0) { $0 + $1.itemMoves.count } }
    /// Section moves over all stages (the minimum).
    public var sectionMoveCount: Int { stages.reduce(0) { $0 + $1.sectionMoves.count } }

    /// One `performBatchUpdates` call. Every list is sorted by its index or path
    /// (moves by target), so output is deterministic.
    public struct Stage: Equatable, Sendable {
        public var sectionDeletes: [SectionDelete] = []
        public var sectionInserts: [SectionInsert] = []
        public var sectionMoves: [SectionMove] = []
        public var sectionUpdates: [SectionUpdate] = []
        public var itemDeletes: [ItemDelete] = []
        public var itemInserts: [ItemInsert] = []
        public var itemMoves: [ItemMove] = []
        public var itemUpdates: [ItemUpdate] = []

        public init() {}

        /// How many changes the stage holds, all kinds together.
        public var changeCount: Int {
            sectionDeletes.count + sectionInserts.count + sectionMoves.count + sectionUpdates.count
                + itemDeletes.count + itemInserts.count + itemMoves.count + itemUpdates.count
        }

        public var isEmpty: Bool {
            sectionDeletes.isEmpty && sectionInserts.isEmpty && sectionMoves.isEmpty && sectionUpdates.isEmpty
                && itemDeletes.isEmpty && itemInserts.isEmpty && itemMoves.isEmpty && itemUpdates.isEmpty
        }
    }

    /// A section removed with all the items it still holds; `index` is before the stage.
    public struct SectionDelete: Equatable, Sendable {
        public var index: Int
        public var id: String
        public init(index: Int, id: String) { self.index = index; self.id = id }
    }

    /// A section added; `index` is after the stage. `section.items` are the items it holds
    /// once inserted (items moved into it come in a later stage, as item moves).
    public struct SectionInsert: Equatable, Sendable {
        public var index: Int
        public var section: Section
        public init(index: Int, section: Section) { self.index = index; self.section = section }
    }

    /// A section moved, with its items; `from` is before the stage, `to` after it.
    public struct SectionMove: Equatable, Sendable {
        public var from: Int
        public var to: Int
        public var id: String
        public init(from: Int, to: Int, id: String) { self.from = from; self.to = to; self.id = id }
    }

    /// A section whose own content changed (a reload); `index` is before the stage.
    public struct SectionUpdate: Equatable, Sendable {
        public var index: Int
        public var id: String
        public var old: SectionContent
        public var new: SectionContent
        public init(index: Int, id: String, old: SectionContent, new: SectionContent) {
            self.index = index; self.id = id; self.old = old; self.new = new
        }
    }

    /// An item removed; `path` is before the stage.
    public struct ItemDelete: Equatable, Sendable {
        public var path: ItemPath
        public var id: DiffID
        public init(path: ItemPath, id: DiffID) { self.path = path; self.id = id }
    }

    /// An item added; `path` is after the stage.
    public struct ItemInsert: Equatable, Sendable {
        public var path: ItemPath
        public var item: Item
        public init(path: ItemPath, item: Item) { self.path = path; self.item = item }
    }

    /// An item moved, within or across sections; `from` is before the stage, `to` after.
    public struct ItemMove: Equatable, Sendable {
        public var from: ItemPath
        public var to: ItemPath
        public var id: DiffID
        public init(from: ItemPath, to: ItemPath, id: DiffID) { self.from = from; self.to = to; self.id = id }
    }

    /// An item whose content changed (a reload); `path` is before the stage.
    public struct ItemUpdate: Equatable, Sendable {
        public var path: ItemPath
        public var id: DiffID
        public var old: ItemContent
        public var new: ItemContent
        public init(path: ItemPath, id: DiffID, old: ItemContent, new: ItemContent) {
            self.path = path; self.id = id; self.old = old; self.new = new
        }
    }
}
