import Testing
@testable import ListkitLayout
import ListkitSolver

/// A system of any size gets variables 0…n − 1 named "v0"…, whether their names come from the
/// table written once per process or are written for the system past its end.
@Suite struct VariableNameTests {
    @Test(arguments: [0, 1, SolverConstraints.commonNames.count, SolverConstraints.commonNames.count + 1, 1_500])
    func variablesAreNamedByTheirIndex(count: Int) {
        let made = SolverConstraints.makeVariables(count, in: Solver())
        #expect(made.map(\.id) == Array(0..<count))
        #expect(made.map(\.name) == (0..<count).map { "v\($0)" })
    }
}
