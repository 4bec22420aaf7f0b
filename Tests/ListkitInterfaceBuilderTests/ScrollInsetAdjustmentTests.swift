import ListkitInterfaceBuilder
import ListkitLayout
import ListkitRender
import ListkitSpec
import Testing

/// A scroll view's content does not see the part of the safe area its adjusted content inset
/// takes (`contentInsetAdjustmentBehavior`): at rest the content is scrolled below the bars
/// instead. Documents given inline, written for these tests; frames worked out by hand.
@Suite struct ScrollInsetAdjustmentTests {
    /// A 375 × 667 root filled by a scroll view, holding a stack view with 8-point margins on the
    /// content's top, leading and trailing edges, as wide as the scroll view, whose one arranged
    /// view is `contentHeight` tall; `behavior` is the scroll view's saved attribute.
    static func frames(toolsVersion: String, navigationBar: Bool, tabBar: Bool = false, behavior: String? = nil,
                       contentHeight: Int = 100) throws -> [String: Rect] {
        let content = """
                                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stk-00-001">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="\(contentHeight + 16)"/>
                                        <subviews>
        \(IBFixtures.fixedHeightView("box-00-001", frame: #"x="8" y="8" width="359" height="\#(contentHeight)""#, height: contentHeight))
                                        </subviews>
                                        <edgeInsets key="layoutMargins" top="8" left="8" bottom="8" right="8"/>
                                    </stackView>
        """
        let constraints = ScrollContentTests.stackOnTheEdges
        let attribute = behavior.map { " contentInsetAdjustmentBehavior=\"\($0)\"" } ?? ""
        let bar = (navigationBar ? "<simulatedNavigationBarMetrics key=\"simulatedTopBarMetrics\" prompted=\"NO\"/>" : "")
            + (tabBar ? "<simulatedTabBarMetrics key=\"simulatedBottomBarMetrics\"/>" : "")
        let screen = try ScrollContentTests.screen(content: content, constraints: constraints, toolsVersion: toolsVersion,
                                                   attributes: attribute, controller: bar)
        return IBFixtures.frames(screen.spec)
    }

