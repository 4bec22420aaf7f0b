/// A mapping whose keys and values are all scalars without tags or anchors, read straight from
/// the parser's events: the shape of a spec's cells, which come by the 100k.
///
/// Its scalars stay bytes, and the bytes stay where libyaml put them: a reader compares most
/// keys and copies most values once, into its own store, so a String per scalar (validated,
/// often allocated, then freed) and then a copy of every scalar into an arena of the mapping's
/// own were most of the cost of reading a cell.
///
/// Not Sendable, and valid only while `SequenceItemReader.read` runs: the loader releases the
/// scalars' bytes as soon as `read` returns (a reader copies what it keeps).
public struct FlatMapping {
    public struct Entry {
        public var key: FlatScalar
        public var keyMark: Mark
        public var value: FlatScalar
        public var valueMark: Mark
    }

    /// Where the mapping starts.
    public var mark: Mark
    /// The entries in source order; keys are distinct (by resolved value, as in any mapping).
    /// In the loader's own buffer, reused for the next mapping: valid only during `read`.
    public var entries: UnsafeBufferPointer<Entry>

    /// Calls `body` with the text of `scalar`.
    @inlinable
    public func withBytes<R>(of scalar: FlatScalar, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        body(scalar.bytes)
    }

    /// The scalar as a tree holds it: its text as a String and its resolved value.
    public func scalar(_ scalar: FlatScalar) -> Scalar {
        let bytes = scalar.bytes
        let text = String(decoding: bytes, as: UTF8.self)
        let value = scalar.style == .plain ? CoreSchema.resolvePlain(bytes, text: text) : .string(text)
        return Scalar(string: text, style: scalar.style, value: value)
    }

    /// The same mapping as a node tree.
    public var node: Node {
        Node(.mapping(entries.map {
            Node.Pair(key: Node(.scalar(scalar($0.key)), mark: $0.keyMark), value: Node(.scalar(scalar($0.value)), mark: $0.valueMark))
        }), mark: mark)
    }

    /// Whether an entry's key has the same resolved value as `key` (a duplicate key).
    ///
    /// Two ASCII string keys (a spec's keys, four or five per cell) are compared by length and
    /// bytes in one pass: this check runs for every key of every cell, and through
    /// `sameValue` it cost two buffer accesses per earlier key. Any other pair goes through
    /// `sameValue` (a non-ASCII key can equal an ASCII one as a String: U+212A KELVIN SIGN is
    /// canonically "K").
    func hasKey(equalTo key: FlatScalar) -> Bool {
        guard key.isString, key.isASCII == true else {
            return entries.contains { sameValue($0.key, key) }
        }
        let wanted = key.bytes
        for entry in entries where entry.key.isString {
            if entry.key.isASCII == true {
                if entry.key.bytes.count == wanted.count && RawText.equal(entry.key.bytes, wanted) { return true }
            } else if RawText.equalAsStrings(entry.key.bytes, wanted) {
                return true
            }
        }
        return false
    }

    /// Whether two of the mapping's scalars have the same resolved value (what makes two keys
    /// duplicates): strings from their bytes (`RawText.equalAsStrings`), other values by
    /// `Scalar.Value`'s own `==`.
    func sameValue(_ a: FlatScalar, _ b: FlatScalar) -> Bool {
        guard a.isString == b.isString else { return false }
        guard a.isString else { return scalar(a).value == scalar(b).value }
        if a.isASCII == true && b.isASCII == true {
            return a.bytes.count == b.bytes.count && RawText.equal(a.bytes, b.bytes)
        }
        return RawText.equalAsStrings(a.bytes, b.bytes)
    }
}

/// A scalar of a `FlatMapping`: its text, and what the core schema makes of it.
public struct FlatScalar {
    /// The text (after YAML's escapes and folding), in libyaml's own buffer: valid only while
    /// the mapping is (see `FlatMapping`).
    public var bytes: UnsafeBufferPointer<UInt8>
    public var style: Scalar.Style
    /// Whether the value is a string (else null, a bool, an int or a float).
    public var isString: Bool
    /// Whether the value is null (an empty plain scalar, `~`, `null`…).
    public var isNull: Bool
    /// Whether every byte of the text is ASCII: known for keys, which the duplicate-key check
    /// compares; nil for values (read `RawText.isASCII` of their bytes when it matters), since
    /// testing every value of a 100k-cell spec cost about 0.5% of `listkit diff`'s instructions
    /// for the one value (a cell's id) whose answer is used.
    public var isASCII: Bool?
}

/// An item of a sequence whose items a `SequenceItemReader` takes.
public enum SequenceItem {
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
    /// One item of such a sequence, the sequence's mark with it. A flat mapping's bytes are
    /// valid only during the call: copy what you keep.
    func read(_ item: SequenceItem, inSequenceAt sequence: Mark)
}
