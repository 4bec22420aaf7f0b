/// How UIKit sizes a text field with `borderStyle` `.none` (Interface Builder writes no
/// `borderStyle` for one): no rounded rect around it, so no fixed 34-point height and no 7-point
/// inset; its text on one line, as tall as the font's line plus a little. The view-type catalogue
/// reads these (`ViewTypeDescription.textField`, style `borderless`).
public struct BorderlessFieldMetrics: Sendable, Hashable {
    /// Beside the text, each side.
    public var padding: Double
    /// Added to the font's line height (above and below together) before rounding up to the
    /// pixel grid.
    public var verticalPadding: Double

    public init(padding: Double, verticalPadding: Double) {
        self.padding = padding
        self.verticalPadding = verticalPadding
    }

    /// As Interface Builder lays these fields out from Xcode 12 to 26.
    static let iOS18 = BorderlessFieldMetrics(
        // Source: IB's saved frames of borderless fields whose height is their own (the views of
        // the public check that land once given IB's sizes): 16 of 22 are their line + 1.5
        // rounded up to the pixel grid. Body (20.29) 22 tall in Ranchero-Software/NetNewsWire's
        // Account.storyboard (24506, 6 fields), Automattic/simplenote-ios and bryceco/GoMap;
        // system 16 points (19.09) 21 and 15 points (17.9) 19.5 in Automattic/pocket-casts-ios;
        // Menlo 14 points (16.3) 18 in ish-app/ish's About.storyboard. The width is the text's:
        // these fields are sized by their constraints, and no saved frame shows an inset.
        padding: 0, verticalPadding: 1.5)

    /// The metrics of a release.
    public static func of(_ release: UIKitRelease) -> BorderlessFieldMetrics {
        switch release {
        // Not told apart in the documents examined (Xcode 12 to 26): iOS 18's.
        case .iOS10, .iOS12, .iOS13, .iOS18, .iOS26: return iOS18
        }
    }

    /// The release listkit lays out for (as `ControlMetrics.current`).
    public static let current = of(.default)
}
