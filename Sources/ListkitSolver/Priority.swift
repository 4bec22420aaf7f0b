/// How much a constraint matters, on UIKit's `UILayoutPriority` scale 1…1000.
///
/// 1000 is required: the constraint holds or the solver reports a conflict. Below that a
/// constraint is optional and the solver minimises its violation, strictly level by level:
/// a higher priority wins over any number of lower ones (see docs/solver.md).
public struct Priority: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var rawValue: Double

    /// Clamps `rawValue` to 1…1000; NaN becomes 1 (the weakest), so no value can trap or poison.
    public init(_ rawValue: Double) {
        if rawValue.isNaN {
            self.rawValue = 1
        } else {
            self.rawValue = Swift.min(Swift.max(rawValue, 1), 1000)
        }
    }

    public static let required = Priority(1000)
    public static let high = Priority(750)
    public static let low = Priority(250)

    public var isRequired: Bool { rawValue >= 1000 }

    /// The value the solver works with: `rawValue` clamped again, because `rawValue` is settable.
    var clamped: Double { Priority(rawValue).rawValue }

    public static func < (a: Priority, b: Priority) -> Bool { a.rawValue < b.rawValue }

    public var description: String { isRequired ? "required" : "\(rawValue)" }
}
