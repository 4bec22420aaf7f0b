/// A font: one of UIKit's text styles (sized by Dynamic Type), a system font of a size and
/// weight (`font: 15`, `semibold 15`), or a font the user supplies by name
/// (`font: { name: Avenir-Medium, size: 15 }`, measured from a file given to the CLI).
public struct Font: Sendable, Hashable {
    public enum TextStyle: String, CaseIterable, Sendable {
        case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2
    }

    /// `UIFont.Weight`'s names, lightest first.
    public enum Weight: String, CaseIterable, Sendable, Comparable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        public static func < (a: Weight, b: Weight) -> Bool {
            allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
        }
    }

    public var style: TextStyle?
    /// The point size; for a text style, its size at the Large (default) content size.
    public var pointSize: Double
    public var weight: Weight
    /// A user font's name (PostScript or file name); nil for the system font.
    public var family: String?

    public init(style: TextStyle) {
        self.style = style
        let metrics = Font.styleMetrics[style]!
        self.pointSize = metrics.size
        self.weight = metrics.weight
        self.family = nil
    }

    public init(systemSize: Double, weight: Weight = .regular) {
        self.style = nil
        self.pointSize = systemSize
        self.weight = weight
        self.family = nil
    }

    /// A font the user supplies, by name.
    public init(named family: String, size: Double) {
        self.style = nil
        self.pointSize = size
        self.weight = .regular
        self.family = family
    }

    /// Semibold or heavier (what UIKit's bold system font and `headline` are at least).
    public var isBold: Bool { weight >= .semibold }

    /// The name as written in a spec.
    public var name: String {
        if let style { return style.rawValue }
        // Int(exactly:) is nil for a size no Int holds (never a trap), which prints as it is.
        let size = Int(exactly: pointSize).map(String.init) ?? "\(pointSize)"
        if let family { return "\(family) \(size)" }
        return weight == .regular ? size : "\(weight.rawValue) \(size)"
    }

    /// The point size at a Dynamic Type content size: a text style's size from Apple's table,
    /// any other font's own size (UIKit scales only what asks for it).
    public func pointSize(at category: ContentSizeCategory) -> Double {
        guard let style else { return pointSize }
        return category.pointSize(of: style)
    }

    /// UIKit's default font for labels and buttons' titles.
    public static let body = Font(style: .body)

    /// Apple's text styles at the Large (default) setting: point size and weight, from the
    /// Human Interface Guidelines' iOS typography table (headline is the one semibold style).
    static let styleMetrics: [TextStyle: (size: Double, weight: Weight)] = [
        .largeTitle: (34, .regular), .title1: (28, .regular), .title2: (22, .regular), .title3: (20, .regular),
        .headline: (17, .semibold), .body: (17, .regular), .callout: (16, .regular), .subheadline: (15, .regular),
        .footnote: (13, .regular), .caption1: (12, .regular), .caption2: (11, .regular),
    ]
}
