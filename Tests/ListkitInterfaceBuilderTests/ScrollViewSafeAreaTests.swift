import ListkitInterfaceBuilder
import ListkitLayout
import ListkitSpec
import Testing

/// Constraints to a scroll view's own safe area (`<viewLayoutGuide key="safeArea">` inside a
/// `<scrollView>`). Across a portrait screen it is the scroll view's frame: the screen's safe area
/// has no side insets there, so the scroll view's has none, and its content is neither inset
/// nor offset sideways. Its top and bottom move with the content offset and stay unread.
/// Documents written for these tests; frames worked out by hand.
@Suite struct ScrollViewSafeAreaTests {
    /// An iPhone 8 (375 × 667, Xcode 13) filled by a scroll view; in it a card 100 tall, 20 below
    /// the content's top and 20 inside the scroll view's safe area at each side (and 20 from the
    /// content's trailing edge, which makes the content as wide as the frame), and a 40-point
    /// badge 140 below the content's top and 20 above its bottom, centred on the safe area.
    static func screen(landscape: Bool = false) throws -> IBScreen {
        let (width, height) = landscape ? (667, 375) : (375, 667)
        let subviews = """
                            <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scr-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="crd-00-001">
                                        <rect key="frame" x="20" y="20" width="\(width - 40)" height="100"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="100" id="con-02-001"/>
                                        </constraints>
                                    </view>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bdg-00-001">
                                        <rect key="frame" x="\(width / 2 - 20)" y="140" width="40" height="40"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="40" id="con-02-002"/>
                                            <constraint firstAttribute="height" constant="40" id="con-02-003"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="crd-00-001" firstAttribute="top" secondItem="scr-00-001" secondAttribute="top" constant="20" id="con-03-001"/>
                                    <constraint firstItem="crd-00-001" firstAttribute="leading" secondItem="sag-00-001" secondAttribute="leading" constant="20" id="con-03-002"/>
                                    <constraint firstItem="sag-00-001" firstAttribute="trailing" secondItem="crd-00-001" secondAttribute="trailing" constant="20" id="con-03-003"/>
                                    <constraint firstAttribute="bottom" secondItem="bdg-00-001" secondAttribute="bottom" constant="20" id="con-03-004"/>
                                    <constraint firstItem="bdg-00-001" firstAttribute="top" secondItem="scr-00-001" secondAttribute="top" constant="140" id="con-03-005"/>
                                    <constraint firstItem="bdg-00-001" firstAttribute="centerX" secondItem="sag-00-001" secondAttribute="centerX" id="con-03-006"/>
                                    <constraint firstAttribute="trailing" secondItem="crd-00-001" secondAttribute="trailing" constant="20" id="con-03-007"/>
                                </constraints>
                                <viewLayoutGuide key="safeArea" id="sag-00-001"/>
                            </scrollView>
        """
        let pinned = """
                            <constraint firstItem="scr-00-001" firstAttribute="top" secondItem="roo-00-001" secondAttribute="top" id="con-01-001"/>
                            <constraint firstItem="scr-00-001" firstAttribute="leading" secondItem="roo-00-001" secondAttribute="leading" id="con-01-002"/>
                            <constraint firstAttribute="trailing" secondItem="scr-00-001" secondAttribute="trailing" id="con-01-003"/>
                            <constraint firstAttribute="bottom" secondItem="scr-00-001" secondAttribute="bottom" id="con-01-004"/>
        """
        var text = String(decoding: IBFixtures.storyboard(device: "retina4_7", width: width, height: height, subviews: subviews,
                                                          constraints: pinned, toolsVersion: "18122"), as: UTF8.self)
        if landscape { text = text.replacingOccurrences(of: #"orientation="portrait""#, with: #"orientation="landscape""#) }
        return try #require(try IBFixtures.screens(Array(text.utf8)).first)
    }

    /// Portrait: the card is 375 − 40 = 335 wide at x 20, the badge centred at 187.5 (x 167.5);
    /// nothing is left out.
    @Test func acrossAPortraitScreenItIsTheFrame() throws {
        let screen = try Self.screen()
        #expect(screen.notes.filter(\.affectsLayout).isEmpty, "\(screen.notes.map(\.message))")
        let frames = IBFixtures.frames(screen.spec)
        #expect(frames["view_crd_00_001"] == Rect(x: 20, y: 20, width: 335, height: 100), "\(frames)")
        #expect(frames["view_bdg_00_001"] == Rect(x: 167.5, y: 140, width: 40, height: 40), "\(frames)")
    }

    /// Landscape is outside the evidence (a screen with side insets there moves the guide):
    /// those constraints are still left out, with a note.
    @Test func inLandscapeItIsLeftOut() throws {
        let screen = try Self.screen(landscape: true)
        #expect(screen.notes.contains { $0.message.contains("the safe area of 'scrollView_scr_00_001'") }, "\(screen.notes.map(\.message))")
    }
}
