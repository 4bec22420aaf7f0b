import ListkitSolver

/// A solved layout system: each variable's value, the conflicts met, and which variables the
/// constraints leave undetermined. Constraints are named by their index in the system.
struct SystemSolution: Sendable {
    struct ConflictSet: Sendable, Hashable {
        /// Indices of the irreducible conflicting set, in add order; `broken` is among them.
        var constraints: [Int]
        var broken: Int
    }

    var values: [Double]
    var conflicts: [ConflictSet]
    /// Variable indices (4·slot + property), ascending; empty unless asked for.
    var ambiguous: [Int]
    /// Those of `ambiguous` that move only together with another variable (a degenerate
    /// vertex: `width <= height` with both at 0), ascending.
    var combined: [Int] = []
    /// Indices of the constraints that stop the `combined` variables moving alone but let them
    /// move together, in add order.
    var couplings: [Int] = []
    /// Variables the broken constraints name, ascending. A view left open only because Auto
    /// Layout broke a constraint that placed it is reported by the conflict, not as ambiguous.
    var brokenVariables: [Int] = []
    /// The solver's internal error (`Solver.failure`), when it could not vouch for `values`.
    var failure: String?

    func rect(slot: Int) -> (x: Double, y: Double, width: Double, height: Double) {
        let base = slot * 4
        return (values[base], values[base + 1], values[base + 2], values[base + 3])
    }

    /// Solves a system with a fresh solver, adding constraints in order (so, as Auto Layout,
    /// a conflict breaks the constraint added last).
    /// - Complexity: the solver's; one add per constraint.
    static func solve(_ constraints: [LayoutConstraint], variableCount: Int, findAmbiguity: Bool) -> SystemSolution {
        let solver = Solver()
        let variables = (0..<variableCount).map { solver.makeVariable("v\($0)") }
        func expression(_ e: LinearExpression) -> Expression {
            Expression(e.terms.map { Term(variables[$0.variable], $0.coefficient) }, constant: e.constant)
        }
        var conflicts: [ConflictSet] = []
        for (index, constraint) in constraints.enumerated() {
            let relation: ListkitSolver.Relation
            switch constraint.relation {
            case .equal: relation = .equal
            case .lessOrEqual: relation = .lessOrEqual
            case .greaterOrEqual: relation = .greaterOrEqual
            }
            let outcome = solver.add(ListkitSolver.Constraint(expression(constraint.lhs), relation, expression(constraint.rhs),
                                                              priority: Priority(constraint.priority), tag: index))
            if case .conflict(let conflict) = outcome {
                conflicts.append(ConflictSet(constraints: conflict.constraints.map(\.tag), broken: conflict.broken.tag))
            }
        }
        solver.solve()
        let values = variables.map { value -> Double in
            let v = solver.value(value)
            return v.isFinite ? v : 0
        }
        var broken = Set<Int>()
        for conflict in conflicts {
            let constraint = constraints[conflict.broken]
            for term in constraint.lhs.terms + constraint.rhs.terms { broken.insert(term.variable) }
        }
        var solution = SystemSolution(values: values, conflicts: conflicts, ambiguous: [],
                                      failure: solver.failure.map(String.init(describing:)))
        if findAmbiguity {
            let indexByID = Dictionary(variables.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a })
            let found = solver.ambiguity()
            solution.ambiguous = found.variables.compactMap { indexByID[$0.id] }.sorted()
            solution.combined = found.combined.compactMap { indexByID[$0.id] }.sorted()
            solution.couplings = found.couplingTags
        }
        solution.brokenVariables = broken.sorted()
        return solution
    }

    /// Slots whose frames get no geometry findings: their values are arbitrary.
    var uncheckedSlots: Set<Int> {
        Set(ambiguous.map { $0 / 4 })
    }
}
