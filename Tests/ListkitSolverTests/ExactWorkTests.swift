import Testing
@testable import ListkitSolver

/// The exact solver's work accounting (`ExactTableau.work`): a pivot is charged for the entries
/// it computes, not for the rows it leaves alone, so a long layout chain — whose rows grow with
/// its length but which each pivot mostly leaves alone — is solved within the budget.
@Suite struct ExactWorkTests {
    /// issue #12's pinned chain: `x0 == 0`, `x[i] == x[i-1] + 10`, `x[i] == 5i @250` on every
    /// 10th variable. Charging every row's cells on every pivot, 400 variables exhausted 10⁷
    /// units of work after 14 ms (release); charging what is computed, 500 fit in a tenth of
    /// that, and the exact optimum is the chain itself (the pins are optional and lose).
    @Test func pinnedChainOf500IsSolvedWithinATenthOfTheOldBudget() {
        let n = 500
        var cs: [ExactConstraint] = [ExactConstraint(terms: [(0, .one)], constant: .zero, relation: .equal, priority: 1000)]
        for i in 1 ..< n {
            cs.append(ExactConstraint(terms: [(i - 1, -.one), (i, .one)], constant: Rational(-10), relation: .equal, priority: 1000))
        }
        for i in stride(from: 0, to: n, by: 10) {
            cs.append(ExactConstraint(terms: [(i, .one)], constant: Rational(-5 * i), relation: .equal, priority: 250))
        }
        guard case .solved(let solution) = ExactLexSolver.solve(cs, variableCount: n, workBudget: 1_000_000) else {
            Issue.record("the pinned chain of 500 ran out of work")
            return
        }
        #expect(solution.values == (0 ..< n).map { Rational(10 * $0) })
        #expect(!solution.ambiguous.contains(true))
    }
}
