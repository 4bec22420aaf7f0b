/// A scalar's text, how it was written, and its value resolved by the YAML 1.2 core schema.
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

    /// The scalar's text after YAML's escapes and folding.
    public var string: String
    public var style: Style
    public var value: Value

    public init(string: String, style: Style, value: Value) {
        self.string = string
        self.style = style
        self.value = value
    }

    /// A number when the value is an int or a float.
    public var number: Double? {
        switch value {
        case .int(let i): return Double(i)
        case .float(let d): return d
        default: return nil
        }
    }
}
