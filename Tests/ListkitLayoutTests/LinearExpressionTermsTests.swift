import Testing
@testable import ListkitLayout

/// `LinearExpression.Terms` keeps two terms inline and spills longer lists into an array; it must
/// read, compare and hash as the array of its terms would, on both sides of that boundary. The
/// layouts of the test and public documents have expressions of one and two terms only.
@Suite struct LinearExpressionTermsTests {
    typealias Term = LinearExpression.Term

    static func terms(_ count: Int) -> [Term] {
        (0..<count).map { Term(variable: $0 * 4 + 1, coefficient: Double($0) - 0.5) }
    }

    @Test(arguments: 0...5) func readsAsItsTermsInOrder(count: Int) {
        let expected = Self.terms(count)
        let built = LinearExpression.Terms(expected)
        #expect(built.count == count)
        #expect(built.map(\.variable) == expected.map(\.variable))
        #expect(built.map(\.coefficient) == expected.map(\.coefficient))
        var appended = LinearExpression.Terms()
        for term in expected { appended.append(term) }
        #expect(appended == built)
        #expect(appended.hashValue == built.hashValue)
    }

    @Test func sumsKeepTheLeftSideFirstPastTwoTerms() {
        let a = LinearExpression(variable: 0) + LinearExpression(variable: 2) * 0.5
        let b = LinearExpression(variable: 5) * -1 + 3
        let sum = a + b + LinearExpression(variable: 7)
        #expect(sum.terms.map(\.variable) == [0, 2, 5, 7])
        #expect(sum.terms.map(\.coefficient) == [1, 0.5, -1, 1])
        #expect(sum.constant == 3)
        let scaled = sum * 2
        #expect(scaled.terms.map(\.variable) == [0, 2, 5, 7])
        #expect(scaled.terms.map(\.coefficient) == [2, 1, -2, 2])
        #expect(scaled.constant == 6)
        let negated = -LinearExpression(variable: 3)
        #expect(negated.terms.map(\.coefficient) == [-1])
    }

    @Test(arguments: 0...4) func differsFromItsTermsOneShorterOrChanged(count: Int) {
        let terms = Self.terms(count + 1)
        let full = LinearExpression.Terms(terms)
        #expect(full != LinearExpression.Terms(terms.dropLast()))
        #expect(LinearExpression.Terms(terms.dropLast()) != full)
        var changed = terms
        changed[count].coefficient += 1
        #expect(full != LinearExpression.Terms(changed))
        #expect(full.mapCoefficients { $0 + 1 }.map(\.coefficient) == terms.map { $0.coefficient + 1 })
    }

    @Test func constraintsVisitBothSidesInOrder() {
        let constraint = LayoutConstraint(LinearExpression(variable: 1) + LinearExpression(variable: 3), .equal,
                                          LinearExpression(variable: 6) * 2 + LinearExpression(variable: 8) + LinearExpression(variable: 10),
                                          origin: .nonNegative(slot: 0, axis: .horizontal))
        var seen: [Int] = []
        constraint.forEachTerm { seen.append($0.variable) }
        #expect(seen == [1, 3, 6, 8, 10])
        #expect(constraint.containsTerm { $0.variable == 10 })
        #expect(!constraint.containsTerm { $0.variable == 2 })
    }
}
