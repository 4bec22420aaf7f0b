/// Σ coefficient·variable + constant over a system's variables (indices), as plain data, so
/// constraint systems can be built, cached and inspected without a solver.
struct LinearExpression: Sendable, Hashable {
    struct Term: Sendable, Hashable {
        var variable: Int
        var coefficient: Double
    }

    var terms: [Term]
    var constant: Double

    init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    init(variable: Int) {
        self.init(terms: [Term(variable: variable, coefficient: 1)])
    }

    static func constant(_ value: Double) -> LinearExpression {
        LinearExpression(constant: value)
    }

    static func + (a: LinearExpression, b: LinearExpression) -> LinearExpression {
        LinearExpression(terms: a.terms + b.terms, constant: a.constant + b.constant)
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
        LinearExpression(terms: a.terms.map { Term(variable: $0.variable, coefficient: $0.coefficient * k) },
                         constant: a.constant * k)
    }

    static prefix func - (a: LinearExpression) -> LinearExpression {
        a * -1
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
