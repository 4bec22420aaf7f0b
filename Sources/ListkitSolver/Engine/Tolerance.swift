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
    /// A variable whose value moves by less than this along a free direction is determined.
    static let ambiguity = 1.0e-7

    @inline(__always) static func isZero(_ value: Double) -> Bool { abs(value) < zero }

    /// Whether an input number can enter the tableau.
    static func isAcceptable(_ value: Double) -> Bool { value.isFinite && abs(value) <= maxMagnitude }
}
