import ListkitTestSupport
import Testing
@testable import ListkitSolver

/// Optional constraints of one priority on one variable are held as one convex piecewise-linear
/// cost (Engine+Pools). Optima below are worked by hand: `Σ wᵢ·|x − bᵢ|` is least at a weighted
/// median; an inequality contributes only on its violated side.
@Suite struct OptionalPoolTests {
    /// A solver that pools from a key's second constraint (the default waits for the eighth).
    private func pooling() -> Solver {
        let s = Solver()
        s.core.engine.poolThreshold = 2
        return s
    }

    private func pins(_ s: Solver, _ x: Variable, _ values: [Double], _ p: Priority = Priority(500)) -> [ConstraintID] {
        values.map { s.add((x == $0).at(p)).id! }
    }

    private func isAmbiguous(_ s: Solver, _ x: Variable) -> Bool { s.ambiguousVariables().contains { $0.id == x.id } }

    /// 9 members 1…9: the median 5, a single optimum; the tableau holds one row, not nine.
    @Test func oddCountSitsOnTheMedian() {
        let s = pooling()
        let x = s.makeVariable("x")
        _ = pins(s, x, [7, 1, 9, 3, 5, 2, 8, 4, 6])
        #expect(s.value(x) == 5)
        #expect(!isAmbiguous(s, x))
        #expect(s.core.engine.activePools == 1)
        #expect(s.core.engine.pools[0].liveCount == 9)
    }

    /// 4 members 1…4: every x in [2, 3] costs 4; the solver picks one, reports x ambiguous, and
    /// picks the same one every time.
    @Test func evenCountIsAnyPointBetweenTheMiddleTwo() {
        var seen: Set<Double> = []
        for _ in 0..<3 {
            let s = pooling()
            let x = s.makeVariable("x")
            _ = pins(s, x, [1, 2, 3, 4])
            #expect((2...3).contains(s.value(x)))
            #expect(isAmbiguous(s, x))
            seen.insert(s.value(x))
        }
        #expect(seen.count == 1)
    }

    /// `3x == 30` weighs 3 (its violation is |3x − 30| = 3·|x − 10|): against `x == 0` and
    /// `x == 1` (weight 1 each) the slope between 1 and 10 is 1 + 1 − 3 < 0, so x = 10. The same
    /// with the constraint written `−3x == −30`.
    @Test func weightsComeFromTheCoefficient() {
        for sign in [1.0, -1.0] {
            let s = pooling()
            let x = s.makeVariable("x")
            s.add((x == 0).at(Priority(500)))
            s.add((x == 1).at(Priority(500)))
            s.add(Constraint(sign * 3 * x, .equal, Expression(constant: sign * 30), priority: Priority(500)))
            #expect(s.value(x) == 10)
            #expect(s.core.engine.activePools == 1)
        }
    }

    /// Required `x ≥ 6` against members 1…9 (median 5): the cost rises on both sides of 5, so x
    /// sits on the bound. With `x ≤ 3` instead: x = 3.
    @Test func requiredBoundsWin() {
        let s = pooling()
        let x = s.makeVariable("x")
        s.add(x >= 6)
        _ = pins(s, x, [1, 2, 3, 4, 5, 6, 7, 8, 9])
        #expect(s.value(x) == 6)
        let t = pooling()
        let y = t.makeVariable("y")
        _ = pins(t, y, [1, 2, 3, 4, 5, 6, 7, 8, 9])
        t.add(y <= 3)
        #expect(t.value(y) == 3)
        #expect(!isAmbiguous(t, y))
    }

