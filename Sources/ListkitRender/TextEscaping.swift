/// Texts from specs may hold anything; renderers keep every output line one line long.
/// (JSON output escapes with `JSONWriter.quoted`, whose `\\u00XX` form JSON requires.)
enum TextEscaping {
    /// A double-quoted, single-line form: `\"`, `\\`, `\n`, `\t`, `\r`, other controls as `\u{1B}`.
    static func quoted(_ text: String) -> String {
        if isPlainASCII(text) { return "\"" + text + "\"" }
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if isControl(scalar) {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// `quoted(text)` appended to `out`, checked and copied in one pass when nothing needs
    /// escaping (hot in large diffs: ids almost never do).
    static func appendQuoted(_ text: String, to out: inout TextBuffer) {
        let plain = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            for byte in bytes where !isPlain(byte) { return false }
            out.append("\"")
            out.append(text)
            out.append("\"")
            return true
        }
        if plain != true { out.append(quoted(text)) }
    }

    /// Control characters (line breaks and tabs included) as spaces, for drawing text in a grid.
    static func singleLine(_ text: String) -> String {
        var result = ""
        result.unicodeScalars.append(contentsOf: text.unicodeScalars.map { isControl($0) ? " " : $0 })
        return result
    }

    /// Printable ASCII without quote or backslash: nothing to escape (ids almost always are).
    static func isPlainASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy(isPlain)
    }

    @inline(__always)
    private static func isPlain(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
    }

    /// C0 and C1 controls, DEL, and the Unicode line and paragraph separators.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
    }
}
