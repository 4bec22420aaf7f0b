import Testing
@testable import ListkitSolver

@Suite struct ConflictTests {
    private func tags(_ outcome: AddOutcome) -> [Int]? {
        guard case .conflict(let c) = outcome else { return nil }
        return c.constraints.map(\.tag)
    }

    @Test func contradictoryEqualities() {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y"), z = s.makeVariable("z")
        s.add((x == 10).tagged(1))
        s.add((z == 3).tagged(2))          // unrelated
        s.add((y == x + 5).tagged(3))
        let outcome = s.add((y == 20).tagged(4))
        #expect(tags(outcome) == [1, 3, 4])
        guard case .conflict(let c) = outcome else { return }
        #expect(c.broken.tag == 4)
        #expect(s.conflicts.count == 1)
        // Solving goes on without the broken constraint.
        #expect(s.value(y) == 15)
    }

    @Test func inequalityConflictIsIrreducible() {
        let s = Solver()
        let x = s.makeVariable("x"), w = s.makeVariable("w")
        s.add((x >= 0).tagged(1))
        s.add((w >= 50).tagged(2))
        s.add((x >= 10).tagged(3))           // implied by nothing, but not needed below
        s.add((x + w <= 100).tagged(4))
        s.add((w <= 80).tagged(5))
        let outcome = s.add((x >= 60).tagged(6))
        // x ≥ 60 and w ≥ 50 break x + w ≤ 100; x ≥ 0, x ≥ 10, w ≤ 80 play no part.
        #expect(tags(outcome) == [2, 4, 6])
        #expect(s.value(x) + s.value(w) <= 100 + 1e-9)
    }

    @Test func conflictThroughLongChain() {
        let s = Solver()
        var tops: [Variable] = [], heights: [Variable] = []
        for i in 0..<30 {
            let top = s.makeVariable("top\(i)"), h = s.makeVariable("h\(i)")
            if i == 0 { s.add((top == 0).tagged(1000)) } else { s.add((top == tops[i - 1] + heights[i - 1] + 8).tagged(i)) }
            s.add((h >= 20).tagged(2000 + i))
            s.add((h == 44).at(.low))
            tops.append(top)
            heights.append(h)
        }
        let outcome = s.add((tops[29] <= 100).tagged(9999))
        guard case .conflict(let c) = outcome else {
            Issue.record("expected a conflict")
            return
        }
        // top[29] = 29·8 + Σ h ≥ 29·28 > 100: every link and each of the 29 minimum heights.
        #expect(c.constraints.count == 1 + 29 + 29 + 1)
        #expect(c.constraints.last?.tag == 9999)
        #expect(s.value(tops[29]) == 29 * 52)
    }

    @Test func nonFiniteConstraintIsRefused() {
        let s = Solver()
        let x = s.makeVariable("x")
        #expect(tags(s.add((x * .nan == 1).tagged(7))) == [7])
        #expect(tags(s.add((x == .infinity).at(.low).tagged(8))) == [8])
        #expect(tags(s.add((x == 1e300).tagged(9))) == [9])
        s.add(x == 2)
        #expect(s.value(x) == 2)
    }

    @Test func constantConstraints() {
        let s = Solver()
        guard case .redundant = s.add(Expression(constant: 5) == 5) else {
            Issue.record("5 == 5 is redundant")
            return
        }
        #expect(tags(s.add((Expression(constant: 5) == 6).tagged(3))) == [3])
    }

    @Test func duplicatesAndRedundancy() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        let first = s.add(x == Expression(y) + 1)
        guard case .added(let a) = first else { Issue.record("added"); return }
        guard case .duplicate(let b) = s.add(Expression(y) + 1 == Expression(x)) else { Issue.record("duplicate"); return }
        #expect(a != b)
        s.add(y == 4)
        guard case .redundant = s.add(x == 5) else { Issue.record("implied"); return }
        guard case .redundant = s.add(x >= 3) else { Issue.record("implied inequality"); return }
        // Removing the original keeps the duplicate's effect.
        try s.remove(a)
        #expect(s.value(x) == 5)
        try s.remove(b)
        #expect(throws: SolverError.unknownConstraint(b)) { try s.remove(b) }
    }

    /// A refused constraint leaves no trace in the duplicate index.
    @Test func refusedConstraintIsNotADuplicateLater() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let pin = try #require(s.add(x == 1).id)
        guard case .conflict = s.add(x == 2) else { Issue.record("conflict"); return }
        try s.remove(pin)
        guard case .added = s.add(x == 2) else { Issue.record("added after the pin went"); return }
        #expect(s.value(x) == 2)
    }
}
