/// The exact safety net behind the float engine (docs/solver.md, "The exact safety net").
///
/// The float engine answers first. Its answer is redone with the exact rational solver
/// (`ExactLexSolver`) when it may be wrong:
/// * it refuses a required constraint — the refusal is checked exactly; a false conflict is
///   accepted, a true one reported with an exactly verified irreducible set;
/// * a read after a solve finds the iteration bound hit, the engine's numerically-suspect flag
///   raised, or a required constraint's residual beyond `Tolerance.exactResidual` (1e-10
///   relative; beyond `Tolerance.residual`, 1e-7, the values are an error if not redone).
/// After the first of these the solver stays in exact mode: the float engine is dropped and
/// every later call is answered by the exact solver. Beyond `exactLimit` live
/// constraints no exact work is done: a suspect solve is an internal error (`Solver.failure`).
extension SolverCore {
    /// Live primaries (duplicates counted once) in add order, with their record ids.
    var liveConstraints: [(id: Int, constraint: Constraint)] {
        records.indices.compactMap { i -> (id: Int, constraint: Constraint)? in
            guard records[i].isLive, records[i].primary == i else { return nil }
            return (i, held[i])
        }.sorted { isAddedBefore($0.id, $1.id) }
    }

    /// How many constraints an exact solve of the live system would take (edits included).
    var exactSize: Int {
        var n = exact?.edits.count ?? edits.count
        for i in records.indices where records[i].isLive && records[i].primary == i { n += 1 }
        return n
    }

    /// Leaves the float engine for good: its edits are carried over, the engine is dropped.
    /// `warmStart`: the engine's values are up to date although the front's are not (its
    /// definitions were just evaluated).
    mutating func enterExactMode(warmStart: Bool = false) {
        var mode = ExactMode()
        // The float answer (even a wrong one) is where the exact solve starts: usually a basis
        // or a few pivots away from the exact optimum.
        if valuesAreCurrent || warmStart {
            mode.warmStart = (0 ..< names.count).map { engineValue(Variable(id: $0, name: "")) }
        }
        for (v, handle) in edits {
            if let e = engine.constraints[Int(handle)] { mode.edits[v] = (e.priority, e.editConstant) }
        }
        edits = [:]
        engine = Engine(defersLongOptionalConstraints: engine.defersLongOptionalConstraints)
        exact = mode
        residualCheck = nil
        valuesAreCurrent = false
    }

    /// A refusal by the float engine, checked exactly before it is reported.
    ///
    /// Within the limit: if the live required constraints plus `c` are feasible, the float
    /// engine was wrong (a false conflict) — the solver moves to exact mode and `c` is added;
    /// otherwise the conflict reported is an exactly verified irreducible set
    /// (`ExactConflictFinder`, seeded with the engine's support). Beyond the limit the float
    /// engine's own explanation is reported (its rank test or deletion filter).
    mutating func verifyRefusal(_ c: Constraint, support: [Int], fingerprint: UInt64,
                                introduces: Bool, inserted: Bool) -> AddOutcome {
        let live = liveRequiredConstraints
        guard exactSize + 1 <= exactLimit else {
            if inserted { primaries.remove(fingerprint) }
            return refuse(explain(c, support: support))
        }
        var position: [Int: Int] = [:]
        for (k, entry) in live.enumerated() { position[entry.id] = k }
        let hint = support.compactMap { position[$0] }
        let broken = ExactConstraint(c)
        switch ExactConflictFinder.check(live: live.map { ExactConstraint($0.constraint) }, hint: hint, broken: broken,
                                         variableCount: names.count, workBudget: exactWorkBudget) {
        case .conflict(let set):
            if inserted { primaries.remove(fingerprint) }
            return refuse(Conflict(constraints: set.map { live[$0].constraint } + [c], broken: c))
        case .unknown:
            // Too much exact work to decide: the engine's refusal stands, unverified, and the
            // solver says it cannot vouch for the result.
            unverified = .exactGaveUp
            if inserted { primaries.remove(fingerprint) }
            return refuse(explain(c, support: support))
        case .feasible(let point):
            enterExactMode()
            exact!.requiredPoint = point
            let id = nextID
            adopt(c, fingerprint: fingerprint, handle: -1, introduces: introduces)
            return .added(ConstraintID(id))
        }
    }

