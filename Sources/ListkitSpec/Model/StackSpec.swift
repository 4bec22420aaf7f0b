/// UIStackView's properties.
public struct StackSpec: Sendable, Equatable {
    public enum Axis: String, CaseIterable, Sendable { case horizontal, vertical }
    /// Cross-axis alignment. `leading`/`top` and `trailing`/`bottom` are synonyms, as in UIKit.
    public enum Alignment: String, CaseIterable, Sendable {
        case fill, leading, top, center, trailing, bottom, firstBaseline, lastBaseline
    }
    public enum Distribution: String, CaseIterable, Sendable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    public var axis: Axis
    public var alignment: Alignment
    public var distribution: Distribution
    public var spacing: Double
    /// `isLayoutMarginsRelativeArrangement`: the arranged views are laid out inside the stack's
    /// layout margins instead of its edges.
    public var layoutMarginsRelativeArrangement: Bool

    public init(axis: Axis = .horizontal, alignment: Alignment = .fill,
                distribution: Distribution = .fill, spacing: Double = 0, layoutMarginsRelativeArrangement: Bool = false) {
        self.axis = axis
        self.alignment = alignment
        self.distribution = distribution
        self.spacing = spacing
        self.layoutMarginsRelativeArrangement = layoutMarginsRelativeArrangement
    }
}
