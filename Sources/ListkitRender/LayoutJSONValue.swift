/// A JSON value whose objects keep their keys in the order written, so output is stable
/// without sorting (Foundation's JSONSerialization orders keys only alphabetically).
indirect enum LayoutJSONValue: Sendable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
    case array([LayoutJSONValue])
    case object([(key: String, value: LayoutJSONValue)])

    /// Pretty-printed with two-space indents; an object or array holding only scalars is kept on
    /// one line (`{"x": 0, "y": 59, "width": 393, "height": 56}`), so frames read as rows.
    /// Numbers go through `LayoutNumberFormat` (0.01 pt); non-finite numbers become null.
    /// Nesting comes from the layout tree, so this recursion is as deep as the spec's own
    /// nesting, which the YAML loader caps.
    func serialized(indent: Int = 0) -> String {
        switch self {
        case .string(let text): return Self.quoted(text)
        case .number(let value): return value.isFinite ? LayoutNumberFormat.string(value) : "null"
        case .bool(let value): return value ? "true" : "false"
        case .null: return "null"
        case .array(let items):
            if items.isEmpty { return "[]" }
            if items.allSatisfy(\.isScalar) { return "[" + items.map { $0.serialized() }.joined(separator: ", ") + "]" }
            let inner = String(repeating: "  ", count: indent + 1)
            let lines = items.map { inner + $0.serialized(indent: indent + 1) }
            return "[\n" + lines.joined(separator: ",\n") + "\n" + String(repeating: "  ", count: indent) + "]"
        case .object(let pairs):
            if pairs.isEmpty { return "{}" }
            if pairs.allSatisfy(\.value.isScalar) {
                return "{" + pairs.map { Self.quoted($0.key) + ": " + $0.value.serialized() }.joined(separator: ", ") + "}"
            }
            let inner = String(repeating: "  ", count: indent + 1)
            let lines = pairs.map { inner + Self.quoted($0.key) + ": " + $0.value.serialized(indent: indent + 1) }
            return "{\n" + lines.joined(separator: ",\n") + "\n" + String(repeating: "  ", count: indent) + "}"
        }
    }

    var isScalar: Bool {
        switch self {
        case .array(let items): return items.isEmpty
        case .object(let pairs): return pairs.isEmpty
        default: return true
        }
    }

    static func quoted(_ text: String) -> String { JSONWriter.quoted(text) }
}
