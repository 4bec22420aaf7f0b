import Testing
@testable import ListkitSolver

/// Ambiguity at a degenerate vertex: directions blocked one by one but free together
/// (issue #33's three cases, at solver level).
@Suite struct DegenerateAmbiguityTests {
    /// `0 ≤ w ≤ h`, both at 0: neither grows alone, both grow together; x follows w.
    @Test func sizeInequalityAtZeroLeavesBothFree() {
        let s = Solver()
        let x = s.makeVariable("x"), w = s.makeVariable("w"), h = s.makeVariable("h")
        s.add(x + 0.5 * w == 211.5)
        s.add(w >= 0)
        s.add(h >= 0)
        s.add(Expression(w) <= Expression(h))
        let found = s.ambiguity()
        #expect(found.variables == [x, w, h])
        #expect(s.value(w) == 0 && s.value(x) == 211.5)
        #expect(found.couplingTags.count >= 1)
    }

    /// Only optional constraints: `h ≥ 0.5·w @750`, `x == 100 @750`; sizes ≥ 0.
    @Test func optionalInequalityAtZeroLeavesBothFree() {
        let s = Solver()
        let x = s.makeVariable("x"), w = s.makeVariable("w"), h = s.makeVariable("h")
        s.add(w >= 0)
        s.add(h >= 0)
        s.add((h >= 0.5 * w).at(.high).tagged(7))
        s.add((x == 100).at(Priority(750)))
        let found = s.ambiguity()
        #expect(found.variables == [w, h])
        #expect(s.value(x) == 100)
    }

    /// A parent's width bounded only through its child: `h ≥ 2·pw`, both at 0.
    @Test func widthBoundedThroughAnotherViewIsFree() {
        let s = Solver()
        let px = s.makeVariable("px"), pw = s.makeVariable("pw"), ch = s.makeVariable("ch")
        s.add(px + 0.5 * pw == 295)
        s.add(pw >= 0)
        s.add(ch >= 0)
        s.add((ch >= 2 * pw).tagged(3))
        let found = s.ambiguity()
        #expect(found.variables == [px, pw, ch])
        #expect(found.couplingTags.contains(3) || found.couplingTags.contains(0))
    }

    /// Equal both ways (`w ≤ h`, `w ≥ h`): they still move together.
    @Test func tiedSizesMoveTogether() {
        let s = Solver()
        let w = s.makeVariable("w"), h = s.makeVariable("h")
        s.add(w >= 0)
        s.add(Expression(w) <= Expression(h))
        s.add(Expression(w) >= Expression(h))
        #expect(s.ambiguity().variables == [w, h])
    }

    /// Blocked for real: `0 ≤ w ≤ h ≤ 0` determines both; nothing is reported.
    @Test func blockedBothWaysIsDetermined() {
        let s = Solver()
        let w = s.makeVariable("w"), h = s.makeVariable("h")
        s.add(w >= 0)
        s.add(Expression(w) <= Expression(h))
        s.add(h <= 0)
        let found = s.ambiguity()
        #expect(found.variables.isEmpty)
        #expect(found.combined.isEmpty)
    }

    /// A free column that moves alone is found by the fast path and is not "combined".
    @Test func freeAloneIsNotCombined() {
        let s = Solver()
        let w = s.makeVariable("w")
        s.add(w >= 0)
        let found = s.ambiguity()
        #expect(found.variables == [w])
        #expect(found.combined.isEmpty)
    }
}
