/// The identity of a constraint for duplicate detection: its normalised form `Σ a·x + c ⋈ 0`
/// (terms sorted by variable id; `≥` turned into `≤`; an equality signed so its first
/// coefficient is positive), relation and priority. Exact: `2x == 2y` is not a duplicate of
/// `x == y`. Only looked up, never iterated, so hashing order cannot leak into results.
struct ConstraintKey: Equatable {
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
    /// The form's terms read in place (see `FormView`).
    func withView<R>(_ body: (FormView) -> R) -> R {
        variables.withUnsafeBufferPointer { v in
            coefficients.withUnsafeBufferPointer { c in body(FormView(variables: v, coefficients: c, constant: constant)) }
        }
    }

    /// The sign `ConstraintKey` multiplies this form by (see `FormView.keySign`).
    func keySign(_ relation: Relation) -> Double { withView { $0.keySign(relation) } }

    /// `ConstraintKey(self, relation, priority) == ConstraintKey(other, …)` without building
    /// either key (see `FormView.hasSameKey`).
    /// - Complexity: O(terms²), for forms of a few terms.
    func hasSameKey(_ relation: Relation, priority: Double,
                    as other: LinearForm, _ otherRelation: Relation, otherPriority: Double) -> Bool {
        withView { mine in
            other.withView { theirs in
                mine.hasSameKey(relation, priority: priority, as: theirs, otherRelation, otherPriority: otherPriority)
            }
        }
    }
}

extension LinearForm {
    /// `lhs − rhs` of a constraint, terms merged by variable in order of first appearance.
    init(_ c: Constraint) {
        self.init()
        load(c)
    }

    /// Refills this form (keeping its buffers' capacity) with `lhs − rhs` of `c`.
    mutating func load(_ c: Constraint) {
        variables.clearKeepingCapacity()
        coefficients.clearKeepingCapacity()
        let total = c.lhs.terms.count + c.rhs.terms.count
        if total > 16 {
            loadLong(c)
        } else {
            // Constraints are short: a linear scan merges faster than hashing.
            for term in c.lhs.terms { merge(term.variable.id, term.coefficient) }
            for term in c.rhs.terms { merge(term.variable.id, -term.coefficient) }
        }
        constant = c.lhs.constant - c.rhs.constant
        // Terms rarely cancel: look before rewriting (each write checks the buffer's uniqueness).
        guard coefficients.contains(where: Tolerance.isZero) else { return }
        var k = 0
        for i in variables.indices where !Tolerance.isZero(coefficients[i]) || !coefficients[i].isFinite {
            variables[k] = variables[i]
            coefficients[k] = coefficients[i]
            k += 1
        }
        variables.truncate(to: k)
        coefficients.truncate(to: k)
    }

    private mutating func merge(_ id: Int, _ c: Double) {
        if let k = variables.firstIndex(of: id) {
            coefficients[k] += c
        } else {
            variables.append(id)
            coefficients.append(c)
        }
    }

    private mutating func loadLong(_ c: Constraint) {
        var position: [Int: Int] = [:]
        for (terms, sign) in [(c.lhs.terms, 1.0), (c.rhs.terms, -1.0)] {
            for term in terms {
                if let k = position[term.variable.id] {
                    coefficients[k] += sign * term.coefficient
                } else {
                    position[term.variable.id] = variables.count
                    variables.append(term.variable.id)
                    coefficients.append(sign * term.coefficient)
                }
            }
        }
    }

    /// Whether every number can safely enter the tableau (finite, within `maxMagnitude`).
    var isAcceptable: Bool { withView { $0.isAcceptable } }
}

/// SplitMix64's finaliser: a strong 64-bit mix.
@inline(__always) func mix64(_ x: UInt64) -> UInt64 {
    var z = x &+ 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
}

extension LinearForm {
    /// A 64-bit digest of `ConstraintKey(self, relation, priority)` (see `FormView.fingerprint`).
    func fingerprint(_ relation: Relation, priority: Double) -> UInt64 {
        withView { $0.fingerprint(relation, priority: priority) }
    }
}
