/// A required constraint that the float engine accepts while its tableau is in doubt is
/// confirmed before the add reports `.added` (docs/solver.md, "Conflicts" and "The exact safety
/// net").
///
/// Why: the triggers of the safety net act when values are read. A system whose adds come
/// before any read (the oracle's op sequences; any caller that builds a whole system, then
/// solves) kept adding to a tableau the engine had already flagged: on oracle seed 42, system
/// 870, a pivot on a tiny coefficient at op 15 broke the tableau (a required constraint off by
/// 67,119 at op 29), and at op 43 a required equality that the live required set misses by
/// 9,802.6 — exactly, in rationals — was accepted with no conflict and no error. Removed again
/// before the read, it left no trace in the values: the `add` itself was the wrong answer.
extension SolverCore {
    /// What `add` answers for a required constraint, given `outcome`, the float engine's, while in doubt (the engine raised
    /// a reason in `Engine.doubtMask`: one that sends a read to the exact solver or to the
    /// certifier, the iteration bound, or wide coefficients — layouts raise none): it stands unless
    /// it accepted a required constraint (added or redundant) and the engine's values do not
    /// hold every live required constraint, the new one included (`floatValuesHoldRequired`).
    /// Then the adoption is undone, the solver enters exact mode (as the next read would),
    /// warm-started from the engine's values, and the constraint is added there: checked
    /// against the live required constraints (`ExactConflictFinder`) and refused with an exactly
    /// verified irreducible set when they cannot hold together.
    @inline(never)
    mutating func confirmDoubtedAdd(_ outcome: AddOutcome) -> AddOutcome {
        let id: Int
        switch outcome {
        case .added(let taken), .redundant(let taken): id = taken.rawValue
        case .duplicate, .conflict: return outcome
        }
        guard !floatValuesHoldRequired() else { return outcome }
        let c = held[id], record = records[id]
        // Whether this add registered the fingerprint (`add` inserts it for a constraint that
        // introduces nothing, unless taken): the exact add removes it again on a conflict.
        let inserted = record.inTable && primaries.lookup(record.fingerprint) == id
        unadopt(id)
        enterExactMode(warmStart: true)
        return addExactly(c, fingerprint: record.fingerprint, introduces: !record.inTable, inserted: inserted)
    }

    /// Whether the engine's values hold every live required constraint.
    ///
    /// Maths: the values are a feasibility certificate when every live required constraint,
    /// evaluated from the caller's expressions (not the tableau), holds within
    /// `Tolerance.exactResidual` of its terms' magnitude — the set is then feasible up to a
    /// perturbation of rounding size, whatever state the tableau is in. Beyond the size guard
    /// no exact work can follow: the values are taken as holding, and the next read's residual
    /// check reports what is broken.
    /// - Complexity: O(terms of the live required constraints), only while in doubt.
    mutating func floatValuesHoldRequired() -> Bool {
        guard exactSize <= exactLimit else { return true }
        engine.updateValues()
        return firstResidualFailure(beyond: Tolerance.exactResidual) == nil
    }
}
