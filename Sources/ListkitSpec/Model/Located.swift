import ListkitYAML

/// A value with the mark of the YAML node it was read from.
public struct Located<Value: Sendable>: Sendable {
    public var value: Value
    public var mark: Mark

    public init(_ value: Value, at mark: Mark) {
        self.value = value
        self.mark = mark
    }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
