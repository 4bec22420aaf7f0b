/// Why a float solve may be numerically wrong. The engine raises a reason where a step is
/// decided by a tolerance rather than by the numbers themselves; the front then redoes the solve
/// with the exact solver (SolverCore+Exact, docs/solver.md "The exact safety net"). On layout
/// systems (coefficients ±1 and simple multipliers) none of these happens: ties are exact,
/// pivots are ±1, costs and steps are exact.
struct SuspectReason: OptionSet {
    let rawValue: UInt32
    /// The primal ratio test's row pivots on |a| < `Tolerance.smallPivot`.
    static let smallPrimalPivot = SuspectReason(rawValue: 1 << 0)
    /// The dual simplex pivots on a < `Tolerance.smallPivot`.
    static let smallDualPivot = SuspectReason(rawValue: 1 << 1)
    /// Two ratios within `Tolerance.zero` of each other but not equal were taken as a tie.
    static let nearTie = SuspectReason(rawValue: 1 << 2)
    /// `stepImproves` found a level change within its tolerance but not 0.
    static let smallStep = SuspectReason(rawValue: 1 << 3)
    /// A redundancy or phase-one verdict decided by `Tolerance.zero` on a nonzero constant.
    static let toleranceDecided = SuspectReason(rawValue: 1 << 4)
    /// A reduced cost within `Tolerance.zero` of 0 but not 0 was taken as 0.
    static let tinyCost = SuspectReason(rawValue: 1 << 5)
    /// A ratio test or dual entering choice skipped a coefficient within `Tolerance.zero`
    /// of 0 but not 0.
    static let tinyCoefficient = SuspectReason(rawValue: 1 << 6)
    /// A simplex loop hit its iteration bound (`Engine.failure` says more).
    static let iterationBound = SuspectReason(rawValue: 1 << 7)
    /// The coefficients added so far span more than `SolverCore.wideCoefficients` (set by the
    /// front, which sees the caller's coefficients).
    static let wideCoefficients = SuspectReason(rawValue: 1 << 8)
    /// Set by tests.
    static let forced = SuspectReason(rawValue: 1 << 31)
}

extension Engine {
    @inline(__always) mutating func suspect(_ reason: SuspectReason) {
        suspectReasons |= reason.rawValue
    }

    var isNumericallySuspect: Bool {
        get { suspectReasons & Self.suspectMask != 0 }
        set { suspectReasons = newValue ? SuspectReason.forced.rawValue : 0 }
    }

    /// Which reasons trigger the exact fallback.
    static let suspectMask: UInt32 = SuspectReason.smallPrimalPivot.rawValue | SuspectReason.smallDualPivot.rawValue | SuspectReason.forced.rawValue

    /// Which reasons send a float solve to the exact certifier (SolverCore+Certify): the
    /// tolerance-decided ties, costs and coefficients. Not `toleranceDecided`: list cells raise
    /// it (a redundant row whose constant is rounding noise); not `smallStep`: the example specs'
    /// layouts raise it (fractional text metrics). Certifying those would cost 2–10× the float
    /// solves (docs/solver.md, "The exact certifier").
    static let certifyMask: UInt32 = SuspectReason.nearTie.rawValue | SuspectReason.tinyCost.rawValue
        | SuspectReason.tinyCoefficient.rawValue

    /// Which reasons put the engine's acceptance of a required constraint in doubt, so that the
    /// front confirms it (SolverCore+DoubtedAdd): any reason a read acts on — the exact
    /// fallback's, the certifier's, the iteration bound, wide coefficients.
    static let doubtMask: UInt32 = suspectMask | certifyMask | SuspectReason.iterationBound.rawValue
        | SuspectReason.wideCoefficients.rawValue
}
