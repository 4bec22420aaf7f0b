import Foundation
@_spi(Benchmark) import ListkitSolver

/// The exact solver alone (docs/performance.md, "Exact arithmetic"): the safety net's cost on
/// layout shapes, which a certifier may pay on every small solve, and on the oracle's
/// wide-coefficient systems, where the work budget decides whether a system gets an answer.
///
///   bench-solver --exact NAME N [R]   NAME's system (chain, indep, grid: N views; cells: N
///                                     cells of 40 constraints, each its own system) solved
///                                     exactly R times (default 7); prints the median thread
///                                     CPU ms of one solve of all of it, the min, and the status
///   bench-solver --exact-json [B]     systems on stdin (`--solve-json`'s format) each solved
///                                     exactly once, within work budget B (default the
///                                     solver's): one line per system (index, status, CPU ms,
///                                     a hash of the rounded values' bits), then a summary
enum ExactBench {
    /// The systems of `name` at size `n` (a list: `cells` is many independent ones).
    static func systems(_ name: String, _ n: Int) -> [(constraints: [Constraint], variables: Int)]? {
        var result: [(constraints: [Constraint], variables: Int)] = []
        func build(_ make: (Solver, inout [Constraint]) -> Void) {
            let s = Solver()
            var out: [Constraint] = []
            make(s, &out)
            result.append((out, variableCount(out)))
        }
        switch name {
        case "chain": build { _ = Scenario.chain($0, n, &$1) }
        case "indep": build { _ = Scenario.indep($0, n, &$1) }
        case "grid": build { _ = Scenario.grid($0, n, &$1) }
        case "pinned-chain": build { _ = ShapeScenario.pinnedChain($0, n, &$1) }
        case "cells": for _ in 0..<n { build { _ = Scenario.cell($0, &$1) } }
        default: return nil
        }
        return result
    }

    static func variableCount(_ cs: [Constraint]) -> Int {
        var count = 0
        for c in cs {
            for t in c.lhs.terms + c.rhs.terms { count = max(count, t.variable.id + 1) }
        }
        return count
    }

    /// `--exact NAME N [R]`.
    static func runShape(_ arguments: [String]) -> Int32 {
        guard arguments.count >= 4, let n = Int(arguments[3]), let systems = systems(arguments[2], n) else {
            FileHandle.standardError.write(Data("usage: bench-solver --exact chain|indep|grid|pinned-chain|cells N [R]\n".utf8))
            return 2
        }
        let repeats = arguments.count >= 5 ? Int(arguments[4]) ?? 7 : 7
        var cpus: [Double] = []
        var status = ""
        for _ in 0..<repeats {
            let start = threadCPUNanoseconds()
            var statuses: Set<String> = []
            for system in systems {
                statuses.insert(ExactBenchmarkProbe.solve(system.constraints, variableCount: system.variables).status)
            }
            cpus.append(Double(threadCPUNanoseconds() - start) / 1e6)
            status = statuses.sorted().joined(separator: "+")
        }
        let constraints = systems.reduce(0) { $0 + $1.constraints.count }
        print(String(format: "%@ %d (%d constraints): median %.3f ms CPU, min %.3f ms, %@", arguments[2], n, constraints,
                     median(cpus), cpus.min() ?? .nan, status))
        return 0
    }

    /// `--exact-json [B]`.
    static func runJSON(_ arguments: [String]) -> Int32 {
        let budget = arguments.count >= 3 ? Int(arguments[2]) ?? ExactBenchmarkProbe.workBudget : ExactBenchmarkProbe.workBudget
        let data = FileHandle.standardInput.readDataToEndOfFile()
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let systems = root["systems"] as? [[String: Any]] else {
            FileHandle.standardError.write(Data("bench-solver: bad JSON input\n".utf8))
            return 2
        }
        var cpus: [Double] = []
        var counts: [String: Int] = [:]
        for (index, system) in systems.enumerated() {
            let (constraints, variables) = liveConstraints(system)
            let start = threadCPUNanoseconds()
            let outcome = ExactBenchmarkProbe.solve(constraints, variableCount: variables, workBudget: budget)
            let cpu = Double(threadCPUNanoseconds() - start) / 1e6
            cpus.append(cpu)
            counts[outcome.status, default: 0] += 1
            print(String(format: "%d %@ %.3f %016llx", index, outcome.status, cpu, fingerprint(outcome.values)))
        }
        let sorted = cpus.sorted()
        let p90 = sorted.isEmpty ? .nan : sorted[min(sorted.count - 1, sorted.count * 9 / 10)]
        print(String(format: "summary: %d systems, %@; CPU total %.1f ms, median %.3f ms, p90 %.3f ms, max %.3f ms",
                     systems.count, counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "),
                     cpus.reduce(0, +), median(cpus), p90, sorted.last ?? .nan))
        return 0
    }

    /// A system's constraints after its `ops` (adds in order, removals taken out, each edit as
    /// `v == last suggestion` at its priority), as `Constraint`s over `variables` variables.
    /// Unlike the solver, nothing is refused or merged: this times the arithmetic, not the flow.
    static func liveConstraints(_ system: [String: Any]) -> ([Constraint], Int) {
        let s = Solver()
        let count = system["variables"] as? Int ?? 0
        let variables = (0..<count).map { s.makeVariable("x\($0)") }
        let all = (system["constraints"] as? [[String: Any]] ?? []).map { c -> Constraint in
            var terms: [Term] = []
            for pair in c["terms"] as? [[Double]] ?? [] where pair.count == 2 && Int(pair[0]) < count {
                terms.append(Term(variables[Int(pair[0])], pair[1]))
            }
            let relation: Relation = c["op"] as? String == "<=" ? .lessOrEqual : c["op"] as? String == ">=" ? .greaterOrEqual : .equal
            return Constraint(Expression(terms, constant: c["constant"] as? Double ?? 0), relation, Expression(),
                              priority: Priority(c["priority"] as? Double ?? 1000))
        }
        guard let ops = system["ops"] as? [[Any]] else { return (all, count) }
        var live: [Int] = []
        var edits: [(variable: Int, priority: Double, value: Double)] = []
        for op in ops {
            guard let name = op.first as? String, op.count >= 2, let k = op[1] as? Int else { continue }
            switch name {
            case "add" where all.indices.contains(k) && !live.contains(k): live.append(k)
            case "remove": live.removeAll { $0 == k }
            case "edit" where k < count: edits.append((k, op.count > 2 ? op[2] as? Double ?? 500 : 500, 0))
            case "suggest":
                if let e = edits.firstIndex(where: { $0.variable == k }) { edits[e].value = op.count > 2 ? op[2] as? Double ?? 0 : 0 }
            default: break
            }
        }
        var result = live.map { all[$0] }
        for e in edits {
            result.append(Constraint(Expression([Term(variables[e.variable])], constant: -e.value), .equal, Expression(),
                                     priority: Priority(e.priority)))
        }
        return (result, count)
    }

    /// FNV-1a over the values' bit patterns: equal exact answers give equal hashes.
    static func fingerprint(_ values: [Double]) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for v in values {
            var bits = v.bitPattern
            for _ in 0..<8 {
                h = (h ^ (bits & 0xff)) &* 0x100_0000_01b3
                bits >>= 8
            }
        }
        return h
    }
}
