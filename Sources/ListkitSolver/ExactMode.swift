/// The solver's state once it answers with the exact rational solver (docs/solver.md, "The
/// exact safety net"): the float engine was caught out on this system, so every later call is
/// answered exactly. Holds the edit variables (their engine records are gone) and the last
/// exact optimum, rounded to doubles.
struct ExactMode {
    /// By caller variable id: the edit's priority and the value last suggested.
    var edits: [Int: (priority: Double, value: Double)] = [:]
    /// The last exact optimum rounded to nearest, by caller variable id.
    var values: [Double] = []
    /// Where the next exact solve starts (`ExactLexSolver.solve(near:)`): the float engine's
    /// values when the solver entered exact mode, then each exact optimum.
    var warmStart: [Double] = []
    var ambiguous: [Bool] = []
    /// Whether `values` reflect every call so far.
    var isCurrent = false
    /// An exact point at which every live required constraint holds (the last optimum, or the
    /// point a feasibility check found), nil when unknown: a required constraint that holds
    /// there is accepted without a solve.
    var requiredPoint: [Rational]?
    /// What the exact solver could not do (the size limit, or a budget): reported as an
    /// internal error, never as values.
    var failure: SolverFailure?

    func value(_ id: Int) -> Double {
        guard id >= 0 && id < values.count else { return 0 }
        return min(max(values[id], -Double.greatestFiniteMagnitude), Double.greatestFiniteMagnitude)
    }

    func isAmbiguous(_ id: Int) -> Bool { id >= ambiguous.count || ambiguous[id] }
}

/// How much exact work the solver may do: the size guard (docs/solver.md).
enum ExactLimits {
    /// Live constraints (duplicates counted once, edits included) up to which a numerically
    /// suspect float solve is redone exactly, and a refusal is verified exactly. Beyond it a
    /// suspect solve is an internal error (`SolverFailure.beyondExactLimit`).
    /// `LISTKIT_SOLVER_EXACT_LIMIT` replaces it (read once): a test seam that lets the CLI's
    /// tests take the internal-error path with the fallback out of reach. Not for users.
    static let maxConstraints: Int = {
        LibC.environmentInteger("LISTKIT_SOLVER_EXACT_LIMIT") ?? 1_000
    }()

    /// Live constraints up to which a float solve the certifier doubts is checked exactly
    /// (SolverCore+Certify). `LISTKIT_SOLVER_CERTIFY_LIMIT` replaces it (read once): a
    /// measurement seam (0 turns the certifier off). Not for users.
    static let maxCertified: Int = {
        LibC.environmentInteger("LISTKIT_SOLVER_CERTIFY_LIMIT") ?? maxConstraints
    }()
}
