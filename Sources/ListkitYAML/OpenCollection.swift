/// A sequence or mapping whose end event has not come yet: the tree builder keeps a stack of
/// these instead of recursing, so input depth never becomes call-stack depth. Its finished
/// children wait on the builder's shared `ChildStack`s from `childStart` on.
struct OpenCollection {
    let isMapping: Bool
    let mark: Mark
    /// The key this collection is the value of, when that is a scalar.
    let label: String?
    let tag: String?
    let anchor: String?
    /// Where this collection's items (or pairs) start on the builder's child stack.
    let childStart: Int
    /// A mapping's key whose value has not come yet.
    var pendingKey: Node?
    /// Nodes in this subtree so far, counting itself and every node an alias stands for.
    var nodeCount = 1
    /// Collection levels below this one so far (0 for a collection of scalars only).
    var height = 0
    /// Resolved scalar keys → index of their pair on the pair stack; built only once a mapping
    /// grows large, since a linear scan is cheaper for the small mappings that dominate specs.
    var keyIndex: [Scalar.Value: Int] = [:]
    var isIndexed = false
    /// A sequence whose items go to the loader's `SequenceItemReader` instead of the tree.
    var readsItems = false

    static let linearScanLimit = 12

    init(isMapping: Bool, mark: Mark, label: String?, tag: String?, anchor: String?, childStart: Int) {
        self.isMapping = isMapping
        self.mark = mark
        self.label = label
        self.tag = tag
        self.anchor = anchor
        self.childStart = childStart
    }

    /// The earlier key of this mapping that resolves to the same scalar value as `key`, if any.
    /// Non-scalar keys are never reported as duplicates (specs do not use them).
    mutating func earlierKey(matching key: borrowing Node, in pairs: borrowing ChildStack<Node.Pair>) -> Node? {
        guard case .scalar(let scalar) = key.content else { return nil }
        let value = scalar.value
        if isIndexed {
            if let earlier = keyIndex[value] { return pairs[earlier].key }
            keyIndex[value] = pairs.count
            return nil
        }
        for i in childStart..<pairs.count where pairs[i].key.hasScalarValue(value) {
            return pairs[i].key
        }
        if pairs.count - childStart + 1 >= Self.linearScanLimit {
            keyIndex.reserveCapacity(2 * (pairs.count - childStart + 1))
            for i in childStart..<pairs.count {
                if case .scalar(let s) = pairs[i].key.content, keyIndex[s.value] == nil { keyIndex[s.value] = i }
            }
            keyIndex[value] = pairs.count
            isIndexed = true
        }
        return nil
    }
}

extension Node {
    /// Whether this is a scalar whose resolved value equals `value`.
    @inline(__always)
    func hasScalarValue(_ value: Scalar.Value) -> Bool {
        if case .scalar(let scalar) = content { return scalar.value == value }
        return false
    }
}
