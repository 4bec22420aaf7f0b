/// What the exact solver found for a system.
enum ExactOutcome {
    /// The lexicographic optimum: values by caller variable id, and which variables could move
    /// along the optimal face.
    case solved(ExactSolution)
    /// The required constraints cannot hold together.
    case infeasible
    /// A simplex loop exceeded its pivot budget (Bland's rule terminates, so this is a guard,
    /// not an expected outcome).
    case gaveUp
}

struct ExactSolution {
    /// Exact values by caller variable id (0 for a variable no constraint mentions).
    var values: [Rational]
    /// By caller variable id: whether the variable is not determined by the optimum.
    var ambiguous: [Bool]
    /// Pivots the solve took (elimination, crossover, phase one, levels): the cost measure
    /// tests compare.
    var pivots = 0
}

/// The exact lexicographic LP that defines the solver's answer (docs/solver.md, "The exact
/// safety net"): required constraints hold; then each priority level, highest first, minimises
/// the summed violation of its constraints (`|e|` for an equality, `max(0, e)` or `max(0, −e)`
/// for an inequality, weight 1 each, edits included) with the higher levels kept at their
/// optima. This is what the float engine computes and what scripts/solver_oracle.py checks.
///
/// Steps, each a function below: `introduce` every constraint as an integer row solved for a
/// column of its own (`ExactTableau`'s identity basis), `eliminateFreeColumns` (Gaussian
/// elimination of the caller variables, which are free), `reachFeasibility` (phase one with
/// artificials), `optimizeLevels` (one primal simplex per level, then the columns that would
/// worsen it are barred), `solution`.
struct ExactLexSolver {
    // Not private: ExactLexSolver+Crossover.swift pivots the same tableau.
    var tableau = ExactTableau()
    /// This solve's share of work (`workBudget` unless a caller lowers it).
    let budget: Int
    /// Column of each caller variable id mentioned so far (looked up only, never iterated).
    private var columnOfVariable: [Int: Int] = [:]
    var artificials: [Int] = []
    /// Each restricted column a constraint introduced, with what it measures (`crossover`).
    var ownColumns: [OwnColumn] = []
    /// Constraints introduced so far.
    private var introducedCount = 0
    /// Objective index of each optional priority, highest priority first, and the common
    /// multiple of its constraints' scales (see `introduce`).
    private var levels: [(priority: Double, objective: Int, scale: ExactInteger)] = []
    /// Work (`ExactTableau.work`) a solve may do: a solve that reaches it has taken about 0.3 s
    /// of this machine's CPU (median; at most about 0.5 s, docs/solver.md). A layout within the
    /// size guard needs a small fraction of it (entries of one or two words); the oracle's
    /// 40-variable systems with 53-bit coefficients can exceed it, and are then reported as
    /// internal errors rather than solved slowly.
    static let workBudget = 150_000_000

    /// The lexicographic optimum of `constraints` (required and optional, in the order given;
    /// the order only decides where ambiguous variables sit).
    ///
    /// `near`: values by variable id of a point believed close to the optimum (the float
    /// engine's answer, or the previous exact optimum): the solve starts from the basis those
    /// values suggest (`crossover`) instead of the identity, which takes far fewer pivots when
    /// they are right. It changes only the path, never the optimum (ambiguous variables may sit
    /// elsewhere on the optimal face).
    static func solve(_ constraints: [ExactConstraint], variableCount: Int, near hint: [Double]? = nil,
                      workBudget: Int = workBudget) -> ExactOutcome {
        var solver = ExactLexSolver(workBudget: workBudget)
        solver.makeLevels(for: constraints)
        for c in constraints { solver.introduce(c) }
        guard solver.eliminateFreeColumns() else { return .gaveUp }
        if let hint, !hint.isEmpty {
            guard solver.crossover(toward: hint, constraints) else { return .gaveUp }
        }
        switch solver.reachFeasibility() {
        case .some(false): return .infeasible
        case nil: return .gaveUp
        case .some(true): break
        }
        guard solver.optimizeLevels() else { return .gaveUp }
        return .solved(solver.solution(variableCount: variableCount))
    }

    /// What phase one found for a set of constraints.
    enum Feasibility {
        /// A point (by variable id) where every constraint holds.
        case feasible([Rational])
        case infeasible
        /// The work budget ran out first.
        case unknown
    }

    /// Whether constraints `cs` (their priorities ignored: all treated as required) can hold
    /// together, with a point where they do (`variableCount` variables). Phase one only.
    static func feasibility(_ cs: [ExactConstraint], variableCount: Int, workBudget: Int = workBudget) -> Feasibility {
        var solver = ExactLexSolver(workBudget: workBudget)
        for var c in cs {
            c.priority = 1000
            solver.introduce(c)
        }
        guard solver.eliminateFreeColumns() else { return .unknown }
        switch solver.reachFeasibility() {
        case nil: return .unknown
        case .some(false): return .infeasible
        case .some(true):
            return .feasible((0 ..< variableCount).map { v in solver.columnOfVariable[v].map { solver.tableau.value(of: $0) } ?? .zero })
        }
    }

