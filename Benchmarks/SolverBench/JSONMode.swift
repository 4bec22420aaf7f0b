import Foundation
import ListkitSolver

/// `--solve-json`: stdin `{"systems": [{"variables": n, "constraints": [{"terms": [[var, coef], …],
/// "constant": c, "op": "==" | "<=" | ">=", "priority": p}, …], "ops": […]}, …]}` meaning
/// `Σ coef·var + constant op 0`. Without `ops` every constraint is added in order. With `ops`,
/// each is `["add", i]` (constraint i, again after a removal), `["remove", i]`, `["edit", var,
/// priority]` or `["suggest", var, value]`, run in order (used by scripts/solver_oracle.py).
/// Stdout: `{"results": [{"values": […], "refused": [indices of constraints add refused],
/// "ambiguous": [variable indices]}, …]}`; with `ops` also `"conflicts"` (each refusal's
/// conflicting set, as constraint indices) and `"error"` (a solver operation that threw).
func solveJSON() {
    let data = FileHandle.standardInput.readDataToEndOfFile()
    guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
          let systems = root["systems"] as? [[String: Any]] else {
        FileHandle.standardError.write(Data("bench-solver: bad JSON input\n".utf8))
        exit(2)
    }
    let results = systems.map(solveSystem)
    let out = (try? JSONSerialization.data(withJSONObject: ["results": results])) ?? Data("{}".utf8)
    FileHandle.standardOutput.write(out)
    FileHandle.standardOutput.write(Data("\n".utf8))
}

/// One system of `--solve-json`: its constraints added (or its `ops` run), then solved.
private func solveSystem(_ system: [String: Any]) -> [String: Any] {
    let s = Solver()
    let count = system["variables"] as? Int ?? 0
    let variables = (0..<count).map { s.makeVariable("x\($0)") }
    let constraints = (system["constraints"] as? [[String: Any]] ?? []).enumerated().map { index, c in
        jsonConstraint(c, tag: index, variables)
    }
    var run = SystemRun()
    if let ops = system["ops"] as? [[Any]] {
        for (position, op) in ops.enumerated() {
            if run.apply(op, s, constraints, variables) { run.refusedOps.append(position) }
        }
    } else {
        for index in constraints.indices { run.add(index, s, constraints) }
    }
    s.solve()
    var result: [String: Any] = [
        "values": variables.map { s.value($0) },
        "refused": run.refused,
        "ambiguous": s.ambiguousVariables().map(\.id),
        "source": s.answerSource.rawValue,
    ]
    if system["ops"] != nil {
        result["conflicts"] = run.conflicts
        result["refusedOps"] = run.refusedOps
        if let error = run.error ?? s.failure.map(String.init(describing:)) { result["error"] = error }
    }
    return result
}

/// `Σ coef·var + constant op 0` at its priority, tagged with its index.
private func jsonConstraint(_ c: [String: Any], tag: Int, _ variables: [Variable]) -> Constraint {
    var terms: [Term] = []
    for pair in c["terms"] as? [[Double]] ?? [] where pair.count == 2 {
        let v = Int(pair[0])
        guard v >= 0 && v < variables.count else { continue }
        terms.append(Term(variables[v], pair[1]))
    }
    let relation: Relation = switch c["op"] as? String {
    case "<=": .lessOrEqual
    case ">=": .greaterOrEqual
    default: .equal
    }
    let priority = Priority(c["priority"] as? Double ?? 1000)
    return Constraint(Expression(terms, constant: c["constant"] as? Double ?? 0), relation, Expression(),
                      priority: priority, tag: tag)
}

/// What running a system's operations recorded.
private struct SystemRun {
    var refused: [Int] = []
    /// Positions in `ops` of the refused adds.
    var refusedOps: [Int] = []
    var conflicts: [[Int]] = []
    var error: String?
    /// The solver's id of each constraint index while it is in the solver.
    var ids: [Int: ConstraintID] = [:]

    /// - Returns: whether the add was refused.
    @discardableResult
    mutating func add(_ index: Int, _ s: Solver, _ constraints: [Constraint]) -> Bool {
        guard constraints.indices.contains(index) else { return false }
        switch s.add(constraints[index]) {
        case .conflict(let conflict):
            refused.append(index)
            conflicts.append(conflict.constraints.map(\.tag))
            return true
        case .added(let id), .duplicate(let id), .redundant(let id):
            ids[index] = id
            return false
        }
    }

    /// - Returns: whether the operation was an add that was refused.
    mutating func apply(_ op: [Any], _ s: Solver, _ constraints: [Constraint], _ variables: [Variable]) -> Bool {
        guard let name = op.first as? String, op.count >= 2, let k = op[1] as? Int else { return false }
        do {
            switch name {
            case "add":
                return add(k, s, constraints)
            case "remove":
                if let id = ids.removeValue(forKey: k) { try s.remove(id) }
            case "edit" where variables.indices.contains(k):
                try s.addEditVariable(variables[k], priority: Priority(op.count > 2 ? op[2] as? Double ?? 500 : 500))
            case "suggest" where variables.indices.contains(k):
                try s.suggest(variables[k], op.count > 2 ? op[2] as? Double ?? 0 : 0)
            default:
                break
            }
        } catch {
            self.error = "\(error)"
        }
        return false
    }
}
