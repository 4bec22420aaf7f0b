import ListkitTestSupport
import Testing
@testable import ListkitSolver

/// Seeded generator of the tests' own (never the system generator: runs must repeat).
struct TestRNG {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }
}

/// A random system in the shape kiwi_compare.py uses, over `count` variables of `solver`.
func randomConstraints(_ rng: inout TestRNG, _ xs: [Variable]) -> [Constraint] {
    var out: [Constraint] = []
    for k in 0..<rng.int(3...14) {
        var e = Expression(constant: Double(rng.int(-40...40)))
        for _ in 0..<rng.int(1...3) {
            e = e + Double([-3, -2, -1, 1, 2, 3][rng.int(0...5)]) * xs[rng.int(0...(xs.count - 1))]
        }
        let relation: Relation = [.equal, .lessOrEqual, .greaterOrEqual][rng.int(0...2)]
        let priority = [Priority.required, .required, .required, .high, Priority(500)][rng.int(0...4)]
        out.append(Constraint(e, relation, Expression(), priority: priority, tag: k))
    }
    for (i, x) in xs.enumerated() {
        out.append(Constraint(Expression(x), .equal, Expression(constant: Double(rng.int(-30...30))),
                              priority: .low, tag: 100 + i))
    }
    return out
}

func residual(_ c: Constraint, _ s: Solver) -> Double {
    var v = c.lhs.constant - c.rhs.constant
    for t in c.lhs.terms { v += t.coefficient * s.value(t.variable) }
    for t in c.rhs.terms { v -= t.coefficient * s.value(t.variable) }
    switch c.relation {
    case .equal: return abs(v)
    case .lessOrEqual: return max(v, 0)
    case .greaterOrEqual: return max(-v, 0)
    }
}

@Suite struct RandomSystemTests {
    /// Required constraints that were added hold; every conflict is irreducible.
    @Test func requiredConstraintsHoldAndConflictsAreIrreducible() {
        let seed: UInt64 = 7
        var rng = TestRNG(state: seed)
        for round in randomRounds(300, seed: seed) {
            let s = Solver()
            let xs = (0..<rng.int(2...6)).map { s.makeVariable("x\($0)") }
            var added: [Constraint] = []
            for c in randomConstraints(&rng, xs) {
                if s.add(c).id != nil, c.priority.isRequired { added.append(c) }
            }
            for c in added { #expect(residual(c, s) < 1e-7, "\(round)") }
            for conflict in s.conflicts {
                #expect(Solver.isInfeasible(conflict.constraints), "\(round)")
                for i in conflict.constraints.indices {
                    var rest = conflict.constraints
                    rest.remove(at: i)
                    #expect(!Solver.isInfeasible(rest), "\(round)")
                }
            }
        }
    }

    /// Removing constraints incrementally reaches the same optimum as building without them.
    @Test func removalMatchesRebuild() throws {
        let seed: UInt64 = 11
        var rng = TestRNG(state: seed)
        var compared = 0
        for round in randomRounds(300, seed: seed) {
            let s = Solver()
            let xs = (0..<rng.int(2...6)).map { s.makeVariable("x\($0)") }
            var ids: [(ConstraintID, Constraint)] = []
            for c in randomConstraints(&rng, xs) {
                if let id = s.add(c).id { ids.append((id, c)) }
            }
            var kept: [Constraint] = []
            for (id, c) in ids {
                if rng.int(0...2) == 0 { try s.remove(id) } else { kept.append(c) }
            }
            let fresh = Solver()
            let ys = xs.map { fresh.makeVariable($0.name) }
            for c in kept { fresh.add(c) }
            guard s.ambiguousVariables().isEmpty, fresh.ambiguousVariables().isEmpty, fresh.conflicts.isEmpty else { continue }
            compared += 1
            for (x, y) in zip(xs, ys) { #expect(abs(s.value(x) - fresh.value(y)) < 1e-7, "\(round)") }
        }
        #expect(compared > 100)
    }

    /// Same calls, same results, bit for bit (no hashing order leaks).
    @Test func deterministic() {
        func run() -> ([UInt64], [Int], [[Int]]) {
            var rng = TestRNG(state: 99)
            var values: [UInt64] = [], ambiguous: [Int] = [], conflicts: [[Int]] = []
            for _ in 0..<100 {
                let s = Solver()
                let xs = (0..<rng.int(2...8)).map { s.makeVariable("x\($0)") }
                for c in randomConstraints(&rng, xs) { s.add(c) }
                values += xs.map { s.value($0).bitPattern }
                ambiguous += s.ambiguousVariables().map(\.id)
                conflicts += s.conflicts.map { $0.constraints.map(\.tag) }
            }
            return (values, ambiguous, conflicts)
        }
        let a = run(), b = run()
        #expect(a.0 == b.0)
        #expect(a.1 == b.1)
        #expect(a.2 == b.2)
    }
}
