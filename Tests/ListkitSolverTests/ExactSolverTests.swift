import Testing
@testable import ListkitSolver

/// The exact rational solver behind the float engine (Sources/ListkitSolver/Exact): rationals,
/// the lexicographic LP on hand-checked systems, infeasibility, a degenerate system on which
/// textbook pivoting cycles, and exact conflict sets.
@Suite struct ExactSolverTests {
    static func exact(_ terms: [(Int, Double)], _ constant: Double, _ relation: Relation, _ priority: Double = 1000) -> ExactConstraint {
        ExactConstraint(terms: terms.map { ($0.0, Rational($0.1)) }, constant: Rational(constant), relation: relation, priority: priority)
    }

    static func solved(_ cs: [ExactConstraint], _ n: Int) -> ExactSolution? {
        if case .solved(let s) = ExactLexSolver.solve(cs, variableCount: n) { return s }
        return nil
    }

    @Test func doublesConvertExactlyAndRoundBackToNearest() {
        for x in [0.1, -0.1, 1e-300, 5e-324, 1.7976931348623157e308, 44, -3.75, 0.00123, 1e12] {
            #expect(Rational(x).doubleValue == x, "\(x)")
        }
        #expect(Rational(0.1) == Rational(3602879701896397) / Rational(36028797018963968))
        let third = Rational(1) / Rational(3)
        #expect(third.doubleValue == 1.0 / 3.0)
        #expect((Rational(2) / Rational(3)).doubleValue == 2.0 / 3.0)
        #expect((Rational(-22) / Rational(7)).doubleValue == -22.0 / 7.0)
        // 0.1 + 0.2 exactly is not 0.3 exactly, and rounds to the double 0.1 + 0.2 is not.
        let sum = Rational(0.1) + Rational(0.2)
        #expect(sum != Rational(0.3))
        #expect(sum.doubleValue == 0.30000000000000004 || sum.doubleValue == 0.3)
        #expect(Rational(6) / Rational(4) == Rational(3) / Rational(2))
        #expect(Rational(1) / Rational(3) < Rational(0.34))
    }

