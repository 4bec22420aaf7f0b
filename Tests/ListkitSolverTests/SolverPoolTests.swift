import ListkitTestSupport
import Testing
@testable import ListkitSolver

/// `SolverPool` hands out solvers that behave as new ones, keeps at most `limit`, and gives back
/// the memory of a large system.
@Suite struct SolverPoolTests {
    @Test func aSolverHandedOutAgainBehavesAsANewOne() {
        let seed: UInt64 = 29
        var rng = TestRNG(state: seed)
        let pool = SolverPool(limit: 1)
        var first: ObjectIdentifier?
        for round in randomRounds(200, seed: seed) {
            var twin = rng
            let fresh = Solver()
            let expected = SolverResetTests.use(fresh, &rng)
            pool.withSolver { pooled in
                if let first { #expect(ObjectIdentifier(pooled) == first, "the kept solver is handed out again, \(round)") }
                first = ObjectIdentifier(pooled)
                let got = SolverResetTests.use(pooled, &twin)
                #expect(got.outcomes.map(SolverResetTests.outcomeKind) == expected.outcomes.map(SolverResetTests.outcomeKind), "\(round)")
                #expect(got.variables.map { pooled.value($0).bitPattern } == expected.variables.map { fresh.value($0).bitPattern }, "\(round)")
                #expect(pooled.conflicts.map { $0.constraints.map(\.tag) } == fresh.conflicts.map { $0.constraints.map(\.tag) }, "\(round)")
            }
        }
    }

    @Test func keepsAtMostItsLimit() {
        let pool = SolverPool(limit: 2)
        pool.withSolver { _ in pool.withSolver { _ in pool.withSolver { _ in #expect(pool.idleCount == 0) } } }
        #expect(pool.idleCount == 2)
    }

    @Test func aLargeSystemsSolverIsNotKept() {
        let pool = SolverPool(limit: 4, largestKept: 3)
        pool.withSolver { solver in for i in 0..<4 { _ = solver.makeVariable("v\(i)") } }
        #expect(pool.idleCount == 0)
        pool.withSolver { solver in for i in 0..<3 { _ = solver.makeVariable("v\(i)") } }
        #expect(pool.idleCount == 1)
    }
}
