import Testing
@testable import ListkitSolver

/// The exact solver's warm start (`ExactLexSolver.solve(near:)`, ExactLexSolver+Crossover):
/// from any point it reaches the same lexicographic optimum as the cold solve from the identity
/// basis, and from the optimum itself it takes fewer pivots.
@Suite struct ExactCrossoverTests {
    /// Each priority level's exact summed violation at `values`, highest first, after a first
    /// entry that is 1 when a required constraint is broken.
    static func levels(_ cs: [ExactConstraint], _ values: [Rational]) -> [Rational] {
        func at(_ v: Int) -> Rational { v < values.count ? values[v] : .zero }
        var broken = Rational.zero
        var byPriority: [Double: Rational] = [:]
        for c in cs {
            let r = c.residual(at: at)
            let violation = switch c.relation {
            case .equal: r.isNegative ? -r : r
            case .lessOrEqual: r.isPositive ? r : .zero
            case .greaterOrEqual: r.isNegative ? -r : .zero
            }
            if c.isRequired {
                if !violation.isZero { broken = .one }
            } else {
                byPriority[c.priority, default: .zero] += violation
            }
        }
        return [broken] + byPriority.keys.sorted(by: >).map { byPriority[$0]! }
    }

    /// 60 seeded random systems (RandomSystemTests' shape: required, strong and medium
    /// constraints over 5 variables, weak pins): started from the cold optimum, from it shifted
    /// by 0.37, and from a point far off, the solve finds the cold solve's levels and the
    /// values of every variable the cold solve determines; from the optimum it never takes
    /// more pivots, and on most systems fewer.
    @Test func warmStartsReachTheColdOptimum() {
        var rng = TestRNG(state: 12)
        var solvedCount = 0, fewer = 0
        for _ in 0 ..< 60 {
            let solver = Solver()
            let xs = (0 ..< 5).map { solver.makeVariable("x\($0)") }
            let cs = randomConstraints(&rng, xs).map { ExactConstraint($0) }
            let cold = ExactLexSolver.solve(cs, variableCount: 5)
            guard case .solved(let optimum) = cold else {
                if case .infeasible = cold, case .infeasible = ExactLexSolver.solve(cs, variableCount: 5, near: [1, 2, 3, 4, 5]) {
                    continue
                }
                Issue.record("cold \(cold), warm disagrees")
                continue
            }
            solvedCount += 1
            let point = optimum.values.map(\.doubleValue)
            for hint in [point, point.map { $0 + 0.37 }, Array(repeating: 1e6, count: 5)] {
                guard case .solved(let warm) = ExactLexSolver.solve(cs, variableCount: 5, near: hint) else {
                    Issue.record("no optimum from \(hint)")
                    continue
                }
                #expect(Self.levels(cs, warm.values) == Self.levels(cs, optimum.values), "from \(hint)")
                for v in 0 ..< 5 where !optimum.ambiguous[v] {
                    #expect(warm.values[v] == optimum.values[v], "x\(v) from \(hint)")
                }
                if hint == point {
                    #expect(warm.pivots <= optimum.pivots)
                    if warm.pivots < optimum.pivots { fewer += 1 }
                }
            }
        }
        #expect(solvedCount >= 30)
        #expect(fewer * 2 >= solvedCount, "\(fewer) of \(solvedCount) took fewer pivots")
    }
}
