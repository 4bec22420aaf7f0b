import ListkitInterfaceBuilder
import ListkitLayout
import ListkitSpec
import Testing

/// The Dynamic Type setting Interface Builder laid text styles out at, told from the saved
/// frames (`DesignTextSize`), and `misplaced-view` comparing them at it.
///
/// An iPhone 8 screen (@2x, Xcode 10.2: 20-point status bar), a body label 20 below the safe
/// area's top and a caption1 label 8 below it, both 16 from the sides (343 wide). At xSmall
/// body is 14 points, 14 × 1.19336 = 16.71, 17 tall, caption1 11 points, 13.13, 13.5: the
/// caption at y 40 + 17 + 8 = 65. At Large body is 17 points (20.29, 20.5) and caption1 12
/// (14.32, 14.5): the caption at y 68.5.
@Suite struct DesignTextSizeTests {
    static func screen(bodyHeight: Double, captionY: Double, captionHeight: Double) throws -> IBScreen {
        func label(_ id: String, _ text: String, style: String, y: Double, height: Double) -> String {
            """
            <label opaque="NO" text="\(text)" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="16" y="\(y)" width="343" height="\(height)"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyle\(style)"/>
            </label>
            """
        }
        let subviews = label("bod-00-001", "Body text", style: "Body", y: 40, height: bodyHeight)
            + label("cap-00-001", "A caption", style: "Caption1", y: captionY, height: captionHeight)
        let constraints = """
            <constraint firstItem="bod-00-001" firstAttribute="top" secondItem="saf-00-001" secondAttribute="top" constant="20" id="con-00-001"/>
            <constraint firstItem="bod-00-001" firstAttribute="leading" secondItem="roo-00-001" secondAttribute="leading" constant="16" id="con-00-002"/>
            <constraint firstAttribute="trailing" secondItem="bod-00-001" secondAttribute="trailing" constant="16" id="con-00-003"/>
            <constraint firstItem="cap-00-001" firstAttribute="top" secondItem="bod-00-001" secondAttribute="bottom" constant="8" id="con-00-004"/>
            <constraint firstItem="cap-00-001" firstAttribute="leading" secondItem="roo-00-001" secondAttribute="leading" constant="16" id="con-00-005"/>
            <constraint firstAttribute="trailing" secondItem="cap-00-001" secondAttribute="trailing" constant="16" id="con-00-006"/>
            """
        let bytes = IBFixtures.storyboard(device: "retina4_7", width: 375, height: 667, subviews: subviews, constraints: constraints, toolsVersion: "14490")
        return try #require(try IBFixtures.screens(bytes).first)
    }

    static func misplaced(_ spec: Spec) -> [String] {
        var warnings: [Diagnostic] = []
        MisplacedViewRule().check(LintContext(spec: spec), into: &warnings)
        return warnings.map(\.message)
    }

    @Test func framesSavedAtXSmallAreComparedAtXSmall() throws {
        let spec = try Self.screen(bodyHeight: 17, captionY: 65, captionHeight: 13.5).spec
        #expect(DesignTextSize.of(spec, scale: 2) == .xSmall)
        #expect(Self.misplaced(spec).isEmpty, "\(Self.misplaced(spec))")
    }

    @Test func framesSavedAtLargeStayLarge() throws {
        let spec = try Self.screen(bodyHeight: 20.5, captionY: 68.5, captionHeight: 14.5).spec
        #expect(DesignTextSize.of(spec, scale: 2) == .large)
        #expect(Self.misplaced(spec).isEmpty, "\(Self.misplaced(spec))")
    }

    /// A body label at xSmall and a caption at Large: no one setting gives both, so Large, and
    /// the caption (saved 3.5 points above where the body's Large line puts it) is misplaced.
    @Test func framesNoOneSettingGivesAreLarge() throws {
        let spec = try Self.screen(bodyHeight: 17, captionY: 65, captionHeight: 14.5).spec
        #expect(DesignTextSize.of(spec, scale: 2) == .large)
        #expect(Self.misplaced(spec).contains { $0.contains("label_cap_00_001") }, "\(Self.misplaced(spec))")
    }

