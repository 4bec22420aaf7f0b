/// How a view type gets its intrinsic content size. ListkitLayout measures the text; this
/// says what to measure and what to add. An explicit `intrinsicSize:` overrides every kind.
public enum IntrinsicSizing: Sendable, Hashable {
    /// None on either axis (`UIView.noIntrinsicMetric`): containers and plain views; an image's
    /// size comes only from its `image: WxH`.
    case none
    /// A label: its text in its font on `lines` lines, wrapping at its width unless `lines` is 1.
    case label
    /// One line of text inside fixed insets, at least one line tall: a button's title in its
    /// configuration's content insets.
    case insetText(Insets)
    /// One line of text plus `padding` each side, a fixed `height`: a text field.
    case field(padding: Double, height: Double)
    /// One line of text plus `padding` each side, its line height plus `verticalPadding` tall,
    /// rounded up to the pixel grid: a borderless text field.
    case lineField(padding: Double, verticalPadding: Double)
    /// Text wrapped at the view's width inside `insets`; none while the view scrolls (a text view).
    case textContainer(Insets)
    /// A fixed extent, nil on an axis without one.
    case fixed(ControlMetrics.Extent)
    /// An extent per `style`, the first style's when the spec gives none; a style not listed
    /// has none.
    case styled([StyledExtent])
    /// A page control: `onePage` wide for one page and `pitch` more for each further page when
    /// the spec gives `numberOfPages` (else no width), `height` tall.
    case pages(pitch: Double, onePage: Double, height: Double)
    /// A segmented control: `height` tall; as wide as its segments (`segments`) when the spec
    /// gives their titles (else no width): each the widest title in `font` plus `padding`, or,
    /// with `apportionsSegmentWidthsByContent`, its own title plus `padding`; rounded up to the
    /// pixel grid.
    case segments(font: Font, padding: Double, height: Double?)
    /// A button without a `UIButton.Configuration`: its title on one line, as wide as the title
    /// rounded up to whole points (at least the minimum width), as tall as its line rounded up
    /// to whole points plus the padding; its font the sizing's where the spec sets none.
    case legacyTitle(LegacyButtonMetrics.TitleSizing)

    public struct StyledExtent: Sendable, Hashable {
        public var style: ControlStyle
        public var extent: ControlMetrics.Extent?
        public init(_ style: ControlStyle, _ extent: ControlMetrics.Extent?) {
            self.style = style
            self.extent = extent
        }
    }

    /// Where its text sits inside it, for the kinds whose size comes from their text.
    public var measuresText: Bool {
        switch self {
        case .label, .insetText, .field, .lineField, .textContainer, .legacyTitle: return true
        case .none, .fixed, .styled, .pages, .segments: return false
        }
    }

    /// The font its text is measured in where the spec sets none: UIKit's body style, or a
    /// legacy button type's title font.
    public var defaultFont: Font {
        switch self {
        case .legacyTitle(let sizing): return sizing.font
        case .none, .label, .insetText, .field, .lineField, .textContainer, .fixed, .styled, .pages, .segments: return .body
        }
    }
}
