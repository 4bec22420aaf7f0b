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

    public init(axis: Axis = .horizontal, alignment: Alignment = .fill,
                distribution: Distribution = .fill, spacing: Double = 0) {
        self.axis = axis
        self.alignment = alignment
        self.distribution = distribution
        self.spacing = spacing
    }
}
