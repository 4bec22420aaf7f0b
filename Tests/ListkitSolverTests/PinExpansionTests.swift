import Testing
@testable import ListkitSolver

/// A single term on a pinned variable (`x = k + m·marker`) is expanded directly
/// (`Engine.expandPinned`), with the marker's row when the marker is basic.
@Suite struct PinExpansionTests {
    /// `x ≥ 20` held as `x = 20 + s`; `x == 22` at high pivots `s` in, so `x == 30` at low
    /// expands `x` through `s`'s row. Values and removals must match the walk's tableau.
    @Test func basicMarkerReplacedByItsRow() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let bound = try #require(s.add(x >= 20).id)
        let high = try #require(s.add((x == 22).at(.high)).id)
        let slack = try #require(s.core.engine.constraints[0]?.marker)
        #expect(s.core.engine.isBasic(slack))
        s.add((x == 30).at(.low))
        s.add(x <= 40)
        #expect(s.value(x) == 22)
        try s.remove(high)
        #expect(s.value(x) == 30)
        try s.remove(bound)
        #expect(s.value(x) == 30)
        #expect(s.ambiguousVariables().isEmpty)
    }

    /// A pin's dummy made by the direct path is the constraint's marker: removing the pin
    /// frees the variable, and a later bound on it still holds.
    @Test func lazyDummyFromDirectPath() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        let pin = try #require(s.add(x == 16).id)
        s.add(x >= 0)
        let dummy = try #require(s.core.engine.constraints[0]?.marker)
        #expect(dummy >= 0 && s.core.engine.info[Int(dummy)].kind == .dummy)
        s.add(y == x + 4)
        s.add((x == -5).at(.low))
        #expect(s.value(y) == 20)
        try s.remove(pin)
        #expect(s.value(x) == 0)
        #expect(s.value(y) == 4)
    }
}
