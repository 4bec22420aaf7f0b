import ListkitSpec

extension JSONValue {
    /// Pretty-printed for people and editors: two-space indentation, one key a line, lists of
    /// strings on one line; strings escaped as `JSONWriter` escapes them, numbers as it writes them.
    public func rendered(indent: String = "") -> String {
        let inner = indent + "  "
        switch self {
        case .string(let s): return JSONWriter.quoted(s)
        case .number(let n): return JSONWriter.format(n)
        case .bool(let b): return b ? "true" : "false"
        case .array(let items):
            if items.isEmpty { return "[]" }
            if items.allSatisfy({ if case .string = $0 { true } else { false } }) {
                return "[" + items.map { $0.rendered() }.joined(separator: ", ") + "]"
            }
            return "[\n" + items.map { inner + $0.rendered(indent: inner) }.joined(separator: ",\n") + "\n" + indent + "]"
        case .object(let pairs):
            if pairs.isEmpty { return "{}" }
            return "{\n" + pairs.map { inner + JSONWriter.quoted($0.0) + ": " + $0.1.rendered(indent: inner) }.joined(separator: ",\n") + "\n" + indent + "}"
        }
    }
}
