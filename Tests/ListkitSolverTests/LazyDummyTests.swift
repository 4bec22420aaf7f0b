import Testing
@testable import ListkitSolver

/// A required equality held as a definition gets its dummy marker only when a tableau row
/// first uses the definition (`expand`); until then it costs no symbol.
@Suite struct LazyDummyTests {
    @Test func pinnedVariableMakesNoDummy() {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        s.add(x == 8)
        s.add(y == x + 2)
        // x and y only: neither definition has a marker yet.
        #expect(s.core.engine.symbolCount == 2)
        #expect(s.core.engine.constraints[0]?.marker == -1)
        #expect(s.value(y) == 10)
    }

    /// A row that uses the definition makes its dummy; removing the definition afterwards goes
    /// through the tableau with that dummy as marker.
    @Test func dummyMadeOnExpansionAndRemovable() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let pin = try #require(s.add(x == 8).id)
        #expect(s.core.engine.symbolCount == 1)
        s.add(x <= 10)
        let dummy = try #require(s.core.engine.constraints[0]?.marker)
        #expect(dummy >= 0 && s.core.engine.info[Int(dummy)].kind == .dummy)
        #expect(s.core.engine.info[Int(dummy)].owner == 0)
        s.add((x == 3).at(.low))
        #expect(s.value(x) == 8)
        try s.remove(pin)
        #expect(s.value(x) == 3)
        #expect(s.ambiguousVariables().isEmpty)
    }

    /// The dummy appears in a conflict's support: the explanation names the pin.
    @Test func lazyDummyInConflictSupport() {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        s.add(x == 8)
        s.add(y >= 0)
        s.add(x + y <= 20)
        guard case .conflict(let conflict) = s.add(x >= 9) else { Issue.record("conflict expected"); return }
        #expect(conflict.constraints.count == 2)
        #expect(s.value(x) == 8)
    }
}
