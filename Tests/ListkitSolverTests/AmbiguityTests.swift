import Testing
@testable import ListkitSolver

@Suite struct AmbiguityTests {
    @Test func lowerBoundAloneIsAmbiguousUntilPreferred() {
        let s = Solver()
        let x = s.makeVariable("x")
        s.add(x >= 20)
        #expect(s.ambiguousVariables() == [x])
        s.add((x == 44).at(.low))
        #expect(s.ambiguousVariables().isEmpty)
        #expect(s.value(x) == 44)
    }

    /// |x| + |x − 10| is flat on [0, 10]: every point is optimal.
    @Test func tieBetweenEqualPrioritiesIsAmbiguous() {
        let s = Solver()
        let x = s.makeVariable("x")
        s.add((x == 0).at(.low))
        s.add((x == 10).at(.low))
        #expect(s.ambiguousVariables() == [x])
        // A higher priority breaks the tie.
        s.add((x == 3).at(.high))
        #expect(s.ambiguousVariables().isEmpty)
        #expect(s.value(x) == 3)
    }

    @Test func freeWidthMakesRightEdgeAmbiguousButNotLeft() {
        let s = Solver()
        let left = s.makeVariable("left"), width = s.makeVariable("width"), right = s.makeVariable("right")
        s.add(left == 0)
        s.add(right == left + width)
        s.add(width >= 10)
        #expect(s.ambiguousVariables() == [width, right])
        s.add(width <= 10)
        #expect(s.ambiguousVariables().isEmpty)
        #expect(s.value(right) == 10)
    }

    @Test func ambiguityPropagatesThroughDefinitions() {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y"), z = s.makeVariable("z")
        s.add(y == x + 5)
        s.add(z == 2 * y - 2 * x)   // z = 10 whatever x is
        #expect(s.ambiguousVariables() == [x, y])
        #expect(s.value(z) == 10)
    }

    @Test func removingALinkFreesTheRestOfTheChain() throws {
        let s = Solver()
        var tops: [Variable] = [], links: [ConstraintID] = []
        for i in 0..<6 {
            let top = s.makeVariable("top\(i)")
            let link = i == 0 ? s.add(top == 0) : s.add(top == tops[i - 1] + 10)
            links.append(try #require(link.id))
            tops.append(top)
        }
        #expect(s.ambiguousVariables().isEmpty)
        #expect(s.value(tops[5]) == 50)
        try s.remove(links[3])
        #expect(s.ambiguousVariables() == Array(tops[3...]))
        #expect(s.value(tops[2]) == 20)
        #expect(s.value(tops[5]) - s.value(tops[3]) == 20)
    }
}
