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
    /// A field with secure text entry: its line rounded up to this grid (1: whole points), with
    /// no padding.
    public var secureLineScale: Int

    public init(padding: Double, verticalPadding: Double, secureLineScale: Int) {
        self.padding = padding
        self.verticalPadding = verticalPadding
        self.secureLineScale = secureLineScale
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
        padding: 0, verticalPadding: 1.5,
        // Source: the borderless fields with secure text entry whose height is their own: their
        // line rounded up to whole points, no padding. Ranchero-Software/NetNewsWire's
        // Account.storyboard (24506, @2x): three password fields in the body style saved 21 tall
        // (20.29 up), beside its six other body-style fields at 22 (20.29 + 1.5); and
        // Automattic/pocket-casts-ios `NewEmailViewController.xib` (19455, @2x): a password field
        // in the 14-point system font (16.71) 17 tall, not 18.5. Four fields in two repositories
        // (pocket-casts' other five secure fields have a height constraint); only NetNewsWire's
        // tell whole points from the pixel grid (20.29 → 21, not 20.5).
        secureLineScale: 1)

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