    /// `x + y == 10` required; `x == 2` at 750 beats `y == 3` at 250: x = 2, y = 8.
    @Test func higherLevelWinsExactly() throws {
        let s = try #require(Self.solved([
            Self.exact([(0, 1), (1, 1)], -10, .equal),
            Self.exact([(1, 1)], -3, .equal, 250),
            Self.exact([(0, 1)], -2, .equal, 750),
        ], 2))
        #expect(s.values == [Rational(2), Rational(8)])
        #expect(s.ambiguous == [false, false])
    }

    /// Three equalities on one variable at one level: the optimum of `Σ|x − cᵢ|` is the median.
    @Test func optionalEqualitiesMeetAtTheMedian() throws {
        let s = try #require(Self.solved([
            Self.exact([(0, 1)], -1, .equal, 500),
            Self.exact([(0, 1)], -10, .equal, 500),
            Self.exact([(0, 1)], -2, .equal, 500),
        ], 1))
        #expect(s.values == [Rational(2)])
    }

    /// Fractions stay exact: `3x == 1` gives 1/3, rounded to the double nearest it.
    @Test func fractionsAreExact() throws {
        let s = try #require(Self.solved([Self.exact([(0, 3)], -1, .equal), Self.exact([(0, 1), (1, -7)], 0, .equal)], 2))
        #expect(s.values[0] == Rational(1) / Rational(3))
        #expect(s.values[1] == Rational(1) / Rational(21))
        #expect(s.values[1].doubleValue == 1.0 / 21.0)
    }

    @Test func contradictionsAreInfeasible() {
        guard case .infeasible = ExactLexSolver.solve([Self.exact([(0, 1)], -5, .greaterOrEqual),
                                                       Self.exact([(0, 1)], -3, .lessOrEqual)], variableCount: 1) else {
            Issue.record("x ≥ 5, x ≤ 3 should be infeasible")
            return
        }
        // An equality made contradictory by elimination: x − y == 1, y − x == 1.
        #expect(ExactLexSolver.isFeasible([Self.exact([(0, 1), (1, -1)], -1, .equal), Self.exact([(0, -1), (1, 1)], -1, .equal)]) == false)
        // Redundant equalities are fine.
        #expect(ExactLexSolver.isFeasible([Self.exact([(0, 1), (1, -1)], -1, .equal), Self.exact([(0, -2), (1, 2)], 2, .equal)]) == true)
    }

    /// Beale's example (1955), which cycles under the textbook largest-coefficient rule:
    /// minimise −3/4·x₁ + 150·x₂ − 1/50·x₃ + 6·x₄ subject to 1/4·x₁ − 60·x₂ − 1/25·x₃ + 9·x₄ ≤ 0,
    /// 1/2·x₁ − 90·x₂ − 1/50·x₃ + 3·x₄ ≤ 0, x₃ ≤ 1, x ≥ 0. Optimum −1/20 at (1/25, 0, 1, 0)
    /// (checked with HiGHS). The objective is an optional `objective ≤ −1000`: its violation
    /// is `objective + 1000` while the objective stays above −1000.
    @Test func bealesCyclingExampleTerminatesAtTheOptimum() throws {
        var cs = (0 ..< 4).map { Self.exact([($0, 1)], 0, .greaterOrEqual) }
        cs.append(Self.exact([(0, 0.25), (1, -60), (2, -0.04), (3, 9)], 0, .lessOrEqual))
        cs.append(Self.exact([(0, 0.5), (1, -90), (2, -0.02), (3, 3)], 0, .lessOrEqual))
        cs.append(Self.exact([(2, 1)], -1, .lessOrEqual))
        cs.append(Self.exact([(0, -0.75), (1, 150), (2, -0.02), (3, 6)], 1000, .lessOrEqual, 500))
        let s = try #require(Self.solved(cs, 4))
        // 0.04 and 0.02 are doubles, not 1/25 and 1/50: compare the rounded optimum.
        #expect(abs(s.values[0].doubleValue - 0.04) < 1e-12)
        #expect(s.values[1].isZero && s.values[3].isZero)
        #expect(s.values[2] == Rational(1))
    }

    /// A variable only an optional constraint at a satisfied level mentions is free to move:
    /// ambiguous; one fixed by a required equality is not.
    @Test func ambiguityFollowsTheOptimalFace() throws {
        let s = try #require(Self.solved([
            Self.exact([(0, 1)], -4, .equal),
            Self.exact([(1, 1), (0, -1)], 0, .greaterOrEqual, 250),
        ], 3))
        #expect(s.ambiguous == [false, true, true])
    }

    /// An exact conflict set is infeasible and irreducible, and keeps the broken constraint.
    @Test func conflictSetsAreIrreducible() throws {
        let live = [
            Self.exact([(0, 1)], -10, .greaterOrEqual),   // x ≥ 10
            Self.exact([(2, 1)], -3, .equal),             // z == 3 (unrelated)
            Self.exact([(1, 1)], 0, .greaterOrEqual),     // y ≥ 0
            Self.exact([(0, 1)], -8, .greaterOrEqual),    // x ≥ 8 (implied, not needed)
        ]
        let broken = Self.exact([(0, 1), (1, 1)], -5, .lessOrEqual)  // x + y ≤ 5
        guard case .conflict(let set) = ExactConflictFinder.check(live: live, hint: [], broken: broken, variableCount: 3) else {
            Issue.record("expected a conflict")
            return
        }
        #expect(set == [0, 2] || set == [2, 3])
        #expect(ExactLexSolver.isFeasible(set.map { live[$0] } + [broken]) == false)
        for k in set.indices {
            var smaller = set
            smaller.remove(at: k)
            #expect(ExactLexSolver.isFeasible(smaller.map { live[$0] } + [broken]) == true)
        }
        // A wrong hint (feasible with the broken one) is ignored.
        guard case .conflict = ExactConflictFinder.check(live: live, hint: [1], broken: broken, variableCount: 3) else {
            Issue.record("expected a conflict with a useless hint")
            return
        }
        // Feasible: a point where everything holds.
        let fine = Self.exact([(0, 1), (1, 1)], -50, .lessOrEqual)
        guard case .feasible(let point) = ExactConflictFinder.check(live: live, hint: [], broken: fine, variableCount: 3) else {
            Issue.record("x + y ≤ 50 is feasible")
            return
        }
        #expect((live + [fine]).allSatisfy { c in c.holds(at: { point[$0] }) })
    }
}
