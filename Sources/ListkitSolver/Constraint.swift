/// `lhs relation rhs` at a priority.
public enum Relation: Sendable, Hashable {
    case equal, lessOrEqual, greaterOrEqual
}

/// A linear constraint. `tag` is opaque to the solver: it travels with the constraint into
/// conflict reports so the caller can map it back to a source location.
public struct Constraint: Sendable {
    public var lhs: Expression
    public var relation: Relation
    public var rhs: Expression
    public var priority: Priority
    public var tag: Int

    public init(_ lhs: Expression, _ relation: Relation, _ rhs: Expression,
                priority: Priority = .required, tag: Int = 0) {
        self.lhs = lhs
        self.relation = relation
        self.rhs = rhs
        self.priority = priority
        self.tag = tag
    }

    /// A copy at another priority: `(x >= 20).at(.low)`.
    public func at(_ priority: Priority) -> Constraint {
        var copy = self
        copy.priority = priority
        return copy
    }

    /// A copy carrying another caller tag.
    public func tagged(_ tag: Int) -> Constraint {
        var copy = self
        copy.tag = tag
        return copy
    }
}

/// Names a constraint added to a `Solver`. A removed constraint's id may be given to a later one
/// (except an id whose constraint first mentioned a variable), so ids are not in add order.
public struct ConstraintID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let rawValue: Int
    init(_ rawValue: Int) { self.rawValue = rawValue }
    public static func < (a: ConstraintID, b: ConstraintID) -> Bool { a.rawValue < b.rawValue }
    public var description: String { "#\(rawValue)" }
}

// MARK: - Sugar: `x + 10 == y` builds a required Constraint. `Variable == Variable` is left out
// on purpose: it would shadow Equatable's `==` and make `if a == b` ambiguous.

public func == (a: Expression, b: Expression) -> Constraint { Constraint(a, .equal, b) }
public func <= (a: Expression, b: Expression) -> Constraint { Constraint(a, .lessOrEqual, b) }
public func >= (a: Expression, b: Expression) -> Constraint { Constraint(a, .greaterOrEqual, b) }
public func == (a: Expression, k: Double) -> Constraint { a == Expression(constant: k) }
public func <= (a: Expression, k: Double) -> Constraint { a <= Expression(constant: k) }
public func >= (a: Expression, k: Double) -> Constraint { a >= Expression(constant: k) }
public func == (v: Variable, k: Double) -> Constraint { Expression(v) == k }
public func <= (v: Variable, k: Double) -> Constraint { Expression(v) <= k }
public func >= (v: Variable, k: Double) -> Constraint { Expression(v) >= k }
public func == (v: Variable, e: Expression) -> Constraint { Expression(v) == e }
public func <= (v: Variable, e: Expression) -> Constraint { Expression(v) <= e }
public func >= (v: Variable, e: Expression) -> Constraint { Expression(v) >= e }
public func == (e: Expression, v: Variable) -> Constraint { e == Expression(v) }
public func <= (e: Expression, v: Variable) -> Constraint { e <= Expression(v) }
public func >= (e: Expression, v: Variable) -> Constraint { e >= Expression(v) }
public func <= (a: Variable, b: Variable) -> Constraint { Expression(a) <= Expression(b) }
public func >= (a: Variable, b: Variable) -> Constraint { Expression(a) >= Expression(b) }
