/// The exact solver alone, for `bench-solver --exact` (docs/performance.md, "Exact arithmetic"):
/// times `ExactLexSolver` on a system without the float engine in front of it. Not API: it is
/// behind the `Benchmark` SPI so that only the benchmark imports it.
@_spi(Benchmark) public enum ExactBenchmarkProbe {
    /// What one exact solve did.
    public struct Outcome {
        /// "solved", "infeasible" or "gaveUp" (the work budget ran out).
        public var status: String
        /// The exact optimum rounded to doubles, by variable id (empty unless solved).
        public var values: [Double]
    }

    /// The work budget of one exact solve (`ExactLexSolver.workBudget`).
    public static var workBudget: Int { ExactLexSolver.workBudget }

    /// Solves `constraints` (in order, each at its priority) exactly, as the safety net would,
    /// within `workBudget` (the solver's own unless given).
    public static func solve(_ constraints: [Constraint], variableCount: Int, workBudget: Int = workBudget) -> Outcome {
        switch ExactLexSolver.solve(constraints.map(ExactConstraint.init), variableCount: variableCount, workBudget: workBudget) {
        case .solved(let solution): Outcome(status: "solved", values: solution.values.map(\.doubleValue))
        case .infeasible: Outcome(status: "infeasible", values: [])
        case .gaveUp: Outcome(status: "gaveUp", values: [])
        }
    }
}
