extension FixedWidthInteger {
    /// `value` without its fraction (toward zero, as `Int(_:)` does), or nil when it is not
    /// finite or the type cannot hold it: the conversion of a Double derived from input that can
    /// never trap. Sources convert Doubles to integers only through it (FiniteIntegerTests).
    @inlinable public init?(finite value: Double) {
        guard value.isFinite, let whole = Self(exactly: value.rounded(.towardZero)) else { return nil }
        self = whole
    }
}

// The integers layouts and renderers convert to (every printed number goes through one): a
// range check, where the generic conversion makes its exact one through `init(exactly:)`. The
// same results: a truncated value fits exactly when it is in [min, -min) (nan fails both checks).
extension Int64 {
    @inlinable public init?(finite value: Double) {
        guard value >= Double(Int64.min), value < -Double(Int64.min) else { return nil }
        self = Int64(value)
    }
}

extension Int {
    @inlinable public init?(finite value: Double) {
        guard value >= Double(Int.min), value < -Double(Int.min) else { return nil }
        self = Int(value)
    }
}
