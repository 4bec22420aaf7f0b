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
    /// - Complexity: O(n) in the output's length: everything is appended to one string.
    func serialized() -> String {
        var output = ""
        write(into: &output, indent: 0)
        return output
    }

    func write(into output: inout String, indent: Int) {
        switch self {
        case .string(let text): output += JSONWriter.quoted(text)
        case .number(let value): output += value.isFinite ? LayoutNumberFormat.string(value) : "null"
        case .bool(let value): output += value ? "true" : "false"
        case .null: output += "null"
        case .array(let items):
            if items.isEmpty { output += "[]"; return }
            let inline = items.allSatisfy(\.isScalar)
            output += inline ? "[" : "[\n"
            for (index, item) in items.enumerated() {
                if index > 0 { output += inline ? ", " : ",\n" }
                if !inline { Self.indent(&output, indent + 1) }
                item.write(into: &output, indent: indent + 1)
            }
            if !inline {
                output += "\n"
                Self.indent(&output, indent)
            }
            output += "]"
        case .object(let pairs):
            if pairs.isEmpty { output += "{}"; return }
            let inline = pairs.allSatisfy(\.value.isScalar)
            output += inline ? "{" : "{\n"
            for (index, pair) in pairs.enumerated() {
                if index > 0 { output += inline ? ", " : ",\n" }
                if !inline { Self.indent(&output, indent + 1) }
                output += JSONWriter.quoted(pair.key)
                output += ": "
                pair.value.write(into: &output, indent: indent + 1)
            }
            if !inline {
                output += "\n"
                Self.indent(&output, indent)
            }
            output += "}"
        }
    }

    private static func indent(_ output: inout String, _ level: Int) {
        for _ in 0..<level { output += "  " }
    }

    var isScalar: Bool {
        switch self {
        case .array(let items): return items.isEmpty
        case .object(let pairs): return pairs.isEmpty
        case .string, .number, .bool, .null: return true
        }
    }

}
