/// A view's layout guides that constraints can name besides its own rectangle, as UIKit
/// names them (docs/spec-format.md, "Constraints"; docs/layout.md, "Margins and guides").
public enum LayoutGuide: String, Sendable, Hashable, CaseIterable {
    /// `layoutMarginsGuide`: the view inset by its layout margins.
    case margins
    /// `readableContentGuide`: the margins narrowed to a readable line length, centred.
    case readableContent
    /// A scroll view's `contentLayoutGuide`: its content, whose size the constraints decide.
    case contentLayoutGuide
    /// A scroll view's `frameLayoutGuide`: its frame, unscrolled.
    case frameLayoutGuide
    /// A view's `safeAreaLayoutGuide`: the view inset by the part of the screen's safe area
    /// that covers it (`card.safeArea.top`). `safeArea` alone is the screen's.
    case safeArea

    /// Only scroll views have the content and frame guides.
    public var isScrollViewGuide: Bool { self == .contentLayoutGuide || self == .frameLayoutGuide }

    /// `NSLayoutAttribute`'s margin attributes: `leadingMargin` is the margins guide's leading.
    public static let marginAttributes: [String: Attribute] = [
        "leadingMargin": .leading, "trailingMargin": .trailing, "topMargin": .top, "bottomMargin": .bottom,
        "leftMargin": .left, "rightMargin": .right, "centerXWithinMargins": .centerX, "centerYWithinMargins": .centerY,
    ]

    /// The margin attributes' names, in a fixed order.
    public static let marginAttributeNames = ["leadingMargin", "trailingMargin", "topMargin", "bottomMargin",
                                              "leftMargin", "rightMargin", "centerXWithinMargins", "centerYWithinMargins"]
}
