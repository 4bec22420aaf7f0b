/// A JSON document with its object keys in the order written: the spec's JSON Schema is
/// generated as one (`SpecJSONSchema`); ListkitRender prints it (`rendered()`).
public indirect enum JSONValue: Sendable, ExpressibleByStringLiteral, ExpressibleByArrayLiteral {
    case string(String)
    case number(Double)
    case bool(Bool)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public init(stringLiteral value: String) { self = .string(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }

    /// The value of an object's key.
    public subscript(key: String) -> JSONValue? {
        if case .object(let pairs) = self { return pairs.first { $0.0 == key }?.1 }
        return nil
    }
}
