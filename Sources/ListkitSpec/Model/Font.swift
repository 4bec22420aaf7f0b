/// A font: one of UIKit's text styles at the default (Large) content size, or a system font
/// of a given size (`font: 15`). Metrics drive the layout's documented text approximation.
public struct Font: Sendable, Hashable {
    public enum TextStyle: String, CaseIterable, Sendable {
        case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2
    }

    public var style: TextStyle?
    public var pointSize: Double
    public var isBold: Bool

    public init(style: TextStyle) {
        self.style = style
        let metrics = Font.styleMetrics[style]!
        self.pointSize = metrics.size
        self.isBold = metrics.bold
    }

    public init(systemSize: Double, bold: Bool = false) {
        self.style = nil
        self.pointSize = systemSize
        self.isBold = bold
    }

    /// The name as written in a spec.
    public var name: String { style?.rawValue ?? (isBold ? "bold \(pointSize)" : "\(pointSize)") }

    /// UIKit's default font for labels and buttons' titles.
    public static let body = Font(style: .body)

    /// Apple's Dynamic Type sizes at the Large (default) setting: point size, and whether the
    /// style is semibold (headline) — from the Human Interface Guidelines' typography table.
    static let styleMetrics: [TextStyle: (size: Double, bold: Bool)] = [
        .largeTitle: (34, false), .title1: (28, false), .title2: (22, false), .title3: (20, false),
        .headline: (17, true), .body: (17, false), .callout: (16, false), .subheadline: (15, false),
        .footnote: (13, false), .caption1: (12, false), .caption2: (11, false),
    ]
}
