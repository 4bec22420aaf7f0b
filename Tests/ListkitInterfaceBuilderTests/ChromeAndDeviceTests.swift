import ListkitInterfaceBuilder
import ListkitLayout
import ListkitSpec
import Testing

/// The design device and chrome from explicit simulated metrics, orientation, and a root view
/// laid out between opaque bars (documents given inline, written for these tests).
@Suite struct ChromeAndDeviceTests {
    static let label = """
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                            </view>
        """
    static let pinned = """
                            <constraint firstItem="box-00-001" firstAttribute="top" secondItem="saf-00-001" secondAttribute="top" id="con-00-001"/>
                            <constraint firstItem="box-00-001" firstAttribute="leading" secondItem="saf-00-001" secondAttribute="leading" id="con-00-002"/>
                            <constraint firstItem="box-00-001" firstAttribute="width" constant="10" id="con-00-003"/>
                            <constraint firstItem="box-00-001" firstAttribute="height" constant="10" id="con-00-004"/>
        """

    /// `simulatedTopBarMetrics` and `simulatedBottomBarMetrics` are a navigation bar and a toolbar;
    /// the safe area's top is the status bar (20 on a 375×667 phone) plus UIKit's 44.
    @Test func explicitSimulatedBars() throws {
        let controller = """
                            <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
                            <simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>
        """
        let screen = try #require(try IBFixtures.screens(IBFixtures.storyboard(device: "retina4_7", width: 375, height: 667, controller: controller,
                                                                                 subviews: Self.label, constraints: Self.pinned)).first)
        #expect(screen.spec.chrome.navigationBar != nil)
        #expect(screen.spec.chrome.toolbar != nil)
        #expect(screen.spec.chrome.tabBar == nil)
        #expect(IBFixtures.frames(screen.spec)["view_box_00_001"]?.y == 64)
    }

    /// Xcode 11 and later simulate a phone with a home button without its status bar: a view on
    /// the safe area's top sits at 0 (64 − 20 = 44 under a navigation bar) in documents they
    /// save, at 20 (64) in older ones, as public documents' saved frames show. iPads keep theirs.
    @Test(arguments: [("14490", "retina4_7", 20.0, 64.0), ("15505", "retina4_7", 0, 44), ("17701", "retina5_5", 0, 44), ("17701", "ipad9_7", 20, 70)])
    func statusBarByInterfaceBuilderVersion(_ version: String, _ device: String, _ top: Double, _ underBar: Double) throws {
        let size = ["retina4_7": (375, 667), "retina5_5": (414, 736), "ipad9_7": (768, 1024)][device]!
        let plain = try #require(try IBFixtures.screens(IBFixtures.storyboard(device: device, width: size.0, height: size.1, subviews: Self.label,
                                                                                constraints: Self.pinned, toolsVersion: version)).first)
        #expect(IBFixtures.frames(plain.spec)["view_box_00_001"]?.y == top)
        let barred = try #require(try IBFixtures.screens(IBFixtures.storyboard(
            device: device, width: size.0, height: size.1, controller: "<simulatedNavigationBarMetrics key=\"simulatedTopBarMetrics\" prompted=\"NO\"/>",
            subviews: Self.label, constraints: Self.pinned, toolsVersion: version)).first)
        #expect(IBFixtures.frames(barred.spec)["view_box_00_001"]?.y == underBar)
    }

    /// An iPad in landscape keeps its 20-point status bar unless the scene hides it
    /// (`<nil key="simulatedStatusBarMetrics"/>`), as in portrait: a box 20 below both the safe
    /// area's top and the root's top (artsy/eidolon `Auction.storyboard`'s back button) is at
    /// y 20 without a conflict where the status bar is hidden, and the two constraints conflict
    /// where it is shown (20 + 20 against 20), which is reported.
    @Test func anIPadInLandscapeHidesItsStatusBarWhereTheSceneDoes() throws {
        let constraints = """
                            <constraint firstItem="box-00-001" firstAttribute="top" secondItem="saf-00-001" secondAttribute="top" constant="20" id="con-00-001"/>
                            <constraint firstItem="box-00-001" firstAttribute="top" secondItem="roo-00-001" secondAttribute="top" constant="20" id="con-00-005"/>
                            <constraint firstItem="box-00-001" firstAttribute="leading" secondItem="saf-00-001" secondAttribute="leading" id="con-00-002"/>
                            <constraint firstItem="box-00-001" firstAttribute="width" constant="10" id="con-00-003"/>
                            <constraint firstItem="box-00-001" firstAttribute="height" constant="10" id="con-00-004"/>
        """
        func screen(_ controller: String) throws -> IBScreen {
            try #require(try IBFixtures.screens(IBFixtures.storyboard(device: "ipad9_7", width: 1024, height: 768, controller: controller,
                                                                      subviews: Self.label, constraints: constraints, toolsVersion: "12118")).first)
        }
        func conflicts(_ spec: Spec) -> [LayoutFinding] {
            LayoutEngine(spec: spec).layout(on: spec.designDevice!).findings.filter { $0.kind == .unsatisfiableConstraints }
        }
        let hidden = try screen("<nil key=\"simulatedStatusBarMetrics\"/>")
        #expect(hidden.spec.designDevice?.safeArea == Insets())
        #expect(IBFixtures.frames(hidden.spec)["view_box_00_001"] == Rect(x: 0, y: 20, width: 10, height: 10))
        #expect(conflicts(hidden.spec).isEmpty)
        let shown = try screen("")
        #expect(shown.spec.designDevice?.safeArea == Insets(top: 20))
        #expect(conflicts(shown.spec).count == 1)
    }

    /// A navigation item's `prompt` is the bar's prompt: 20 + 74 = 94 to the safe area on a
    /// 375×667 phone; a bar simulated with a prompt the item lacks is noted, laid out without it.
    @Test func aNavigationItemsPromptIsTheBarsPrompt() throws {
        let controller = """
                            <navigationItem key="navigationItem" title="Sports" prompt="Pick a sport" id="nav-00-001"/>
                            <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="YES"/>
        """
        let screen = try #require(try IBFixtures.screens(IBFixtures.storyboard(device: "retina4_7", width: 375, height: 667, controller: controller,
                                                                                 subviews: Self.label, constraints: Self.pinned)).first)
        #expect(screen.spec.chrome.navigationBar?.prompt?.value == "Pick a sport")
        #expect(IBFixtures.frames(screen.spec)["view_box_00_001"]?.y == 94)
        #expect(!screen.notes.contains { $0.message.contains("prompt") })
        let bare = controller.replacingOccurrences(of: " prompt=\"Pick a sport\"", with: "")
        let noted = try #require(try IBFixtures.screens(IBFixtures.storyboard(device: "retina4_7", width: 375, height: 667, controller: bare,
                                                                                subviews: Self.label, constraints: Self.pinned)).first)
        #expect(noted.spec.chrome.navigationBar?.prompt == nil)
        #expect(noted.notes.contains { $0.message.contains("simulated with a prompt") })
    }

    /// A root view wider than tall is the device in landscape: no status bar on a phone, the notch
    /// inset on both sides (47 on a 390×844 phone) and 21 at the bottom.
    @Test func landscape() throws {
        let screen = try #require(try IBFixtures.screens(IBFixtures.storyboard(width: 844, height: 390, subviews: Self.label, constraints: Self.pinned)).first)
        let device = try #require(screen.spec.designDevice)
        #expect(device.safeArea == Insets(top: 0, left: 47, bottom: 21, right: 47))
        let frame = try #require(IBFixtures.frames(screen.spec)["view_box_00_001"])
        #expect(frame.x == 47 && frame.y == 0)
    }

    /// IB's `baseline` is the last baseline, `firstBaseline` the first: both read as listkit's.
    @Test func baselines() throws {
        let labels = """
                            <label opaque="NO" text="A" translatesAutoresizingMaskIntoConstraints="NO" id="lba-00-001"><rect key="frame" x="0" y="0" width="10" height="20"/></label>
                            <label opaque="NO" text="B" translatesAutoresizingMaskIntoConstraints="NO" id="lbb-00-001"><rect key="frame" x="0" y="0" width="10" height="20"/></label>
        """
        let constraints = """
                            <constraint firstItem="lbb-00-001" firstAttribute="baseline" secondItem="lba-00-001" secondAttribute="baseline" id="con-00-011"/>
                            <constraint firstItem="lbb-00-001" firstAttribute="firstBaseline" secondItem="lba-00-001" secondAttribute="firstBaseline" constant="4" id="con-00-012"/>
        """
        let screen = try #require(try IBFixtures.screens(IBFixtures.storyboard(subviews: labels, constraints: constraints)).first)
        #expect(IBFixtures.layout(screen.spec).suffix(2) == ["label_lbb_00_001: lastBaseline == label_lba_00_001.lastBaseline",
                                                             "label_lbb_00_001: firstBaseline == label_lba_00_001.firstBaseline + 4"])
        #expect(!screen.notes.contains { $0.message.contains("baseline") })
    }

    /// 375×603 on a 375×667 screen: the status bar and navigation bar (64) are outside the view,
    /// so its safe area starts at its top.
    @Test func rootViewBetweenOpaqueBars() throws {
        let controller = """
                            <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
        """
        let screen = try #require(try IBFixtures.screens(IBFixtures.storyboard(device: "retina4_7", width: 375, height: 603, controller: controller,
                                                                                 subviews: Self.label, constraints: Self.pinned)).first)
        #expect(screen.spec.chrome.navigationBar == nil)
        #expect(screen.spec.designDevice?.safeArea == Insets())
        #expect(screen.notes.contains { $0.message.contains("shorter than its screen by opaque bars") })
        #expect(IBFixtures.frames(screen.spec)["view_box_00_001"]?.y == 0)
    }

    /// Bars outside a root view are as tall as UIKit's (`BarHeights`), an iPad's 50: a 768×954
    /// root on a 768×1024 iPad is 20 + 50 short (it was read as between bars only at 20 + 44),
    /// a 834×1124 root on an 834×1194 iPad is a 50-point tab bar and the 20-point home indicator
    /// short, and a 375×729 root on a 375×812 phone a 49-point toolbar and the 34-point home
    /// indicator short (toolbars are 49 on phones with a home indicator).
    @Test(arguments: [("ipad9_7", 768, 1024, 954, "<simulatedNavigationBarMetrics key=\"simulatedTopBarMetrics\" prompted=\"NO\"/>", Insets()),
                      ("ipad11", 834, 1194, 1124, "<simulatedTabBarMetrics key=\"simulatedBottomBarMetrics\"/>", Insets(top: 24)),
                      ("retina5_9", 375, 812, 729, "<simulatedToolbarMetrics key=\"simulatedBottomBarMetrics\"/>", Insets(top: 44))])
    func rootViewBetweenBarsOfTheirOwnHeight(_ device: String, _ width: Int, _ screenHeight: Int, _ height: Int, _ controller: String, _ safe: Insets) throws {
        let screen = try #require(try IBFixtures.screens(IBFixtures.storyboard(device: device, width: width, height: height, controller: controller,
                                                                                 subviews: Self.label, constraints: Self.pinned)).first)
        #expect(screen.notes.contains { $0.message.contains("shorter than its screen by opaque bars") }, "\(device): \(screen.notes.map(\.message))")
        #expect(screen.spec.designDevice?.safeArea == safe)
        #expect(screen.spec.chrome.navigationBar == nil && screen.spec.chrome.tabBar == nil && screen.spec.chrome.toolbar == nil)
        #expect(screenHeight > height)
    }
}
