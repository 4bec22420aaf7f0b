import Testing
@testable import ListkitSolver

/// The classic small Cassowary examples with exact expected values.
@Suite struct BasicSolvingTests {
    @Test func simpleEqualityAndInequality() {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        s.add(x + 10 == Expression(y))
        s.add(x >= 20)
        #expect(s.value(x) == 20)
        #expect(s.value(y) == 30)
    }

    /// Badros et al.'s running example: left, middle, right on a line of width 100.
    @Test func midpointExample() {
        let s = Solver()
        let l = s.makeVariable("left"), m = s.makeVariable("mid"), r = s.makeVariable("right")
        s.add(Expression(m) * 2 == l + r)
        s.add(l + 10 <= Expression(r))
        s.add(r <= 100)
        s.add(l >= 0)
        s.add((l == 0).at(.low))
        s.add((r == 100).at(.low))
        #expect(s.value(l) == 0)
        #expect(s.value(r) == 100)
        #expect(s.value(m) == 50)
        #expect(s.ambiguousVariables().isEmpty)
    }

    @Test func optionalPullsWithinRequiredBounds() {
        let s = Solver()
        let x = s.makeVariable("x")
        s.add(x <= 100)
        s.add(x >= 10)
        s.add((x == 500).at(.high))
        #expect(s.value(x) == 100)
        s.add((x == 5).at(Priority(800)))
        #expect(s.value(x) == 10)
    }

    @Test func unconstrainedVariableIsZeroAndAmbiguous() {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        s.add(y == 3)
        #expect(s.value(x) == 0)
        #expect(s.value(y) == 3)
        #expect(s.ambiguousVariables() == [x])
    }

    @Test func chainThroughDefinitionsAndTableau() {
        let s = Solver()
        var tops: [Variable] = []
        var heights: [Variable] = []
        for i in 0..<5 {
            let top = s.makeVariable("top\(i)"), h = s.makeVariable("h\(i)")
            if i == 0 { s.add(top == 0) } else { s.add(top == tops[i - 1] + heights[i - 1] + 8) }
            s.add(h >= 20)
            s.add((h == 44).at(.low))
            tops.append(top)
            heights.append(h)
        }
        #expect(tops.map { s.value($0) } == [0, 52, 104, 156, 208])
        #expect(heights.allSatisfy { s.value($0) == 44 })
        #expect(s.ambiguousVariables().isEmpty)
        // A required cap forces the heights down to share the space, not below 20.
        s.add(tops[4] + heights[4] <= 150)
        let total = heights.map { s.value($0) }.reduce(0, +)
        #expect(abs(s.value(tops[4]) + s.value(heights[4]) - 150) < 1e-9)
        #expect(abs(total - 118) < 1e-9)
        #expect(heights.allSatisfy { s.value($0) >= 20 - 1e-9 })
    }
}
