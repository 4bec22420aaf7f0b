import Foundation
import Testing
@testable import ListkitSolver

/// Hard systems found by scripts/solver_oracle.py (seeded random systems compared with a
/// lexicographic LP through HiGHS), replayed with the LP's answers: Fixtures/oracle-corpus.json,
/// written by `solver_oracle.py corpus`, which checks each of HiGHS's answers with the exact
/// referee (scripts/exact_referee.py, rational arithmetic) and keeps the referee's exact levels
/// and determined values, rounded to doubles, where the two disagree (`expectedBy`; 59 of the
/// 72 systems, mostly variables HiGHS's tolerances left undetermined; levels of 22 systems, up to
/// 1.1e-1 relative in system 30). On every system the solver must never be silently wrong:
/// either it reports `Solver.failure` (an internal error), or its refusals are the LP's, every
/// live required constraint holds within 1e-6, every priority level's summed violation is
/// within 1e-6 (relative beyond 1) of the optimum, and every variable the optimum determines
/// has the optimum's value.
@Suite struct OracleCorpusTests {
    struct JSONConstraint: Decodable {
        var terms: [[Double]]
        var constant: Double
        var op: String
        var priority: Double
    }
    struct JSONSystem: Decodable {
        var variables: Int
        var constraints: [JSONConstraint]
        var ops: [[JSONValue]]
    }
    struct Expected: Decodable {
        var refusedOps: [Int]
        var live: [Int]
        var levels: [[Double]]
        var determined: [[Double]]
    }
    struct Entry: Decodable {
        var system: JSONSystem
        var expected: Expected
    }
    struct Corpus: Decodable { var entries: [Entry] }
    enum JSONValue: Decodable {
        case string(String), number(Double)
        init(from decoder: Decoder) throws {
            let c = try decoder.singleValueContainer()
            if let s = try? c.decode(String.self) { self = .string(s) } else { self = .number(try c.decode(Double.self)) }
        }
        var number: Double { if case .number(let v) = self { v } else { .nan } }
    }

