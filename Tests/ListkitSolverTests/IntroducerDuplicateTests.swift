import ListkitTestSupport
import Testing
@testable import ListkitSolver

/// Duplicate detection of constraints that introduce a variable (found without the fingerprint
/// table, through the variable's introducer record) across heirs and removals.
@Suite struct IntroducerDuplicateTests {
    @Test func duplicateOfAnIntroducerSurvivesHeirsAndRemovals() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        guard case .added(let a) = s.add(x == Expression(y) + 1) else { Issue.record("introducer added"); return }
        guard case .duplicate(let b) = s.add(x - y == 1) else { Issue.record("duplicate of the introducer"); return }
        guard case .duplicate(let c) = s.add(Expression(y) + 1 == Expression(x)) else { Issue.record("second duplicate"); return }
        // Not duplicates: other relation, priority or scale.
        if case .duplicate = s.add(x >= Expression(y) + 1) { Issue.record("inequality is not a duplicate") }
        if case .duplicate = s.add((x == Expression(y) + 1).at(.low)) { Issue.record("other priority") }
        if case .duplicate = s.add(2 * x == 2 * Expression(y) + 2) { Issue.record("other scale") }
        // The primary goes: the oldest duplicate inherits, and is still found.
        try s.remove(a)
        guard case .duplicate(let d) = s.add(x == Expression(y) + 1) else { Issue.record("found through the heir"); return }
        try s.remove(b)  // the heir goes: c inherits
        try s.remove(c)  // c goes: d inherits
        guard case .duplicate = s.add(x - 1 == Expression(y)) else { Issue.record("found through the last heir"); return }
        s.add(y == 3)
        #expect(s.value(x) == 4)
        try s.remove(d)
    }

    /// Duplicates are appended at the chain's remembered tail (O(1) each): after the last one
    /// is removed the tail moves back, and heirs still come in add order.
    @Test func duplicateChainTailFollowsRemovals() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        s.add(y == 1)
        guard case .added(let a) = s.add(x + y == 10) else { Issue.record("primary"); return }
        var ids: [ConstraintID] = []
        for _ in 0 ..< 4 {
            guard case .duplicate(let d) = s.add(y + x == 10) else { Issue.record("duplicate"); return }
            ids.append(d)
        }
        try s.remove(ids[3])          // the tail goes
        guard case .duplicate(let e) = s.add(x + y == 10) else { Issue.record("appended after the new tail"); return }
        try s.remove(a)               // ids[0] inherits, then ids[1], ids[2], e in add order
        for id in [ids[0], ids[1], ids[2]] {
            #expect(s.value(x) == 9)
            try s.remove(id)
        }
        #expect(s.value(x) == 9)      // e, the last heir, still holds
        try s.remove(e)
        #expect(s.constraint(e) == nil)
        s.add((x == 50).at(.low))
        #expect(s.value(x) == 50)     // nothing of the chain is left
    }

    @Test func removedIntroducerWithoutHeirsIsNotMatchedAndItsSuccessorIs() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        guard case .added(let a) = s.add(x + y == 10) else { Issue.record("introducer"); return }
        try s.remove(a)
        // x and y were mentioned before: this one is hashed, and is not a duplicate of the removed one.
        guard case .added(let b) = s.add(x + y == 10) else { Issue.record("re-added"); return }
        guard case .duplicate(let c) = s.add(y + x == 10) else { Issue.record("duplicate of the hashed one"); return }
        try s.remove(b)
        guard case .duplicate = s.add(x + y == 10) else { Issue.record("duplicate of the hashed heir"); return }
        try s.remove(c)
        s.add(x == 4)
        #expect(s.value(y) == 6)
    }

    @Test func refusedIntroducerLeavesNoEntry() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        s.add(x == 1)
        s.add(x == 2 * Expression(y))   // introduces y
        guard case .conflict = s.add(y == 7) else { Issue.record("conflict"); return }
        let z = s.makeVariable("z")
        guard case .added = s.add(Expression(z) + 0 * Expression(y) == 5) else { Issue.record("z introduced"); return }
        guard case .duplicate = s.add(z == 5) else { Issue.record("z's introducer found"); return }
        #expect(s.value(y) == 0.5)
    }

    /// The allocation-free comparison agrees with `ConstraintKey` equality: on random pairs, and
    /// on pairs made equal by reordering terms and negating both sides (`≤` ↔ `≥`), then
    /// sometimes perturbed in one place.
    @Test func fastKeyComparisonMatchesConstraintKey() {
        let seed: UInt64 = 41
        var rng = TestRNG(state: seed)
        let relations: [Relation] = [.equal, .lessOrEqual, .greaterOrEqual]
        func randomForm() -> (LinearForm, Relation, Double) {
            var form = LinearForm()
            for v in 0..<4 where rng.int(0...2) > 0 {
                form.variables.append(v)
                form.coefficients.append(Double([-2, -1, 1, 2][rng.int(0...3)]))
            }
            form.constant = Double(rng.int(-1...1))
            return (form, relations[rng.int(0...2)], [1000.0, 250][rng.int(0...1)])
        }
        var equal = 0, unequal = 0
        for round in randomRounds(4_000, seed: seed) {
            let (a, ra, pa) = randomForm()
            var (b, rb, pb) = randomForm()
            if rng.int(0...3) > 0 {
                (b, rb, pb) = (a, ra, pa)
                b.variables.reverse()
                b.coefficients.reverse()
                if rng.int(0...1) == 1 {
                    b.coefficients = b.coefficients.map { -$0 }
                    b.constant = -b.constant
                    rb = rb == .lessOrEqual ? .greaterOrEqual : rb == .greaterOrEqual ? .lessOrEqual : .equal
                }
                switch rng.int(0...7) {
                case 0 where !b.coefficients.isEmpty: b.coefficients[0] *= 2
                case 1: b.constant += 1
                case 2: rb = relations[rng.int(0...2)]
                case 3: pb = 500
                default: break
                }
            }
            let expected = ConstraintKey(a, ra, priority: pa) == ConstraintKey(b, rb, priority: pb)
            #expect(a.hasSameKey(ra, priority: pa, as: b, rb, otherPriority: pb) == expected, "\(round)")
            if expected { equal += 1 } else { unequal += 1 }
        }
        #expect(equal > 1000 && unequal > 1000)  // both outcomes are exercised
    }

    /// A variable from another solver (an id this one never made) is simply new here.
    @Test func foreignVariableIds() {
        let other = Solver()
        let far = (0..<40).map { other.makeVariable("f\($0)") }.last!
        let s = Solver()
        guard case .added = s.add(far == 3) else { Issue.record("added"); return }
        guard case .duplicate = s.add(far == 3) else { Issue.record("duplicate"); return }
        #expect(s.value(far) == 3)
    }
}
