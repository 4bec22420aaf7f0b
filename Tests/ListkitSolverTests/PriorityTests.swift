import Testing
@testable import ListkitSolver

@Suite struct PriorityTests {
    @Test func priorityClampsToLayoutRange() {
        #expect(Priority(5000).rawValue == 1000)
        #expect(Priority(0).rawValue == 1)
        #expect(Priority(-.infinity).rawValue == 1)
        #expect(Priority(.nan).rawValue == 1)
        #expect(Priority(999).isRequired == false)
        #expect(Priority.required.isRequired)
        #expect(Priority.low < Priority.high)
    }

    /// Levels arrive in any order and are kept highest first (`Engine.level(for:)` inserts by
    /// appending and swapping down); the highest pin wins whatever the add order.
    @Test func levelsAddedOutOfOrderStaySortedAndTheHighestWins() {
        let s = Solver()
        let x = s.makeVariable("x")
        let pins: [(Double, Double)] = [(250, 10), (750, 20), (500, 30), (100, 40), (900, 50), (600, 60), (250, 70)]
        var best = (priority: 0.0, value: 0.0)
        for (priority, value) in pins {
            s.add((x == value).at(Priority(priority)))
            if priority > best.priority { best = (priority, value) }
            #expect(s.value(x) == best.value)
        }
        let levels = s.core.engine.levels.map(\.priority)
        #expect(levels == [900, 750, 600, 500, 250, 100])
    }

    /// One constraint at 251 beats hundreds at 250 pulling the other way: levels are
    /// lexicographic, not weighted sums.
    @Test func higherPriorityWinsOverAnyNumberOfLower() {
        let s = Solver()
        let x = s.makeVariable("x")
        var others: [Variable] = []
        for i in 0..<300 {
            let y = s.makeVariable("y\(i)")
            s.add(y == 0)
            s.add((x == Expression(y)).at(.low))  // 1000 votes for x = 0
            others.append(y)
        }
        s.add((x == 10).at(Priority(251)))
        #expect(s.value(x) == 10)
    }

    @Test func closePrioritiesStillOrdered() {
        let s = Solver()
        let x = s.makeVariable("x")
        s.add((x == 1).at(Priority(999)))
        s.add((x == 2).at(Priority(998.5)))
        s.add((x == 3).at(Priority(1)))
        #expect(s.value(x) == 1)
    }

    /// Within one level the total violation is minimised: two votes beat one.
    @Test func samePriorityMinimisesTotalViolation() {
        let s = Solver()
        let x = s.makeVariable("x")
        s.add((x == 10).at(.low))
        s.add((x == 10).at(.low).tagged(1))  // a duplicate counts once
        s.add((x + 0 == 20).at(.low))
        s.add((2 * x == 20).at(.low))  // not a duplicate: a scaled constraint weighs double
        #expect(s.value(x) == 10)
    }

    @Test func optionalInequalityViolatedOnlyWhenForced() {
        let s = Solver()
        let w = s.makeVariable("w")
        s.add((w >= 300).at(.high))
        s.add((w == 100).at(.low))
        #expect(s.value(w) == 300)
        s.add(w <= 200)
        #expect(s.value(w) == 200)
    }

    @Test func removingTheWinnerLetsTheNextLevelDecide() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let strong = try #require(s.add((x == 7).at(.high)).id)
        s.add((x == 3).at(.low))
        #expect(s.value(x) == 7)
        try s.remove(strong)
        #expect(s.value(x) == 3)
    }
}
