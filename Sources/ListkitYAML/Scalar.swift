/// A scalar's text, how it was written, and its value resolved by the YAML 1.2 core schema.
///
/// Stored compactly (26 bytes; a big spec holds about a million scalars): the text once, and the
/// value as a small `Resolved` that refers back to the text when the value is that text — the
/// common case — rather than keeping a second copy of it in `.string(text)`.
public struct Scalar: Sendable, Hashable {
    public enum Style: Sendable, Hashable {
        case plain, singleQuoted, doubleQuoted, literal, folded
    }

    /// The value under the YAML 1.2 core schema. Only plain scalars resolve to non-strings;
    /// quoted and block scalars, and any explicitly tagged `!!str`, are strings.
    public enum Value: Sendable, Hashable {
        case null
        case bool(Bool)
        case int(Int)
        case float(Double)
        case string(String)
    }

    /// How `value` is stored: at most 8 bytes of payload.
    enum Resolved: Sendable {
        case null
        case bool(Bool)
        case int(Int)
        case float(Double)
        /// `.string(text)`: the value is the scalar's own text.
        case text
        /// `.string(other)` for another string than the text (only when set so through the API).
        case otherText(TextBox)

        /// A value that is not a string.
        init(_ value: Value, text: String) {
            switch value {
            case .null: self = .null
            case .bool(let b): self = .bool(b)
            case .int(let i): self = .int(i)
            case .float(let d): self = .float(d)
            case .string(let s): self = s == text ? .text : .otherText(TextBox(s))
            }
        }
    }

    final class TextBox: Sendable {
        let string: String
        init(_ string: String) { self.string = string }
    }

    // Declared in this order so the struct packs into 26 bytes.
    private var text: String
    private(set) var resolved: Resolved
    public var style: Style

    /// The scalar's text after YAML's escapes and folding.
    public var string: String {
        get { text }
        set {
            // A value that was "the text" keeps the old text, as it would have as a copy.
            if case .text = resolved, newValue != text { resolved = .otherText(TextBox(text)) }
            text = newValue
        }
    }

    public var value: Value {
        get {
            switch resolved {
            case .null: return .null
            case .bool(let b): return .bool(b)
            case .int(let i): return .int(i)
            case .float(let d): return .float(d)
            case .text: return .string(text)
            case .otherText(let box): return .string(box.string)
            }
        }
        set { resolved = Resolved(newValue, text: text) }
    }

    public init(string: String, style: Style, value: Value) {
        self.text = string
        self.resolved = Resolved(value, text: string)
        self.style = style
    }

    /// The loader's initialiser: no comparison of texts.
    init(text: String, style: Style, resolved: Resolved) {
        self.text = text
        self.resolved = resolved
        self.style = style
    }

    /// Whether the value is null, without building the value.
    var isNull: Bool {
        if case .null = resolved { return true }
        return false
    }

    /// Whether both resolve to the same value (as `value == other.value`, without building them).
    func hasSameValue(as other: Scalar) -> Bool {
        switch (resolved, other.resolved) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.int(let a), .int(let b)): return a == b
        case (.float(let a), .float(let b)): return a == b
        case (.text, .text): return text == other.text
        case (.text, _), (.otherText, _): return value == other.value
        default: return false
        }
    }

    public static func == (lhs: Scalar, rhs: Scalar) -> Bool {
        lhs.text == rhs.text && lhs.style == rhs.style && lhs.hasSameValue(as: rhs)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(style)
        hasher.combine(value)
    }

    /// A number when the value is an int or a float.
    public var number: Double? {
        switch resolved {
        case .int(let i): return Double(i)
        case .float(let d): return d
        default: return nil
        }
    }
}