    /// A label as tall as a line at some setting votes for it only where its text is not cut
    /// there (a label stretched to that height by its constraints is narrower than its text):
    /// "A caption" saved 30 wide is cut at every setting, so it tells nothing.
    @Test func aLabelNarrowerThanItsTextTellsNothing() throws {
        var spec = try Self.screen(bodyHeight: 20.5, captionY: 68.5, captionHeight: 13.5).spec
        spec.views = spec.views.map { root in
            var root = root
            root.subviews = root.subviews.map { view in
                var view = view
                if view.id.value == "label_cap_00_001", let saved = view.savedFrame {
                    view.savedFrame = Rect(x: saved.x, y: saved.y, width: 30, height: saved.height)
                }
                return view
            }
            return root
        }
        // The caption's 13.5 is xSmall's line, but its text is not 30 wide there: only the body
        // votes, for Large.
        #expect(DesignTextSize.of(spec, scale: 2) == .large)
    }

    /// A legacy system button titled "OK" in the body style, pinned 20 below the safe area's
    /// top and 16 from its leading edge, with `extra` constraints of its own, in the same screen
    /// without labels, saved by Xcode 13 (no status bar on a phone with a home button: y 20). Its title is 14 points at xSmall: a 16.71 line rounded up to 17 + 12 = 29
    /// tall, at least 30 wide; 30 at small (15: 18 + 12), 32 at medium, 33 at Large (17: 21 + 12).
    static func button(height: Double, extra: String = "") throws -> Spec {
        let subviews = """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="but-00-001">
                <rect key="frame" x="16" y="20" width="30" height="\(height)"/>
                \(extra)
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                <state key="normal" title="OK"/>
            </button>
            """
        let constraints = """
            <constraint firstItem="but-00-001" firstAttribute="top" secondItem="saf-00-001" secondAttribute="top" constant="20" id="con-00-001"/>
            <constraint firstItem="but-00-001" firstAttribute="leading" secondItem="roo-00-001" secondAttribute="leading" constant="16" id="con-00-002"/>
            """
        let bytes = IBFixtures.storyboard(device: "retina4_7", width: 375, height: 667, subviews: subviews, constraints: constraints, toolsVersion: "18122")
        return try #require(try IBFixtures.screens(bytes).first).spec
    }

    /// A button saved 30 × 29 is its title's size at xSmall only: the screen is compared there,
    /// and the button is where its constraints put it (16, 20, 30 × 29); saved 30 × 33, Large.
    @Test func aLegacyButtonsTitleTellsTheSetting() throws {
        let xSmall = try Self.button(height: 29)
        #expect(DesignTextSize.of(xSmall, scale: 2) == .xSmall)
        #expect(Self.misplaced(xSmall).isEmpty, "\(Self.misplaced(xSmall))")
        let large = try Self.button(height: 33)
        #expect(DesignTextSize.of(large, scale: 2) == .large)
        #expect(Self.misplaced(large).isEmpty, "\(Self.misplaced(large))")
    }

    /// A button with a height constraint of its own is that tall at every setting: its 29 says
    /// nothing of its title, the screen stays Large.
    @Test func aButtonOfItsOwnHeightTellsNothing() throws {
        let pinned = try Self.button(height: 29, extra: """
            <constraints><constraint firstAttribute="height" constant="29" id="con-00-003"/></constraints>
            """)
        #expect(DesignTextSize.of(pinned, scale: 2) == .large)
    }

