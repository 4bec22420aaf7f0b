import Testing
@testable import ListkitSolver

@Suite struct EditVariableTests {
    @Test func suggestMovesWithinBounds() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        s.add(y == x + 5)
        s.add(x >= 0)
        s.add(x <= 100)
        try s.addEditVariable(x, priority: .high)
        try s.suggest(x, 42)
        #expect(s.value(x) == 42)
        #expect(s.value(y) == 47)
        try s.suggest(x, 500)
        #expect(s.value(x) == 100)
        try s.suggest(x, -3)
        #expect(s.value(x) == 0)
        try s.suggest(x, 10)
        #expect(s.value(y) == 15)
    }

    /// The edit on the first height of a chain moves every top below it.
    @Test func suggestOnChainHeight() throws {
        let s = Solver()
        var tops: [Variable] = [], heights: [Variable] = []
        for i in 0..<20 {
            let top = s.makeVariable("top\(i)"), h = s.makeVariable("h\(i)")
            if i == 0 { s.add(top == 0) } else { s.add(top == tops[i - 1] + heights[i - 1] + 8) }
            s.add(h >= 20)
            s.add((h == 44).at(.low))
            tops.append(top)
            heights.append(h)
        }
        try s.addEditVariable(heights[0], priority: .high)
        for v in [10.0, 100, 44, 33] {
            try s.suggest(heights[0], v)
            let h0 = max(v, 20)
            #expect(s.value(heights[0]) == h0)
            #expect(s.value(tops[19]) == h0 + 8 + 18 * 52)
        }
        try s.removeEditVariable(heights[0])
        #expect(s.value(heights[0]) == 44)
    }

    @Test func editErrors() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        #expect(throws: SolverError.badEditPriority(x)) { try s.addEditVariable(x, priority: .required) }
        #expect(throws: SolverError.unknownEditVariable(x)) { try s.suggest(x, 1) }
        #expect(throws: SolverError.unknownEditVariable(x)) { try s.removeEditVariable(x) }
        try s.addEditVariable(x, priority: .high)
        #expect(throws: SolverError.duplicateEditVariable(x)) { try s.addEditVariable(x, priority: .low) }
        #expect(throws: SolverError.nonFiniteValue(x)) { try s.suggest(x, .nan) }
        #expect(throws: SolverError.nonFiniteValue(x)) { try s.suggest(x, .infinity) }
        try s.suggest(x, 12)
        #expect(s.value(x) == 12)
    }

    /// An edit on a variable held as a definition goes through the tableau.
    @Test func editOnDefinedVariable() throws {
        let s = Solver()
        let a = s.makeVariable("a"), b = s.makeVariable("b")
        s.add(b == a + 10)   // b is defined in terms of a
        s.add((a == 0).at(.low))
        try s.addEditVariable(b, priority: .high)
        try s.suggest(b, 50)
        #expect(s.value(a) == 40)
        #expect(s.value(b) == 50)
    }
}
