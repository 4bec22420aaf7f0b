import ListkitRandom

/// The directions in which an optimal vertex can move and stay optimal, when the vertex is
/// degenerate: `{d : d_j ≥ 0 for restricted columns, g_i(d) ≥ 0 (or = 0) for each row}`, over
/// the free columns only (zero reduced cost at every level).
///
/// Why: at a degenerate vertex a column can be blocked on its own (a restricted row at 0 that
/// it would make negative) and still be free together with another column that lifts the row
/// (`width ≤ height` with both at 0: neither grows alone, both grow together). Reading each
/// column on its own misses such directions; this cone does not.
///
/// Maths: a linear function is constant on a polyhedral cone iff it is constant on the cone's
/// linear span, and the span is `{d : g_i(d) = 0 for the implicit equalities i}` — the
/// constraints that every point of the cone keeps tight. The implicit ones are found with one
/// LP: ask every constraint for `g_i(d) ≥ 1` as an optional goal; the cone is closed under sums
/// and positive scaling, so all non-implicit constraints reach 1 at once and the implicit ones
/// stay at 0. A generic point of the span then comes from a second LP that pulls each column
/// towards a random target under the implicit equalities: its optimum is a basic solution, in
/// which the columns at their targets parametrise the span, so a function that is not
/// constant on the span is non-zero there except with probability 0.
struct OptimalCone {
    struct Bound {
        /// `(column, coefficient)` over the cone's columns.
        var cells: [(column: Int, coefficient: Double)]
        var isEquality: Bool
    }

    /// Per column: whether it may only increase.
    var restricted: [Bool]
    var bounds: [Bound] = []

    /// A generic direction of the cone's linear span, one entry per column; nil when a
    /// sub-solve could not vouch for its answer.
    /// - Complexity: two LPs over the cone's columns and constraints.
    func genericSpanDirection(rng: inout SplitMix64) -> [Double]? {
        let all = restricted.indices.filter { restricted[$0] }.map { Bound(cells: [($0, 1)], isEquality: false) }
            + bounds
        guard let tight = implicitEqualities(all) else { return nil }
        let solver = Solver()
        let d = restricted.indices.map { solver.makeVariable("d\($0)") }
        for (index, c) in all.enumerated() where tight[index] {
            solver.add(expression(c, d) == Expression(constant: 0))
        }
        for v in d { solver.add((Expression(v) == Expression(constant: 1 + rng.unit())).at(.low)) }
        solver.solve()
        guard solver.failure == nil else { return nil }
        return d.map { solver.value($0) }
    }

    /// Per constraint: whether every direction of the cone keeps it at 0.
    private func implicitEqualities(_ all: [Bound]) -> [Bool]? {
        let solver = Solver()
        let d = restricted.indices.map { solver.makeVariable("d\($0)") }
        var expressions: [Expression] = []
        for c in all {
            let e = expression(c, d)
            expressions.append(e)
            if c.isEquality {
                solver.add(e == Expression(constant: 0))
            } else {
                solver.add(e >= Expression(constant: 0))
                solver.add((e >= Expression(constant: 1)).at(.low))
            }
        }
        solver.solve()
        guard solver.failure == nil else { return nil }
        return zip(all, expressions).map { c, e in
            c.isEquality || evaluate(e, solver) < 0.5
        }
    }

    private func expression(_ c: Bound, _ d: [Variable]) -> Expression {
        Expression(c.cells.map { Term(d[$0.column], $0.coefficient) }, constant: 0)
    }

    private func evaluate(_ e: Expression, _ solver: Solver) -> Double {
        e.terms.reduce(e.constant) { $0 + $1.coefficient * solver.value($1.variable) }
    }
}
