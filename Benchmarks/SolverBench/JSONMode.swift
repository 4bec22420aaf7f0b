import Foundation
import ListkitSolver

/// `--solve-json`: stdin `{"systems": [{"variables": n, "constraints": [{"terms": [[var, coef], …],
/// "constant": c, "op": "==" | "<=" | ">=", "priority": p}, …]}, …]}` meaning
/// `Σ coef·var + constant op 0`. Stdout: `{"results": [{"values": […], "refused": [indices of
/// constraints add refused], "ambiguous": [variable indices]}, …]}`.
func solveJSON() {
    let data = FileHandle.standardInput.readDataToEndOfFile()
    guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
          let systems = root["systems"] as? [[String: Any]] else {
        FileHandle.standardError.write(Data("bench-solver: bad JSON input\n".utf8))
        exit(2)
    }
    var results: [[String: Any]] = []
    for system in systems {
        let s = Solver()
        let count = system["variables"] as? Int ?? 0
        let variables = (0..<count).map { s.makeVariable("x\($0)") }
        var refused: [Int] = []
        for (index, c) in (system["constraints"] as? [[String: Any]] ?? []).enumerated() {
            var terms: [Term] = []
            for pair in c["terms"] as? [[Double]] ?? [] where pair.count == 2 {
                let v = Int(pair[0])
                guard v >= 0 && v < count else { continue }
                terms.append(Term(variables[v], pair[1]))
            }
            let relation: Relation = switch c["op"] as? String {
            case "<=": .lessOrEqual
            case ">=": .greaterOrEqual
            default: .equal
            }
            let priority = Priority(c["priority"] as? Double ?? 1000)
            let constraint = Constraint(Expression(terms, constant: c["constant"] as? Double ?? 0), relation,
                                        Expression(), priority: priority, tag: index)
            if case .conflict = s.add(constraint) { refused.append(index) }
        }
        s.solve()
        results.append([
            "values": variables.map { s.value($0) },
            "refused": refused,
            "ambiguous": s.ambiguousVariables().map(\.id),
        ])
    }
    let out = (try? JSONSerialization.data(withJSONObject: ["results": results])) ?? Data("{}".utf8)
    FileHandle.standardOutput.write(out)
    FileHandle.standardOutput.write(Data("\n".utf8))
}
