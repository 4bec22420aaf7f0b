/// A constraint as the exact solver reads it: `Σ coefficient·variable + constant  relation  0`
/// with exact coefficients, at a priority (1000 = required).
///
/// Built from the caller's `Constraint` (lhs − rhs, repeated variables merged exactly) or from
/// an edit variable's `v == suggested value`. The inputs are doubles, each an exact dyadic
/// rational, so nothing is lost.
struct ExactConstraint {
    /// By caller variable id, ascending, no zero coefficient.
    var terms: [(variable: Int, coefficient: Rational)]
    var constant: Rational
    var relation: Relation
    var priority: Double

    var isRequired: Bool { priority >= 1000 }

    init(terms: [(variable: Int, coefficient: Rational)], constant: Rational, relation: Relation, priority: Double) {
        self.terms = terms
        self.constant = constant
        self.relation = relation
        self.priority = priority
    }

    /// `lhs − rhs relation 0` of `c`, at its clamped priority.
    init(_ c: Constraint) {
        var byVariable: [(variable: Int, coefficient: Rational)] = []
        func add(_ v: Int, _ a: Rational) {
            if let k = byVariable.firstIndex(where: { $0.variable == v }) {
                byVariable[k].coefficient += a
            } else {
                byVariable.append((v, a))
            }
        }
        for term in c.lhs.terms { add(term.variable.id, Rational(term.coefficient)) }
        for term in c.rhs.terms { add(term.variable.id, -Rational(term.coefficient)) }
        terms = byVariable.filter { !$0.coefficient.isZero }.sorted { $0.variable < $1.variable }
        constant = Rational(c.lhs.constant) - Rational(c.rhs.constant)
        relation = c.relation
        priority = c.priority.clamped
    }

    /// The constraint times `k` (its `k` live copies: an optional one then weighs `k` in its
    /// level, as `k` terms would; a required one is the same constraint).
    func scaled(by k: Int) -> ExactConstraint {
        guard k != 1 else { return self }
        let factor = Rational(k)
        return ExactConstraint(terms: terms.map { ($0.variable, $0.coefficient * factor) }, constant: constant * factor,
                               relation: relation, priority: priority)
    }

    /// An edit variable's pull: `v − value == 0` at the edit's priority.
    init(edit v: Int, value: Double, priority: Double) {
        terms = [(v, .one)]
        constant = -Rational(value)
        relation = .equal
        self.priority = priority
    }

    /// `Σ a·x + c` at exact values (absent variables are 0).
    func residual(at values: (Int) -> Rational) -> Rational {
        var r = constant
        for t in terms { r += t.coefficient * values(t.variable) }
        return r
    }

    /// How far the constraint is from holding at exact `values`: `|r|` for an equality,
    /// `max(r, 0)` for `≤`, `max(−r, 0)` for `≥`, `r = Σ a·x + c`.
    func violation(at values: (Int) -> Rational) -> Rational {
        let r = residual(at: values)
        return switch relation {
        case .equal: r.isNegative ? -r : r
        case .lessOrEqual: r.isPositive ? r : .zero
        case .greaterOrEqual: r.isNegative ? -r : .zero
        }
    }

    /// Whether the constraint holds exactly at `values`.
    func holds(at values: (Int) -> Rational) -> Bool {
        let r = residual(at: values)
        return switch relation {
        case .equal: r.isZero
        case .lessOrEqual: !r.isPositive
        case .greaterOrEqual: !r.isNegative
        }
    }
}
