/// How UIKit sizes a button without a `UIButton.Configuration` (`UIButton(type: .system)` or
/// `.custom`, and every button Interface Builder saved before configurations: a `<button>`
/// with no `<buttonConfiguration>`): by its title alone, its width the title's rounded up to
/// whole points, its height the title font's line rounded up to whole points plus a fixed
/// padding. The view-type catalogue reads these (`ViewTypeDescription.button`, styles
/// `system` and `custom`).
public struct LegacyButtonMetrics: Sendable, Hashable {
    /// One button type's title sizing.
    public struct TitleSizing: Sendable, Hashable {
        /// The title's font where none is set.
        public var font: Font
        /// The narrowest the button is, however short its title (0: none).
        public var minimumWidth: Double
        /// Added to the title's line height (above and below together).
        public var verticalPadding: Double
        /// The width of a button without a title (and without an image, whose button is its size).
        public var untitledWidth: Double

        public init(font: Font, minimumWidth: Double, verticalPadding: Double, untitledWidth: Double) {
            self.font = font
            self.minimumWidth = minimumWidth
            self.verticalPadding = verticalPadding
            self.untitledWidth = untitledWidth
        }
    }

    /// `UIButton.ButtonType.system` (and `roundedRect`, the same type since iOS 7).
    public var system: TitleSizing
    /// `UIButton.ButtonType.custom`.
    public var custom: TitleSizing
    /// The buttons of a system image: `contactAdd`, `detailDisclosure`, `infoLight`, `infoDark`.
    public var systemImageButtonSize: Size

    public init(system: TitleSizing, custom: TitleSizing, systemImageButtonSize: Size) {
        self.system = system
        self.custom = custom
        self.systemImageButtonSize = systemImageButtonSize
    }

    /// iOS 13 to 18, as Interface Builder lays these buttons out from Xcode 11 to 16.
    static let iOS18 = LegacyButtonMetrics(
        // Source: Interface Builder's saved frames of legacy `roundedRect` buttons without a
        // font: "Button" 46 × 30 (UIKitCatalog's ButtonViewController.storyboard, apple sample
        // code as in appium/ios-uicatalog), "Crop" 34 × 30, "Camera" 54 × 30, "Gallery" 48 × 30
        // (ReactiveX/RxSwift, RxExample's storyboards); an untitled one is 30 × 30 (UIKitCatalog).
        // The padding: system fonts of 15, 18, 20 and 24 points give 30, 34, 36 and 41 (their SF
        // line heights 17.9, 21.5, 23.9 and 28.6 rounded up, plus 12; kharrison/CodeExamples).
        system: TitleSizing(font: Font(systemSize: 15), minimumWidth: 30, verticalPadding: 12, untitledWidth: 30),
        // Source: `UIFont.buttonFontSize` (18 points), the title font of a custom button; the
        // padding as the system button's (IB frames: a custom button titled in the body style,
        // 20.3 points a line, is 33 tall, Automattic/simplenote-ios's .xib files); no minimum
        // width is seen on custom buttons (none of the public check with a title narrower than
        // 30 has its width free). Untitled, one is 30 wide as the system button is: 30 × 34
        // (woocommerce-ios `OverlayMessageView.xib`, 15505, centred with only a `<=` width).
        custom: TitleSizing(font: Font(systemSize: 18), minimumWidth: 0, verticalPadding: 12, untitledWidth: 30),
        // Source: IB frames of `contactAdd` and `detailDisclosure` buttons saved by Xcode 11
        // (UIKitCatalog's ButtonViewController.storyboard, 14810) and an `infoLight` one
        // (kharrison/CodeExamples, 14868): 25 × 24, where Xcode 10 and earlier saved 22 × 22.
        systemImageButtonSize: Size(width: 25, height: 24))

    /// iOS 7 to 12, as Interface Builder lays these buttons out before Xcode 11: iOS 18's titles,
    /// smaller system image buttons.
    static let iOS12 = LegacyButtonMetrics(
        // Source: the same title frames in documents of this era: "Button" 46 × 30 in UICatalog's
        // Main_iPad.storyboard (toolsVersion 5053) and Main_iPhone.storyboard (10117), "Crop" 34 × 30
        // and "Camera" 54 × 30 in RxSwift's ImagePicker.storyboard (11542).
        system: iOS18.system,
        // Source: iOS 18's: the custom buttons of this era compared (kharrison/CodeExamples) have fonts.
        custom: iOS18.custom,
        // Source: IB frames of `contactAdd` and `detailDisclosure` buttons in UICatalog's Main_iPad.storyboard
        // (5053) and Main_iPhone.storyboard (10117), and of an `infoLight` one in GitHawkApp/GitHawk's
        // Settings.storyboard (14460): 22 × 22.
        systemImageButtonSize: Size(width: 22, height: 22))

    /// The metrics of a release.
    public static func of(_ release: UIKitRelease) -> LegacyButtonMetrics {
        switch release {
        // Before Xcode 9 as before Xcode 11: the iOS 12 frames above come from documents of both.
        case .iOS10, .iOS12: return iOS12
        // From Xcode 11 (UIKitCatalog's ButtonViewController.storyboard, 14810: 25 × 24 system image buttons) as iOS 18.
        case .iOS13, .iOS18: return iOS18
        // Not measured on iOS 26 (no Xcode 26 document with a legacy button was examined): iOS 18's.
        case .iOS26: return iOS18
        }
    }

    /// The release listkit lays out for (as `ControlMetrics.current`).
    public static let current = of(.default)
}
