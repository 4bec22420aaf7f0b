import ListkitTestSupport
import Testing
@testable import ListkitSolver

/// `Solver.reset` leaves a solver that behaves exactly as a new one: after any use (conflicts,
/// removals, edits, a pooled key, ambiguity asked), a reset solver given the same calls as a new
/// solver gives bit-identical values, the same conflicts, the same open variables and the same
/// outcome of every add.
@Suite struct SolverResetTests {
    /// A random system with what the plain generator lacks: many optional constraints on one
    /// variable (a pool), a removal, an edit variable.
    static func use(_ s: Solver, _ rng: inout TestRNG) -> (outcomes: [AddOutcome], variables: [Variable]) {
        let xs = (0..<rng.int(2...6)).map { s.makeVariable("x\($0)") }
        var outcomes = randomConstraints(&rng, xs).map { s.add($0) }
        if rng.int(0...1) == 1 {
            for k in 0..<rng.int(8...12) {
                outcomes.append(s.add(Constraint(Expression(xs[0]), .greaterOrEqual, Expression(constant: Double(rng.int(-20...20))),
                                                 priority: Priority(250), tag: 200 + k)))
            }
        }
        if rng.int(0...2) == 0, let id = outcomes.lazy.compactMap(\.id).first { try? s.remove(id) }
        if rng.int(0...2) == 0 {
            try? s.addEditVariable(xs[xs.count - 1], priority: .high)
            try? s.suggest(xs[xs.count - 1], Double(rng.int(-50...50)))
        }
        s.solve()
        return (outcomes, xs)
    }

    static func outcomeKind(_ o: AddOutcome) -> String {
        switch o {
        case .added(let id): "added \(id.rawValue)"
        case .duplicate(let id): "duplicate \(id.rawValue)"
        case .redundant(let id): "redundant \(id.rawValue)"
        case .conflict(let c): "conflict \(c.constraints.map(\.tag)) broken \(c.broken.tag)"
        }
    }

    @Test func aResetSolverBehavesAsANewOne() {
        let seed: UInt64 = 71
        var rng = TestRNG(state: seed)
        let reused = Solver()
        for round in randomRounds(400, seed: seed) {
            _ = Self.use(reused, &rng)
            _ = reused.ambiguity()
            reused.reset()
            var twin = rng
            let fresh = Solver()
            let expected = Self.use(fresh, &rng)
            let got = Self.use(reused, &twin)
            #expect(got.outcomes.map(Self.outcomeKind) == expected.outcomes.map(Self.outcomeKind), "\(round)")
            #expect(got.variables.map(\.id) == expected.variables.map(\.id), "\(round)")
            #expect(got.variables.map { reused.value($0).bitPattern } == expected.variables.map { fresh.value($0).bitPattern }, "\(round)")
            #expect(reused.conflicts.map { $0.constraints.map(\.tag) } == fresh.conflicts.map { $0.constraints.map(\.tag) }, "\(round)")
            let (a, b) = (reused.ambiguity(), fresh.ambiguity())
            #expect(a.variables.map(\.id) == b.variables.map(\.id) && a.combined.map(\.id) == b.combined.map(\.id)
                    && a.couplingTags == b.couplingTags, "\(round)")
            #expect((reused.failure == nil) == (fresh.failure == nil), "\(round)")
        }
    }
}

/// `Solver.reset` lists every stored property by hand (`SolverCore.reset`, `Engine.reset`): a
/// property added later without its line would carry one solve's state into the next. A reset
/// solver's whole state, printed, is a new solver's: every scalar, optional, array and
/// dictionary, and the count of every `GrowableArray`. Left out: addresses and the room of a
/// `PooledLists` pool (memory is kept), and the two forms every `add` loads before it reads them.
@Suite struct SolverResetStateTests {
    static func state(_ solver: Solver) -> String {
        var text = String(reflecting: solver.core)
        text.replace(/0x[0-9a-f]+/, with: "0x")
        text.replace(/(heldForm|form): ListkitSolver\.FormBuffer\(.*?largest: [^)]*\)/, with: "")
        // A pool's elements past its `used` are spare room, kept on purpose (`PooledLists.removeAll`).
        text.replace(/pool: GrowableArray\(count: [0-9]+\)/, with: "pool")
        return text
    }

    @Test func aResetSolversStateIsANewSolvers() {
        var rng = TestRNG(state: 0x5E7)
        let fresh = Self.state(Solver())
        #expect(fresh.contains("GrowableArray(count: 0)"), "growable arrays print their counts: \(fresh)")
        for round in randomRounds(50, seed: 0x5E7) {
            let used = Solver()
            _ = SolverResetTests.use(used, &rng)
            _ = used.ambiguity()
            #expect(Self.state(used) != fresh, "a used solver's state shows its use: \(round)")
            used.reset()
            #expect(Self.state(used) == fresh, "\(round)")
        }
    }
}

extension GrowableArray: CustomDebugStringConvertible {
    public var debugDescription: String { "GrowableArray(count: \(count))" }
}
