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
        var bytes: [UInt8] = []
        write(into: &bytes, indent: indent)
        output += String(decoding: bytes, as: UTF8.self)
    }

    /// `write(into:indent:)` as UTF-8 bytes: appending bytes costs a fraction of appending
    /// Strings, and a `--full` layout writes hundreds of bytes a cell.
    func write(into output: inout [UInt8], indent: Int) {
        switch self {
        case .string(let text): Self.appendQuoted(text, to: &output)
        case .number(let value): Self.appendNumber(value, to: &output)
        case .bool(let value): output.append(contentsOf: (value ? "true" : "false").utf8)
        case .null: output.append(contentsOf: "null".utf8)
        case .array(let items):
            if items.isEmpty { output.append(contentsOf: "[]".utf8); return }
            let inline = items.allSatisfy(\.isScalar)
            Self.open(UInt8(ascii: "["), inline: inline, &output)
            for (index, item) in items.enumerated() {
                Self.separate(index: index, inline: inline, indent: indent, &output)
                item.write(into: &output, indent: indent + 1)
            }
            Self.close(UInt8(ascii: "]"), inline: inline, indent: indent, &output)
        case .object(let pairs):
            if pairs.isEmpty { output.append(contentsOf: "{}".utf8); return }
            let inline = pairs.allSatisfy(\.value.isScalar)
            Self.open(UInt8(ascii: "{"), inline: inline, &output)
            for (index, pair) in pairs.enumerated() {
                Self.separate(index: index, inline: inline, indent: indent, &output)
                Self.appendQuoted(pair.key, to: &output)
                output.append(contentsOf: ": ".utf8)
                pair.value.write(into: &output, indent: indent + 1)
            }
            Self.close(UInt8(ascii: "}"), inline: inline, indent: indent, &output)
        }
    }

    private static func open(_ bracket: UInt8, inline: Bool, _ output: inout [UInt8]) {
        output.append(bracket)
        if !inline { output.append(UInt8(ascii: "\n")) }
    }

    /// What goes before a container's item: ", " inline, else ",\n" and the item's indent.
    private static func separate(index: Int, inline: Bool, indent: Int, _ output: inout [UInt8]) {
        if index > 0 { output.append(contentsOf: (inline ? ", " : ",\n").utf8) }
        if !inline { Self.indent(&output, indent + 1) }
    }

    private static func close(_ bracket: UInt8, inline: Bool, indent: Int, _ output: inout [UInt8]) {
        if !inline {
            output.append(UInt8(ascii: "\n"))
            Self.indent(&output, indent)
        }
        output.append(bracket)
    }

    /// A number as `LayoutNumberFormat` writes it (0.01 pt); null when not finite.
    static func appendNumber(_ value: Double, to output: inout [UInt8]) {
        if value.isFinite { LayoutNumberFormat.append(value, to: &output) } else { output.append(contentsOf: "null".utf8) }
    }

    /// The same into a `TextBuffer` (`LayoutJSONCellWriter`).
    static func appendNumber(_ value: Double, to output: inout TextBuffer) {
        if value.isFinite { LayoutNumberFormat.append(value, to: &output) } else { output.append("null") }
    }

    /// `JSONWriter.quoted(text)`'s bytes: the text copied between quotes unless a byte may need
    /// an escape (a control, a quote, a backslash, DEL, or the lead byte of a character that
    /// `TextEscaping.isControl` may hold: C1 controls and the bidi and separator characters start
    /// with 0xC2, 0xD8 or 0xE2); those go through `JSONWriter.quoted`.
    static func appendQuoted(_ text: String, to output: inout [UInt8]) {
        var text = text
        let copied = text.withUTF8 { bytes in
            guard !mayNeedEscapes(bytes) else { return false }
            output.append(UInt8(ascii: "\""))
            output.append(contentsOf: bytes)
            output.append(UInt8(ascii: "\""))
            return true
        }
        if !copied { output.append(contentsOf: JSONWriter.quoted(text).utf8) }
    }

    /// The same into a `TextBuffer` (`LayoutJSONCellWriter`).
    static func appendQuoted(_ text: String, to output: inout TextBuffer) {
        var text = text
        let copied = text.withUTF8 { bytes in
            guard !mayNeedEscapes(bytes) else { return false }
            output.append(quoting: bytes)
            return true
        }
        if !copied { output.append(text: JSONWriter.quoted(text)) }
    }

    /// Whether a byte of a text may need an escape (`appendQuoted`). Most texts (ids, names) are
    /// plain ASCII, which `TextEscaping.arePlain` clears eight bytes at a time; the others are
    /// read a byte at a time.
    private static func mayNeedEscapes(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if TextEscaping.arePlain(bytes) { return false }
        return bytes.contains { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F || $0 == 0xC2 || $0 == 0xD8 || $0 == 0xE2 }
    }

    static func indent(_ output: inout [UInt8], _ level: Int) {
        for _ in 0..<level { output.append(contentsOf: "  ".utf8) }
    }

    var isScalar: Bool {
        switch self {
        case .array(let items): return items.isEmpty
        case .object(let pairs): return pairs.isEmpty
        case .string, .number, .bool, .null: return true
        }
    }

}