    static func load() throws -> [Entry] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/oracle-corpus.json")
        return try JSONDecoder().decode(Corpus.self, from: Data(contentsOf: url)).entries
    }

    /// `Σ a·x + c op 0` as a solver constraint, tagged with its index.
    static func constraint(_ c: JSONConstraint, tag: Int, _ xs: [Variable]) -> Constraint {
        let terms = c.terms.map { Term(xs[Int($0[0])], $0[1]) }
        let relation: Relation = c.op == "<=" ? .lessOrEqual : c.op == ">=" ? .greaterOrEqual : .equal
        return Constraint(Expression(terms, constant: c.constant), relation, Expression(), priority: Priority(c.priority), tag: tag)
    }

    static func violation(_ c: JSONConstraint, _ values: [Double]) -> Double {
        let e = c.constant + c.terms.reduce(0) { $0 + $1[1] * values[Int($1[0])] }
        return c.op == "==" ? abs(e) : c.op == "<=" ? max(e, 0) : max(-e, 0)
    }

    /// Corpus systems on which the solver is still silently wrong here (issue #12; docs/solver.md,
    /// "The exact oracle"). A system not listed here that goes wrong fails the test; one listed
    /// that comes right is reported so the list can shrink. Systems 0–37 are the first corpus;
    /// 38–57 were added from `solver_oracle.py check … 2000 --seed 1` with `stepImproves`;
    /// 58–65 from the same seed after the exact safety net (wrong there with no trigger), 66–71
    /// from it before (false conflicts and levels off the safety net now gets right).
    ///
    /// All three listed are real misses of the solver under this test's lowered exact budget
    /// (`run`): the exact certifier runs out of work and the float values stand unverified, a
    /// float answer (`answerSource`) wrong beyond what its rounding explains. With the release
    /// budget (`bench-solver --solve-json`, a2fa9ef) all three are right: 14 certified, 29 and 61
    /// exact, the exact referee judging every level and required constraint within rounding.
    /// - 14: x8 = 12.000177, where the optimum determines x8 = 12 (exactly; HiGHS's range LPs
    ///   left x8 undetermined, the referee's exact expectation found it): level 17's summed
    ///   violation of 7.75e8 hides the 1.8e-4 within rounding, the value does not.
    /// - 29: level 750 at 1.74e-5 where the optimum is 0, and x5 = −29.99987 where it is −30.
    /// - 61: level 1 at 5.3e-4 where the optimum is 0 (HiGHS and the referee agree).
    /// 46, 62 and 63 left the list with the referee's expectations: 62's and 63's lower levels
    /// were HiGHS's misses (HiGHS traded a little of a higher level for them: level 250 of 62 is
    /// 677.473 exactly, HiGHS had 676.192), and under this budget 46 and 62 are now reported
    /// (`Solver.failure`), 63 right.
    static let knownSilentlyWrong: Set<Int> = [14, 29, 61]

    @Test func corpusIsNeverSilentlyWrong() throws {
        let entries = try Self.load()
        #expect(entries.count >= 30)
        var reported: [Int] = [], wrong: [Int] = []
        for (index, entry) in entries.enumerated() {
            let outcome = Self.run(entry)
            if outcome.failed { reported.append(index); continue }
            let problems = Self.check(entry, outcome, index: index)
            if !problems.isEmpty { wrong.append(index) }
            if !problems.isEmpty && Self.knownSilentlyWrong.contains(index) {
                print("oracle corpus: system \(index) (listed) is still wrong, \(outcome.source) answer: \(problems.joined(separator: "; "))")
            }
            if problems.isEmpty && Self.knownSilentlyWrong.contains(index) {
                print("oracle corpus: system \(index) is listed as silently wrong but came right")
            }
            if !problems.isEmpty && !Self.knownSilentlyWrong.contains(index) {
                Issue.record("corpus system \(index) is silently wrong: \(problems.joined(separator: "; "))")
            }
        }
        print("oracle corpus: \(entries.count) systems, \(reported.count) reported an internal error \(reported), \(wrong.count) silently wrong \(wrong)")
        // The corpus is hard on purpose (wide coefficients, many levels): under this test's
        // exact budget most of it is reported honestly, but at least a quarter must be solved.
        #expect((entries.count - reported.count) * 4 >= entries.count, "\(reported.count) of \(entries.count) corpus systems reported an internal error")
    }

    struct Outcome {
        var values: [Double]; var refusedOps: [Int]; var edits: [Int: (priority: Double, value: Double)]; var failed: Bool
        /// Where the values come from, and what the certifier did (why a listed system is wrong).
        var source: String
    }

    static func run(_ entry: Entry) -> Outcome {
        let system = entry.system
        let s = Solver()
        // The exact fallback's work, lowered so that the debug build of `make test` replays the
        // corpus in seconds (unoptimised, exact arithmetic is many times slower): systems beyond it are reported
        // as internal errors, the rest solved exactly.
        s.core.exactWorkBudget = 50_000
        let xs = (0..<system.variables).map { s.makeVariable("x\($0)") }
        let (refused, _, edits) = replay(system, s, xs)
        let source = "\(s.answerSource) (certification: \(s.core.certification))"
        return Outcome(values: xs.map { s.value($0) }, refusedOps: refused.keys.sorted(), edits: edits, failed: s.failure != nil, source: source)
    }

    /// Replays the ops as `bench-solver --solve-json` does (no read before the end): the refused
    /// adds by op position, the live constraints' ids and the edit variables' suggestions.
    static func replay(_ system: JSONSystem, _ s: Solver, _ xs: [Variable])
        -> (refused: [Int: Conflict], ids: [Int: ConstraintID], edits: [Int: (priority: Double, value: Double)]) {
        var ids: [Int: ConstraintID] = [:], refused: [Int: Conflict] = [:]
        var edits: [Int: (priority: Double, value: Double)] = [:]
        for (position, op) in system.ops.enumerated() {
            guard case .string(let kind) = op[0] else { continue }
            let k = Int(op[1].number)
            switch kind {
            case "add":
                switch s.add(constraint(system.constraints[k], tag: k, xs)) {
                case .conflict(let conflict): refused[position] = conflict
                case let outcome: ids[k] = outcome.id
                }
            case "remove":
                if let id = ids.removeValue(forKey: k) { try? s.remove(id) }
            case "edit":
                try? s.addEditVariable(xs[k], priority: Priority(op[2].number))
                edits[k] = (op[2].number, 0)
            case "suggest":
                try? s.suggest(xs[k], op[2].number)
                edits[k]?.value = op[2].number
            default: break
            }
        }
        return (refused, ids, edits)
    }

    /// What the solver got wrong on `entry`, against the LP's answers (empty: nothing).
    static func check(_ entry: Entry, _ outcome: Outcome, index: Int) -> [String] {
        let system = entry.system, expected = entry.expected, values = outcome.values
        guard outcome.refusedOps == expected.refusedOps else { return ["refusals \(outcome.refusedOps), LP \(expected.refusedOps)"] }
        var problems: [String] = []
        let live = expected.live.map { system.constraints[$0] }
        for c in live where c.priority >= 1000 && violation(c, values) > max(1e-6, rounding * magnitude(c, values)) {
            problems.append("a required constraint is broken by \(violation(c, values))")
        }
        // Every live copy of an optional constraint is a term of its own, as in the solver (its
        // copies are the folded constraint's weight) and the oracle.
        var optional: [(JSONConstraint, Double)] = []
        for c in live where c.priority < 1000 { optional.append((c, c.priority)) }
        for (v, edit) in outcome.edits {
            optional.append((JSONConstraint(terms: [[Double(v), 1]], constant: -edit.value, op: "==", priority: edit.priority), edit.priority))
        }
        for level in expected.levels {
            let members = optional.filter { $0.1 == level[0] }
            let ours = members.reduce(0) { $0 + violation($1.0, values) }
            let scale = members.reduce(0) { $0 + magnitude($1.0, values) }
            if abs(ours - level[1]) > max(1e-6 * max(1, level[1]), rounding * scale) {
                problems.append("level \(level[0]) violation \(ours), optimum \(level[1])")
            }
        }
        for d in expected.determined where abs(values[Int(d[0])] - d[1]) > 1e-6 * max(1, abs(d[1])) {
            problems.append("x\(Int(d[0])) = \(values[Int(d[0])]), LP \(d[1])")
        }
        return problems
    }

    /// Below this fraction of the terms' magnitude `Σ|a·x| + |c|` a violation is rounding of the
    /// values to doubles, not a wrong answer (the oracle's ROUNDING: values of 1e14 are 0.02
    /// apart, so a constraint over them cannot be evaluated to 1e-6). Exact values rounded to
    /// nearest meet it; docs/solver.md, "The exact safety net".
    static let rounding = 1e-9

    static func magnitude(_ c: JSONConstraint, _ values: [Double]) -> Double {
        abs(c.constant) + c.terms.reduce(0) { $0 + abs($1[1] * values[Int($1[0])]) }
    }

    /// ConstraintKey's normalisation, as the oracle's `key`.
    static func key(_ c: JSONConstraint) -> String {
        var merged: [Int: Double] = [:]
        for t in c.terms { merged[Int(t[0]), default: 0] += t[1] }
        let terms = merged.filter { abs($0.value) >= 1e-8 }.sorted { $0.key < $1.key }
        let sign: Double = c.op == ">=" ? -1 : c.op == "<=" ? 1 : ((terms.first?.value ?? c.constant) < 0 ? -1 : 1)
        return "\(c.op == "==") \(c.priority) " + terms.map { "\($0.key):\($0.value * sign + 0)" }.joined(separator: ",")
            + " \(c.constant * sign + 0)"
    }
}
