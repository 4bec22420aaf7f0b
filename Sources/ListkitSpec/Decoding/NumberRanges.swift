import ListkitYAML

/// The range of every number the format holds (docs/spec-format.md, "Numbers"). Each is finite
/// and small enough that sums over a 100,000-cell list stay finite, so frames always are.
/// Points are bounded by 10,000: four times the largest screen side UIKit has shipped (an
/// iPad Pro's 1,366), and far below where Double sums lose a cent.
public enum NumberRange {
    /// Lengths in points that may be 0: spacings, insets, heights, sizes.
    public static let length: ClosedRange<Double> = 0...10_000
    /// A stack's spacing: UIStackView takes a negative spacing (views overlap).
    public static let spacing: ClosedRange<Double> = -10_000...10_000
    /// A device's width and height: above 0.
    public static let deviceSide: ClosedRange<Double> = 1...10_000
    /// `lines` of a label: 0 (unlimited) or a whole number.
    public static let lines: ClosedRange<Double> = 0...10_000
    /// A label's `minimumScaleFactor`: a fraction of its font's size.
    public static let scaleFactor: ClosedRange<Double> = 0...1
    /// A fraction of a container (`fractionalWidth(0.5)`): above 0 (checked apart), at most 100.
    public static let fraction: ClosedRange<Double> = 0...100
    /// A compositional group's `count` or `repeatCount`.
    public static let itemCount: ClosedRange<Double> = 1...1000
    /// Any finite number: for values a rule checks (priorities, with their own message).
    public static let finite: ClosedRange<Double> = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude
}

extension SpecDecoder {
    /// A finite number inside `range`; else `wrong-type` (not a number) or `invalid-value`
    /// ("must be a finite number between 0 and 10000, not .nan"), located at the value.
    mutating func number(_ node: Node, what: String, in range: ClosedRange<Double>) -> Double? {
        guard let scalar = node.scalar, let n = scalar.number else {
            report(RuleDescription.wrongType.finding("\(what) must be a number, not \(node.kindDescription)", at: node.mark))
            return nil
        }
        guard n.isFinite, range.contains(n) else {
            let between = range == NumberRange.finite ? "" : " between \(formatNumber(range.lowerBound)) and \(formatNumber(range.upperBound))"
            report(RuleDescription.invalidValue.finding("\(what) must be a finite number\(between), not \(scalar.string)", at: node.mark))
            return nil
        }
        return n
    }

    /// Each side of `insets` inside the device, so the safe area is never negative: the two
    /// insets across each axis must leave room (`top + bottom <= height`).
    mutating func checkFits(_ insets: Insets, in node: Node, width: Double, height: Double, what: String) {
        if insets.top + insets.bottom > height {
            report(RuleDescription.invalidValue.finding("\(what) top and bottom (\(formatNumber(insets.top)) + \(formatNumber(insets.bottom))) must not exceed the device's height \(formatNumber(height))", at: node.mark))
        }
        if insets.left + insets.right > width {
            report(RuleDescription.invalidValue.finding("\(what) left and right (\(formatNumber(insets.left)) + \(formatNumber(insets.right))) must not exceed the device's width \(formatNumber(width))", at: node.mark))
        }
    }
}

extension SizeExpression {
    /// The numbers written in the expression, in order (signs are operators, not part of them).
    var constants: [Double] {
        switch self {
        case .number(let n): return [n]
        case .name: return []
        case .negate(let e): return e.constants
        case .binary(_, let l, let r): return l.constants + r.constants
        }
    }
}
