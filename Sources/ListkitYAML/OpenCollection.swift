/// A sequence or mapping whose end event has not come yet: the tree builder keeps a stack of
/// these instead of recursing, so input depth never becomes call-stack depth.
struct OpenCollection {
    let isMapping: Bool
    let mark: Mark
    let tag: String?
    let anchor: String?
    var items: [Node] = []
    var pairs: [Node.Pair] = []
    /// A mapping's key whose value has not come yet.
    var pendingKey: Node?
    /// Nodes in this subtree so far, counting itself and every node an alias stands for.
    var nodeCount = 1
    /// Collection levels below this one so far (0 for a collection of scalars only).
    var height = 0
    /// Resolved scalar keys → index of their pair; built only once a mapping grows large, since
    /// a linear scan is cheaper for the small mappings that dominate specs.
    var keyIndex: [Scalar.Value: Int] = [:]
    var isIndexed = false

    static let linearScanLimit = 12

    init(isMapping: Bool, mark: Mark, tag: String?, anchor: String?) {
        self.isMapping = isMapping
        self.mark = mark
        self.tag = tag
        self.anchor = anchor
    }

    /// The finished node.
    mutating func close() -> Node {
        let content: Node.Content = isMapping ? .mapping(pairs) : .sequence(items)
        return Node(content, mark: mark, tag: tag)
    }

    /// The index of an earlier pair whose key resolves to the same scalar value, if any.
    /// Non-scalar keys are never reported as duplicates (specs do not use them).
    mutating func earlierPair(withKey key: Node) -> Int? {
        guard case .scalar(let scalar) = key.content else { return nil }
        let value = scalar.value
        if isIndexed {
            if let earlier = keyIndex[value] { return earlier }
            keyIndex[value] = pairs.count
            return nil
        }
        for (i, pair) in pairs.enumerated() {
            if case .scalar(let other) = pair.key.content, other.value == value { return i }
        }
        if pairs.count + 1 >= Self.linearScanLimit {
            keyIndex.reserveCapacity(pairs.count * 2 + 2)
            for (i, pair) in pairs.enumerated() {
                if case .scalar(let s) = pair.key.content, keyIndex[s.value] == nil { keyIndex[s.value] = i }
            }
            keyIndex[value] = pairs.count
            isIndexed = true
        }
        return nil
    }
}
