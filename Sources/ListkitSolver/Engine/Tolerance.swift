/// Every numeric threshold of the solver, in one place.
///
/// The tableau is kept in Double; a coefficient or constant closer to zero than `zero` is
/// treated as zero (dropped from rows, not a pivot candidate). Inputs above `maxMagnitude`
/// are refused so that products of a few coefficients stay far from overflow.
enum Tolerance {
    /// Below this magnitude a coefficient is zero (kiwi uses the same 1e-8).
    static let zero = 1.0e-8
    /// Largest coefficient or constant `add` and `suggest` accept.
    static let maxMagnitude = 1.0e12
    /// A required constraint whose residual `|Σ a·x + c|` (its violation, for an inequality)
    /// exceeds this times `max(1, |c|, max |a·x|)` after solving is an internal error
    /// (`SolverFailure.residual`): far above rounding in a sound tableau (~1e-13 relative), below
    /// anything visible in a frame.
    static let residual = 1.0e-7
    /// A required constraint whose residual exceeds this (relative, measured as for `residual`)
    /// sends the solve to the exact solver when it is within the size guard: a sound tableau on
    /// layout shapes leaves ~1e-13 or less, so 1e-10 is far above its rounding but catches a
    /// broken constraint long before `residual`. Beyond the size guard such values stand (only
    /// `residual` makes them an error) — docs/solver.md, "The exact safety net".
    static let exactResidual = 1.0e-10
    /// A variable whose value moves by less than this along a free direction is determined.
    static let ambiguity = 1.0e-7

    @inline(__always) static func isZero(_ value: Double) -> Bool { abs(value) < zero }

    /// A pivot coefficient below this magnitude is suspect: the ratio test then prefers the
    /// largest coefficient among the rows tied with it (Engine.primalLeavingRow).
    static let smallPivot = 1.0e-3

    /// Threshold pivoting: a caller variable whose |a| is below this fraction of the largest
    /// caller variable's in a new row is not its subject (Engine.chooseSubject).
    static let pivotThreshold = 0.01

    /// A simplex step that changes no level's objective by more than this times max(1, the
    /// level's value) is (nearly) degenerate (Engine.stepImproves).
    static let objectiveChange = 1.0e-6

    /// A sum `a + b` smaller than this times its larger operand is cancellation: its true value
    /// is 0 and what is left is rounding (a few ulps of the operands, ~1e-16 relative).
    static let cancellation = 1.0e-11

    /// Whether `sum = a + b` is rounding noise of an exact cancellation (relative to the
    /// operands, not an absolute threshold: a small coefficient made by multiplying small ones is
    /// genuine, while noise left by cancelling large ones can exceed any absolute threshold).
    @inline(__always) static func cancels(_ sum: Double, _ a: Double, _ b: Double) -> Bool {
        abs(sum) <= cancellation * max(abs(a), abs(b))
    }

    /// Whether a sum whose largest term had magnitude `scale` is cancellation noise.
    @inline(__always) static func cancels(_ sum: Double, _ scale: Double) -> Bool {
        abs(sum) <= cancellation * scale
    }

    /// Whether an input number can enter the tableau.
    static func isAcceptable(_ value: Double) -> Bool { value.isFinite && abs(value) <= maxMagnitude }
}
