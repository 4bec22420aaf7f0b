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

    /// Inter stands in for SF a little wide for a legacy button's title, which UIKit rounds up to
    /// whole points: its width is scaled by 0.9975 first (`TextModel.interLegacyTitleScale`,
    /// fitted by repository halves on IB's saved widths). "Manage" in the 14-point system font
    /// measures 52.06 in Inter (its 0.997 and SF's tracking included): 52.06 × 0.9975 = 51.93 →
    /// 52, as pocket-casts-ios saved such a button (unscaled, 53). Centred in a 375-point iPhone 8
    /// root (Xcode 11: safe area's top 0), 20 below the top: x (375 − 52) / 2 = 161.5; its line
    /// 14 × 1.19336 = 16.7 → 17, + 12 = 29 tall.
    @Test func anInterTitleIsScaledBeforeItsWholePoint() throws {
        let subviews = """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="but-00-001">
                <rect key="frame" x="161.5" y="20" width="52" height="29"/>
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                <state key="normal" title="Manage"/>
            </button>
            """
        let constraints = """
            <constraint firstItem="but-00-001" firstAttribute="top" secondItem="saf-00-001" secondAttribute="top" constant="20" id="con-00-001"/>
            <constraint firstItem="but-00-001" firstAttribute="centerX" secondItem="roo-00-001" secondAttribute="centerX" id="con-00-002"/>
            """
        let bytes = IBFixtures.storyboard(device: "retina4_7", width: 375, height: 667, subviews: subviews, constraints: constraints, toolsVersion: "15505")
        let spec = try #require(try IBFixtures.screens(bytes).first).spec
        let measured = TextMeasurer(fonts: .standard, scale: 2).width(of: "Manage", in: Font(systemSize: 14))
        #expect(abs(measured - 52.06) < 0.01, "Inter's width: \(measured)")
        #expect(IBFixtures.frames(spec)["button_but_00_001"] == Rect(x: 161.5, y: 20, width: 52, height: 29), "\(IBFixtures.frames(spec))")
    }

    /// From 20 points the title is measured in Inter Display, narrower than SF Pro Display
    /// already, and is not scaled (review10 on 0530920). "Medium" in the 24-point system font:
    /// Interface Builder saves it 85 wide (SF; kharrison/CodeExamples `KeyCommand`'s rounded-rect
    /// buttons); Inter Display, tracking included, measures it between 83 and 83.2, so 84 (a point
    /// narrow, the stand-in's), and 83 if it were scaled by 0.9975. Centred in a 375-point root,
    /// x (375 − 84) / 2 = 145.5; its line 24 × 1.19336 = 28.64 → 29, + 12 = 41 tall.
    @Test func aDisplaySizeTitleIsNotScaled() throws {
        let subviews = """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="but-00-001">
                <rect key="frame" x="145" y="20" width="85" height="41"/>
                <fontDescription key="fontDescription" type="system" pointSize="24"/>
                <state key="normal" title="Medium"/>
            </button>
            """
        let constraints = """
            <constraint firstItem="but-00-001" firstAttribute="top" secondItem="saf-00-001" secondAttribute="top" constant="20" id="con-00-001"/>
            <constraint firstItem="but-00-001" firstAttribute="centerX" secondItem="roo-00-001" secondAttribute="centerX" id="con-00-002"/>
            """
        let bytes = IBFixtures.storyboard(device: "retina4_7", width: 375, height: 667, subviews: subviews, constraints: constraints, toolsVersion: "15505")
        let spec = try #require(try IBFixtures.screens(bytes).first).spec
        #expect(IBFixtures.frames(spec)["button_but_00_001"] == Rect(x: 145.5, y: 20, width: 84, height: 41), "\(IBFixtures.frames(spec))")
    }

    /// A legacy custom button with an image beside its title: the image's width and the title's,
    /// as tall as the taller of the title's line (no padding) and the image (GitHawk
    /// `Settings.storyboard`: a 14 × 14 image and a semibold 14 title saved 41 × 17). "Go" in
    /// Helvetica 17 (Liberation Sans's widths, metric-compatible: G 1593 + o 1139 per 2048 em ×
    /// 17 = 22.68 → 23; its line 17 × 1.1499 = 19.55 → 20): beside a 14 × 14 image 37 × 20, beside
    /// a 30 × 30 one 53 × 30. Each 16 from the leading edge of an iPhone 8 (Xcode 10.2: safe area
    /// 20 below the top), 20 and 60 below the safe area's top.
    @Test func anImageBesideTheTitleAddsItsWidth() throws {
        func button(_ id: String, image: String, y: Double, width: Double, height: Double) -> String {
            """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="16" y="\(y)" width="\(width)" height="\(height)"/>
                <fontDescription key="fontDescription" name="Helvetica" family="Helvetica" pointSize="17"/>
                <state key="normal" title="Go" image="\(image)"/>
            </button>
            """
        }
        let subviews = button("sml-00-001", image: "small", y: 40, width: 37, height: 20) + button("tal-00-001", image: "tall", y: 80, width: 53, height: 30)
        let constraints = """
            <constraint firstItem="sml-00-001" firstAttribute="top" secondItem="saf-00-001" secondAttribute="top" constant="20" id="con-00-001"/>
            <constraint firstItem="sml-00-001" firstAttribute="leading" secondItem="roo-00-001" secondAttribute="leading" constant="16" id="con-00-002"/>
            <constraint firstItem="tal-00-001" firstAttribute="top" secondItem="saf-00-001" secondAttribute="top" constant="60" id="con-00-003"/>
            <constraint firstItem="tal-00-001" firstAttribute="leading" secondItem="roo-00-001" secondAttribute="leading" constant="16" id="con-00-004"/>
            """
        let resources = """
            <resources>
                <image name="small" width="14" height="14"/>
                <image name="tall" width="30" height="30"/>
            </resources>
            """
        let bytes = IBFixtures.storyboard(device: "retina4_7", width: 375, height: 667, subviews: subviews, constraints: constraints,
                                          extra: resources, toolsVersion: "14490")
        let screen = try #require(try IBFixtures.screens(bytes).first)
        #expect(screen.notes.isEmpty, "\(screen.notes.map(\.message))")
        let frames = IBFixtures.frames(screen.spec)
        #expect(frames["button_sml_00_001"] == Rect(x: 16, y: 40, width: 37, height: 20), "\(frames)")
        #expect(frames["button_tal_00_001"] == Rect(x: 16, y: 80, width: 53, height: 30), "\(frames)")
        var warnings: [Diagnostic] = []
        MisplacedViewRule().check(LintContext(spec: screen.spec), into: &warnings)
        #expect(warnings.isEmpty, "\(warnings.map(\.message))")
    }

    /// A legacy button held narrower than its image and title says what each takes: "Go" in
    /// Helvetica 17 is 22.68 points (Liberation Sans's widths, metric-compatible: G 1593 + o 1139
    /// per 2048 em × 17), 23 on the iPhone 8's half-point grid, beside a 24-point image, 47 in
    /// all, in a button held 24 × 24 (the shape of pocket-casts-ios's password buttons, IB's
    /// default title beside an eye image).
    @Test func aTitleCutBesideItsImageSaysWhatEachTakes() throws {
        let subviews = """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="eye-00-001">
                <rect key="frame" x="16" y="40" width="24" height="24"/>
                <constraints>
                    <constraint firstAttribute="width" constant="24" id="con-00-003"/>
                    <constraint firstAttribute="height" constant="24" id="con-00-004"/>
                </constraints>
                <fontDescription key="fontDescription" name="Helvetica" family="Helvetica" pointSize="17"/>
                <state key="normal" title="Go" image="eye"/>
            </button>
            """
        let constraints = """
            <constraint firstItem="eye-00-001" firstAttribute="top" secondItem="saf-00-001" secondAttribute="top" constant="20" id="con-00-001"/>
            <constraint firstItem="eye-00-001" firstAttribute="leading" secondItem="roo-00-001" secondAttribute="leading" constant="16" id="con-00-002"/>
            """
        let resources = """
            <resources>
                <image name="eye" width="24" height="24"/>
            </resources>
            """
        let bytes = IBFixtures.storyboard(device: "retina4_7", width: 375, height: 667, subviews: subviews, constraints: constraints,
                                          extra: resources, toolsVersion: "14490")
        let screen = try #require(try IBFixtures.screens(bytes).first)
        let truncated = LayoutEngine(spec: screen.spec).layout(on: screen.spec.designDevice!).findings.filter { $0.kind == .truncatedText }.map(\.message)
        #expect(truncated == ["button 'button_eye_00_001' truncates its title 'Go': the title needs 23 points of width beside its image's 24 (47 in all) and has 24"],
                "\(truncated)")
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
