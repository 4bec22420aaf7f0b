import Testing
@testable import ListkitSolver

/// The exact certifier (SolverCore+Certify, docs/solver.md "The exact certifier"): a float
/// solve the engine doubts is checked against the exact optimum started from its own basis;
/// a right one is kept with the exact values where the optimum determines them, a wrong one
/// sends the solver to exact mode; layout shapes are never doubted, so never pay for it.
@Suite struct CertifierTests {
    /// `3x == 1`, `y == 7x`: certified, the values read are 1/3 and 7/3 rounded once to
    /// nearest (the float engine rounds twice), the engine stays.
    @Test func certifiedValuesAreTheExactOptimumRounded() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        s.add(3 * x == 1)
        s.add(Expression(y) == 7 * x)
        s.add((x == 0).at(.low))
        s.core.engine.suspect(.nearTie)
        #expect(s.value(y) == 7.0 / 3.0)
        #expect(s.value(x) == 1.0 / 3.0)
        #expect(s.core.certification == .certified)
        #expect(s.core.exact == nil && s.failure == nil)
        #expect(s.answerSource == .certified)
    }

    /// A float answer off its level's optimum with no trigger (a row constant shifted by 1:
    /// the required constraints still hold, the strong level is 3 instead of 2): certified
    /// wrong, so the solver enters exact mode and reads the optimum. With the certifier off
    /// (`certifyLimit` 0) the wrong value stands — what the oracle calls silently wrong.
    @Test func wrongFloatAnswerIsCorrected() throws {
        for limit in [ExactLimits.maxConstraints, 0] {
            let s = Solver()
            s.core.certifyLimit = limit
            let x = s.makeVariable("x"), y = s.makeVariable("y")
            s.add(x + y == 10)
            s.add(y >= 2)
            s.add((y == 0).at(.high))
            #expect(s.value(y) == 2 && s.value(x) == 8)
            let symbol = try #require(s.core.engine.existingSymbol(forVariable: y.id))
            try #require(s.core.engine.info[Int(symbol)].isBasic)
            s.core.engine.info[Int(symbol)].rowConstant += 1
            s.core.engine.suspect(.tinyCoefficient)
            try s.remove(s.add((Expression(y) >= -1000).at(.low)).id!)  // marks values stale
            if limit == 0 {
                #expect(s.value(y) == 3 && s.value(x) == 7 && s.core.certification == .none && s.answerSource == .float)
            } else {
                #expect(s.value(y) == 2 && s.value(x) == 8)
                #expect(s.core.certification == .corrected && s.core.exact != nil && s.answerSource == .exact)
            }
            #expect(s.failure == nil)
        }
    }

    /// An ambiguous variable keeps the float engine's value when that is on the optimal face:
    /// `x + y == 10`, both ≥ 0, with no preference between them, is certified (not corrected)
    /// and reads the same values as the float engine's.
    @Test func ambiguousVariablesKeepTheFloatPoint() {
        var read: [[Double]] = []
        for limit in [ExactLimits.maxConstraints, 0] {
            let s = Solver()
            s.core.certifyLimit = limit
            let x = s.makeVariable("x"), y = s.makeVariable("y")
            s.add(x + y == 10)
            s.add(x >= 0)
            s.add(y >= 0)
            s.core.engine.suspect(.tinyCost)
            read.append([s.value(x), s.value(y)])
            #expect(s.ambiguousVariables().count == 2)
            #expect(s.core.certification == (limit == 0 ? .none : .certified) && s.core.exact == nil)
        }
        #expect(read[0] == read[1] && read[0][0] + read[0][1] == 10)
    }

    /// The layout shapes of the benchmarks (a stacked chain, list cells) raise no reason the
    /// certifier acts on, so they never pay for an exact solve.
    @Test func layoutShapesAreNeverCertified() {
        let s = Solver()
        var previous = Expression(constant: 0)
        for i in 0 ..< 200 {
            let top = s.makeVariable("top\(i)"), height = s.makeVariable("height\(i)")
            s.add(Expression(top) == previous + 8)
            s.add(height >= 20)
            s.add((height == 44).at(.low))
            previous = top + height
        }
        s.solve()
        #expect(s.failure == nil)
        #expect(s.core.engine.suspectReasons & Engine.certifyMask == 0)
        #expect(s.core.certification == .none && s.answerSource == .float)
    }

    /// Coefficients spanning more than 10⁴ send the solve to the certifier with no reason
    /// raised; a layout's multipliers (0.5, 16/9) do not.
    @Test func wideCoefficientsAreCertified() {
        for (small, large, certified) in [(0.00123, 45.6, true), (0.5, 16.0 / 9.0, false)] {
            let s = Solver()
            let x = s.makeVariable("x"), y = s.makeVariable("y")
            s.add(small * x + y == 10)
            s.add(large * y <= 300)
            s.add((x == 1000).at(.low))
            #expect(s.failure == nil)
            #expect(s.core.engine.suspectReasons & Engine.certifyMask == 0)
            #expect(s.answerSource == (certified ? .certified : .float), "\(small), \(large)")
        }
    }
}
