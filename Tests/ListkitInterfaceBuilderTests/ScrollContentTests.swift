import ListkitInterfaceBuilder
import ListkitLayout
import ListkitSpec
import Testing

/// Constraints between a scroll view's edges and a view inside it attach to the scroll view's
/// content area, its content layout guide; its width, height and centre are its frame's (Apple's
/// Auto Layout Guide, "Working with Scroll Views"). Documents given inline, written for these
/// tests; frames worked out by hand.
@Suite struct ScrollContentTests {
    /// A scroll view filling a 375 × 667 root (by default Xcode 13: no status bar on a phone with
    /// a home button), holding `content`; `attributes` are the scroll view's, `controller` the
    /// view controller's other elements (a simulated bar).
    static func screen(content: String, constraints: String, toolsVersion: String = "18122", attributes: String = "",
                       controller: String = "", scenes: String = "") throws -> IBScreen {
        let subviews = """
                            <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill"\(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="scr-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
        \(content)
                                </subviews>
                                <constraints>
        \(constraints)
                                </constraints>
                            </scrollView>
        """
        let pinned = """
                            <constraint firstItem="scr-00-001" firstAttribute="top" secondItem="roo-00-001" secondAttribute="top" id="con-01-001"/>
                            <constraint firstItem="scr-00-001" firstAttribute="leading" secondItem="roo-00-001" secondAttribute="leading" id="con-01-002"/>
                            <constraint firstAttribute="trailing" secondItem="scr-00-001" secondAttribute="trailing" id="con-01-003"/>
                            <constraint firstAttribute="bottom" secondItem="scr-00-001" secondAttribute="bottom" id="con-01-004"/>
        """
        let document = IBFixtures.storyboard(device: "retina4_7", width: 375, height: 667, controller: controller,
                                             subviews: subviews, constraints: pinned, toolsVersion: toolsVersion)
        // Other scenes (a navigation controller around this one) go after the screen's.
        let bytes = scenes.isEmpty ? document : Array(String(decoding: document, as: UTF8.self).replacingOccurrences(of: "</scenes>", with: scenes + "\n</scenes>").utf8)
        return try #require(try IBFixtures.screens(bytes).first)
    }

    /// View `cnt-00-001` on the scroll view's four edges (its content's).
    static let contentOnTheEdges = """
                                    <constraint firstItem="cnt-00-001" firstAttribute="top" secondItem="scr-00-001" secondAttribute="top" id="con-03-001"/>
                                    <constraint firstItem="cnt-00-001" firstAttribute="leading" secondItem="scr-00-001" secondAttribute="leading" id="con-03-002"/>
                                    <constraint firstAttribute="trailing" secondItem="cnt-00-001" secondAttribute="trailing" id="con-03-003"/>
                                    <constraint firstAttribute="bottom" secondItem="cnt-00-001" secondAttribute="bottom" id="con-03-004"/>
        """

    /// Stack view `stk-00-001` on the scroll view's four edges, as wide as the scroll view.
    static let stackOnTheEdges = """
                                    <constraint firstAttribute="trailing" secondItem="stk-00-001" secondAttribute="trailing" id="con-03-001"/>
                                    <constraint firstAttribute="bottom" secondItem="stk-00-001" secondAttribute="bottom" id="con-03-002"/>
                                    <constraint firstItem="stk-00-001" firstAttribute="width" secondItem="scr-00-001" secondAttribute="width" id="con-03-003"/>
                                    <constraint firstItem="stk-00-001" firstAttribute="leading" secondItem="scr-00-001" secondAttribute="leading" id="con-03-004"/>
                                    <constraint firstItem="stk-00-001" firstAttribute="top" secondItem="scr-00-001" secondAttribute="top" id="con-03-005"/>
        """

    /// A vertical stack of a 100- and a 50-point view, its four edges on the scroll view's and as
    /// wide as it (kharrison/CodeExamples' DynamicText storyboards have this shape): the stack is
    /// its arranged views' 150 points tall at the content's origin, not stretched to the scroll
    /// view's 667.
    @Test func aStackOnTheScrollViewsEdgesKeepsItsOwnHeight() throws {
        let content = """
                                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stk-00-001">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="150"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-001">
                                                <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                                                <constraints>
                                                    <constraint firstAttribute="height" constant="100" id="con-02-001"/>
                                                </constraints>
                                            </view>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-002">
                                                <rect key="frame" x="0.0" y="100" width="375" height="50"/>
                                                <constraints>
                                                    <constraint firstAttribute="height" constant="50" id="con-02-002"/>
                                                </constraints>
                                            </view>
                                        </subviews>
                                    </stackView>
        """
        let constraints = Self.stackOnTheEdges
        let screen = try Self.screen(content: content, constraints: constraints)
        #expect(screen.notes.filter(\.affectsLayout).isEmpty, "\(screen.notes)")
        let frames = IBFixtures.frames(screen.spec)
        #expect(frames["scrollView_scr_00_001"] == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(frames["stack_stk_00_001"] == Rect(x: 0, y: 0, width: 375, height: 150))
        #expect(frames["view_box_00_002"] == Rect(x: 0, y: 100, width: 375, height: 50))
    }

    /// A content view 1,000 tall on the four edges, as wide as the scroll view and centred in it:
    /// the content is 1,000 tall (the scroll view stays 667); a view on the content's bottom edge
    /// 20 above it, 30 tall, sits at 1000 − 20 − 30 = 950.
    @Test func contentTallerThanTheScrollView() throws {
        let content = """
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cnt-00-001">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="1000"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="1000" id="con-02-001"/>
                                        </constraints>
                                    </view>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-003">
                                        <rect key="frame" x="20" y="950" width="100" height="30"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="30" id="con-02-002"/>
                                            <constraint firstAttribute="width" constant="100" id="con-02-003"/>
                                        </constraints>
                                    </view>
        """
        let constraints = Self.contentOnTheEdges + """
                                    <constraint firstItem="cnt-00-001" firstAttribute="centerX" secondItem="scr-00-001" secondAttribute="centerX" id="con-03-005"/>
                                    <constraint firstItem="box-00-003" firstAttribute="leading" secondItem="scr-00-001" secondAttribute="leading" constant="20" id="con-03-006"/>
                                    <constraint firstAttribute="bottom" secondItem="box-00-003" secondAttribute="bottom" constant="20" id="con-03-007"/>
        """
        let screen = try Self.screen(content: content, constraints: constraints)
        let frames = IBFixtures.frames(screen.spec)
        #expect(frames["scrollView_scr_00_001"] == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(frames["view_cnt_00_001"] == Rect(x: 0, y: 0, width: 375, height: 1000))
        #expect(frames["view_box_00_003"] == Rect(x: 20, y: 950, width: 100, height: 30))
    }
}
