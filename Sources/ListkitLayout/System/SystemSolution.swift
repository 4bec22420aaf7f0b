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

    /// Whether layout's solvers defer long optional rows (`Solver.init(defersLongOptionalConstraints:)`):
    /// no. `WrappingSolve` measures wrapping text at the width an intermediate solve gives, and
    /// where that solve has several optima a deferring solver may return another one, which
    /// changes the system built next: a clean screen (a wrapping label between two optional
    /// edges beside a chain of 20 labels) was reported ambiguous. Screens' and cells' systems
    /// are too small for deferral to pay.
    static let defersLongOptionalConstraints = false
    /// Layout's solvers kept between solves (`SolverPool`).
    static let pool = SolverPool(defersLongOptionalConstraints: defersLongOptionalConstraints)

    /// Solves a system with a solver as new (`pool`), adding constraints in
    /// order (so, as Auto Layout, a conflict breaks the constraint added last).
    ///
    /// Each constraint is converted and added at once, tagged with its index: converted
    /// constraints are held by the solver alone, so no array of them is built (and copied
    /// from, one constraint at a time, into `add`) for a system solved once.
    /// - Complexity: the solver's; one add per constraint.
    static func solve(_ constraints: [LayoutConstraint], variableCount: Int, findAmbiguity: Bool) -> SystemSolution {
        pool.withSolver { solver in
            var converting = SolverConstraints(variables: SolverConstraints.makeVariables(variableCount, in: solver))
            converting.termsSource = solver
            var conflicts: [ConflictSet] = []
            // Read in place: `constraints[index]` copied each constraint (its origin's name,
            // an expression's spilled terms retained) to convert it.
            constraints.withUnsafeBufferPointer { constraints in
                for index in constraints.indices {
                    if case .conflict(let conflict) = solver.add(converting.converted(constraints[index], tag: index)) {
                        conflicts.append(ConflictSet(constraints: conflict.constraints.map(\.tag), broken: conflict.broken.tag))
                    }
                }
            }
            return solution(of: solver, variables: converting.variables, conflicts: conflicts, findAmbiguity: findAmbiguity) { broken, insert in
                constraints[broken].forEachTerm { insert($0.variable) }
            }
        }
    }

    /// Solves `base` followed by `tail` (tagged on from `base`'s end, as one system) with
    /// `solver` reset first, which then behaves as a new one (`Solver.reset`): what many solves
    /// share is converted once, and one solver serves them all (`CellSizer`).
    static func solve(_ base: SolverConstraints, then tail: SolverConstraints, reusing solver: Solver, findAmbiguity: Bool) -> SystemSolution {
        solver.reset()
        // A fresh solver numbers its variables densely in the order made, so the conversion's
        // variables are this solver's; checked, as an error here would be silent.
        precondition(tail.variables.count == base.variables.count, "variables of another system")
        for (variable, inTail) in zip(base.variables, tail.variables) {
            precondition(solver.makeVariable(variable.name) == variable && inTail == variable, "variables of another system")
        }
        return solve(base, then: tail, with: solver, findAmbiguity: findAmbiguity)
    }

    private static func solve(_ base: SolverConstraints, then tail: SolverConstraints, with solver: Solver, findAmbiguity: Bool) -> SystemSolution {
        var conflicts: [ConflictSet] = []
        func add(_ constraints: [ListkitSolver.Constraint]) {
            for constraint in constraints {
                if case .conflict(let conflict) = solver.add(constraint) {
                    conflicts.append(ConflictSet(constraints: conflict.constraints.map(\.tag), broken: conflict.broken.tag))
                }
            }
        }
        add(base.constraints)
        add(tail.constraints)
        return solution(of: solver, variables: base.variables, conflicts: conflicts, findAmbiguity: findAmbiguity) { broken, insert in
            let constraint = broken < base.constraints.count ? base.constraints[broken] : tail.constraints[broken - base.constraints.count]
            for term in constraint.lhs.terms + constraint.rhs.terms { insert(term.variable.id) }
        }
    }

    /// The solution `solver` holds once every constraint of a system was added: each
    /// variable's value, the conflicts met, the variables the broken constraints name (each
    /// broken constraint's, by its tag, through `brokenTerms`) and, when asked, ambiguity.
    private static func solution(of solver: Solver, variables: [Variable], conflicts: [ConflictSet], findAmbiguity: Bool,
                                 brokenTerms: (_ tag: Int, _ insert: (Int) -> Void) -> Void) -> SystemSolution {
        solver.solve()
        let values = variables.map { value -> Double in
            let v = solver.value(value)
            return v.isFinite ? v : 0
        }
        var broken = Set<Int>()
        for conflict in conflicts {
            brokenTerms(conflict.broken) { broken.insert($0) }
        }
        var solution = SystemSolution(values: values, conflicts: conflicts, ambiguous: [],
                                      failure: solver.failure.map(String.init(describing:)))
        if findAmbiguity {
            // Variable i has id i (`SolverConstraints.makeVariables`).
            let found = solver.ambiguity()
            solution.ambiguous = found.variables.map(\.id).sorted()
            solution.combined = found.combined.map(\.id).sorted()
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

/// Layout constraints in the solver's form, each tagged with its index in the system.
///
/// The variables are those a fresh solver makes for the system: a solver numbers its variables
/// densely in the order made, so variable i of every fresh solver is the same `Variable`, and
/// constraints converted once serve every solve of the same system shape.
struct SolverConstraints {
    let variables: [Variable]
    private(set) var constraints: [ListkitSolver.Constraint] = []
    /// The tag the next constraint gets: its index in the whole system.
    private(set) var nextTag: Int
    /// The solver these constraints are converted for, when they are for one solve: their
    /// terms arrays are its spares (`Solver.spareTerms`), not new ones. Nil for constraints
    /// converted once for many solves.
    var termsSource: Solver?

    init(variables: [Variable], firstTag: Int = 0) {
        self.variables = variables
        self.nextTag = firstTag
    }

    /// Variable i named "vi", made in order: ids 0…count − 1.
    static func makeVariables(_ count: Int, in solver: Solver) -> [Variable] {
        var made: [Variable] = []
        made.reserveCapacity(count)
        for i in 0..<count { made.append(solver.makeVariable(i < commonNames.count ? commonNames[i] : "v\(i)")) }
        precondition(made.indices.allSatisfy { made[$0].id == $0 }, "a fresh solver's variables are numbered from 0")
        return made
    }

    /// The names of the variables of a screen-sized system, written once per process rather
    /// than once per solve. Every run makes it, a two-view spec's too, so it holds what most
    /// screens need and no more: a larger system writes the rest of its names itself.
    static let commonNames = (0..<256).map { "v\($0)" }

    static func makeVariables(named names: [String], in solver: Solver) -> [Variable] {
        let made = names.map { solver.makeVariable($0) }
        precondition(made.indices.allSatisfy { made[$0].id == $0 }, "a fresh solver's variables are numbered from 0")
        return made
    }

    mutating func append(contentsOf layout: [LayoutConstraint]) {
        constraints.reserveCapacity(constraints.count + layout.count)
        for constraint in layout { append(constraint) }
    }

    mutating func append(_ constraint: LayoutConstraint) {
        append(constraint, lhs: expression(constraint.lhs), rhs: expression(constraint.rhs))
    }

    /// A constraint over a whole system's variables appended as one of a block's
    /// (`SystemBlocks.localized`), without making the localized constraint first.
    mutating func append(_ constraint: LayoutConstraint, localIndex: [Int]) {
        func local(_ e: LinearExpression) -> Expression {
            Expression(e.terms.map { Term(variables[localIndex[$0.variable]], $0.coefficient) }, constant: e.constant)
        }
        append(constraint, lhs: local(constraint.lhs), rhs: local(constraint.rhs))
    }

    private mutating func append(_ constraint: LayoutConstraint, lhs: Expression, rhs: Expression) {
        constraints.append(Self.converted(constraint, lhs: lhs, rhs: rhs, tag: nextTag))
        nextTag += 1
    }

    /// `constraint` in the solver's form, tagged `tag`, for a caller that adds it at once
    /// instead of appending it (`SystemSolution.solve(_:variableCount:findAmbiguity:)`).
    func converted(_ constraint: LayoutConstraint, tag: Int) -> ListkitSolver.Constraint {
        Self.converted(constraint, lhs: expression(constraint.lhs), rhs: expression(constraint.rhs), tag: tag)
    }

    private static func converted(_ constraint: LayoutConstraint, lhs: Expression, rhs: Expression, tag: Int) -> ListkitSolver.Constraint {
        let relation: ListkitSolver.Relation
        switch constraint.relation {
        case .equal: relation = .equal
        case .lessOrEqual: relation = .lessOrEqual
        case .greaterOrEqual: relation = .greaterOrEqual
        }
        return ListkitSolver.Constraint(lhs, relation, rhs, priority: Priority(constraint.priority), tag: tag)
    }

    private func expression(_ e: LinearExpression) -> Expression {
        guard let termsSource, !e.terms.isEmpty else {
            return Expression(e.terms.map { Term(variables[$0.variable], $0.coefficient) }, constant: e.constant)
        }
        let count = e.terms.count
        var terms = termsSource.spareTerms(capacity: count)
        // By index: iterating `e.terms` copied the expression's terms into the iterator.
        for i in 0..<count {
            let term = e.terms[i]
            terms.append(Term(variables[term.variable], term.coefficient))
        }
        return Expression(terms, constant: e.constant)
    }
}