    /// Xcode 13 (no status bar on a phone with a home button) under a 44-point navigation bar:
    /// `automatic` adjusts top and bottom for a view controller a navigation controller shows,
    /// whatever the content's height, so the stack's margins are its own 8 (kharrison/CodeExamples
    /// `DynamicText` storyboards: a label saved at y 8 in a stack at the top of a scroll view
    /// under the bar); with `never` the bar's 44 reach the stack and add to them: 52.
    @Test func underANavigationBar() throws {
        #expect(try Self.frames(toolsVersion: "18122", navigationBar: true)["view_box_00_001"] == Rect(x: 8, y: 8, width: 359, height: 100))
        #expect(try Self.frames(toolsVersion: "18122", navigationBar: true, behavior: "never")["view_box_00_001"]
                == Rect(x: 8, y: 52, width: 359, height: 100))
        #expect(try Self.frames(toolsVersion: "18122", navigationBar: true, behavior: "always")["view_box_00_001"]
                == Rect(x: 8, y: 8, width: 359, height: 100))
    }

    /// Xcode 15 (a 20-point status bar) without a navigation controller: `automatic` and
    /// `scrollableAxes` adjust the vertical insets only when the content scrolls. 116 points of
    /// content in a 667-point scroll view do not: the status bar's 20 reach the stack (8 + 20 =
    /// 28); 1,000 points do: 8.
    @Test func withoutABarOnlyScrollingContentIsAdjusted() throws {
        #expect(try Self.frames(toolsVersion: "22505", navigationBar: false)["view_box_00_001"] == Rect(x: 8, y: 28, width: 359, height: 100))
        #expect(try Self.frames(toolsVersion: "22505", navigationBar: false, behavior: "scrollableAxes")["view_box_00_001"]
                == Rect(x: 8, y: 28, width: 359, height: 100))
        #expect(try Self.frames(toolsVersion: "22505", navigationBar: false, contentHeight: 1000)["view_box_00_001"]
                == Rect(x: 8, y: 8, width: 359, height: 1000))
        #expect(try Self.frames(toolsVersion: "22505", navigationBar: false, behavior: "always")["view_box_00_001"]
                == Rect(x: 8, y: 8, width: 359, height: 100))
    }

    /// A tab bar controller is not a navigation controller: `automatic` adjusts the top and
    /// bottom of a scroll view whose content fits only "inside a navigation controller"
    /// (UIScrollView.h), so under a tab bar alone the status bar's 20 reach the stack (8 + 20 =
    /// 28), as without bars; the same rule as a list's (`ContentInsetAdjustment.inNavigationController`).
    @Test func aTabBarAloneIsNoNavigationController() throws {
        #expect(try Self.frames(toolsVersion: "22505", navigationBar: false, tabBar: true)["view_box_00_001"]
                == Rect(x: 8, y: 28, width: 359, height: 100))
        #expect(try Self.frames(toolsVersion: "22505", navigationBar: true, tabBar: true)["view_box_00_001"]
                == Rect(x: 8, y: 8, width: 359, height: 100))
    }

    /// A navigation controller whose bar is hidden (`navigationBarHidden="YES"`) still owns the
    /// view controller, and `automatic` adjusts top and bottom "inside a navigation controller"
    /// (UIScrollView.h) whether its bar shows or not: Xcode 15's 20-point status bar is taken by
    /// the content inset, so 116 points of content in a 667-point scroll view sit at their own 8
    /// (28 outside a navigation controller: `withoutABarOnlyScrollingContentIsAdjusted`).
    @Test func aHiddenNavigationBarStillMeansANavigationController() throws {
        let screen = try Self.hiddenBarScreen()
        #expect(screen.spec.chrome.navigationBar == nil)
        #expect(IBFixtures.frames(screen.spec)["view_box_00_001"] == Rect(x: 8, y: 8, width: 359, height: 100))
    }

    /// 116 points of content in a scroll view filling the root (Xcode 15) of a scene whose
    /// navigation controller hides its bar.
    static func hiddenBarScreen() throws -> IBScreen {
        try ScrollContentTests.screen(content: """
                                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stk-00-001">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="116"/>
                                        <subviews>
        \(IBFixtures.fixedHeightView("box-00-001", frame: #"x="8" y="8" width="359" height="100""#, height: 100))
                                        </subviews>
                                        <edgeInsets key="layoutMargins" top="8" left="8" bottom="8" right="8"/>
                                    </stackView>
        """, constraints: ScrollContentTests.stackOnTheEdges, toolsVersion: "22505", scenes: IBFixtures.navigationControllerScene(hidden: true))
    }

    /// A content view preserving its scroll view's margins gets them less what the adjusted
    /// content inset scrolls away: under a 44-point navigation bar (Xcode 13, no status bar) the
    /// scroll view's margins are 8 + 44, but at rest its content starts 44 down, so the content
    /// view's top margin is its own 8 (kharrison/CodeExamples `Validate/…/Main.storyboard`, 16096:
    /// a text view on a preserving content view's top margin saved at y 8; `AdaptType`, 3 views).
    /// A 100-point box on that margin sits at 8, not 52.
    @Test func preservedMarginsLeaveWhatTheContentInsetTakes() throws {
        let content = """
                                    <view contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" translatesAutoresizingMaskIntoConstraints="NO" id="cnt-00-001">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="116"/>
                                        <subviews>
        \(IBFixtures.fixedHeightView("box-00-001", frame: #"x="8" y="8" width="359" height="100""#, height: 100))
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="box-00-001" firstAttribute="top" secondItem="cnt-00-001" secondAttribute="topMargin" id="con-04-001"/>
                                            <constraint firstItem="box-00-001" firstAttribute="leading" secondItem="cnt-00-001" secondAttribute="leadingMargin" id="con-04-002"/>
                                            <constraint firstAttribute="trailingMargin" secondItem="box-00-001" secondAttribute="trailing" id="con-04-003"/>
                                            <constraint firstAttribute="bottomMargin" secondItem="box-00-001" secondAttribute="bottom" id="con-04-004"/>
                                        </constraints>
                                        <directionalEdgeInsets key="directionalLayoutMargins" top="8" leading="8" bottom="8" trailing="8"/>
                                    </view>
        """
        let constraints = ScrollContentTests.contentOnTheEdges + """
                                    <constraint firstItem="cnt-00-001" firstAttribute="width" secondItem="scr-00-001" secondAttribute="width" id="con-03-005"/>
        """
        let bar = "<simulatedNavigationBarMetrics key=\"simulatedTopBarMetrics\" prompted=\"NO\"/>"
        let screen = try ScrollContentTests.screen(content: content, constraints: constraints, toolsVersion: "18122", controller: bar)
        #expect(IBFixtures.frames(screen.spec)["view_box_00_001"] == Rect(x: 8, y: 8, width: 359, height: 100))
    }

    /// A constraint to the safe area of a view inside a scroll view is read (the safe area of the
    /// scroll view itself, in its moving content's coordinates, still is not): under the bar,
    /// `automatic` leaves the content view none, so a view 10 below its safe area's top sits at
    /// 10; with `never` the bar's 44 reach it: 54 (Automattic/pocket-casts-ios
    /// `AddCustomViewController.xib` has 15 views placed by such constraints).
    @Test func theSafeAreaOfAViewInsideAScrollView() throws {
        let content = """
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cnt-00-001">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                                        <subviews>
        \(IBFixtures.fixedHeightView("box-00-001", frame: #"x="0.0" y="10" width="375" height="30""#, height: 30))
                                        </subviews>
                                        <viewLayoutGuide key="safeArea" id="csa-00-001"/>
                                        <constraints>
                                            <constraint firstItem="box-00-001" firstAttribute="top" secondItem="csa-00-001" secondAttribute="top" constant="10" id="con-04-001"/>
                                            <constraint firstItem="box-00-001" firstAttribute="leading" secondItem="cnt-00-001" secondAttribute="leading" id="con-04-002"/>
                                            <constraint firstAttribute="trailing" secondItem="box-00-001" secondAttribute="trailing" id="con-04-003"/>
                                            <constraint firstAttribute="height" constant="200" id="con-04-004"/>
                                        </constraints>
                                    </view>
        """
        let constraints = ScrollContentTests.contentOnTheEdges + """
                                    <constraint firstItem="cnt-00-001" firstAttribute="width" secondItem="scr-00-001" secondAttribute="width" id="con-03-005"/>
        """
        let bar = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#
        for (attribute, y) in [("", 10.0), (#" contentInsetAdjustmentBehavior="never""#, 54)] {
            let screen = try ScrollContentTests.screen(content: content, constraints: constraints, attributes: attribute, controller: bar)
            #expect(screen.notes.filter(\.affectsLayout).isEmpty, "\(screen.notes.map(\.message))")
            #expect(IBFixtures.frames(screen.spec)["view_box_00_001"] == Rect(x: 0, y: y, width: 375, height: 30), "\(attribute)")
        }
    }

    /// The attribute is read into the spec, and `listkit import` writes it.
    @Test func theBehaviorIsRead() throws {
        let document = IBFixtures.storyboard(subviews: """
                            <scrollView clipsSubviews="YES" contentMode="scaleToFill" contentInsetAdjustmentBehavior="never" translatesAutoresizingMaskIntoConstraints="NO" id="scr-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                            </scrollView>
        """)
        let screen = try #require(try IBFixtures.screens(document).first)
        #expect(IBFixtures.views(screen.spec)["scrollView_scr_00_001"]?.contentInsetAdjustment == .never)
        let yaml = ImportTests.yaml(screen, source: "inline.storyboard")
        #expect(yaml.contains("contentInsetAdjustmentBehavior: never"), "\(yaml)")
        let loaded = SpecLoader().load(Array(yaml.utf8), path: "imported.yaml")
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics.map(\.message))")
        let imported = try #require(loaded.spec)
        #expect(IBFixtures.views(imported)["scrollView_scr_00_001"]?.contentInsetAdjustment == .never)
    }

    /// `spacingType="standard"` (UIStackView.spacingUseSystem, no `spacing` saved) is 8 points
    /// between arranged views, as Interface Builder lays them out: two 30-point views at 0 and 38.
    @Test func aStacksStandardSpacing() throws {
        let document = IBFixtures.storyboard(subviews: """
                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacingType="standard" translatesAutoresizingMaskIntoConstraints="NO" id="stk-00-001">
                                <rect key="frame" x="0.0" y="100" width="390" height="68"/>
                                <subviews>
        \(IBFixtures.fixedHeightView("box-00-001", frame: #"x="0.0" y="0.0" width="390" height="30""#, height: 30))
        \(IBFixtures.fixedHeightView("box-00-002", frame: #"x="0.0" y="38" width="390" height="30""#, height: 30))
                                </subviews>
                            </stackView>
        """, constraints: """
                            <constraint firstItem="stk-00-001" firstAttribute="top" secondItem="roo-00-001" secondAttribute="top" constant="100" id="con-01-001"/>
                            <constraint firstItem="stk-00-001" firstAttribute="leading" secondItem="roo-00-001" secondAttribute="leading" id="con-01-002"/>
                            <constraint firstAttribute="trailing" secondItem="stk-00-001" secondAttribute="trailing" id="con-01-003"/>
        """)
        let screen = try #require(try IBFixtures.screens(document).first)
        #expect(IBFixtures.views(screen.spec)["stack_stk_00_001"]?.stack?.spacing == 8)
        let frames = IBFixtures.frames(screen.spec)
        #expect(frames["view_box_00_002"] == Rect(x: 0, y: 138, width: 390, height: 30))
        #expect(frames["stack_stk_00_001"] == Rect(x: 0, y: 100, width: 390, height: 68))
    }
}
