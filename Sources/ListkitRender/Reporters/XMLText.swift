/// Text and attribute values for the XML reporters (JUnit, Checkstyle).
enum XMLText {
    /// Escapes markup characters, and writes characters XML 1.0 cannot hold at all (controls
    /// other than tab, newline and carriage return) as `\u{…}`, so any message stays well-formed.
    static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            case "\t": out += "&#9;"
            default:
                let v = scalar.value
                if v < 0x20 || v == 0xFFFE || v == 0xFFFF {
                    out += "\\u{\(String(v, radix: 16))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    static let declaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
}
