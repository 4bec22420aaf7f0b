import Testing
@testable import ListkitSolver

/// Determined definitions are expanded as their value and one aggregate dummy
/// (Engine+ClosureFolding): rows built over a pinned chain stay short, and removal and conflict
/// explanation still see every equality the aggregate stands for.
@Suite struct ClosureFoldingTests {
    /// `x0 == 0`, `x[i] == x[i-1] + 10`, and `x[i] == 5i` at `pinPriority` on every 10th.
    static func pinnedChain(_ s: Solver, _ n: Int, pinPriority: Priority = .low) -> (xs: [Variable], links: [ConstraintID]) {
        let xs = (0..<n).map { s.makeVariable("x\($0)") }
        var links: [ConstraintID] = []
        s.add(xs[0] == 0)
        for i in 1..<n { links.append(s.add(Expression(xs[i]) == xs[i - 1] + 10).id!) }
        for i in stride(from: 0, to: n, by: 10) { s.add((xs[i] == 5 * Double(i)).at(pinPriority)) }
        return (xs, links)
    }

    static func longestRow(_ e: Engine) -> Int {
        (0..<e.symbolCount).filter { e.info[$0].isBasic }.map { e.rowCells.range(of: $0).count }.max() ?? 0
    }

    /// The cause of the pinned chain's O(N²): each pin's row held the dummy of every link back to
    /// `x0`. Folded, a pin's row is its errors and one aggregate, whatever the chain's length.
    @Test func pinRowsStayShortOnALongChain() {
        let s = Solver()
        let (xs, _) = Self.pinnedChain(s, 3_000)
        #expect(Self.longestRow(s.core.engine) <= 4)
        // Links, pins' errors and one aggregate per pin: linear in the chain's length.
        #expect(s.core.engine.symbolCount < 3_000 + 300 * 4)
        #expect(s.value(xs[2_999]) == 29_990)
        #expect(s.failure == nil)
    }

    /// Removing a link the aggregates pass through unfolds them: the result is the system
    /// built without that link.
    @Test func removingAFoldedLinkMatchesARebuild() throws {
        let s = Solver()
        let (xs, links) = Self.pinnedChain(s, 60, pinPriority: Priority(300))
        s.add((xs[59] == 700).at(.high))
        try s.remove(links[24])  // x25 == x24 + 10
        let fresh = Solver()
        let ys = (0..<60).map { fresh.makeVariable("x\($0)") }
        fresh.add(ys[0] == 0)
        for i in 1..<60 where i != 25 { fresh.add(Expression(ys[i]) == ys[i - 1] + 10) }
        for i in stride(from: 0, to: 60, by: 10) { fresh.add((ys[i] == 5 * Double(i)).at(Priority(300))) }
        fresh.add((ys[59] == 700).at(.high))
        #expect(s.ambiguousVariables().map(\.id) == fresh.ambiguousVariables().map(\.id))
        for i in 0..<60 { #expect(abs(s.value(xs[i]) - fresh.value(ys[i])) < 1e-9, "x\(i)") }
        #expect(s.value(xs[59]) == 700)
        #expect(s.value(xs[24]) == 240)
        #expect(s.failure == nil)
    }

    /// A conflict through two folded subjects names only the links between them: the
    /// aggregates' shared part cancels, as the individual dummies did.
    @Test func conflictBetweenTwoFoldedSubjectsNamesTheLinksBetween() {
        let s = Solver()
        let (xs, _) = Self.pinnedChain(s, 100)
        guard case .conflict(let conflict) = s.add(Expression(xs[80]) == xs[60] + 7) else {
            Issue.record("conflict expected")
            return
        }
        // x61…x80's links and the new constraint.
        #expect(conflict.constraints.count == 21)
        #expect(s.value(xs[80]) == 800)
    }
}
