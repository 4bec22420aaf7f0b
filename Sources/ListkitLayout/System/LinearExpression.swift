/// Σ coefficient·variable + constant over a system's variables (indices), as plain data, so
/// constraint systems can be built, cached and inspected without a solver.
struct LinearExpression: Sendable, Hashable {
    struct Term: Sendable, Hashable {
        var variable: Int
        var coefficient: Double
    }

    var terms: Terms
    var constant: Double

    init(terms: Terms = Terms(), constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    init(terms: [Term], constant: Double = 0) {
        self.init(terms: Terms(terms), constant: constant)
    }

    init(variable: Int) {
        self.init(terms: Terms(Term(variable: variable, coefficient: 1)))
    }

    static func constant(_ value: Double) -> LinearExpression {
        LinearExpression(constant: value)
    }

    static func + (a: LinearExpression, b: LinearExpression) -> LinearExpression {
        var terms = a.terms
        for term in b.terms { terms.append(term) }
        return LinearExpression(terms: terms, constant: a.constant + b.constant)
    }

    static func + (a: LinearExpression, b: Double) -> LinearExpression {
        LinearExpression(terms: a.terms, constant: a.constant + b)
    }

    static func - (a: LinearExpression, b: LinearExpression) -> LinearExpression {
        a + b * -1
    }

    static func - (a: LinearExpression, b: Double) -> LinearExpression {
        a + -b
    }

    static func * (a: LinearExpression, k: Double) -> LinearExpression {
        LinearExpression(terms: a.terms.mapCoefficients { $0 * k }, constant: a.constant * k)
    }

    static prefix func - (a: LinearExpression) -> LinearExpression {
        a * -1
    }
}

extension LinearExpression {
    /// An expression's terms, in order (as an array of them would be: equal when their terms
    /// are, in the same order).
    ///
    /// Nearly every expression of a layout system has one or two terms (an edge is `x`, a far
    /// edge or a centre `x + width·k`), and a screen's layout makes, copies and drops tens of
    /// thousands of them (four per view rectangle, two per constraint): with an array each was
    /// an allocation, a retain per copy and a free. Two terms are kept inline, so such an
    /// expression allocates nothing; a longer one keeps all of its terms in `spill`.
    struct Terms: RandomAccessCollection, Hashable, Sendable {
        /// Terms 0 and 1 while `spill` is nil; `inlineCount` says how many are used.
        private var term0 = Term(variable: 0, coefficient: 0)
        private var term1 = Term(variable: 0, coefficient: 0)
        private var inlineCount = 0
        /// Every term, once there are more than two.
        private var spill: [Term]?

        init() {}

        init(_ term: Term) {
            term0 = term
            inlineCount = 1
        }

        init(_ terms: some Sequence<Term>) {
            for term in terms { append(term) }
        }

        var startIndex: Int { 0 }
        var endIndex: Int { spill?.count ?? inlineCount }

        subscript(position: Int) -> Term {
            if let spill { return spill[position] }
            precondition(position >= 0 && position < inlineCount, "term index out of range")
            return position == 0 ? term0 : term1
        }

        mutating func append(_ term: Term) {
            if spill != nil {
                spill!.append(term)
                return
            }
            switch inlineCount {
            case 0: term0 = term; inlineCount = 1
            case 1: term1 = term; inlineCount = 2
            default: spill = [term0, term1, term]
            }
        }

        /// The same variables in the same order, each coefficient transformed.
        func mapCoefficients(_ transform: (Double) -> Double) -> Terms {
            var copy = self
            if let spill {
                copy.spill = spill.map { Term(variable: $0.variable, coefficient: transform($0.coefficient)) }
                return copy
            }
            if inlineCount > 0 { copy.term0.coefficient = transform(term0.coefficient) }
            if inlineCount > 1 { copy.term1.coefficient = transform(term1.coefficient) }
            return copy
        }

        // Equality and hashing see only the terms used (the unused inline slots hold anything).
        static func == (a: Terms, b: Terms) -> Bool { a.elementsEqual(b) }

        func hash(into hasher: inout Hasher) {
            hasher.combine(count)
            for term in self { hasher.combine(term) }
        }
    }
}

extension LayoutConstraint {
    /// Every term of both sides, the left side's first.
    func forEachTerm(_ body: (LinearExpression.Term) throws -> Void) rethrows {
        for term in lhs.terms { try body(term) }
        for term in rhs.terms { try body(term) }
    }

    /// Whether a term of either side satisfies `predicate`.
    func containsTerm(where predicate: (LinearExpression.Term) -> Bool) -> Bool {
        lhs.terms.contains(where: predicate) || rhs.terms.contains(where: predicate)
    }
}

/// A view's frame as expressions: its own variables, or a derived rectangle (the safe area).
struct RectExpression: Sendable {
    var x: LinearExpression
    var y: LinearExpression
    var width: LinearExpression
    var height: LinearExpression
    /// Where its text's first baseline sits below its top, and its last baseline above its
    /// bottom; 0 for views without text (Auto Layout then uses the top and bottom edges).
    var baselines = BaselineOffsets.none

    /// The rectangle inset by fixed amounts on each side.
    func inset(top: Double, left: Double, bottom: Double, right: Double) -> RectExpression {
        RectExpression(x: x + left, y: y + top, width: width - (left + right), height: height - (top + bottom))
    }
}

/// The four variables of one frame in a system: x, y, width, height at 4·slot + 0…3.
enum FrameVariable: Int, Sendable, CaseIterable {
    case x, y, width, height

    static func index(slot: Int, _ property: FrameVariable) -> Int { slot * 4 + property.rawValue }

    static func rect(slot: Int) -> RectExpression {
        RectExpression(x: LinearExpression(variable: index(slot: slot, .x)),
                       y: LinearExpression(variable: index(slot: slot, .y)),
                       width: LinearExpression(variable: index(slot: slot, .width)),
                       height: LinearExpression(variable: index(slot: slot, .height)))
    }
}
