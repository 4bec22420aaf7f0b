import Testing
@testable import ListkitSolver

/// Removing a constraint retires its symbols, engine handle and id for reuse (Engine+Remove,
/// SolverCore): removing and re-adding forever keeps the solver's size.
@Suite struct RecyclingTests {
    /// A 100-view chain, then `views[50].height == 30 @750` added and removed `cycles` times.
    static func readd(cycles: Int) -> (solver: Solver, height: Variable) {
        let s = Solver()
        var heights: [Variable] = []
        var previousBottom: Expression?
        for i in 0..<100 {
            let top = s.makeVariable("v\(i).top"), height = s.makeVariable("v\(i).height")
            s.add(i == 0 ? top == 8 : Expression(top) == previousBottom! + 8)
            s.add(height >= 20)
            s.add((height == 44).at(.low))
            previousBottom = top + height
            heights.append(height)
        }
        let pin = (heights[50] == 30).at(.high)
        for k in 0..<cycles {
            guard let id = s.add(pin).id else { Issue.record("re-add \(k) refused"); break }
            #expect(s.value(heights[50]) == 30, "cycle \(k)")
            try? s.remove(id)
        }
        return (s, heights[50])
    }

    /// The leak's cause: each cycle made two error symbols, an engine constraint and a record.
    @Test func reAddingKeepsTheSolverFlat() {
        let (few, fewHeight) = Self.readd(cycles: 3)
        let (many, manyHeight) = Self.readd(cycles: 500)
        #expect(many.core.engine.symbolCount == few.core.engine.symbolCount)
        #expect(many.core.engine.constraints.count == few.core.engine.constraints.count)
        #expect(many.core.liveRequiredConstraints.count == few.core.liveRequiredConstraints.count)
        #expect(many.value(manyHeight) == 44 && few.value(fewHeight) == 44)
        #expect(many.failure == nil)
    }

    /// A reused id keeps conflicts in add order.
    @Test func conflictsListReusedIDsInAddOrder() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        s.add((x >= 0).tagged(1))
        s.add((y >= 0).tagged(2))
        // Mentions no new variable (an introducer's id is never reused).
        let spare = try #require(s.add((y <= 1_000).tagged(3)).id)
        s.add((y >= x + 10).tagged(4))
        try s.remove(spare)
        let late = try #require(s.add((y <= 50).tagged(5)).id)
        #expect(late == spare)  // a lower id than tag 4's, added later
        guard case .conflict(let conflict) = s.add((x >= 45).tagged(6)) else {
            Issue.record("conflict expected")
            return
        }
        #expect(conflict.constraints.map(\.tag) == [4, 5, 6])
    }
}
