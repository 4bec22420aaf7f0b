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

    public struct Entry: Sendable {
        public var view: ViewSpec
        /// Index of the parent entry; nil for a root view (whose parent is the screen or cell).
        public var parent: Int?
        /// Whether the view is an arranged subview of its parent stack.
        public var isArranged: Bool
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
        for (i, entry) in entries.enumerated() where indexByID[entry.view.id.value] == nil {
            indexByID[entry.view.id.value] = i
        }
        self.indexByID = indexByID
    }

    public var ids: [String] { entries.map(\.view.id.value) }
}
