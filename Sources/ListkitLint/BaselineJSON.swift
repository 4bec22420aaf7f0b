/// A JSON value of a baseline file, read with `JSONDecoder` (FoundationEssentials: no
/// Foundation load at start-up, docs/performance.md), answering as `JSONSerialization`'s
/// objects answered `as? Int` and `as? String`: a number is an Int when it is one exactly
/// (`2.0` is 2, `2.5` none), `true`/`false` are 1/0, and nothing else is.
public enum BaselineJSON: Decodable {
    case object([String: BaselineJSON])
    case array([BaselineJSON])
    case string(String)
    /// The number as an Int, when it is one exactly.
    case number(Int?)
    case bool(Bool)
    case null

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else if let int = try? container.decode(Int.self) {
            self = .number(int)
        } else if let double = try? container.decode(Double.self) {
            self = .number(Int(exactly: double))
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let array = try? container.decode([BaselineJSON].self) {
            self = .array(array)
        } else {
            self = .object(try container.decode([String: BaselineJSON].self))
        }
    }

    public static func parse(_ bytes: [UInt8]) -> BaselineJSON? {
        try? JSONDecoder().decode(BaselineJSON.self, from: Data(bytes))
    }

    public subscript(key: String) -> BaselineJSON? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    public var int: Int? {
        switch self {
        case .number(let n): return n
        case .bool(let b): return b ? 1 : 0
        default: return nil
        }
    }

    public var string: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    public var array: [BaselineJSON]? {
        if case .array(let a) = self { return a }
        return nil
    }

    public var isObject: Bool {
        if case .object = self { return true }
        return false
    }
}
