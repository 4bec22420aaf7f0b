import Testing
@testable import ListkitSolver

/// An optional constraint on a variable nothing else mentions is held as that variable's
/// definition, its error symbols among the cells (Engine+Add, `addOptionalDefinition`).
@Suite struct OptionalDefinitionTests {
    static func rowCount(_ e: Engine) -> Int { (0..<e.symbolCount).filter { e.info[$0].isBasic }.count }

    /// The cause of the optional chain's O(N²): as rows, each `top` was expressed over every
    /// earlier error. As definitions the chain needs no row at all.
    @Test func optionalChainNeedsNoRows() {
        let s = Solver()
        var previousBottom: Expression?
        var tops: [Variable] = []
        for i in 0..<2_000 {
            let top = s.makeVariable("v\(i).top"), height = s.makeVariable("v\(i).height")
            s.add(height == 20)
            if let previousBottom { s.add((Expression(top) == previousBottom + 1).at(.high)) } else { s.add(top == 0) }
            previousBottom = top + height
            tops.append(top)
        }
        #expect(Self.rowCount(s.core.engine) == 0)
        #expect(s.value(tops[1_999]) == 1_999 * 21)
        #expect(s.ambiguousVariables().isEmpty)
    }

    /// Expanded by a later row, the definition's errors enter the simplex like any error.
    @Test func expandedOptionalDefinitionYieldsToAHigherPriority() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        let low = try #require(s.add((Expression(x) == y + 5).at(.low)).id)
        s.add(y == 10)
        #expect(s.value(x) == 15)
        let high = try #require(s.add((x <= 12).at(.high)).id)
        #expect(s.value(x) == 12)
        try s.remove(high)
        #expect(s.value(x) == 15)
        try s.remove(low)
        #expect(s.ambiguousVariables().map(\.id) == [x.id])
        #expect(s.failure == nil)
    }

    /// Removed before any row used it, the definition's errors leave the objective.
    @Test func unexpandedOptionalDefinitionIsDropped() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let pin = try #require(s.add((x >= 30).at(.high)).id)
        #expect(s.value(x) == 30)
        try s.remove(pin)
        s.add((x == 4).at(.low))
        #expect(s.value(x) == 4)
        #expect(s.core.engine.levels.count >= 1)
        #expect(s.ambiguousVariables().isEmpty)
    }

    /// An edit constraint stays in the tableau (its suggestions shift rows), fresh or not.
    @Test func editOnAFreshVariableFollowsSuggestions() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        try s.addEditVariable(x, priority: .high)
        s.add(Expression(y) == x + 1)
        try s.suggest(x, 41)
        #expect(s.value(y) == 42)
        try s.suggest(x, -3)
        #expect(s.value(y) == -2)
    }
}
