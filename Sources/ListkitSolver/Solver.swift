/// A Cassowary constraint solver with Auto Layout priorities.
///
/// Add constraints, read values; required constraints that cannot hold are refused with an
/// irreducible explanation, optional ones are violated as little as possible, priority level by
/// priority level. Edit variables (`addEditVariable`, `suggest`) re-solve incrementally.
/// Results depend only on the sequence of calls, never on hashing or timing.
///
/// Not thread-safe: use one solver from one thread at a time.
public final class Solver {
    /// Unchecked: a class's stored property is otherwise checked for exclusive access at run
    /// time on every call (`swift_beginAccess`/`endAccess` around each `add`). The
    /// solver is documented as single-threaded and no method re-enters another, so no two
    /// accesses to `core` can overlap.
    @exclusivity(unchecked) var core: SolverCore

    /// A new solver. `defersLongOptionalConstraints` (on by default) keeps an optional constraint
    /// whose row would be long out of the tableau until the values break it (Engine+Deferred):
    /// each solve is an optimum as without it, but where a system has several optima it may be
    /// another of them. A caller that builds its next system from the values of a solve with
    /// several optima (layout measures wrapping text at the width a solve gives) turns it off,
    /// so that its results do not depend on the solver's size thresholds. `reset` keeps it.
    public init(defersLongOptionalConstraints: Bool = true) {
        core = SolverCore(defersLongOptionalConstraints: defersLongOptionalConstraints)
    }

    /// Forgets every constraint, variable, edit and conflict: the solver then behaves exactly
    /// as a new one (the same variables, results and conflicts for the same calls), keeping the
    /// memory it grew. For callers that solve many small systems one after another (a list's
    /// cells): making and freeing a solver's ~35 buffers costs more than solving a cell.
    public func reset() { core.reset() }

    /// An empty array for the terms of a constraint about to be added, with room for
    /// `capacity`: the storage of a constraint this solver held before its last reset when it
    /// kept one (a caller converting system after system allocates nothing), else a new array.
    public func spareTerms(capacity: Int) -> [Term] { core.spareTerms.take(capacity: capacity) }

    /// Every conflict `add` refused, in order.
    public var conflicts: [Conflict] { core.conflicts }

    /// A new variable, value 0 until constrained.
    public func makeVariable(_ name: String) -> Variable { core.makeVariable(name) }

    /// Adds a constraint. Never traps: a required constraint that contradicts the required ones
    /// present is not added, and the conflict (an irreducible set) is returned and recorded in
    /// `conflicts`; solving goes on without it.
    /// - Complexity: near-constant for the sparse, nearly triangular systems of UI layout; a
    ///   conflict costs one solve of the conflicting set (k constraints) when its rows have
    ///   rank k − 1 (the usual case), else O(k) such solves.
    ///
    /// `consuming`: the solver keeps the constraint, so it takes the caller's copy instead of
    /// making its own (a `Constraint` copy is two retains through its value witness, and the
    /// caller's destroy releases them again).
    @discardableResult
    public func add(_ c: consuming Constraint) -> AddOutcome { core.add(c) }

    /// Removes a constraint added earlier.
    /// - Throws: `.unknownConstraint` if `id` is not in the solver.
    /// - Complexity: a row deletion or one pivot plus re-optimisation, for a constraint in the
    ///   tableau; O(1) for one held as a definition that nothing was built from.
    public func remove(_ id: ConstraintID) throws(SolverError) { try core.remove(id) }

    /// The constraint behind an id, while it is in the solver.
    public func constraint(_ id: ConstraintID) -> Constraint? { core.constraint(id) }

    /// Makes `v` editable: `suggest` then pulls it towards a value at `priority`.
    /// - Throws: `.badEditPriority` for a required priority, `.duplicateEditVariable` if `v`
    ///   is already editable.
    public func addEditVariable(_ v: Variable, priority: Priority) throws(SolverError) {
        try core.addEditVariable(v, priority: priority)
    }

    /// Makes `v` an ordinary variable again.
    /// - Throws: `.unknownEditVariable` if `v` is not editable.
    public func removeEditVariable(_ v: Variable) throws(SolverError) { try core.removeEditVariable(v) }

    /// Pulls edit variable `v` towards `value` and re-solves incrementally (dual simplex).
    /// - Throws: `.unknownEditVariable`, or `.nonFiniteValue` for NaN, ±∞ or |value| > 1e12.
    /// - Complexity: proportional to the rows the change reaches, plus `solve()`.
    public func suggest(_ v: Variable, _ value: Double) throws(SolverError) { try core.suggest(v, value) }

    /// Whether `v` is an edit variable.
    public func hasEditVariable(_ v: Variable) -> Bool { core.hasEditVariable(v) }

    /// Brings values up to date. The tableau is kept optimal by every call above, so this only
    /// evaluates the definitions; it does nothing when nothing changed.
    /// - Complexity: O(number of definitions).
    public func solve() { core.solve() }

    /// Set when the solver cannot vouch for its values (after `solve()`, or any call that
    /// solves): a required constraint violated beyond tolerance, or a simplex loop stopped by its
    /// iteration bound. The values are then meaningless; report an internal error, never frames.
    public var failure: SolverFailure? {
        core.solve()
        return core.failure()
    }

    /// Where the current values come from (docs/solver.md, "The exact safety net"): the float
    /// engine alone, the float engine certified by the exact solver, or the exact solver. For
    /// diagnostics and the oracle (`bench-solver --solve-json` reports it).
    public var answerSource: AnswerSource { core.answerSource() }

    /// The value of `v` at the optimum (0 for a variable never constrained). Always finite.
    public func value(_ v: Variable) -> Double { core.value(v) }

    /// Variables not uniquely determined at the optimum — they could move without changing any
    /// constraint's violation (Auto Layout's `hasAmbiguousLayout`), in id order.
    /// - Complexity: O(size of the tableau and definitions).
    public func ambiguousVariables() -> [Variable] { core.ambiguity().variables }

    /// The ambiguous variables, with those that move only in combination and the constraints
    /// that couple them (docs/solver.md, "Ambiguity").
    /// - Complexity: as `ambiguousVariables`; at a degenerate vertex where a free direction is
    ///   blocked on its own, plus two LPs over the free directions.
    public func ambiguity() -> Ambiguity { core.ambiguity() }

    /// Whether required constraints `cs` cannot hold together (used by tests).
    static func isInfeasible(_ cs: [Constraint]) -> Bool { SolverCore.isInfeasible(cs) }
}
