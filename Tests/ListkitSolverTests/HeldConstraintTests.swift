import Testing
@testable import ListkitSolver

/// The constraints a solver keeps for `constraint(_:)`, duplicate checks and conflict reports:
/// a removed record answers nil and cannot be removed again, whatever its slot still holds.
@Suite struct HeldConstraintTests {
    @Test func removedConstraintsAreGoneLiveOnesAreReturnedIntact() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        guard case .added(let a) = s.add((x == Expression(y) + 5).tagged(7)),
              case .duplicate(let b) = s.add((x - y == 5).tagged(8)),
              case .added(let c) = s.add((y >= 2).tagged(9)) else { Issue.record("adds"); return }
        #expect(s.constraint(a)?.tag == 7)
        #expect(s.constraint(b)?.tag == 8)
        #expect(s.constraint(c)?.rhs.constant == 2)
        try s.remove(a)
        #expect(s.constraint(a) == nil)
        #expect(s.constraint(b)?.tag == 8)  // the heir keeps its own constraint
        #expect(throws: SolverError.self) { try s.remove(a) }
        // The removed primary is no longer matched by key; its heir is.
        guard case .duplicate = s.add(x == Expression(y) + 5) else { Issue.record("heir matched"); return }
        try s.remove(b)
        #expect(s.constraint(b) == nil)
        #expect(s.value(y) == 2)
        #expect(s.constraint(ConstraintID(99)) == nil)
    }

    @Test func conflictReportsNameOnlyLiveConstraints() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        guard case .added(let a) = s.add((x == 1).tagged(1)) else { Issue.record("add"); return }
        s.add((x >= 0).tagged(2))
        try s.remove(a)
        s.add((x <= 3).tagged(3))
        guard case .conflict(let conflict) = s.add((x >= 5).tagged(4)) else { Issue.record("conflict"); return }
        #expect(Set(conflict.constraints.map(\.tag)) == [3, 4])
    }
}
