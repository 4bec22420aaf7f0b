extension Array {
    /// Empties the array but keeps its buffer. For the short scratch arrays of the per-`add`
    /// path: `removeAll(keepingCapacity:)` and `removeLast(_:)` go through the generic
    /// `replaceSubrange` (even for an empty array), while popping a few
    /// trivial elements costs a handful each.
    @inline(__always) mutating func clearKeepingCapacity() {
        while !isEmpty { removeLast() }
    }

    /// Drops elements past the first `n`, keeping the buffer (see `clearKeepingCapacity`).
    @inline(__always) mutating func truncate(to n: Int) {
        while count > n { removeLast() }
    }
}
