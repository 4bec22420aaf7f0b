import Foundation
import Testing
@testable import ListkitSolver

/// The solver's internal errors: a residual check of the required constraints after solving and
/// an iteration bound on the simplex loops. Both make `Solver.failure` non-nil instead of letting
/// wrong values or a hang through.
@Suite struct SolverFailureTests {
    /// A sound system passes the residual check.
    @Test func soundSystemHasNoFailure() {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        s.add(x + y == 10)
        s.add(x - y >= 2)
        s.add((x == 100).at(.low))
        #expect(s.failure == nil)
        #expect(s.value(x) == 100 && s.value(y) == -90)
    }

    /// A tableau row shifted behind the solver's back (what drift does) breaks a required
    /// equality: the residual check names it (its id and caller tag) with the violation, when
    /// the exact fallback is out of reach (ExactFallbackTests: within it, it takes over).
    @Test func corruptedRowIsReportedNotReturned() throws {
        let s = Solver()
        s.core.exactLimit = 0
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        s.add(Expression(x) == y + 8)                      // a definition of x
        let id = try #require(s.add((x + y == 20).tagged(7)).id)  // y's row
        #expect(s.failure == nil && s.value(y) == 6)
        let ySymbol = try #require(s.core.engine.existingSymbol(forVariable: y.id))
        #expect(s.core.engine.isBasic(ySymbol))
        s.core.engine.info[Int(ySymbol)].rowConstant += 0.5
        try s.remove(s.add((Expression(x) >= -1000).at(.low)).id!)  // marks values stale
        guard case .residual(let broken, let tag, let violation)? = s.failure else {
            Issue.record("expected a residual failure, got \(String(describing: s.failure))")
            return
        }
        #expect(broken == id && tag == 7 && abs(violation - 1) < 1e-12)
        #expect(s.failure!.description.contains("internal error"))
    }

    /// Violations within `Tolerance.residual` of the constraint's magnitude are rounding, not
    /// failures: a large-valued equality off by 1e-9 passes.
    @Test func roundingWithinToleranceIsAccepted() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        s.add(Expression(x) == y + 8)
        s.add(x + y == 20_000)
        let ySymbol = try #require(s.core.engine.existingSymbol(forVariable: y.id))
        s.core.engine.info[Int(ySymbol)].rowConstant += 1e-9
        try s.remove(s.add((Expression(x) >= -1000).at(.low)).id!)
        #expect(s.failure == nil)
    }

    /// A simplex loop that exceeds its pivot budget stops and reports it, when the exact
    /// fallback is out of reach; the failure is sticky.
    @Test func iterationBoundStopsTheSimplex() throws {
        let s = Solver()
        s.core.exactLimit = 0
        let x = s.makeVariable("x")
        s.add(x >= 0)
        try s.addEditVariable(x, priority: .high)
        try s.suggest(x, 20)
        #expect(s.failure == nil && s.value(x) == 20)
        // Below x ≥ 0 the dual simplex must pivot; a budget of 0 stops it.
        s.core.engine.pivotBudgetOverride = 0
        try s.suggest(x, -5)
        guard case .iterationLimit? = s.failure else {
            Issue.record("expected the iteration bound, got \(String(describing: s.failure))")
            return
        }
        s.add(x <= 1000)
        #expect(s.failure != nil)
    }
}

/// A system from the oracle (`solver_oracle.py check … --seed 1`, system 399, minimised to 11
/// adds) on which the primal simplex cycled until the iteration bound: a cost within
/// `Tolerance.zero` of 0 counted as 0, so a lower level let its column enter with a huge step,
/// and the pivot back saw the first level's gain as real (seen on system 133: a level cost of
/// 1.4e-14 times a step of 1e10). `stepImproves` judges each level's change over the step
/// instead; without it this test hits the bound.
@Suite struct CyclingTests {
    @Test func twoPivotCycleFinishes() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/cycling-system.json")
        let system = try JSONDecoder().decode(OracleCorpusTests.JSONSystem.self, from: Data(contentsOf: url))
        let s = Solver()
        s.core.exactLimit = 0  // the float engine's own answer, not the exact fallback's
        let xs = (0..<system.variables).map { s.makeVariable("x\($0)") }
        for (k, c) in system.constraints.enumerated() { s.add(OracleCorpusTests.constraint(c, tag: k, xs)) }
        if case .iterationLimit? = s.failure { Issue.record("the simplex cycled to its iteration bound") }
        #expect(s.core.engine.pivotCount < 1_000, "\(s.core.engine.pivotCount) pivots")
    }
}
