/// A Dynamic Type setting (`UIContentSizeCategory`), by the names SwiftUI's `DynamicTypeSize`
/// uses: the seven standard sizes and the five larger accessibility sizes.
public enum ContentSizeCategory: String, CaseIterable, Sendable, Hashable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// iOS's default setting.
    public static let `default` = ContentSizeCategory.large

    /// The point size of a text style at this setting.
    public func pointSize(of style: Font.TextStyle) -> Double {
        Self.sizesByStyle[Self.styles.firstIndex(of: style)!][Self.ordered.firstIndex(of: self)!]
    }

    /// `sizes` by the style's place in `Font.TextStyle.allCases`, made once: every text
    /// measurement asks a size, and a style as a dictionary key is hashed by its name.
    private static let styles = Array(Font.TextStyle.allCases)
    private static let sizesByStyle = styles.map { sizes[$0]! }

    /// `allCases`, made once: a synthesized `allCases` builds its array on every read.
    private static let ordered = Array(allCases)

    /// Point sizes per style, xSmall … accessibility5: Apple's Human Interface Guidelines
    /// (Dynamic Type sizes, iOS), the same values `UIFont.preferredFont(forTextStyle:)` returns
    /// in the simulator for every category (temoki/UIKit_DynamicType, iOS 13.3).
    static let sizes: [Font.TextStyle: [Double]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41],
    ]
}
