import Foundation
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

    /// The tight residual trigger: a required equality broken by 2e-9 relative — under the
    /// failure threshold (`Tolerance.residual`, 1e-7), over the trigger (`Tolerance.exactResidual`,
    /// 1e-10) — is redone exactly within the size guard; beyond it the values stand, no failure.
    @Test func residualBetweenThresholdsIsRedoneExactly() throws {
        for limit in [ExactLimits.maxConstraints, 0] {
            let s = Solver()
            s.core.exactLimit = limit
            let x = s.makeVariable("x"), y = s.makeVariable("y")
            s.add(Expression(x) == y + 8)
            s.add(x + y == 20)
            #expect(s.value(y) == 6)
            let ySymbol = try #require(s.core.engine.existingSymbol(forVariable: y.id))
            s.core.engine.info[Int(ySymbol)].rowConstant += 4e-8  // 2e-9 of x + y == 20
            try s.remove(s.add((Expression(x) >= -1000).at(.low)).id!)  // marks values stale
            if limit == 0 {
                #expect(s.core.firstResidualFailure(beyond: Tolerance.exactResidual) != nil)
                #expect(s.core.firstResidualFailure() == nil)
                #expect(s.failure == nil && s.core.exact == nil && s.value(y) != 6)
            } else {
                #expect(s.value(y) == 6 && s.value(x) == 14)
                #expect(s.core.exact != nil && s.failure == nil)
            }
        }
    }

    /// System 1191 of `solver_oracle.py check … 2000 --seed 1`: the float engine breaks a
    /// required constraint by 1.3e-5 (6.6e-9 of its terms' magnitude) with no other trigger —
    /// between the two residual thresholds. Beyond the guard the values stand unreported (the
    /// oracle's "silently wrong"); within it the exact re-solve makes every required constraint
    /// hold to rounding.
    @Test func oracleSystemBetweenResidualThresholdsIsRedoneExactly() throws {
        let system = try JSONDecoder().decode(OracleCorpusTests.JSONSystem.self, from: Data(Self.seed1System1191.utf8))
        for limit in [ExactLimits.maxConstraints, 0] {
            let s = Solver()
            s.core.exactLimit = limit
            let xs = (0..<system.variables).map { s.makeVariable("x\($0)") }
            for op in system.ops {
                s.add(OracleCorpusTests.constraint(system.constraints[Int(op[1].number)], tag: 0, xs))
            }
            let values = xs.map { s.value($0) }
            let worst = system.constraints.filter { $0.priority >= 1000 }.map {
                OracleCorpusTests.violation($0, values) / max(1, OracleCorpusTests.magnitude($0, values))
            }.max() ?? 0
            #expect(s.failure == nil)
            if limit == 0 {
                #expect(s.core.exact == nil && worst > Tolerance.exactResidual && worst < Tolerance.residual)
            } else {
                #expect(s.core.exact != nil && worst < 1e-12)
            }
        }
    }

    static let seed1System1191 = """
    {"variables": 7, "constraints": [{"terms": [[3, 989.0], [1, 34.6], [6, 0.192], [5, -720.0]], "constant": -143.0, "op": "==", "priority": 750.0}, {"terms": [[3, 989.0], [1, 34.6], [6, 0.192], [5, -720.0]], "constant": -143.0, "op": "==", "priority": 750.0}, {"terms": [[4, -0.00623]], "constant": 6.68, "op": ">=", "priority": 250.0}, {"terms": [[1, 0.0227], [6, 2.37], [3, 0.0427], [4, -0.0566]], "constant": -97.1, "op": "==", "priority": 1000.0}, {"terms": [[3, -183.0], [0, 0.00119], [5, 9.7], [2, 3.1]], "constant": 6.02, "op": ">=", "priority": 1000.0}, {"terms": [[2, -0.0467]], "constant": -69.8, "op": "<=", "priority": 250.0}, {"terms": [[3, 0.127]], "constant": -22.4, "op": "<=", "priority": 1000.0}, {"terms": [[4, 0.0182], [0, 88.7], [3, 0.0153], [2, -0.0277]], "constant": -4.26, "op": ">=", "priority": 750.0}, {"terms": [[0, 0.813], [1, -0.95], [3, 0.196], [5, 249.0]], "constant": 0.0343, "op": ">=", "priority": 1000.0}, {"terms": [[5, -10.9]], "constant": 3.65, "op": "==", "priority": 1000.0}, {"terms": [[3, -0.0533], [6, 470.0], [5, 0.0176], [2, -697.0]], "constant": -29.9, "op": "<=", "priority": 1000.0}, {"terms": [[2, -126.0], [4, 0.0054], [5, -2.97], [1, -16.6]], "constant": 5.33, "op": "==", "priority": 1000.0}, {"terms": [[2, -126.0], [4, 0.0054], [5, -2.97], [1, -16.6]], "constant": 5.33, "op": "==", "priority": 1000.0}, {"terms": [[0, -0.00754], [2, -0.0129], [5, 0.0256]], "constant": -30.7, "op": "<=", "priority": 1.0}, {"terms": [[3, 0.00662], [5, 0.0183]], "constant": 3800.0, "op": ">=", "priority": 1000.0}, {"terms": [[1, 3.21], [6, 30.9]], "constant": 0.0129, "op": "<=", "priority": 1000.0}, {"terms": [[0, 1.0]], "constant": 2.0, "op": "==", "priority": 1.0}, {"terms": [[1, 1.0]], "constant": -5.0, "op": "==", "priority": 1.0}, {"terms": [[2, 1.0]], "constant": 8.0, "op": "==", "priority": 1.0}, {"terms": [[3, 1.0]], "constant": 15.0, "op": "==", "priority": 1.0}, {"terms": [[4, 1.0]], "constant": 24.0, "op": "==", "priority": 1.0}, {"terms": [[5, 1.0]], "constant": 13.0, "op": "==", "priority": 1.0}, {"terms": [[6, 1.0]], "constant": -9.0, "op": "==", "priority": 1.0}], "ops": [["add", 0], ["add", 1], ["add", 2], ["add", 3], ["add", 4], ["add", 5], ["add", 6], ["add", 7], ["add", 8], ["add", 9], ["add", 10], ["add", 11], ["add", 12], ["add", 13], ["add", 14], ["add", 15], ["add", 16], ["add", 17], ["add", 18], ["add", 19], ["add", 20], ["add", 21], ["add", 22]]}
    """

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
