import ListkitTestSupport
import Testing
@testable import ListkitSolver

/// `add` takes `optimize`'s first pivot directly when it would pivot the new row out again
/// (Engine+FirstPivot). It must leave exactly the tableau the long way leaves.
@Suite struct FirstPivotTests {
    /// `h ≥ 20` defines `h = 20 + s`; `h == 44` at low is added as `e⁻ = 24 − s + e⁺` and the
    /// first pivot brings `s` in with `e⁻` leaving: taken directly, `s` ends basic.
    @Test func optionalPinTakesThePivotDirectly() {
        let s = Solver()
        let h = s.makeVariable("h")
        s.add(h >= 20)
        s.add((h == 44).at(.low))
        #expect(s.value(h) == 44)
        let engine = s.core.engine
        let slack = engine.constraints[0]!.marker
        #expect(engine.isBasic(slack))
        #expect(engine.row(slack)?.constant == 24)
        #expect(!engine.isBasic(engine.constraints[1]!.marker) && !engine.isBasic(engine.constraints[1]!.other))
    }

    /// Random systems (with and without weak pins, then removals) through both ways: the same
    /// outcomes, the same values bit for bit, the same ambiguity, the same rows.
    @Test func sameTableauAsTheLongWay() throws {
        let seed: UInt64 = 4_711
        var rng = TestRNG(state: seed)
        for round in randomRounds(600, seed: seed) {
            let direct = Solver(), long = Solver()
            long.core.engine.takesFirstPivotDirectly = false
            let count = rng.int(2...8)
            let xs = (0..<count).map { direct.makeVariable("x\($0)") }
            let ys = (0..<count).map { long.makeVariable("x\($0)") }
            var constraints = randomConstraints(&rng, xs)
            if round.round % 2 == 0 { constraints.removeLast(count) }  // no weak pins: ambiguity
            var ids: [ConstraintID] = []
            for c in constraints {
                let a = direct.add(c), b = long.add(c)
                #expect(a.id == b.id, "\(round)")
                if let id = a.id { ids.append(id) }
            }
            try expectSame(direct, long, xs, ys, round)
            for _ in 0..<rng.int(0...3) where !ids.isEmpty {
                let id = ids.remove(at: rng.int(0...(ids.count - 1)))
                try direct.remove(id)
                try long.remove(id)
                try expectSame(direct, long, xs, ys, round)
            }
        }
    }

    private func expectSame(_ a: Solver, _ b: Solver, _ xs: [Variable], _ ys: [Variable], _ round: RandomRound,
                            sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(xs.map { a.value($0) } == ys.map { b.value($0) }, "\(round)", sourceLocation: sourceLocation)
        #expect(a.ambiguousVariables().map(\.id) == b.ambiguousVariables().map(\.id), "\(round)", sourceLocation: sourceLocation)
        let ea = a.core.engine, eb = b.core.engine
        try #require(ea.symbolCount == eb.symbolCount, "\(round)", sourceLocation: sourceLocation)
        for i in 0..<ea.symbolCount {
            let s = Symbol(i)
            #expect(ea.row(s)?.constant == eb.row(s)?.constant, "\(round)", sourceLocation: sourceLocation)
            #expect(ea.row(s)?.cells.map(\.symbol) == eb.row(s)?.cells.map(\.symbol), "\(round)", sourceLocation: sourceLocation)
            #expect(ea.row(s)?.cells.map(\.coefficient) == eb.row(s)?.cells.map(\.coefficient), "\(round)", sourceLocation: sourceLocation)
        }
    }
}
