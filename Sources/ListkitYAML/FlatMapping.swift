/// A mapping whose keys and values are all scalars without tags or anchors, read straight from
/// the parser's events: the shape of a spec's cells, which come by the 100k.
public struct FlatMapping: Sendable {
    public struct Entry: Sendable {
        public var key: Scalar
        public var keyMark: Mark
        public var value: Scalar
        public var valueMark: Mark
    }

    /// Where the mapping starts.
    public var mark: Mark
    /// The entries in source order; keys are distinct (by resolved value, as in any mapping).
    public var entries: [Entry]

    /// The same mapping as a node tree.
    public var node: Node {
        Node(.mapping(entries.map {
            Node.Pair(key: Node(.scalar($0.key), mark: $0.keyMark), value: Node(.scalar($0.value), mark: $0.valueMark))
        }), mark: mark)
    }
}

/// An item of a sequence whose items a `SequenceItemReader` takes.
public enum SequenceItem: Sendable {
    /// A flat mapping, never built as nodes.
    case flatMapping(FlatMapping)
    /// Any other item, built as usual.
    case node(Node)
}

/// Takes the items of chosen sequences while the loader reads them, in place of the tree: a
/// tree would build their nodes only for the caller to read them once.
///
/// Such a sequence stays in the tree, empty, with its mark; `read` gets its items in order,
/// after the loader has checked them as always (duplicate keys, aliases, depth). The loader asks
/// only about sequences with no anchor on them or around them (an alias would need their items).
public protocol SequenceItemReader: AnyObject {
    /// Whether to take the items of the sequence that `path` leads to from the root: the keys of
    /// the mappings on the way, nil for a sequence's item. Asked once per sequence.
    func readsItems(ofSequenceAt path: [String?]) -> Bool
    /// One item of such a sequence, the sequence's mark with it.
    func read(_ item: SequenceItem, inSequenceAt sequence: Mark)
}