    /// Whether `cs` can hold together (nil: the work budget ran out first).
    static func isFeasible(_ cs: [ExactConstraint], workBudget: Int = workBudget) -> Bool? {
        switch feasibility(cs, variableCount: 0, workBudget: workBudget) {
        case .feasible: true
        case .infeasible: false
        case .unknown: nil
        }
    }

    private init(workBudget: Int) { budget = workBudget }

    /// One objective per distinct optional priority, highest first, with the least common
    /// multiple of its constraints' scales.
    private mutating func makeLevels(for constraints: [ExactConstraint]) {
        var scales: [(priority: Double, scale: ExactInteger)] = []
        for c in constraints where !c.isRequired {
            let scale = Self.scale(of: c)
            if let k = scales.firstIndex(where: { $0.priority == c.priority }) {
                scales[k].scale = Self.lcm(scales[k].scale, scale)
            } else {
                scales.append((c.priority, scale))
            }
        }
        for entry in scales.sorted(by: { $0.priority > $1.priority }) {
            levels.append((entry.priority, tableau.addObjective(), entry.scale))
        }
    }

    private static func lcm(_ a: ExactInteger, _ b: ExactInteger) -> ExactInteger { a / ExactInteger.gcd(a, b) * b }

    /// The least common multiple of the denominators of `c`'s numbers: times it, they are
    /// integers (a power of two for inputs that were doubles).
    private static func scale(of c: ExactConstraint) -> ExactInteger {
        var l = c.constant.denominator
        for t in c.terms { l = lcm(l, t.coefficient.denominator) }
        return l
    }

    private mutating func column(for variable: Int) -> Int {
        if let c = columnOfVariable[variable] { return c }
        let c = tableau.addColumn(restricted: false)
        columnOfVariable[variable] = c
        return c
    }

    /// Adds `c` as a row solved for a column of its own.
    ///
    /// Maths: with `L` the scale of `c` (`scale(of:)`), `E = L·(Σ a·x + c)` has integer
    /// entries. The constraint becomes an equation in `E` and its own restricted columns (each
    /// standing for `L` times a slack or error): `E = 0` (required equality), `E + s = 0` (≤),
    /// `E − s = 0` (≥); optional: `E − e⁺ + e⁻ = 0`, `E − e + s = 0` (≤), `E + e − s = 0` (≥),
    /// the errors costed `M/L` in their level (`M` the level's common scale, so each level
    /// sums violations in the constraints' own units, times the constant `M`). The equation is
    /// solved for the own column whose value comes out ≥ 0 at `x = 0`; a required one that has
    /// none gets an artificial `A = ±E (+ s)` that phase one must drive to 0.
    private mutating func introduce(_ c: ExactConstraint) {
        let scale = Self.scale(of: c)
        var e = ExactRow(constant: c.constant.numerator * (scale / c.constant.denominator))
        for t in c.terms {
            e.add(t.coefficient.numerator * (scale / t.coefficient.denominator), at: column(for: t.variable))
        }
        let nonnegative = !e.constant.isNegative
        let negated = ExactRow.combination(ExactRow(), 1, e, 1, dividedBy: 1)
        let index = introducedCount
        introducedCount += 1
        /// A new restricted column worth `max(0, E)` (`sign` 1) or `max(0, −E)` (−1) at a point.
        func own(_ sign: Int) -> Int {
            let column = tableau.addColumn(restricted: true)
            ownColumns.append(OwnColumn(column: column, constraint: index, sign: sign))
            return column
        }
        var errors: [Int] = []
        switch (c.isRequired, c.relation) {
        case (true, .equal):
            install(nonnegative ? e : negated, artificial: true)
        case (true, .lessOrEqual), (true, .greaterOrEqual):
            // ≤: s = −E; ≥: s = E. When that is negative at x = 0, an artificial A = ∓E + s.
            let s = own(c.relation == .lessOrEqual ? -1 : 1)
            let sRow = c.relation == .lessOrEqual ? negated : e
            if !sRow.constant.isNegative {
                tableau.addRow(sRow, basic: s)
            } else {
                var aRow = c.relation == .lessOrEqual ? e : negated
                aRow.add(1, at: s)
                install(aRow, artificial: true)
            }
        case (false, .equal):
            // e⁺ = E + e⁻, or e⁻ = −E + e⁺.
            let plus = own(1), minus = own(-1)
            errors = [plus, minus]
            var row = nonnegative ? e : negated
            row.add(1, at: nonnegative ? minus : plus)
            tableau.addRow(row, basic: nonnegative ? plus : minus)
        case (false, .lessOrEqual), (false, .greaterOrEqual):
            // ≤: e = E + s, or s = −E + e. ≥: s = E + e, or e = −E + s.
            let error = own(c.relation == .lessOrEqual ? 1 : -1), s = own(c.relation == .lessOrEqual ? -1 : 1)
            errors = [error]
            let (subject, other) = (c.relation == .lessOrEqual) == nonnegative ? (error, s) : (s, error)
            var row = nonnegative ? e : negated
            row.add(1, at: other)
            tableau.addRow(row, basic: subject)
        }
        if !errors.isEmpty, let level = levels.first(where: { $0.priority == c.priority }) {
            for error in errors { tableau.addCost(level.scale / scale, of: error, to: level.objective) }
        }
    }