    /// A label stretched by its constraints, so as tall as no line at any setting, with its last
    /// baseline 100 above the root's bottom (567) and its top 20 below the safe area's (40), in
    /// `font` (a `<fontDescription>`'s attributes), saved `height` tall. Its bottom is the
    /// baseline plus the font's descender (494/2048 em): 3.377 at xSmall (14 points), 3.859 at
    /// medium (16), 4.101 at Large (17), so its height 530.377, 530.859, 531.101.
    static func stretched(height: Double, font: String = #"style="UICTFontTextStyleBody""#) throws -> Spec {
        let subviews = """
            <label opaque="NO" text="Notes" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lab-00-001">
                <rect key="frame" x="16" y="40" width="343" height="\(height)"/>
                <fontDescription key="fontDescription" \(font)/>
            </label>
            """
        let constraints = """
            <constraint firstItem="lab-00-001" firstAttribute="top" secondItem="saf-00-001" secondAttribute="top" constant="20" id="con-00-001"/>
            <constraint firstItem="lab-00-001" firstAttribute="leading" secondItem="roo-00-001" secondAttribute="leading" constant="16" id="con-00-002"/>
            <constraint firstAttribute="trailing" secondItem="lab-00-001" secondAttribute="trailing" constant="16" id="con-00-003"/>
            <constraint firstAttribute="bottom" secondItem="lab-00-001" secondAttribute="baseline" constant="100" id="con-00-004"/>
            """
        let bytes = IBFixtures.storyboard(device: "retina4_7", width: 375, height: 667, subviews: subviews, constraints: constraints, toolsVersion: "14490")
        return try #require(try IBFixtures.screens(bytes).first).spec
    }

    /// Saved 530.5 tall (530.377 or 530.859 rounded to the pixel): 0.6 off Large's 531.101, within
    /// 0.5 of medium's, the nearest setting at which it lands: no view tells the setting, so the
    /// screen is compared there, and nothing is misplaced.
    @Test func aScreenNoViewTellsIsComparedWhereEveryFrameLands() throws {
        let spec = try Self.stretched(height: 530.5)
        #expect(DesignTextSize.told(spec, scale: 2) == nil)
        #expect(DesignTextSize.landing(spec, on: try #require(spec.designDevice)) == .medium)
        #expect(Self.misplaced(spec).isEmpty, "\(Self.misplaced(spec))")
    }

    /// Saved 529.5 tall: 0.877 off xSmall's 530.377, the nearest of any setting (accessibility
    /// sizes are not tried): misplaced wherever it is compared.
    @Test func aFrameNoSettingPlacesIsMisplaced() throws {
        let spec = try Self.stretched(height: 529.5)
        #expect(DesignTextSize.landing(spec, on: try #require(spec.designDevice)) == nil)
        #expect(Self.misplaced(spec).contains { $0.contains("label_lab_00_001") }, "\(Self.misplaced(spec))")
    }

    /// Saved 532.5 tall: where xxxLarge (23 points, descender 5.548: 532.548) and xxLarge
    /// (21: 532.065) put it, 1.4 off Large's 531.101 and further off every smaller setting's.
    /// No public document was saved above Large, so the larger settings are not tried and the
    /// label is misplaced (it was explained away at xxxLarge before).
    @Test func aFrameOnlyALargerSettingPlacesIsMisplaced() throws {
        let spec = try Self.stretched(height: 532.5)
        #expect(DesignTextSize.landing(spec, on: try #require(spec.designDevice)) == nil)
        #expect(Self.misplaced(spec).contains { $0.contains("label_lab_00_001") }, "\(Self.misplaced(spec))")
    }

    /// The system font at 17 points does not follow the setting: the label saved 530.5 tall is
    /// 0.6 off its 531.101 whatever the setting, and misplaced.
    @Test func aScreenWithoutTextStylesIsNotRetried() throws {
        let spec = try Self.stretched(height: 530.5, font: #"type="system" pointSize="17""#)
        #expect(DesignTextSize.landing(spec, on: try #require(spec.designDevice)) == nil)
        #expect(Self.misplaced(spec).contains { $0.contains("label_lab_00_001") }, "\(Self.misplaced(spec))")
    }
}
