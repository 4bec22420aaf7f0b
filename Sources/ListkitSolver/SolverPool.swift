/// Solvers kept between independent solves, for callers that solve many small systems one after
/// another, on any thread (`listkit lint` lays out every screen of every document, on every
/// core): a solver is reset (`Solver.reset`) and handed out again instead of a new one being
/// made and freed per solve, which for a screen's system costs more than adding its
/// constraints (a solver owns ~40 buffers).
///
/// A solver handed out behaves exactly as a new one. At most `limit` are kept, and none that
/// held more than `largestKept` variables: the memory a large system grew is given back.
public final class SolverPool: @unchecked Sendable {
    /// The process's pool: a few solvers, one per thread solving at the same time.
    public static let shared = SolverPool()

    public let limit: Int
    public let largestKept: Int
    /// What its solvers are made with (`Solver.init(defersLongOptionalConstraints:)`).
    public let defersLongOptionalConstraints: Bool
    private let lock = PoolLock()
    /// Guarded by `lock`; every solver here was reset.
    private var idle: [Solver] = []

    public init(limit: Int = 8, largestKept: Int = 4_096, defersLongOptionalConstraints: Bool = true) {
        self.limit = limit
        self.largestKept = largestKept
        self.defersLongOptionalConstraints = defersLongOptionalConstraints
    }

    /// Runs `body` with a solver as new, and keeps that solver for the next caller.
    public func withSolver<R>(_ body: (Solver) throws -> R) rethrows -> R {
        let solver = lock.locked { idle.popLast() } ?? Solver(defersLongOptionalConstraints: defersLongOptionalConstraints)
        defer { giveBack(solver) }
        return try body(solver)
    }

    /// How many solvers wait to be handed out.
    public var idleCount: Int { lock.locked { idle.count } }

    private func giveBack(_ solver: Solver) {
        guard solver.core.names.count <= largestKept else { return }
        solver.reset()
        lock.locked {
            if idle.count < limit { idle.append(solver) }
        }
    }
}
