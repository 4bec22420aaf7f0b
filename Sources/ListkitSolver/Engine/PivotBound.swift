/// The iteration bound of the simplex loops: no call into the engine may hang.
///
/// Bland's rule cannot cycle in exact arithmetic, but rounding can make a loop revisit a basis
/// (a cost that flips sign through noise), and the oracle found a system that ran for
/// minutes. Each loop may pivot at most `pivotBudget` times per entry; past that the engine stops
/// pivoting and records `.iterationLimit`, which the front reports as an internal error.
extension Engine {
    /// Pivots allowed to one run of a simplex loop: far above the handful a layout's add takes
    /// and the few hundred a removal in a large system may take, below anything that looks
    /// like a hang.
    var pivotBudget: Int { pivotBudgetOverride ?? Self.environmentPivotBudget ?? 10_000 + 20 * info.count }

    /// `LISTKIT_SOLVER_PIVOT_BUDGET`, read once: a test seam that lets the CLI's tests take the
    /// internal-error path (exit 2, no frames) end to end on an ordinary spec. Not for users.
    static let environmentPivotBudget: Int? = {
        LibC.environmentInteger("LISTKIT_SOLVER_PIVOT_BUDGET")
    }()

    /// Whether a loop that started at `start` pivots may pivot again; records the failure when
    /// it may not.
    @inline(__always) mutating func mayPivot(since start: Int) -> Bool {
        // After a failure the tableau is not trusted: no loop spends its budget on it again.
        if pivotCount - start < pivotBudget && failure == nil { return true }
        if failure == nil {
            failure = .iterationLimit(pivots: pivotCount - start)
            suspect(.iterationBound)
        }
        return false
    }
}
