extension FixedWidthInteger {
    /// `value` without its fraction (toward zero, as `Int(_:)` does), or nil when it is not
    /// finite or the type cannot hold it: the conversion of a Double derived from input that can
    /// never trap. Sources convert Doubles to integers only through it (FiniteIntegerTests).
    @inlinable public init?(finite value: Double) {
        guard value.isFinite, let whole = Self(exactly: value.rounded(.towardZero)) else { return nil }
        self = whole
    }
}
