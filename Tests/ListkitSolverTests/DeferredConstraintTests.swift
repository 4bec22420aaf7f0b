import ListkitTestSupport
import Testing
@testable import ListkitSolver

/// Optional constraints whose rows would be long are held deferred, over the variables they
/// name, and installed only when the values break them (Engine+Deferred).
@Suite struct DeferredConstraintTests {
    /// A solver that defers every optional constraint of two or more variables.
    private func deferring() -> Solver {
        let s = Solver()
        s.core.engine.deferralThreshold = 0
        return s
    }

    private func tableauCells(_ engine: Engine) -> (total: Int, longest: Int) {
        var total = 0, longest = 0
        for i in 0..<engine.symbolCount where engine.isBasic(Symbol(i)) {
            total += engine.rowCells.count(i)
            longest = max(longest, engine.rowCells.count(i))
        }
        return (total, longest)
    }

    /// Issue #31's grid at 40×40: written out, the alignment of grid row r is ~6r cells (the
    /// longest 234, 180,000 cells in all); deferred from 64 cells on, no row passes the
    /// threshold plus its two error symbols and the tableau stays within 20 cells a view.
    @Test func alignedGridRowsStayShort() {
        let s = Solver()
        s.core.engine.deferralThreshold = 64  // the default, whatever the environment says
        let side = 40
        let grid = AlignedGridTests.build(s, side: side)
        #expect(s.value(grid.tops[side - 1][side - 1]) == Double(52 * (side - 1)))
        let engine = s.core.engine
        let (total, longest) = tableauCells(engine)
        #expect(longest <= engine.deferralThreshold + 2)
        #expect(total <= 20 * side * side)
        #expect(engine.liveDeferred > 0)
        #expect(s.ambiguousVariables().isEmpty)
        #expect(s.core.engine.liveDeferred == engine.liveDeferred, "the held set alone is unambiguous: nothing installed")
    }

    /// A solver made not to defer (as layout's are, `Solver.init(defersLongOptionalConstraints:)`)
    /// writes every row out, whatever the environment's threshold, and keeps that setting
    /// through `reset`: the same grid, the same values, no deferred constraint.
    @Test func aSolverThatDefersNothing() {
        let s = Solver(defersLongOptionalConstraints: false)
        for _ in 0..<2 {
            let side = 12
            let grid = AlignedGridTests.build(s, side: side)
            #expect(s.value(grid.tops[side - 1][side - 1]) == Double(52 * (side - 1)))
            #expect(s.core.engine.liveDeferred == 0)
            #expect(s.core.engine.deferralThreshold == .max)
            #expect(tableauCells(s.core.engine).longest > 64, "a long alignment row written out")
            s.reset()
        }
        // Exact mode makes the solver a new engine: it keeps the setting, through the next reset
        // too (a pooled layout solver that had gone exact deferred ever after).
        s.core.enterExactMode()
        #expect(s.core.engine.deferralThreshold == .max)
        s.reset()
        #expect(s.core.engine.deferralThreshold == .max)
        #expect(Solver().core.engine.deferralThreshold != .max)
    }

