import Testing
@testable import ListkitSolver

/// Rows with no subject of their own go through phase one; when phase one would take a single
/// pivot with the artificial leaving, the engine solves the row directly instead.
@Suite struct PhaseOneTests {
    /// A list cell's `subtitle.right ≤ a − 8` beside the same bound on `title.right` (equal
    /// lefts and widths) expands to `0 = s₂ − s₁ − dummies`: no subject with the sign as written, but
    /// negated (the constant stays 0) its own slack `s₂` is one, `s₂ = s₁ + dummies`, so no phase one.
    @Test func zeroConstantRowTakesItsSlackWithoutPhaseOne() throws {
        let s = Solver()
        let a = s.makeVariable("a"), tl = s.makeVariable("t.left"), tw = s.makeVariable("t.width")
        let ul = s.makeVariable("u.left"), uw = s.makeVariable("u.width")
        s.add(tl == 0)
        s.add(tl + tw <= a - 8)
        s.add(ul == Expression(tl))
        s.add(uw == Expression(tw))
        let id = try #require(s.add(ul + uw <= a - 8).id)
        let engine = s.core.engine
        let slack = engine.constraints[4]!.marker
        let row = try #require(engine.row(slack))
        #expect(row.constant == 0 && row.constant.sign == .plus)
        // s₂ = s₁ + the two definitions' dummies (made when their rows were expanded).
        #expect(row.coefficient(of: engine.constraints[1]!.marker) == 1)
        #expect((0..<row.cells.count).allSatisfy { row.cells[$0].symbol == engine.constraints[1]!.marker
            || engine.info[Int(row.cells[$0].symbol)].kind == .dummy })
        s.add(a == 100)
        s.add((tw == 500).at(.low))
        #expect(s.value(tw) == 92 && s.value(uw) == 92)
        try s.remove(id)
        #expect(s.value(uw) == 92)
    }

    /// `x ≥ 10` defines `x = 10 + s₁`; `x ≥ 15` then reads `5 − s₁ + s₂ = 0`: no subject,
    /// `s₁` enters, and no other row limits it (the single-pivot shortcut).
    @Test func singlePivotShortcut() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        s.add(x >= 10)
        guard case .added = s.add(x >= 15) else { Issue.record("added"); return }
        #expect(s.value(x) == 15)
        // The tableau stays exact for what follows: loosening and tightening again.
        let id = try #require(s.add(x <= 40).id)
        s.add((x == 100).at(.low))
        #expect(s.value(x) == 40)
        try s.remove(id)
        #expect(s.value(x) == 100)
    }

    /// As above, but `x + w ≤ 13` (with `w ≥ 0`) limits `s₁` at the same ratio as the new row:
    /// a tie, which the smaller (older) row wins, so phase one runs in full.
    @Test func tieFallsBackToPhaseOne() {
        let s = Solver()
        let x = s.makeVariable("x"), w = s.makeVariable("w")
        s.add(x >= 10)
        s.add(w >= 0)
        s.add(x + w <= 13)
        guard case .added = s.add(x >= 13) else { Issue.record("added"); return }
        #expect(s.value(x) == 13)
        #expect(s.value(w) == 0)
        #expect(s.ambiguousVariables().isEmpty)
    }

    /// A limiting row with a smaller ratio: phase one runs and finds the conflict.
    @Test func smallerRatioElsewhereStillConflicts() {
        let s = Solver()
        let x = s.makeVariable("x")
        s.add((x >= 10).tagged(1))
        s.add((x <= 12).tagged(2))
        guard case .conflict(let conflict) = s.add((x >= 15).tagged(3)) else { Issue.record("conflict"); return }
        #expect(conflict.constraints.map(\.tag).sorted() == [2, 3])
        #expect(s.value(x) >= 10 && s.value(x) <= 12)
    }
}
