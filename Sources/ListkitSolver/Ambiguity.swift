/// What `Solver.ambiguity()` finds at the optimum.
public struct Ambiguity: Sendable {
    /// Variables not unique over the optimal face — they could move without changing any
    /// constraint's violation (Auto Layout's `hasAmbiguousLayout`), in id order.
    public var variables: [Variable]
    /// Those among `variables` that can move only together with another variable: at a
    /// degenerate vertex (`width ≤ height`, both at 0) neither moves alone. In id order.
    public var combined: [Variable]
    /// Caller tags of the constraints that stop those variables moving alone but let them move
    /// together, in add order.
    public var couplingTags: [Int]
}
