/// A set of required constraints that cannot hold together.
public struct Conflict: Sendable {
    /// An irreducible conflicting set, in add order: drop any one and the rest can hold.
    /// It always contains `broken`, last.
    public var constraints: [Constraint]
    /// The constraint the solver refused: as Auto Layout, the one added last.
    public var broken: Constraint
}

/// What `Solver.add(_:)` did with a constraint.
public enum AddOutcome: Sendable {
    /// Added; it takes part in solving.
    case added(ConstraintID)
    /// Same expression, relation and priority as a constraint already present: it shares that
    /// constraint's effect (counted once) and gets its own id, removable on its own.
    case duplicate(ConstraintID)
    /// A required or optional constraint already implied by the required equalities present;
    /// added (so removing it later is well defined) but it changes nothing.
    case redundant(ConstraintID)
    /// A required constraint that contradicts the required ones present, or a constraint with a
    /// non-finite or out-of-range number (then the set is that constraint alone). Not added;
    /// also recorded in `Solver.conflicts`.
    ///
    /// `indirect`: the enum holds a box reference instead of the two-field `Conflict`, so
    /// destroying the usual `.added` is a tag check, not an outlined value witness. Matching
    /// is unchanged.
    indirect case conflict(Conflict)

    /// The id when the constraint is in the solver, nil for a conflict.
    public var id: ConstraintID? {
        switch self {
        case .added(let id), .duplicate(let id), .redundant(let id): id
        case .conflict: nil
        }
    }
}

/// Why the solver cannot vouch for its values: an internal error, never a wrong answer passed
/// on. Rounding in the tableau is the only cause; see docs/solver.md, "The residual check".
public enum SolverFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// After solving, the required constraint `constraint` (its caller tag `tag`) is violated by
    /// `violation`, beyond `Tolerance.residual` of its magnitude.
    case residual(constraint: ConstraintID, tag: Int, violation: Double)
    /// A simplex loop made `pivots` pivots without finishing (`Engine.pivotBudget`).
    case iterationLimit(pivots: Int)
    /// The float solve was numerically suspect (see docs/solver.md, "The exact safety net").
    /// Never seen by callers: within the exact limit the exact solver takes over, beyond it the
    /// failure reads `beyondExactLimit`.
    case numericallySuspect
    /// The float solve could not be trusted and the system (`constraints` live constraints) is
    /// beyond the exact fallback's limit.
    case beyondExactLimit(constraints: Int, limit: Int)
    /// The exact solver found the live required constraints infeasible: the float engine
    /// accepted one it should have refused, before exact mode began.
    case exactInfeasible
    /// The exact solver's pivot budget ran out (a guard: Bland's rule terminates).
    case exactGaveUp

    public var description: String {
        switch self {
        case .residual(let id, let tag, let violation):
            "solver internal error: required constraint \(id.rawValue) (tag \(tag)) is violated by \(violation) after solving (numerical breakdown)"
        case .iterationLimit(let pivots):
            "solver internal error: the simplex made \(pivots) pivots without finishing (numerical breakdown)"
        case .numericallySuspect:
            "solver internal error: the float solve is numerically suspect"
        case .beyondExactLimit(let constraints, let limit):
            "solver internal error: the float solve cannot be trusted and the system (\(constraints) constraints) is beyond the exact fallback's limit of \(limit)"
        case .exactInfeasible:
            "solver internal error: the required constraints accepted earlier cannot hold together (found by the exact fallback)"
        case .exactGaveUp:
            "solver internal error: the exact fallback ran out of pivots"
        }
    }
}

/// Errors of the solver's throwing operations; each carries what was wrong.
public enum SolverError: Error, Sendable, Equatable {
    /// `remove` of an id this solver never returned, or already removed.
    case unknownConstraint(ConstraintID)
    /// `suggest` or `removeEditVariable` on a variable that is not an edit variable.
    case unknownEditVariable(Variable)
    /// `addEditVariable` twice for one variable.
    case duplicateEditVariable(Variable)
    /// `addEditVariable` with a required priority: an edit must be breakable.
    case badEditPriority(Variable)
    /// `suggest` with NaN or an infinite value, or one beyond `Tolerance.maxMagnitude`.
    case nonFiniteValue(Variable)
}
