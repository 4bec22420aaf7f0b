/// An arithmetic expression of named sizes such as `width` or `contentWidth`:
/// numbers, names, `+ - * /`, unary minus and parentheses (`(contentWidth - 16) / 3`).
public indirect enum SizeExpression: Sendable, Hashable, CustomStringConvertible {
    case number(Double)
    case name(String)
    case negate(SizeExpression)
    case binary(Operator, SizeExpression, SizeExpression)

    public enum Operator: Character, Sendable, Hashable { case add = "+", subtract = "-", multiply = "*", divide = "/" }

    /// The value with names bound; nil when a name is unbound or the result is not finite.
    public func evaluate(_ bindings: [String: Double]) -> Double? {
        let result: Double?
        switch self {
        case .number(let n): result = n
        case .name(let n): result = bindings[n]
        case .negate(let e): result = e.evaluate(bindings).map { -$0 }
        case .binary(let op, let l, let r):
            guard let a = l.evaluate(bindings), let b = r.evaluate(bindings) else { return nil }
            switch op {
            case .add: result = a + b
            case .subtract: result = a - b
            case .multiply: result = a * b
            case .divide: result = a / b
            }
        }
        guard let value = result, value.isFinite else { return nil }
        return value
    }

    /// Every name the expression uses, in order of first use.
    public var names: [String] {
        switch self {
        case .number: return []
        case .name(let n): return [n]
        case .negate(let e): return e.names
        case .binary(_, let l, let r):
            var seen = l.names
            for n in r.names where !seen.contains(n) { seen.append(n) }
            return seen
        }
    }

    public var description: String {
        switch self {
        case .number(let n): return formatNumber(n)
        case .name(let n): return n
        case .negate(let e): return "-\(e)"
        case .binary(let op, let l, let r): return "(\(l) \(op.rawValue) \(r))"
        }
    }
}

/// Numbers as people write them: `12`, not `12.0`.
public func formatNumber(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15, let whole = Int(finite: value) { return String(whole) }
    return String(value)
}