    /// Removing the median member 3 of 1…5 leaves 1, 2, 4, 5 (optimum [2, 4]); removing 4 then
    /// leaves 1, 2, 5 (median 2). Re-adding 4 and 3 brings back 3.
    @Test func removingTheMedianMember() throws {
        let s = pooling()
        let x = s.makeVariable("x")
        let ids = pins(s, x, [1, 2, 3, 4, 5])
        #expect(s.value(x) == 3)
        try s.remove(ids[2])
        #expect((2...4).contains(s.value(x)))
        #expect(isAmbiguous(s, x))
        try s.remove(ids[3])
        #expect(s.value(x) == 2)
        #expect(!isAmbiguous(s, x))
        let again = pins(s, x, [4, 3])
        #expect(s.value(x) == 3)
        // Every member removed: the pool goes with its base row, and x is free.
        for id in [ids[0], ids[1], ids[4]] + again { try s.remove(id) }
        #expect(s.core.engine.activePools == 0)
        #expect(isAmbiguous(s, x))
        #expect(s.core.engine.pools[0].base == -1)
    }

    /// Inequalities pool with equalities: at 500, `x ≤ 2`, `x ≤ 3` and `x ≥ 5` cost
    /// max(0, x−2) + max(0, x−3) + max(0, 5−x): slope −1 below 2, 0 on [2, 3], +1 above 3, so the
    /// level's optimum is 3 on [2, 3]; `x == 4` at 250 then pulls x to 3.
    @Test func inequalitiesPoolToo() {
        let s = pooling()
        let x = s.makeVariable("x")
        s.add((x <= 2).at(Priority(500)))
        s.add((x <= 3).at(Priority(500)))
        s.add((x >= 5).at(Priority(500)))
        s.add((x == 4).at(.low))
        #expect(s.value(x) == 3)
        #expect(s.core.engine.activePools == 1)
    }

    /// A higher-priority pin on a related variable wins over the pool: `x == y + 1` required,
    /// `y == 10` at 750, members 1, 2, 3 at 500: x = 11. Without the pin, x = 2 (the median).
    @Test func otherConstraintsOnTheVariable() throws {
        let s = pooling()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        s.add(Expression(x) == y + 1)
        let pin = s.add((y == 10).at(.high)).id!
        _ = pins(s, x, [1, 2, 3])
        #expect(s.value(x) == 11)
        try s.remove(pin)
        #expect(s.value(x) == 2)
        #expect(s.value(y) == 1)
    }

    /// An edit at 750 moves x wherever it is suggested; at 250 (below the pool) it cannot move x
    /// off the median.
    @Test func editsAgainstAPool() throws {
        let s = pooling()
        let x = s.makeVariable("x")
        _ = pins(s, x, [1, 2, 3, 4, 5])
        try s.addEditVariable(x, priority: .high)
        for v in [7.0, -2, 3.5, 100] {
            try s.suggest(x, v)
            #expect(s.value(x) == v)
        }
        try s.removeEditVariable(x)
        #expect(s.value(x) == 3)
        try s.addEditVariable(x, priority: .low)
        try s.suggest(x, 40)
        #expect(s.value(x) == 3)
    }

    /// The benchmark's shape at 2,001 members: the median 1,000, with one row in the tableau.
    @Test func manyMembersStayOneRow() {
        let s = pooling()
        let x = s.makeVariable("x")
        for i in 0...2000 { s.add((x == Double(i)).at(Priority(500))) }
        #expect(s.value(x) == 1000)
        #expect(s.core.engine.symbolCount < 10)
    }