    /// `add` in exact mode (after the duplicate check): an optional constraint is taken as is;
    /// a required one is accepted at once if it holds at the known feasible point, else checked
    /// exactly against the live required constraints (and refused with an irreducible set).
    mutating func addExactly(_ c: Constraint, fingerprint: UInt64, introduces: Bool, inserted: Bool) -> AddOutcome {
        let id = nextID
        if c.priority.isRequired && exact!.failure == nil {
            let candidate = ExactConstraint(c)
            let point = exact!.requiredPoint
            if let point, candidate.holds(at: { $0 < point.count ? point[$0] : .zero }) {
                // Still feasible at the same point: nothing to solve.
            } else if exactSize + 1 > exactLimit {
                exact!.failure = .beyondExactLimit(constraints: exactSize + 1, limit: exactLimit)
            } else {
                let live = liveRequiredConstraints
                switch ExactConflictFinder.check(live: live.map { ExactConstraint($0.constraint) }, hint: [],
                                                 broken: candidate, variableCount: names.count, workBudget: exactWorkBudget) {
                case .conflict(let set):
                    if inserted { primaries.remove(fingerprint) }
                    return refuse(Conflict(constraints: set.map { live[$0].constraint } + [c], broken: c))
                case .feasible(let point):
                    exact!.requiredPoint = point
                case .unknown:
                    exact!.failure = .exactGaveUp  // accepted unchecked: the solver cannot vouch
                }
            }
        }
        adopt(c, fingerprint: fingerprint, handle: -1, introduces: introduces)
        exact!.isCurrent = false
        return .added(ConstraintID(id))
    }

    /// The exact lexicographic optimum of the live system (constraints in add order, then
    /// edits by variable id), rounded to doubles.
    mutating func solveExactly() {
        guard !exact!.isCurrent else { return }
        exact!.isCurrent = true
        guard exact!.failure == nil else { return }
        let size = exactSize
        guard size <= exactLimit else {
            exact!.failure = .beyondExactLimit(constraints: size, limit: exactLimit)
            return
        }
        let system = exactSystem(edits: exact!.edits)
        switch ExactLexSolver.solve(system, variableCount: names.count, near: exact!.warmStart, workBudget: exactWorkBudget) {
        case .solved(let solution):
            exact!.values = solution.values.map(\.doubleValue)
            exact!.warmStart = exact!.values
            exact!.ambiguous = solution.ambiguous
            exact!.requiredPoint = solution.values
        case .infeasible:
            exact!.failure = .exactInfeasible
        case .gaveUp:
            exact!.failure = .exactGaveUp
        }
    }

    /// The checks of a float solve, on its first read: the iteration bound, the residual
    /// check (at `Tolerance.exactResidual` for a re-solve, `Tolerance.residual` for a failure),
    /// the engine's numerically-suspect flag. A finding within the limit moves the
    /// solver to exact mode (the values become the exact optimum's); beyond it, or with none,
    /// it is recorded as the solve's `failure` (nil: the values stand).
    mutating func checkFloatSolve() {
        // One scan on the fast path: nothing beyond the tight threshold means nothing beyond
        // the failure threshold either.
        let tight = firstResidualFailure(beyond: Tolerance.exactResidual)
        let found: SolverFailure? = engine.failure ?? (tight == nil ? nil : firstResidualFailure())
            ?? (engine.isNumericallySuspect ? .numericallySuspect : nil)
        // Between the two residual thresholds: worth an exact re-solve where one is affordable,
        // not an error where it is not (the values stand, as before this trigger).
        guard found != nil || tight != nil else {
            residualCheck = .some(nil)
            if certifies { certifyFloatSolve() }
            return
        }
        guard exactSize <= exactLimit else {
            residualCheck = .some(found.map { $0 == .numericallySuspect
                ? .beyondExactLimit(constraints: exactSize, limit: exactLimit) : $0 })
            return
        }
        enterExactMode()
        solve()
    }
}
