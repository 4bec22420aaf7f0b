import ListkitInterfaceBuilder
import ListkitLayout
import ListkitSpec
import Testing

/// A view Interface Builder marks `fixedFrame="YES"` (no constraints of its own, in an Auto
/// Layout document, `translatesAutoresizingMaskIntoConstraints="NO"`) gets the prototyping
/// constraints IB adds at build time: its saved size, at its saved offset from its superview's
/// top left (Apple's Auto Layout Guide, "Working with Constraints in Interface Builder"). Public
/// documents: artsy/eidolon's Kiosk storyboards and 39 others hold 327 such views, none named by
/// a constraint. Document given inline, written for this test.
@Suite struct PrototypingConstraintTests {
    static let subviews = """
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-001">
                                <rect key="frame" x="40" y="100" width="300" height="200"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" fixedFrame="YES" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="btn-00-001">
                                        <rect key="frame" x="10" y="20" width="140" height="72"/>
                                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                        <state key="normal" title="CANCEL"/>
                                    </button>
                                </subviews>
                            </view>
                            <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-002">
                                <rect key="frame" x="0.0" y="400" width="375" height="50"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                            </view>
        """
    static let constraints = """
                            <constraint firstItem="box-00-001" firstAttribute="top" secondItem="roo-00-001" secondAttribute="top" constant="100" id="con-00-001"/>
                            <constraint firstItem="box-00-001" firstAttribute="leading" secondItem="roo-00-001" secondAttribute="leading" constant="40" id="con-00-002"/>
                            <constraint firstItem="box-00-001" firstAttribute="width" constant="300" id="con-00-003"/>
                            <constraint firstItem="box-00-001" firstAttribute="height" constant="200" id="con-00-004"/>
        """

    /// The button sits at the box's (40, 100) + (10, 20) at its 140 × 72, whatever its title
    /// would make it; the bar keeps (0, 400, 375 × 50). Nothing is ambiguous, nothing misplaced.
    @Test func aFixedFrameViewKeepsItsSavedFrame() throws {
        let bytes = IBFixtures.storyboard(device: "retina4_7", width: 375, height: 667, subviews: Self.subviews,
                                          constraints: Self.constraints, toolsVersion: "13771")
        let screen = try #require(try IBFixtures.screens(bytes).first)
        let frames = IBFixtures.frames(screen.spec)
        #expect(frames["button_btn_00_001"] == Rect(x: 50, y: 120, width: 140, height: 72))
        #expect(frames["view_box_00_002"] == Rect(x: 0, y: 400, width: 375, height: 50))
        let findings = IBLinter.check(IBSpecLoader.load(bytes, path: "p"), rules: Linter.lintRules())
            .filter { $0.rule.rawValue == "ambiguous-layout" || $0.rule.rawValue == "misplaced-view" }
        #expect(findings.isEmpty, "\(findings.map(\.message))")
    }

    /// The constraints hold the alignment rectangle, the saved frame less the view's alignment
    /// insets: a switch saved 51 × 31 at (336, 6), with `fixedFrame` or an autoresizing mask,
    /// keeps that frame (its 49-point rectangle, 2 inside the frame's right edge), not 53 × 31
    /// (seafile-iOS `FolderView_iPhone.storyboard`, Xcode 16, 9 such switches).
    @Test func aSwitchKeepsItsSavedFrameNotItsFramePlusItsInsets() throws {
        for translates in ["fixedFrame=\"YES\" translatesAutoresizingMaskIntoConstraints=\"NO\"", ""] {
            let bytes = IBFixtures.storyboard(subviews: """
                            <switch opaque="NO" contentMode="scaleToFill" \(translates) contentHorizontalAlignment="center" contentVerticalAlignment="center" id="swi-00-001">
                                <rect key="frame" x="336" y="6" width="51" height="31"/>
                                <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMaxY="YES"/>
                            </switch>
            """, toolsVersion: "23727")
            let screen = try #require(try IBFixtures.screens(bytes).first)
            #expect(IBFixtures.frames(screen.spec)["switch_swi_00_001"] == Rect(x: 336, y: 6, width: 51, height: 31), "\(translates)")
        }
    }
}
