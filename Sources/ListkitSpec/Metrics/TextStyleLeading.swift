/// The distance from one baseline to the next of a text style's lines (its leading), at the
/// Large (default) Dynamic Type setting: a label of several lines in a text style is its first
/// line's height plus this for each further line. Other fonts, and text styles at other
/// settings, have their font's line height per line.
public struct TextStyleLeading: Sendable, Hashable {
    /// Points per line after the first, by style, at `ContentSizeCategory.large`.
    public var atLarge: [Font.TextStyle: Double]

    public init(atLarge: [Font.TextStyle: Double]) {
        self.atLarge = atLarge
    }

    /// The leading of a font's lines at a Dynamic Type setting; nil where none is published
    /// (a font that is not a text style, a setting other than Large).
    public func leading(of font: Font, at category: ContentSizeCategory) -> Double? {
        guard let style = font.style, category == .large else { return nil }
        return atLarge[style]
    }

    /// iOS 17 and 18.
    static let iOS18 = TextStyleLeading(atLarge: [
        // Source: Apple's Human Interface Guidelines, Typography, "Specifications": iOS and
        // iPadOS Dynamic Type sizes, Large (default), the Leading column. Interface Builder's
        // saved frames agree: headline and body labels of two lines are 20.5 + 22 = 42.5 tall,
        // caption1 labels of three and five lines 14.5 + 2 × 16 and 14.5 + 4 × 16
        // (kharrison/CodeExamples, @2x documents).
        .largeTitle: 41, .title1: 34, .title2: 28, .title3: 25, .headline: 22, .body: 22,
        // Source: the same table.
        .callout: 21, .subheadline: 20, .footnote: 18, .caption1: 16, .caption2: 13,
    ])

    /// The leading of a release.
    public static func of(_ release: UIKitRelease) -> TextStyleLeading {
        switch release {
        // Not measured before iOS 13 (text styles' heights of several lines in Xcode 10 and earlier documents
        // were not examined): iOS 18's.
        case .iOS10, .iOS12: return iOS18
        // Xcode 11's as later Xcodes': kharrison/CodeExamples' multi-line text-style labels above are of 15505 and later.
        case .iOS13, .iOS18: return iOS18
        // Not measured on iOS 26 (the HIG's leading table is unchanged there): iOS 18's.
        case .iOS26: return iOS18
        }
    }

    /// The release listkit lays out for (as `ControlMetrics.current`).
    public static let current = of(.default)
}
