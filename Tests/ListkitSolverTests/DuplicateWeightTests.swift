import Testing
@testable import ListkitSolver

/// Identical optional constraints stay folded into one, weighed by their live copies: Auto
/// Layout (and Cassowary, kiwi) minimises each constraint's own error, so two copies weigh twice.
@Suite struct DuplicateWeightTests {
    /// Issue #33: `width == 100 @500` once and `width == 200 @500` twice is 200, not a tie.
    @Test func twoCopiesOutweighOne() throws {
        let s = Solver()
        let w = s.makeVariable("width")
        s.add((w == 100).at(Priority(500)))
        s.add((w == 200).at(Priority(500)))
        #expect(s.ambiguousVariables() == [w])
        let copy = s.add((w == 200).at(Priority(500)))
        guard case .duplicate = copy else { Issue.record("not folded: \(copy)"); return }
        #expect(s.value(w) == 200)
        #expect(s.ambiguousVariables().isEmpty)
        // Removing the copy brings back the tie; removing the original instead keeps the weight.
        try s.remove(try #require(copy.id))
        #expect(s.ambiguousVariables() == [w])
        let again = try #require(s.add((w == 200).at(Priority(500))).id)
        #expect(s.value(w) == 200)
        _ = again
    }

    @Test func removingThePrimaryKeepsTheCopiesWeight() throws {
        let s = Solver()
        let w = s.makeVariable("width")
        s.add((w == 100).at(Priority(500)))
        let primary = try #require(s.add((w == 200).at(Priority(500))).id)
        s.add((w == 200).at(Priority(500)))
        s.add((w == 200).at(Priority(500)))
        try s.remove(primary)
        #expect(s.value(w) == 200)       // two copies left against one
        #expect(s.ambiguousVariables().isEmpty)
    }

    /// Required copies change nothing; an optional copy of an inequality weighs twice too.
    @Test func inequalityCopiesAndRequiredCopies() {
        let s = Solver()
        let x = s.makeVariable("x")
        s.add(x >= 0)
        s.add(x >= 0)
        s.add((x <= 10).at(.low))
        s.add((x >= 30).at(.low))
        s.add((x >= 30).at(.low))
        #expect(s.value(x) == 30)
    }

    /// Pooled keys (8 and more single-variable constraints of one priority) weigh copies too:
    /// the weighted median moves.
    @Test func pooledCopiesMoveTheMedian() throws {
        let s = Solver()
        let w = s.makeVariable("width")
        for i in 0..<9 { s.add((w == Double(10 * i)).at(Priority(500))) }
        #expect(s.value(w) == 40)
        // Eight more copies of 80: it weighs 9 against the other eight terms' 8.
        var ids: [ConstraintID] = []
        for _ in 0..<8 { ids.append(try #require(s.add((w == 80).at(Priority(500))).id)) }
        #expect(s.value(w) == 80)
        for id in ids { try s.remove(id) }
        #expect(s.value(w) == 40)
    }

    /// The exact solver weighs copies the same way (the certifier and exact mode read it).
    @Test func exactSystemScalesCopies() {
        let s = Solver()
        let w = s.makeVariable("width")
        s.add((w == 100).at(Priority(500)))
        s.add((w == 200).at(Priority(500)))
        s.add((w == 200).at(Priority(500)))
        let system = s.core.exactSystem(edits: [:])
        #expect(system.count == 2)
        #expect(system[1].terms[0].coefficient == Rational(2))
    }
}
