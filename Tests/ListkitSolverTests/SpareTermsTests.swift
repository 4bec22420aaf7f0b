import Testing
@testable import ListkitSolver

/// A reset solver hands the term arrays of the constraints it held back out (`Solver.spareTerms`)
/// empty, with their room; the caller's own copies of those constraints keep their terms.
@Suite struct SpareTermsTests {
    @Test func aResetSolverHandsItsHeldTermsBackEmpty() {
        let solver = Solver()
        let xs = (0..<7).map { solver.makeVariable("x\($0)") }
        // The last side held is the one handed out first: six terms, room a new array asked
        // for one would not have.
        let wide = Constraint(Expression(xs[0]), .equal, Expression(xs[1...6].map { Term($0, 0.5) }, constant: 3), tag: 1)
        _ = solver.add(wide)
        solver.reset()
        let spare = solver.spareTerms(capacity: 1)
        #expect(spare.isEmpty)
        #expect(spare.capacity >= 6)
        // The caller's constraint is its own value: the solver's emptied copy is not it.
        #expect(wide.lhs.terms.map(\.variable.id) == [0])
        #expect(wide.rhs.terms.map(\.variable.id) == [1, 2, 3, 4, 5, 6])
        // Its next system solves as a new solver's.
        let ys = (0..<2).map { solver.makeVariable("y\($0)") }
        var terms = solver.spareTerms(capacity: 1)
        terms.append(Term(ys[0]))
        _ = solver.add(Constraint(Expression(terms, constant: 0), .equal, Expression(constant: 10)))
        _ = solver.add(Constraint(Expression(ys[1]), .equal, Expression(ys[0]) + 5))
        solver.solve()
        #expect(solver.value(ys[0]) == 10)
        #expect(solver.value(ys[1]) == 15)
    }

    @Test func aNewSolverHasNoneAndMakesRoom() {
        let spare = Solver().spareTerms(capacity: 3)
        #expect(spare.isEmpty)
        #expect(spare.capacity >= 3)
    }
}
