/// A linear expression `Σ coefficient·variable + constant`.
///
/// Terms may repeat a variable; the solver merges them. Build expressions with the arithmetic
/// operators (`2 * x + y - 8`) or the initializer.
public struct Expression: Sendable {
    public var terms: [Term]
    public var constant: Double

    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `1·variable`.
    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    /// The constant expression `value`.
    public init(constant value: Double) {
        self.init([], constant: value)
    }

    func scaled(by factor: Double) -> Expression {
        Expression(terms.map { Term($0.variable, $0.coefficient * factor) }, constant: constant * factor)
    }
}

// MARK: - Arithmetic. Every operator funnels into Expression so there is one meaning of `+`.

public func + (a: Expression, b: Expression) -> Expression {
    Expression(a.terms + b.terms, constant: a.constant + b.constant)
}
public func - (a: Expression, b: Expression) -> Expression { a + b.scaled(by: -1) }
public prefix func - (a: Expression) -> Expression { a.scaled(by: -1) }
public func * (a: Expression, k: Double) -> Expression { a.scaled(by: k) }
public func * (k: Double, a: Expression) -> Expression { a.scaled(by: k) }
public func / (a: Expression, k: Double) -> Expression { a.scaled(by: 1 / k) }
public func + (a: Expression, k: Double) -> Expression { Expression(a.terms, constant: a.constant + k) }
public func + (k: Double, a: Expression) -> Expression { a + k }
public func - (a: Expression, k: Double) -> Expression { a + -k }
public func - (k: Double, a: Expression) -> Expression { -a + k }

public prefix func - (v: Variable) -> Expression { Expression([Term(v, -1)]) }
public func * (v: Variable, k: Double) -> Expression { Expression([Term(v, k)]) }
public func * (k: Double, v: Variable) -> Expression { Expression([Term(v, k)]) }
public func / (v: Variable, k: Double) -> Expression { Expression([Term(v, 1 / k)]) }
public func + (a: Variable, b: Variable) -> Expression { Expression(a) + Expression(b) }
public func - (a: Variable, b: Variable) -> Expression { Expression(a) - Expression(b) }
public func + (v: Variable, k: Double) -> Expression { Expression(v) + k }
public func + (k: Double, v: Variable) -> Expression { Expression(v) + k }
public func - (v: Variable, k: Double) -> Expression { Expression(v) - k }
public func - (k: Double, v: Variable) -> Expression { k - Expression(v) }
public func + (v: Variable, e: Expression) -> Expression { Expression(v) + e }
public func + (e: Expression, v: Variable) -> Expression { e + Expression(v) }
public func - (v: Variable, e: Expression) -> Expression { Expression(v) - e }
public func - (e: Expression, v: Variable) -> Expression { e - Expression(v) }