    /// Random systems of pooled single-variable constraints among random couplings, with
    /// removals and re-adds: every level's summed violation equals the unpooled solver's (the
    /// same LP), and so does every variable both call determined.
    @Test func sameOptimumAsUnpooled() throws {
        let seed: UInt64 = 1_212
        var rng = TestRNG(state: seed)
        var pooledRounds = 0
        for round in 0..<400 {
            let pooled = pooling(), plain = Solver()
            plain.core.engine.poolsOptionals = false
            let n = rng.int(1...4)
            let xs = (0..<n).map { pooled.makeVariable("x\($0)") }
            _ = (0..<n).map { plain.makeVariable("x\($0)") }
            var constraints: [Constraint] = []
            for k in 0..<rng.int(0...5) {
                var e = Expression(constant: Double(rng.int(-20...20)))
                for _ in 0..<rng.int(1...2) { e = e + Double([-2, -1, 1, 2][rng.int(0...3)]) * xs[rng.int(0...(n - 1))] }
                let relation: Relation = [.equal, .lessOrEqual, .greaterOrEqual][rng.int(0...2)]
                let priority = [Priority.required, .required, .high][rng.int(0...2)]
                constraints.append(Constraint(e, relation, Expression(), priority: priority, tag: k))
            }
            for k in 0..<rng.int(2...24) {
                let x = xs[rng.int(0...(n - 1))]
                let a = Double([1, 1, 1, -1, 2, 3][rng.int(0...5)])
                let relation: Relation = [.equal, .equal, .equal, .lessOrEqual, .greaterOrEqual][rng.int(0...4)]
                let priority = [Priority(500), Priority(500), .low][rng.int(0...2)]
                constraints.append(Constraint(a * x, relation, Expression(constant: Double(rng.int(-15...15))),
                                              priority: priority, tag: 100 + k))
            }
            // Shuffled, so members and couplings interleave.
            for i in stride(from: constraints.count - 1, to: 0, by: -1) { constraints.swapAt(i, rng.int(0...i)) }
            var live: [(ConstraintID, Constraint)] = []
            for c in constraints {
                let a = pooled.add(c), b = plain.add(c)
                #expect((a.id == nil) == (b.id == nil), "round \(round)")
                if let id = a.id, b.id != nil { live.append((id, c)) }
            }
            try expectSameOptimum(pooled, plain, xs, live.map(\.1), round)
            if pooled.core.engine.activePools > 0 { pooledRounds += 1 }
            for _ in 0..<rng.int(0...6) where !live.isEmpty {
                let (id, c) = live.remove(at: rng.int(0...(live.count - 1)))
                try pooled.remove(id)
                try plain.remove(id)
                if rng.int(0...1) == 0, let again = pooled.add(c).id, plain.add(c).id != nil { live.append((again, c)) }
                try expectSameOptimum(pooled, plain, xs, live.map(\.1), round)
            }
        }
        #expect(pooledRounds > 200)
    }

    /// Below the threshold (8 by default) a key's constraints stay ordinary; the eighth makes
    /// the pool, and the optimum is the same median.
    @Test func thresholdMakesThePoolAtTheEighth() {
        let s = Solver()
        let x = s.makeVariable("x")
        for v in 1...7 { s.add((x == Double(v)).at(Priority(500))) }
        #expect(s.core.engine.activePools == 0)
        #expect(s.value(x) == 4)
        for v in 8...9 { s.add((x == Double(v)).at(Priority(500))) }
        #expect(s.core.engine.activePools == 1)
        #expect(s.value(x) == 5)
    }

    private func expectSameOptimum(_ a: Solver, _ b: Solver, _ xs: [Variable], _ live: [Constraint], _ round: Int,
                                   sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(a.failure == nil && b.failure == nil, "round \(round)", sourceLocation: sourceLocation)
        for p in Set(live.map(\.priority.rawValue)) {
            let va = live.filter { $0.priority.rawValue == p }.reduce(0) { $0 + residual($1, a) }
            let vb = live.filter { $0.priority.rawValue == p }.reduce(0) { $0 + residual($1, b) }
            // Levels compared highest first: a lower one only means something if the higher agree.
            #expect(abs(va - vb) <= 1e-6 * max(1, abs(vb)), "round \(round), priority \(p): \(va) vs \(vb)",
                    sourceLocation: sourceLocation)
        }
        let ambiguous = Set(a.ambiguousVariables().map(\.id)).union(b.ambiguousVariables().map(\.id))
        for x in xs where !ambiguous.contains(x.id) {
            #expect(abs(a.value(x) - b.value(x)) <= 1e-6, "round \(round), \(x.name)", sourceLocation: sourceLocation)
        }
    }
}
