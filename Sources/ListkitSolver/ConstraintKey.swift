/// The identity of a constraint for duplicate detection: its normalised form `Σ a·x + c ⋈ 0`
/// (terms sorted by variable id; `≥` turned into `≤`; an equality signed so its first
/// coefficient is positive), relation and priority. Exact: `2x == 2y` is not a duplicate of
/// `x == y`. Only looked up, never iterated, so hashing order cannot leak into results.
struct ConstraintKey: Hashable {
    var variables: [Int]
    var coefficients: [Double]
    var constant: Double
    var isEquality: Bool
    var priority: Double

    init(_ form: LinearForm, _ relation: Relation, priority: Double) {
        let order = form.variables.indices.sorted { form.variables[$0] < form.variables[$1] }
        var sign = relation == .greaterOrEqual ? -1.0 : 1.0
        if relation == .equal {
            let lead = order.first.map { form.coefficients[$0] } ?? form.constant
            if lead < 0 { sign = -1 }
        }
        variables = order.map { form.variables[$0] }
        coefficients = order.map { form.coefficients[$0] * sign + 0 }
        constant = form.constant * sign + 0
        isEquality = relation == .equal
        self.priority = priority
    }
}

extension LinearForm {
    /// `lhs − rhs` of a constraint, terms merged by variable in order of first appearance.
    init(_ c: Constraint) {
        var position: [Int: Int] = [:]
        func add(_ terms: [Term], _ sign: Double) {
            for term in terms {
                let c = term.coefficient * sign
                if let k = position[term.variable.id] {
                    coefficients[k] += c
                } else {
                    position[term.variable.id] = variables.count
                    variables.append(term.variable.id)
                    coefficients.append(c)
                }
            }
        }
        add(c.lhs.terms, 1)
        add(c.rhs.terms, -1)
        constant = c.lhs.constant - c.rhs.constant
        var k = 0
        for i in variables.indices where !Tolerance.isZero(coefficients[i]) || !coefficients[i].isFinite {
            variables[k] = variables[i]
            coefficients[k] = coefficients[i]
            k += 1
        }
        variables.removeLast(variables.count - k)
        coefficients.removeLast(coefficients.count - k)
    }

    /// Whether every number can safely enter the tableau (finite, within `maxMagnitude`).
    var isAcceptable: Bool {
        Tolerance.isAcceptable(constant) && coefficients.allSatisfy(Tolerance.isAcceptable)
    }
}