    /// Installs `row` solved for a new column (an artificial when asked).
    private mutating func install(_ row: ExactRow, artificial: Bool) {
        let a = tableau.addColumn(restricted: true)
        tableau.addRow(row, basic: a)
        if artificial { artificials.append(a) }
    }

    /// Gaussian elimination of the free columns: each row whose basic column is restricted and
    /// that mentions a free nonbasic column is solved for the first such column. Afterwards no
    /// restricted row mentions a free nonbasic column (a row processed earlier mentioned none,
    /// so no later pivot touches more than its scale), so the free columns take whatever values
    /// the restricted ones give them and never enter a ratio test.
    /// - Returns: false when the work budget ran out.
    private mutating func eliminateFreeColumns() -> Bool {
        for r in tableau.rows.indices where tableau.isRestricted[tableau.basic[r]] {
            guard tableau.work <= budget else { return false }
            if let free = tableau.rows[r].cells.first(where: { !tableau.isRestricted[$0.column] }) {
                tableau.pivot(row: r, entering: free.column)
            }
        }
        return true
    }

    /// Phase one: every restricted row the elimination left negative gets an artificial
    /// (`ExactTableau.makeFeasible`), and the sum of the artificials is minimised. The
    /// required constraints are feasible iff that minimum is 0; the artificials still basic are
    /// then pivoted out (on any other column of their row: its value is 0, so either sign keeps
    /// the tableau feasible) — or, when their row mentions nothing else, left at 0 for good —
    /// and all are barred.
    /// - Returns: nil when the pivot budget ran out.
    private mutating func reachFeasibility() -> Bool? {
        for a in artificials where tableau.rowOf[a] < 0 { tableau.bar(a) }  // left during elimination
        for r in tableau.rows.indices where tableau.isRestricted[tableau.basic[r]] && tableau.rows[r].constant.isNegative {
            if tableau.rowOf[tableau.basic[r]] >= 0 && artificials.contains(tableau.basic[r]) {
                // An artificial made negative: a new one takes its place; it leaves for good.
                let old = tableau.basic[r]
                artificials.append(tableau.makeFeasible(row: r))
                tableau.bar(old)
            } else {
                artificials.append(tableau.makeFeasible(row: r))
            }
        }
        let basicArtificials = artificials.filter { tableau.rowOf[$0] >= 0 }
        guard !basicArtificials.isEmpty else {
            for a in artificials where tableau.mayEnter[a] { tableau.bar(a) }
            return true
        }
        let phaseOne = tableau.addObjective()
        for a in basicArtificials { tableau.addCost(1, of: a, to: phaseOne) }
        guard tableau.minimize(phaseOne, workBudget: budget) else { return nil }
        if tableau.isPositive(phaseOne) { return false }
        tableau.clearObjective(phaseOne)
        let isArtificial = Set(artificials)
        for a in artificials {
            let r = tableau.rowOf[a]
            guard r >= 0 else { continue }
            if let other = tableau.rows[r].cells.first(where: { !isArtificial.contains($0.column) && tableau.mayEnter[$0.column] }) {
                tableau.pivot(row: r, entering: other.column)
            }
        }
        for a in artificials where tableau.rowOf[a] < 0 && tableau.mayEnter[a] { tableau.bar(a) }
        return true
    }

    /// Each level in turn, highest first: minimise it, then bar the columns whose positive
    /// reduced cost would raise it, so lower levels move only on its optimal face.
    private mutating func optimizeLevels() -> Bool {
        for level in levels {
            guard tableau.minimize(level.objective, workBudget: budget) else { return false }
            tableau.barColumnsWithPositiveCost(in: level.objective)
        }
        return true
    }

    /// Values (nonbasic columns at 0) and ambiguity: a variable is ambiguous when it moves
    /// along a free direction of the optimal face — a nonbasic free column, or a nonbasic
    /// restricted column that is not barred (zero reduced cost at every level) and can
    /// increase — or when no constraint mentions it.
    private func solution(variableCount: Int) -> ExactSolution {
        var directions: [Bool] = Array(repeating: false, count: tableau.columnCount)
        for j in 0 ..< tableau.columnCount where tableau.rowOf[j] < 0 && tableau.mayEnter[j] {
            directions[j] = !tableau.isRestricted[j] || tableau.canIncrease(j)
        }
        var values = Array(repeating: Rational.zero, count: variableCount)
        var ambiguous = Array(repeating: true, count: variableCount)
        for v in 0 ..< variableCount {
            guard let c = columnOfVariable[v] else { continue }
            values[v] = tableau.value(of: c)
            let r = tableau.rowOf[c]
            if r < 0 {
                ambiguous[v] = directions[c]
            } else {
                ambiguous[v] = tableau.rows[r].cells.contains { directions[$0.column] }
            }
        }
        return ExactSolution(values: values, ambiguous: ambiguous, pivots: tableau.pivotCount)
    }
}
