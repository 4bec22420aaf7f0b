import Testing
@testable import ListkitSolver

/// The exact safety net as the caller sees it (docs/solver.md, "The exact safety net"): each
/// trigger moves the solver to exact mode with the exact optimum's values and no failure; exact
/// mode carries on through removals, re-adds, edits and suggestions; beyond the size guard the
/// same triggers are internal errors.
@Suite struct ExactFallbackTests {
    /// The iteration bound: a suggest whose dual simplex may not pivot is redone exactly.
    @Test func iterationBoundFallsBackToExact() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        let floor = try #require(s.add(x >= 0).id)
        s.add(Expression(y) == x * 2 + 1)
        try s.addEditVariable(x, priority: .high)
        try s.suggest(x, 20)
        #expect(s.failure == nil && s.value(x) == 20 && s.core.exact == nil)
        s.core.engine.pivotBudgetOverride = 0
        try s.suggest(x, -5)
        #expect(s.value(x) == 0 && s.value(y) == 1)
        #expect(s.failure == nil)
        #expect(s.core.exact != nil)

        // Exact mode carries on: edits, removal, re-add, a new required constraint, a refusal.
        try s.suggest(x, 7.5)
        #expect(s.value(x) == 7.5 && s.value(y) == 16)
        try s.remove(floor)
        try s.suggest(x, -5)
        #expect(s.value(x) == -5 && s.value(y) == -9)
        let again = try #require(s.add(x >= 0).id)
        #expect(s.value(x) == 0)
        s.add(x <= 3)
        try s.suggest(x, 10)
        #expect(s.value(x) == 3 && s.value(y) == 7)
        guard case .conflict(let conflict) = s.add(x >= 4) else {
            Issue.record("x ≥ 4 beside x ≤ 3 must be refused")
            return
        }
        #expect(conflict.constraints.count == 2)
        try s.remove(again)
        try s.removeEditVariable(x)
        #expect(!s.hasEditVariable(x))
        s.add((x == -2).at(.low))
        #expect(s.value(x) == -2 && s.value(y) == -3)
        #expect(s.ambiguousVariables().isEmpty)
        #expect(s.failure == nil)
    }

    /// The residual check: a tableau row shifted behind the solver's back breaks a required
    /// equality; the read that finds it redoes the solve exactly (values right, no failure).
    @Test func residualCheckFallsBackToExact() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        s.add(Expression(x) == y + 8)
        s.add(x + y == 20)
        #expect(s.value(y) == 6)
        let ySymbol = try #require(s.core.engine.existingSymbol(forVariable: y.id))
        s.core.engine.info[Int(ySymbol)].rowConstant += 0.5
        try s.remove(s.add((Expression(x) >= -1000).at(.low)).id!)  // marks values stale
        // The first read after the solve checks it: the values read are the exact ones.
        #expect(s.value(y) == 6 && s.value(x) == 14)
        #expect(s.core.exact != nil)
        #expect(s.failure == nil)
    }

    /// The numerically-suspect flag: raised by the engine, the next read redoes the solve.
    @Test func suspectFlagFallsBackToExact() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        s.add(x >= 10)
        s.add((x == 4).at(.high))
        s.core.engine.isNumericallySuspect = true
        s.add((x == 12).at(.low))
        #expect(s.value(x) == 10)
        #expect(s.core.exact != nil && s.failure == nil)
    }

    /// Beyond the size guard no exact work is done: the suspect solve is an internal error.
    @Test func sizeGuardTurnsSuspectSolvesIntoFailures() throws {
        let s = Solver()
        s.core.exactLimit = 2
        let x = s.makeVariable("x")
        s.add(x >= 10)
        s.add((x == 4).at(.high))
        s.core.engine.isNumericallySuspect = true
        s.add((x == 12).at(.low))
        guard case .beyondExactLimit(let n, let limit)? = s.failure else {
            Issue.record("expected beyondExactLimit, got \(String(describing: s.failure))")
            return
        }
        #expect(n == 3 && limit == 2)
        #expect(s.core.exact == nil)
    }

    /// Exact mode past the guard: a system that grows beyond it reports a failure, not values.
    @Test func exactModeGrowingBeyondTheGuardFails() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        s.add(x >= 10)
        s.core.engine.isNumericallySuspect = true
        #expect(s.value(x) == 10 && s.core.exact != nil)
        s.core.exactLimit = 2
        s.add(x <= 20)
        #expect(s.failure == nil)
        s.add(x <= 30)
        #expect(s.value(x) == 10)  // accepted at the known feasible point…
        guard case .beyondExactLimit? = s.failure else {  // …but the solve is beyond the guard
            Issue.record("expected beyondExactLimit, got \(String(describing: s.failure))")
            return
        }
    }

    /// Same calls, same results: exact mode is deterministic, ambiguous variables included.
    @Test func exactModeIsDeterministic() throws {
        func run() -> [Double] {
            let s = Solver()
            let xs = (0 ..< 6).map { s.makeVariable("x\($0)") }
            s.core.engine.isNumericallySuspect = true
            s.add(xs[0] + xs[1] + xs[2] <= 10)
            s.add((xs[0] - xs[3] >= 1).at(.high))
            s.add((xs[4] * 3 == xs[5] + 1).at(.low))
            s.add(xs[2] >= 0.3)
            return xs.map { s.value($0) }
        }
        #expect(run() == run())
    }
}
