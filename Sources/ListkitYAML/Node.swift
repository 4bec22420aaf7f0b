/// A YAML node: a scalar, a sequence or a mapping, each carrying the mark where it starts.
///
/// Aliases are expanded by the loader (within a budget), so a tree never contains one.
/// Mapping entries keep their source order; duplicate keys are rejected by the loader.
public struct Node: Sendable {
    public enum Content: Sendable {
        case scalar(Scalar)
        case sequence([Node])
        case mapping([Pair])
    }

    public struct Pair: Sendable {
        public var key: Node
        public var value: Node
        public init(key: Node, value: Node) {
            self.key = key
            self.value = value
        }
    }

    public var content: Content
    /// Where the node starts (for a quoted scalar: its opening quote).
    public var mark: Mark
    /// An explicit tag such as `!!str`, expanded to its full form; nil when the node has none.
    public var tag: String?

    public init(_ content: Content, mark: Mark, tag: String? = nil) {
        self.content = content
        self.mark = mark
        self.tag = tag
    }
}

extension Node {
    public var scalar: Scalar? {
        if case .scalar(let s) = content { return s }
        return nil
    }

    public var sequence: [Node]? {
        if case .sequence(let items) = content { return items }
        return nil
    }

    public var mapping: [Pair]? {
        if case .mapping(let pairs) = content { return pairs }
        return nil
    }

    /// The value for a plain string key of a mapping, or nil.
    public subscript(key: String) -> Node? {
        guard let pairs = mapping else { return nil }
        return pairs.first(where: { $0.key.scalar?.string == key })?.value
    }

    /// A short noun for messages: "a string", "a list", "a mapping", "a number", …
    public var kindDescription: String {
        switch content {
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        case .scalar(let s):
            switch s.value {
            case .null: return "null"
            case .bool: return "a boolean"
            case .int, .float: return "a number"
            case .string: return "a string"
            }
        }
    }
}
