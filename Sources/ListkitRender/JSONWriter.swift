import ListkitSpec

/// A small JSON writer with a fixed key order, so output is byte-identical run to run
/// (Foundation's JSONSerialization orders keys only when asked, and formats numbers its own way).
public struct JSONWriter {
    public private(set) var text = ""
    private var needsComma: [Bool] = [false]

    public init() {}

    public mutating func beginObject() { valuePrefix(); text += "{"; needsComma.append(false) }
    public mutating func endObject() { needsComma.removeLast(); text += "}" }
    public mutating func beginArray() { valuePrefix(); text += "["; needsComma.append(false) }
    public mutating func endArray() { needsComma.removeLast(); text += "]" }

    /// A key inside an object; the next value written belongs to it.
    public mutating func key(_ name: String) {
        valuePrefix()
        text += JSONWriter.quoted(name) + ":"
        needsComma[needsComma.count - 1] = false
        pendingKey = true
    }

    public mutating func string(_ value: String) { valuePrefix(); text += JSONWriter.quoted(value) }
    public mutating func number(_ value: Double) { valuePrefix(); text += JSONWriter.format(value) }
    /// A length in points, as every layout renderer writes it (`LayoutNumberFormat`).
    public mutating func points(_ value: Double) {
        valuePrefix()
        text += value.isFinite ? LayoutNumberFormat.string(value) : "null"
    }
    public mutating func int(_ value: Int) { valuePrefix(); text += String(value) }
    public mutating func bool(_ value: Bool) { valuePrefix(); text += value ? "true" : "false" }
    public mutating func null() { valuePrefix(); text += "null" }

    public mutating func field(_ name: String, _ value: String) { key(name); string(value) }
    public mutating func field(_ name: String, _ value: Int) { key(name); int(value) }
    public mutating func field(_ name: String, _ value: Double) { key(name); number(value) }
    public mutating func field(_ name: String, _ value: Bool) { key(name); bool(value) }

    private var pendingKey = false

    private mutating func valuePrefix() {
        if pendingKey { pendingKey = false; needsComma[needsComma.count - 1] = true; return }
        if needsComma[needsComma.count - 1] { text += "," }
        needsComma[needsComma.count - 1] = true
    }

    /// Numbers as people write them: integers without a fraction, others with up to 6 decimals,
    /// never `-0`, never NaN or infinity (written as null, which JSON can hold).
    public static func format(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        let rounded = (value * 1e6).rounded() / 1e6
        if rounded == 0 { return "0" }
        if rounded == rounded.rounded(), abs(rounded) < 1e15, let whole = Int(finite: rounded) { return String(whole) }
        return String(rounded)
    }

    public static func quoted(_ s: String) -> String {
        if TextEscaping.isPlainASCII(s) { return "\"" + s + "\"" }
        var out = "\""
        out.reserveCapacity(s.utf8.count + 2)
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                // Controls and bidi characters as \uXXXX too: legal JSON either way, and the
                // document stays safe to print to a terminal.
                if TextEscaping.isControl(scalar) {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
