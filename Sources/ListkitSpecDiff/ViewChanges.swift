import ListkitSpec
import ListkitYAML

/// A view's identity across versions: its hierarchy (the screen or a cell kind) and its id.
public struct ViewKey: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var owner: ViewHierarchy.Owner
    public var id: String

    public init(owner: ViewHierarchy.Owner, id: String) {
        self.owner = owner
        self.id = id
    }

    public var description: String {
        switch owner {
        case .screen: return id
        case .cellKind(let kind): return "\(kind).\(id)"
        }
    }

    public static func < (a: ViewKey, b: ViewKey) -> Bool { a.description < b.description }
}

public enum ViewChange: Sendable, Equatable {
    case added(ViewKey, type: ViewType, at: Mark)
    case removed(ViewKey, type: ViewType, at: Mark)
    case retyped(ViewKey, from: ViewType, to: ViewType, at: Mark)
    /// The view moved to another parent (nil: a root view).
    case reparented(ViewKey, from: String?, to: String?, at: Mark)

    public var key: ViewKey {
        switch self {
        case .added(let k, _, _), .removed(let k, _, _), .retyped(let k, _, _, _), .reparented(let k, _, _, _): return k
        }
    }
}

enum ViewComparison {
    struct Entry {
        var view: ViewSpec
        var parent: String?
    }

    /// Every view of a spec's hierarchies by key, in source order.
    static func index(_ hierarchies: [ViewHierarchy]) -> [(ViewKey, Entry)] {
        var index: [(ViewKey, Entry)] = []
        for hierarchy in hierarchies {
            for entry in hierarchy.entries {
                let parent = entry.parent.map { hierarchy.entries[$0].view.id.value }
                index.append((ViewKey(owner: hierarchy.owner, id: entry.view.id.value), Entry(view: entry.view, parent: parent)))
            }
        }
        return index
    }

    /// Removed views in old order, then added, retyped and reparented in new order.
    /// - Complexity: O(n) in the number of views (duplicate ids: the first of each wins).
    static func compare(old: [(ViewKey, Entry)], new: [(ViewKey, Entry)]) -> [ViewChange] {
        let oldByKey = Dictionary(old, uniquingKeysWith: { first, _ in first })
        let newByKey = Dictionary(new, uniquingKeysWith: { first, _ in first })
        var changes: [ViewChange] = []
        for (key, entry) in old where newByKey[key] == nil {
            changes.append(.removed(key, type: entry.view.type.value, at: entry.view.mark))
        }
        var seen = Set<ViewKey>()
        for (key, entry) in new where seen.insert(key).inserted {
            guard let before = oldByKey[key] else {
                changes.append(.added(key, type: entry.view.type.value, at: entry.view.mark))
                continue
            }
            if before.view.type.value != entry.view.type.value {
                changes.append(.retyped(key, from: before.view.type.value, to: entry.view.type.value, at: entry.view.type.mark))
            }
            if before.parent != entry.parent {
                changes.append(.reparented(key, from: before.parent, to: entry.parent, at: entry.view.mark))
            }
        }
        return changes
    }
}
