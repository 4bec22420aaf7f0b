/// Exact verification of a refusal: whether a required constraint really contradicts the live
/// required ones, and if so an irreducible conflicting set (IIS) proved by exact arithmetic.
enum ExactConflictFinder {
    enum Verdict {
        /// `live` plus `broken` can hold: an exact point where they all do, by variable id.
        case feasible(point: [Rational])
        /// Indices into `live`, in its order, of an irreducible set that cannot hold with `broken`.
        case conflict([Int])
        /// The exact work budget ran out before `live` plus `broken` was decided.
        case unknown
    }

    /// Whether `broken` really contradicts the live required constraints `live`, and if so an
    /// irreducible conflicting set.
    ///
    /// Maths: a deletion filter (Chinneck & Dravnieks 1991). Start from an infeasible set `S`
    /// (the float engine's support `hint` when it is infeasible exactly, else all of `live`);
    /// for each member `m` in turn, if `S − m` plus `broken` is still infeasible, drop `m`.
    /// At the end every remaining `m` was tested against a superset of the final set minus
    /// `m`, found feasible, and subsets of feasible sets are feasible: dropping any one member
    /// leaves a satisfiable set. `broken` is always kept: `live` alone is feasible (the solver
    /// never holds an infeasible required set), so every infeasible subset contains it.
    /// - Complexity: one exact feasibility solve of `live`, then |S| + 1 solves of ≤ |S|
    ///   constraints.
    static func check(live: [ExactConstraint], hint: [Int], broken: ExactConstraint, variableCount: Int,
                      workBudget: Int = ExactLexSolver.workBudget) -> Verdict {
        var start: [Int]
        if !hint.isEmpty && ExactLexSolver.isFeasible(hint.map { live[$0] } + [broken], workBudget: workBudget) == false {
            start = hint.sorted()
        } else {
            switch ExactLexSolver.feasibility(live + [broken], variableCount: variableCount, workBudget: workBudget) {
            case .feasible(let point): return .feasible(point: point)
            case .unknown: return .unknown
            case .infeasible: start = Array(live.indices)
            }
        }
        var set = start
        var i = 0
        while i < set.count {
            var trial = set
            trial.remove(at: i)
            // A check that runs out of budget keeps the member: the set stays infeasible,
            // perhaps not minimal, never satisfiable.
            if ExactLexSolver.isFeasible(trial.map { live[$0] } + [broken], workBudget: workBudget) == false {
                set = trial
            } else {
                i += 1
            }
        }
        return .conflict(set)
    }
}