    /// Every alignment deferred (and the 750 spacing too): a required height of 60 added after
    /// a solve pushes its column down 16 from the next row on, and the alignments beside it,
    /// now broken, are installed and give way to the 750 spacing; removing the height brings
    /// every row back to 52 apart.
    @Test func brokenDeferredConstraintsAreInstalled() throws {
        let s = deferring()
        let side = 6
        let grid = AlignedGridTests.build(s, side: side)
        for r in 0..<side { for c in 0..<side { #expect(s.value(grid.tops[r][c]) == Double(52 * r)) } }
        let deferredBefore = s.core.engine.liveDeferred
        #expect(deferredBefore > 0)
        let tall = try #require(s.add(grid.heights[2][3] == 60).id)
        for r in 0..<side {
            for c in 0..<side {
                #expect(s.value(grid.tops[r][c]) == Double(52 * r + (c == 3 && r > 2 ? 16 : 0)), "r\(r)c\(c)")
            }
        }
        #expect(s.core.engine.liveDeferred < deferredBefore)
        #expect(s.failure == nil)
        try s.remove(tall)
        for r in 0..<side { for c in 0..<side { #expect(s.value(grid.tops[r][c]) == Double(52 * r), "r\(r)c\(c)") } }
        #expect(s.ambiguousVariables().isEmpty)
    }

    /// `x == 0` at 750, `y ≥ 0`, and `y == x` at 250 deferred: the values (0, 0) hold it, so it
    /// stays deferred through the solve; the held set alone leaves `y` free upwards, so
    /// ambiguity installs it, and with it `y` is determined.
    @Test func ambiguityInstallsWhatMayDetermine() {
        let s = deferring()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        s.add((x == 0).at(.high))
        s.add(y >= 0)
        s.add((Expression(y) == x + 0).at(.low))
        #expect(s.value(y) == 0)
        #expect(s.core.engine.liveDeferred == 1)
        #expect(s.ambiguousVariables().isEmpty)
        #expect(s.core.engine.liveDeferred == 0)
        #expect(s.value(x) == 0 && s.value(y) == 0)
    }

    /// `y ≥ 0`, `z ≥ 0`, `y == z` at 250 deferred: installed for ambiguity, both still move
    /// (together).
    @Test func ambiguityThatStays() {
        let s = deferring()
        let y = s.makeVariable("y"), z = s.makeVariable("z")
        s.add(y >= 0)
        s.add(z >= 0)
        s.add((Expression(y) == z + 0).at(.low))
        #expect(s.value(y) == 0 && s.value(z) == 0)
        #expect(s.ambiguousVariables().map(\.id) == [y.id, z.id])
    }

    /// A deferred constraint's copies are its weight when it is installed: `x − y == 0` and
    /// `x − y == 1` once each against `x − y == 10` three times, all at 250 over `x, y ≥ 0`:
    /// the weighted median of 0, 1 and 10 (weights 1, 1, 3) is 10; at weight 1 it would be 1.
    @Test func copiesWeighAnInstalledConstraint() {
        let s = deferring()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        s.add(x >= 0)
        s.add(y >= 0)
        s.add((x - y == 0).at(.low))
        s.add((x - y == 1).at(.low))
        for _ in 0..<3 { s.add((x - y == 10).at(.low)) }
        #expect(s.value(x) - s.value(y) == 10)
        #expect(s.core.engine.liveDeferred == 0)
    }

    /// Adding and removing a deferred constraint forever keeps the engine's size.
    @Test func removalKeepsTheSizeFlat() throws {
        let s = deferring()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        s.add(x == 10)
        s.add(y >= 0)
        for k in 0..<1_000 {
            let id = try #require(s.add((x - y == Double(k % 7)).at(.low)).id)
            #expect(s.core.engine.liveDeferred == 1)
            try s.remove(id)
        }
        #expect(s.core.engine.deferred.count < 32)
        #expect(s.core.engine.constraints.count <= 3)
        #expect(s.value(x) == 10)
    }

    /// Random systems with removals, re-adds, edits and suggestions, every optional constraint
    /// of two or more variables deferred against none: the same refusals, every level's summed
    /// violation the same, the same ambiguous variables and the same values for the others.
    @Test func sameOptimumAsInstalled() throws {
        let seed: UInt64 = 3_131
        var rng = TestRNG(state: seed)
        var deferredRounds = 0
        for round in randomRounds(400, seed: seed) {
            let deferred = deferring(), installed = Solver()
            installed.core.engine.deferralThreshold = .max
            let count = rng.int(2...7)
            let xs = (0..<count).map { deferred.makeVariable("x\($0)") }
            _ = (0..<count).map { installed.makeVariable("x\($0)") }
            var constraints = randomConstraints(&rng, xs)
            if round.round % 2 == 0 { constraints.removeLast(count) }
            var live: [(ConstraintID, Constraint)] = []
            for c in constraints {
                let a = deferred.add(c), b = installed.add(c)
                #expect((a.id == nil) == (b.id == nil), "\(round)")
                if let id = a.id, b.id != nil { live.append((id, c)) }
            }
            if deferred.core.engine.liveDeferred > 0 { deferredRounds += 1 }
            var edits: [(Variable, Priority)] = []
            var suggested = 0.0
            if round.round % 3 == 0 {
                let x = xs[rng.int(0...(count - 1))], priority = [Priority.high, Priority(500)][rng.int(0...1)]
                try deferred.addEditVariable(x, priority: priority)
                try installed.addEditVariable(x, priority: priority)
                edits.append((x, priority))
            }
            try expectSameOptimum(deferred, installed, xs, live.map(\.1), edits, round, suggested: suggested)
            for _ in 0..<rng.int(0...4) {
                if let (x, _) = edits.first, rng.int(0...1) == 0 {
                    suggested = Double(rng.int(-50...50))
                    try deferred.suggest(x, suggested)
                    try installed.suggest(x, suggested)
                    try expectSameOptimum(deferred, installed, xs, live.map(\.1), edits, round, suggested: suggested)
                    continue
                }
                guard !live.isEmpty else { break }
                let (id, c) = live.remove(at: rng.int(0...(live.count - 1)))
                try deferred.remove(id)
                try installed.remove(id)
                if rng.int(0...1) == 0, let again = deferred.add(c).id, installed.add(c).id != nil { live.append((again, c)) }
                try expectSameOptimum(deferred, installed, xs, live.map(\.1), edits, round, suggested: suggested)
            }
        }
        #expect(deferredRounds > 200)
    }

    /// Both solvers at the same lexicographic optimum (levels compared highest first, with the
    /// edits' `x == suggested` at their priority), with the same ambiguity.
    private func expectSameOptimum(_ a: Solver, _ b: Solver, _ xs: [Variable], _ live: [Constraint],
                                   _ edits: [(Variable, Priority)], _ round: RandomRound, suggested: Double,
                                   sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect((a.failure == nil) == (b.failure == nil), "\(round)", sourceLocation: sourceLocation)
        guard a.failure == nil, b.failure == nil else { return }
        var optional = live.filter { !$0.priority.isRequired }
        for (x, priority) in edits { optional.append(Constraint(Expression(x), .equal, Expression(constant: suggested), priority: priority)) }
        for p in Set(optional.map(\.priority.rawValue)).sorted(by: >) {
            let va = optional.filter { $0.priority.rawValue == p }.reduce(0) { $0 + residual($1, a) }
            let vb = optional.filter { $0.priority.rawValue == p }.reduce(0) { $0 + residual($1, b) }
            #expect(abs(va - vb) <= 1e-6 * max(1, abs(vb)), "\(round), priority \(p): \(va) vs \(vb)", sourceLocation: sourceLocation)
            if abs(va - vb) > 1e-6 * max(1, abs(vb)) { return }
        }
        let ambiguous = a.ambiguousVariables().map(\.id)
        #expect(ambiguous == b.ambiguousVariables().map(\.id), "\(round)", sourceLocation: sourceLocation)
        for x in xs where !ambiguous.contains(x.id) {
            #expect(abs(a.value(x) - b.value(x)) <= 1e-6 * max(1, abs(b.value(x))), "\(round), \(x.name)", sourceLocation: sourceLocation)
        }
    }
}
