import ListkitSolver

/// Constraints built before the stopwatch starts and moved into `Solver.add` inside it, as a
/// caller that builds each constraint for its add hands it over (ListkitLayout's
/// `SystemSolution`). Iterating a `[Constraint]` instead copies each element (two retains
/// through its value witness), which is the benchmark's cost, not the solver's.
final class PendingConstraints {
    private let base: UnsafeMutablePointer<Constraint>
    private let count: Int
    private var isMoved = false

    init(_ constraints: [Constraint]) {
        count = constraints.count
        base = .allocate(capacity: max(count, 1))
        constraints.withUnsafeBufferPointer { if let p = $0.baseAddress { base.initialize(from: p, count: count) } }
    }

    /// Adds every constraint in order, moving it out; once only.
    func add(to solver: Solver) {
        precondition(!isMoved, "constraints already added")
        isMoved = true
        for k in 0..<count { solver.add((base + k).move()) }
    }

    deinit {
        if !isMoved { base.deinitialize(count: count) }
        base.deallocate()
    }
}
