import ListkitInterfaceBuilder
import ListkitLayout
import ListkitSpec
import Testing

/// Buttons without a `UIButton.Configuration` (legacy-buttons.storyboard, written by hand), each
/// pinned 20 points inside the safe area of an iPhone 15 (top 59). UIKit sizes them by their title
/// alone: its width rounded up to whole points (at least 30 for a system button), its line
/// height rounded up plus 12; a system button's title is 15 points, a custom button's 18
/// (`UIFont.buttonFontSize`). Line heights are listkit's 1.19336 em (docs/layout.md, "Text").
@Suite struct LegacyButtonTests {
    static func screen() throws -> IBScreen {
        try #require(IBFixtures.document("legacy-buttons.storyboard").screens().first)
    }

    @Test func stylesAndContentAreRead() throws {
        let views = IBFixtures.views(try Self.screen().spec)
        #expect(views["titled"]?.controlStyle?.value == .system, "roundedRect is the system type")
        #expect(views["custom"]?.controlStyle?.value == .custom, "no buttonType is custom")
        #expect(views["imageOnly"]?.intrinsicSize?.value == Size(width: 40, height: 40), "the image's size from <resources>")
        #expect(views["add"]?.intrinsicSize?.value == Size(width: 25, height: 24))
        #expect(views["attributed"]?.title?.value == "Tap")
        #expect(views["attributed"]?.font?.value == Font(systemSize: 20))
    }

    /// Heights worked out by hand: 15 pt × 1.19336 = 17.9, up to 18, + 12 = 30; 18 pt: 21.5 → 22
    /// + 12 = 34; 24 pt: 28.6 → 29 + 12 = 41 (IB saved 41 for 24-point titles in
    /// kharrison/CodeExamples); 20 pt: 23.9 → 24 + 12 = 36. An untitled system button is its
    /// minimum, 30 wide; "Button" is 46 wide as IB saved it (UIKitCatalog).
    @Test func framesFollowTheTitleAlone() throws {
        let screen = try Self.screen()
        let frames = IBFixtures.frames(screen.spec)
        #expect(frames["titled"] == Rect(x: 20, y: 79, width: 46, height: 30))
        #expect(frames["untitled"] == Rect(x: 20, y: 129, width: 30, height: 30))
        #expect(frames["custom"]?.height == 34)
        #expect(frames["imageOnly"] == Rect(x: 20, y: 229, width: 40, height: 40))
        #expect(frames["add"] == Rect(x: 20, y: 279, width: 25, height: 24))
        #expect(frames["large"]?.height == 41)
        #expect(frames["attributed"]?.height == 36)
        for id in ["custom", "large", "attributed"] {
            let width = try #require(frames[id]?.width)
            #expect(width == width.rounded(.up), "\(id): whole points, not the pixel grid")
        }
        #expect(try #require(frames["attributed"]?.width) >= 30, "a system button's minimum")
    }

    /// An untitled custom button (no `buttonType`, no title, no image) is 30 wide, as an untitled
    /// system one is, and its 18-point font's line tall: 18 × 1.19336 = 21.5 → 22 + 12 = 34
    /// (woocommerce-ios `OverlayMessageView.xib`, 15505: saved 30 × 34, centred, only a `<=`
    /// width of its own). Centred in a 375-point iPhone 8 root (Xcode 11 shows no status bar
    /// there: the safe area's top is 0), 20 below the safe area's top: x (375 − 30) / 2 = 172.5,
    /// y 20. A titled custom button keeps no minimum (the fixture's "Go", 24 wide).
    @Test func anUntitledCustomButtonIsThirtyWide() throws {
        let subviews = """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="but-00-001">
                <rect key="frame" x="172.5" y="20" width="30" height="34"/>
            </button>
            """
        let constraints = """
            <constraint firstItem="but-00-001" firstAttribute="top" secondItem="saf-00-001" secondAttribute="top" constant="20" id="con-00-001"/>
            <constraint firstItem="but-00-001" firstAttribute="centerX" secondItem="roo-00-001" secondAttribute="centerX" id="con-00-002"/>
            """
        let bytes = IBFixtures.storyboard(device: "retina4_7", width: 375, height: 667, subviews: subviews, constraints: constraints, toolsVersion: "15505")
        let spec = try #require(try IBFixtures.screens(bytes).first).spec
        #expect(IBFixtures.frames(spec)["button_but_00_001"] == Rect(x: 172.5, y: 20, width: 30, height: 34), "\(IBFixtures.frames(spec))")
    }

    /// A title rounds up to whole points, so the stand-in's small excess shows: "Gallery" in
    /// 15 points is Inter's 49.64 points shaped, × 0.997 (Inter's text faces against SF, docs/layout.md
    /// "Text"), less 7 × 0.23 of tracking: 47.88, so 48 wide as IB saved it (ReactiveX/RxSwift
    /// `ImagePicker.storyboard`); unscaled it was 48.03, so 49.
    @Test func aTitleRoundsUpFromTheScaledStandIn() throws {
        let frames = IBFixtures.frames(try Self.screen().spec)
        #expect(frames["gallery"] == Rect(x: 20, y: 649, width: 48, height: 30))
    }

    /// Content edge insets replace the padding: "Blue button" in 14 points with 8 on each side is
    /// 14 × 1.19336 = 16.7 → 17 + 16 = 33 tall, and 91 wide as IB saved it (kharrison/CodeExamples).
    /// Nothing here is a note, and every saved frame matches.
    @Test func contentEdgeInsetsSurroundTheTitle() throws {
        let screen = try Self.screen()
        #expect(screen.notes.isEmpty, "\(screen.notes.map(\.message))")
        let views = IBFixtures.views(screen.spec)
        #expect(views["inset"]?.contentEdgeInsets?.value == Insets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(IBFixtures.frames(screen.spec)["inset"] == Rect(x: 20, y: 459, width: 91, height: 33))
        // Helvetica Neue's line on iOS, 1.19 em (IOSFonts.lineHeightEms), not its stand-in's
        // 1.149: 17 × 1.19 = 20.2 → 21 + 7 + 7 = 35, as IB saved danielgindi/Charts's
        // HelveticaNeue-Light "Options" buttons; "Go" is Liberation Sans's G and o (778 + 556
        // per 1000 em × 17 = 22.7 → 23) + 10 + 10 = 43.
        #expect(IBFixtures.frames(screen.spec)["helvetica"] == Rect(x: 20, y: 519, width: 43, height: 35))
        // An image is inside the insets too: the 40 × 40 pin with 10 beside and 6 above and
        // below is 60 × 52 (UIKitCatalog's 22 × 22 stepper images with 10-point insets: 42 × 42).
        #expect(views["paddedImage"]?.intrinsicSize?.value == Size(width: 60, height: 52))
        #expect(IBFixtures.frames(screen.spec)["paddedImage"] == Rect(x: 20, y: 569, width: 60, height: 52))
        #expect(views["titled"]?.savedFrame == Rect(x: 20, y: 79, width: 46, height: 30))
        var warnings: [Diagnostic] = []
        MisplacedViewRule().check(LintContext(spec: screen.spec), into: &warnings)
        #expect(warnings.isEmpty, "\(warnings.map(\.message))")
    }
}
