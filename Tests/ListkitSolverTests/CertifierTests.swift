import Foundation
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

    /// Oracle seed 35, system 1388 (36 variables, wide coefficients, removals, edits): certified, and
    /// the exact tableau reads as determined variables that the float point moves along the face
    /// with; mixing their exact values with the float ambiguous ones broke a required constraint
    /// by 1.7e-4 (9e-7 of its terms' magnitude). The mix is checked: every live required
    /// constraint holds within rounding (1e-9 of its terms' magnitude, as the oracle counts it).
    @Test func certifiedValuesKeepRequiredConstraints() throws {
        let system = try JSONDecoder().decode(OracleCorpusTests.JSONSystem.self, from: Data(Self.seed35System1388.utf8))
        let s = Solver()
        let xs = (0..<system.variables).map { s.makeVariable("x\($0)") }
        let constraints = system.constraints.enumerated().map { OracleCorpusTests.constraint($1, tag: $0, xs) }
        var ids: [Int: ConstraintID] = [:]
        for op in system.ops {
            guard case .string(let name) = op[0] else { continue }
            let k = Int(op[1].number)
            switch name {
            case "add": if let id = s.add(constraints[k]).id { ids[k] = id }
            case "remove": if let id = ids.removeValue(forKey: k) { try s.remove(id) }
            case "edit": try s.addEditVariable(xs[k], priority: Priority(op[2].number))
            case "suggest": try s.suggest(xs[k], op[2].number)
            default: break
            }
        }
        let values = xs.map { s.value($0) }
        #expect(s.failure == nil)
        #expect(s.answerSource == .certified)
        for k in ids.keys where system.constraints[k].priority >= 1000 {
            let c = system.constraints[k]
            #expect(OracleCorpusTests.violation(c, values) <= 1e-9 * max(1, OracleCorpusTests.magnitude(c, values)), "constraint \(k)")
        }
    }

    static let seed35System1388 = """
    {"variables": 36, "constraints": [{"terms": [[27, -0.00317], [4, 667.0]], "constant": -0.575, "op": ">=", "priority": 542.0}, {"terms": [[19, -0.0459], [31, 0.0171], [13, 9.29]], "constant": 0.0757, "op": "<=", "priority": 580.0}, {"terms": [[19, -0.0459], [31, 0.0171], [13, 9.29]], "constant": 0.0757, "op": "<=", "priority": 580.0}, {"terms": [[7, 327.0]], "constant": -1450.0, "op": ">=", "priority": 1000.0}, {"terms": [[1, 0.00937], [6, 54.3], [17, 64.4]], "constant": -1430.0, "op": ">=", "priority": 1000.0}, {"terms": [[30, 4.28]], "constant": -11.3, "op": ">=", "priority": 1000.0}, {"terms": [[15, -1.96]], "constant": 3.58, "op": "<=", "priority": 1000.0}, {"terms": [[28, -0.363]], "constant": -13.7, "op": "<=", "priority": 580.0}, {"terms": [[16, 0.0148], [26, 58.8], [21, 0.0105], [20, -43.5]], "constant": 1.04, "op": ">=", "priority": 1000.0}, {"terms": [[25, 115.0]], "constant": -0.0587, "op": ">=", "priority": 1000.0}, {"terms": [[0, -0.00555]], "constant": -137.0, "op": "<=", "priority": 1000.0}, {"terms": [[0, -0.00555]], "constant": -137.0, "op": "<=", "priority": 1000.0}, {"terms": [[3, 134.0], [6, -0.998]], "constant": 4750.0, "op": "==", "priority": 1000.0}, {"terms": [[6, -23.0]], "constant": 0.439, "op": "<=", "priority": 1000.0}, {"terms": [[7, 6.39], [11, 16.1], [31, 0.0173]], "constant": -2.24, "op": "==", "priority": 567.0}, {"terms": [[0, -4.53]], "constant": 0.055, "op": "<=", "priority": 966.0}, {"terms": [[8, 10.7], [17, 0.0982]], "constant": 2400.0, "op": "==", "priority": 1000.0}, {"terms": [[4, -26.6], [10, 3.03]], "constant": 813.0, "op": "<=", "priority": 1000.0}, {"terms": [[11, -227.0], [1, 7.48], [17, -11.8], [7, 325.0]], "constant": -802.0, "op": "<=", "priority": 1000.0}, {"terms": [[2, -0.0162]], "constant": -529.0, "op": "==", "priority": 1000.0}, {"terms": [[4, 0.0788], [18, 296.0], [33, -27.6]], "constant": 2770.0, "op": "==", "priority": 1000.0}, {"terms": [[1, 84.0]], "constant": -3.14, "op": "==", "priority": 580.0}, {"terms": [[27, 0.0202]], "constant": -62.0, "op": ">=", "priority": 1000.0}, {"terms": [[35, 500.0], [9, 0.133], [5, -256.0], [11, 919.0]], "constant": 1.78, "op": ">=", "priority": 567.0}, {"terms": [[17, -0.0131]], "constant": -56.5, "op": ">=", "priority": 1000.0}, {"terms": [[9, -7.26], [7, 0.0152]], "constant": -24.1, "op": ">=", "priority": 1000.0}, {"terms": [[16, 1.04], [1, 0.035]], "constant": -0.699, "op": "<=", "priority": 567.0}, {"terms": [[17, -4.21], [2, 0.0085], [28, 5.89], [30, 0.338]], "constant": 0.0259, "op": "==", "priority": 542.0}, {"terms": [[10, -0.0531], [17, 0.0423], [2, 0.00165], [20, 69.5]], "constant": 982.0, "op": "<=", "priority": 580.0}, {"terms": [[35, 1.88], [26, 0.00106], [3, -18.4], [23, 202.0]], "constant": 0.0255, "op": "<=", "priority": 1000.0}, {"terms": [[23, -0.0101]], "constant": 21.1, "op": ">=", "priority": 580.0}, {"terms": [[19, -0.0567]], "constant": 721.0, "op": ">=", "priority": 1000.0}, {"terms": [[3, 381.0], [5, -4.3]], "constant": -5680.0, "op": ">=", "priority": 567.0}, {"terms": [[9, 11.7], [2, 2.84], [22, 0.0924]], "constant": -113.0, "op": "==", "priority": 966.0}, {"terms": [[29, -0.102], [26, 49.7], [17, 551.0], [0, -0.0442]], "constant": -0.147, "op": ">=", "priority": 1000.0}, {"terms": [[22, 6.97]], "constant": -0.234, "op": ">=", "priority": 1000.0}, {"terms": [[24, 9.73]], "constant": -0.0932, "op": "==", "priority": 542.0}, {"terms": [[2, -45.7], [32, 0.0117], [25, 0.363], [30, 16.1]], "constant": -469.0, "op": ">=", "priority": 567.0}, {"terms": [[24, 0.185], [3, 0.982], [20, 0.0163]], "constant": -0.486, "op": "<=", "priority": 1000.0}, {"terms": [[24, 0.185], [3, 0.982], [20, 0.0163]], "constant": -0.486, "op": "<=", "priority": 1000.0}, {"terms": [[1, 1.16], [14, 0.00859]], "constant": 1.9, "op": ">=", "priority": 1000.0}, {"terms": [[15, -0.00149], [19, -0.0134], [9, -916.0]], "constant": -198.0, "op": ">=", "priority": 580.0}, {"terms": [[25, -0.172], [0, 44.3]], "constant": -1.11, "op": "==", "priority": 567.0}], "ops": [["add", 0], ["add", 1], ["add", 2], ["add", 3], ["add", 4], ["add", 5], ["add", 6], ["add", 7], ["remove", 3], ["add", 8], ["add", 9], ["add", 3], ["add", 10], ["edit", 2, 580.0], ["add", 11], ["add", 12], ["add", 13], ["remove", 11], ["add", 14], ["add", 15], ["add", 16], ["add", 17], ["add", 18], ["add", 19], ["add", 20], ["add", 21], ["add", 22], ["suggest", 2, -39.0], ["add", 23], ["add", 24], ["remove", 8], ["add", 25], ["add", 26], ["edit", 24, 567.0], ["add", 27], ["add", 28], ["add", 29], ["remove", 3], ["add", 30], ["add", 31], ["remove", 30], ["add", 32], ["remove", 9], ["add", 33], ["add", 34], ["add", 35], ["add", 9], ["add", 36], ["suggest", 2, 177.0], ["add", 37], ["add", 30], ["add", 38], ["edit", 29, 580.0], ["add", 39], ["add", 40], ["suggest", 2, -170.0], ["add", 41], ["add", 42]]}
    """
}
