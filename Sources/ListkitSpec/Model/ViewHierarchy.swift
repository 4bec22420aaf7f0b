/// One tree of views — the screen's, or a cell kind's — flattened in source order with each
/// view's parent, so rules can look views up by id and walk ancestors without recursion.
public struct ViewHierarchy: Sendable {
    public enum Owner: Sendable, Hashable, CustomStringConvertible {
        case screen
        case cellKind(String)

        public var description: String {
            switch self {
            case .screen: return "the screen"
            case .cellKind(let name): return "cell kind '\(name)'"
            }
        }
    }

    /// A class, immutable: rules and layouts walk every entry of a hierarchy, each several
    /// times, and a copy of a struct holding a `ViewSpec` (dozens of fields, a dozen of them
    /// reference counted) cost what the walk did; a copy of an entry is one reference now.
    public final class Entry: Sendable {
        public let view: ViewSpec
        /// Index of the parent entry; nil for a root view (whose parent is the screen or cell).
        public let parent: Int?
        /// Whether the view is an arranged subview of its parent stack.
        public let isArranged: Bool

        init(view: ViewSpec, parent: Int?, isArranged: Bool) {
            self.view = view
            self.parent = parent
            self.isArranged = isArranged
        }
    }

    public var owner: Owner
    public var entries: [Entry]
    /// First entry index for each id (duplicates are a separate rule's concern).
    public var indexByID: [String: Int]

    public init(_ owner: Owner, roots: [ViewSpec]) {
        self.owner = owner
        var entries: [Entry] = []
        // Iterative preorder walk; a stack of (view, parent, arranged) in reverse order.
        var pending: [(ViewSpec, Int?, Bool)] = roots.reversed().map { ($0, nil, false) }
        while let (view, parent, arranged) = pending.popLast() {
            let index = entries.count
            entries.append(Entry(view: view, parent: parent, isArranged: arranged))
            for child in view.subviews.reversed() { pending.append((child, index, false)) }
            for child in view.arranged.reversed() { pending.append((child, index, true)) }
        }
        self.entries = entries
        var indexByID: [String: Int] = [:]
        indexByID.reserveCapacity(entries.count)
        for (i, entry) in entries.enumerated() where indexByID[entry.view.id.value] == nil {
            indexByID[entry.view.id.value] = i
        }
        self.indexByID = indexByID
    }

    public var ids: [String] { entries.map(\.view.id.value) }

    /// Changes the view of entry `index` (its place in the tree stays): a new entry, as entries
    /// are shared between copies of a hierarchy.
    public mutating func updateView(at index: Int, _ change: (inout ViewSpec) -> Void) {
        let old = entries[index]
        var view = old.view
        change(&view)
        entries[index] = Entry(view: view, parent: old.parent, isArranged: old.isArranged)
    }
}
