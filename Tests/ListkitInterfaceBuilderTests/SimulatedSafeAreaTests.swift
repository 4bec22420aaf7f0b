import ListkitInterfaceBuilder
import ListkitLayout
import ListkitSpec
import Testing

/// The safe area Interface Builder simulated, by the Xcode that saved the document
/// (`InterfaceBuilderEra`): a home-button phone's status bar, retina6_1's 48, the doubled insets
/// of Xcode 16.3 and later, and the document's device's safe area in freeform views. Documents
/// given inline, written for these tests; every frame is worked out by hand from the rules in
/// docs/interface-builder.md ("The document's era"), whose evidence is public documents' saved
/// frames.
@Suite struct SimulatedSafeAreaTests {
    /// A 10 × 10 box on the safe area's top and leading edges, and one on its bottom.
    static let boxes = """
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-002">
                                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                            </view>
        """
    static func pinned(safeArea: String = "saf-00-001") -> String {
        """
                            <constraint firstItem="box-00-001" firstAttribute="top" secondItem="\(safeArea)" secondAttribute="top" id="con-00-001"/>
                            <constraint firstItem="box-00-001" firstAttribute="leading" secondItem="\(safeArea)" secondAttribute="leading" id="con-00-002"/>
                            <constraint firstItem="box-00-001" firstAttribute="width" constant="10" id="con-00-003"/>
                            <constraint firstItem="box-00-001" firstAttribute="height" constant="10" id="con-00-004"/>
                            <constraint firstItem="\(safeArea)" firstAttribute="bottom" secondItem="box-00-002" secondAttribute="bottom" id="con-00-005"/>
                            <constraint firstItem="box-00-002" firstAttribute="leading" secondItem="\(safeArea)" secondAttribute="leading" id="con-00-006"/>
                            <constraint firstItem="box-00-002" firstAttribute="width" constant="10" id="con-00-007"/>
                            <constraint firstItem="box-00-002" firstAttribute="height" constant="10" id="con-00-008"/>
        """
    }

    static let sizes = ["retina4_0": (320, 568), "retina4_7": (375, 667), "retina5_9": (375, 812), "retina6_1": (414, 896), "retina6_12": (393, 852),
                        "retina6_0": (390, 844), "retina6_7": (428, 926), "ipad12_9": (1024, 1366), "ipad12_9rounded": (1024, 1366)]

    /// The top box's y and the bottom box's distance from the screen's bottom (its bottom inset).
    static func insets(_ screen: IBScreen) throws -> (top: Double, bottom: Double) {
        let frames = IBFixtures.frames(screen.spec)
        let top = try #require(frames["view_box_00_001"])
        let bottom = try #require(frames["view_box_00_002"])
        let height = try #require(screen.spec.designDevice?.height)
        return (top.y, height - bottom.y - bottom.height)
    }

    static func storyboardScreen(_ version: String, _ device: String, controller: String = "") throws -> IBScreen {
        let size = try #require(sizes[device])
        return try #require(try IBFixtures.screens(IBFixtures.storyboard(device: device, width: size.0, height: size.1, controller: controller,
                                                                          subviews: boxes, constraints: pinned(), toolsVersion: version)).first)
    }

    /// A .xib whose one view is File's Owner's `view`, of the given size, with `metrics` (simulated
    /// metrics elements) inside it.
    static func xib(_ version: String, device: String, width: Int, height: Int, metrics: String = "") -> [UInt8] {
        Array("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(version)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="FormViewController">
                    <connections>
                        <outlet property="view" destination="roo-00-001" id="out-00-001"/>
                    </connections>
                </placeholder>
                <view contentMode="scaleToFill" id="roo-00-001">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                    <subviews>
        \(boxes)
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="saf-00-001"/>
                    <constraints>
        \(pinned())
                    </constraints>
        \(metrics)
                </view>
            </objects>
        </document>
        """.utf8)
    }

    static func xibScreen(_ version: String, _ device: String, width: Int? = nil, height: Int? = nil, metrics: String = "") throws -> IBScreen {
        let size = try #require(sizes[device])
        return try #require(try IBFixtures.screens(xib(version, device: device, width: width ?? size.0, height: height ?? size.1, metrics: metrics)).first)
    }

    /// A phone with a home button: Xcode 10 and earlier (14490) and Xcode 14.3 and later (21701,
    /// 22505, 24127, 32700.99.1234) simulate its 20-point status bar, Xcode 11 to 14.2 (14810 to
    /// 21507) do not; the same in storyboards and in a .xib's view controller view.
    @Test(arguments: [("14490.70", 20.0), ("14810", 0), ("18122", 0), ("21507", 0), ("21701", 20), ("22505", 20), ("24127", 20), ("32700.99.1234", 20)])
    func aHomeButtonPhonesStatusBarByXcode(_ version: String, _ top: Double) throws {
        for device in ["retina4_7", "retina4_0"] {
            let scene = try Self.insets(try Self.storyboardScreen(version, device))
            #expect(scene.top == top, "storyboard \(device) \(version)")
            #expect(scene.bottom == 0, "storyboard \(device) \(version)")
            let view = try Self.insets(try Self.xibScreen(version, device))
            #expect(view.top == top, ".xib \(device) \(version)")
        }
    }

    /// A view controller's .xib view under an opaque navigation bar, shorter than its 667-point
    /// screen by exactly the bars above it: 44 where Xcode 14.0 to 14.2 show no status bar (21507),
    /// 20 + 44 = 64 from Xcode 14.3 (21701). It is laid out between the bars, with neither bar nor
    /// a top safe area inside it: the box on the safe area's top at 0, as pocket-casts-ios
    /// `ProfileViewController.xib` saved its table in both Xcodes (623 and 603 tall).
    @Test(arguments: [("21507", 623), ("21701", 603)])
    func aXibViewBelowAnOpaqueBar(_ version: String, _ height: Int) throws {
        let bar = "<simulatedNavigationBarMetrics key=\"simulatedTopBarMetrics\" translucent=\"NO\" prompted=\"NO\"/>"
        let screen = try Self.xibScreen(version, "retina4_7", height: height, metrics: bar)
        let insets = try Self.insets(screen)
        #expect(insets.top == 0)
        #expect(insets.bottom == 0)
        #expect(screen.spec.chrome.navigationBar == nil)
        #expect(screen.spec.designDevice?.height == Double(height))
    }

    /// The same 603-point view without a simulated bar is a freeform view: the document's device's
    /// safe area inside it, Xcode 14.3's status bar at the top.
    @Test func aXibViewShorterThanItsScreenWithoutBars() throws {
        let screen = try Self.xibScreen("21701", "retina4_7", height: 603)
        #expect(try Self.insets(screen).top == 20)
    }

    /// Under a navigation bar (44 on a home-button phone): 20 + 44 = 64 in Xcode 15's documents.
    @Test func underANavigationBarFromXcode15() throws {
        let screen = try Self.storyboardScreen("22505", "retina4_7", controller: "<simulatedNavigationBarMetrics key=\"simulatedTopBarMetrics\" prompted=\"NO\"/>")
        #expect(try Self.insets(screen).top == 64)
    }

    /// A .xib's view of a screen's size with a simulated navigation bar has the bar over it, as a
    /// scene's root has: 0 + 44 in Xcode 13's retina4_7 documents (no status bar), 20 + 44 in
    /// Xcode 15's. Evidence: woocommerce-ios `ReviewDetailsViewController.xib` (18122), a table
    /// on the safe area's top saved at y 44; pocket-casts-ios `PlaylistViewController.xib` (19162),
    /// a divider there at 44.
    @Test(arguments: [("18122", 44.0), ("22505", 64)])
    func aXibViewsSimulatedNavigationBar(_ version: String, _ top: Double) throws {
        let screen = try Self.xibScreen(version, "retina4_7", metrics: "<simulatedNavigationBarMetrics key=\"simulatedTopBarMetrics\" prompted=\"NO\"/>")
        #expect(try Self.insets(screen).top == top)
    }

    /// A .xib's view that hides its status bar (`<nil key="simulatedStatusBarMetrics"/>`) has none
    /// in any Xcode.
    @Test func aXibViewsHiddenStatusBar() throws {
        let screen = try Self.xibScreen("22505", "retina4_7", metrics: "<nil key=\"simulatedStatusBarMetrics\"/>")
        #expect(try Self.insets(screen).top == 0)
    }

    /// retina6_1 (414 × 896): 44 and 34 until Xcode 13 (20037), 48 and 34 in Xcode 14 to 16.2
    /// (21225 to 23504), twice that, 96 and 68, from Xcode 16.3 (23727) on.
    @Test(arguments: [("20037", 44.0, 34.0), ("21225", 48, 34), ("23504", 48, 34), ("23727", 96, 68), ("24765", 96, 68)])
    func retina6_1ByXcode(_ version: String, _ top: Double, _ bottom: Double) throws {
        let scene = try Self.insets(try Self.storyboardScreen(version, "retina6_1"))
        #expect(scene.top == top && scene.bottom == bottom, "storyboard \(version): \(scene)")
        let view = try Self.insets(try Self.xibScreen(version, "retina6_1"))
        #expect(view.top == top && view.bottom == bottom, ".xib \(version): \(view)")
    }

    /// retina6_0 (the 12's 390 × 844) and retina6_7 (the 12 Pro Max's 428 × 926): the X's 44 at
    /// the top until Xcode 13 (19529, 17506), their own 47 from Xcode 14 (21225), 34 at the bottom.
    @Test(arguments: [("19529", "retina6_0", 44.0), ("21225", "retina6_0", 47), ("17506", "retina6_7", 44), ("21225", "retina6_7", 47)])
    func laterNotchedPhonesBeforeXcode14(_ version: String, _ device: String, _ top: Double) throws {
        let scene = try Self.insets(try Self.storyboardScreen(version, device))
        #expect(scene.top == top && scene.bottom == 34, "storyboard \(version) \(device): \(scene)")
    }

    /// The 12.9-inch iPad: with a home button (ipad12_9) 20 at the top and none at the bottom;
    /// rounded (ipad12_9rounded) a Face ID iPad's 24 and 20 (pocket-casts-ios
    /// `PodcastViewController.xib` 21507, owncloud/ios-app `LaunchScreen.storyboard` 22155).
    @Test(arguments: [("ipad12_9", 20.0, 0.0), ("ipad12_9rounded", 24, 20)])
    func twelveNineInchIPads(_ device: String, _ top: Double, _ bottom: Double) throws {
        let scene = try Self.insets(try Self.storyboardScreen("21507", device))
        #expect(scene.top == top && scene.bottom == bottom, "\(device): \(scene)")
    }

    /// From Xcode 16.3, twice the device's insets: retina6_12's 59 and 34 are 118 and 68;
    /// retina5_9's are Xcode 16's 50 doubled (100) in 23727 and the X's 44 doubled (88) in
    /// Xcode 26.
    @Test(arguments: [("23077", "retina6_12", 59.0, 34.0), ("24506", "retina6_12", 118, 68), ("23727", "retina5_9", 100, 68), ("24506", "retina5_9", 88, 68)])
    func doubledInsetsFromXcode16_3(_ version: String, _ device: String, _ top: Double, _ bottom: Double) throws {
        let scene = try Self.insets(try Self.storyboardScreen(version, device))
        #expect(scene.top == top && scene.bottom == bottom, "\(device) \(version): \(scene)")
    }

    /// Under a navigation bar in Xcode 26 (iOS 26's 54): 96 + 54 = 150 on retina6_1.
    @Test func xcode26NavigationBarBelowTheDoubledInset() throws {
        let screen = try Self.storyboardScreen("24093.9", "retina6_1", controller: "<simulatedNavigationBarMetrics key=\"simulatedTopBarMetrics\" prompted=\"NO\"/>")
        #expect(try Self.insets(screen).top == 150)
    }

    /// A freeform .xib view (no screen's size) has the document's device's safe area whatever its
    /// size: 460 × 443 in a retina6_1 document of Xcode 13 is inset 44 at the top and 34 at the
    /// bottom (the bottom box at 443 − 34 − 10 = 399), but 44 and 0 in Xcode 13.4's (20037: no
    /// home indicator on freeform views; the box at 433); in a retina4_7 document of Xcode 14, 0
    /// and 0; of Xcode 10, 20 and 0.
    @Test(arguments: [("19162", "retina6_1", 44.0, 34.0), ("20037", "retina6_1", 44, 0), ("21507", "retina4_7", 0, 0),
                      ("14460", "retina4_7", 20, 0)])
    func aFreeformXibViewHasItsDevicesSafeArea(_ version: String, _ device: String, _ top: Double, _ bottom: Double) throws {
        let screen = try Self.xibScreen(version, device, width: 460, height: 443,
                                        metrics: "<freeformSimulatedSizeMetrics key=\"simulatedDestinationMetrics\"/>")
        #expect(screen.spec.designDevice?.width == 460)
        let insets = try Self.insets(screen)
        #expect(insets.top == top && insets.bottom == bottom, "\(device) \(version): \(insets)")
        #expect(IBFixtures.frames(screen.spec)["view_box_00_002"]?.y == 443 - bottom - 10)
    }

    /// A freeform .xib view that sets a simulated metric to None has no home indicator inset:
    /// 275 × 94 in a retina6_1 document, top 44 and bottom 0 (the bottom box at 84).
    @Test(arguments: ["simulatedBottomBarMetrics", "simulatedTopBarMetrics", "simulatedStatusBarMetrics"])
    func aFreeformXibViewWithAMetricSetToNone(_ key: String) throws {
        let screen = try Self.xibScreen("18122", "retina6_1", width: 275, height: 94,
                                        metrics: "<nil key=\"\(key)\"/><freeformSimulatedSizeMetrics key=\"simulatedDestinationMetrics\"/>")
        #expect(try Self.insets(screen) == (44, 0))
    }

    /// A freeform view no taller than the top inset: 414 × 34 in a retina6_1 document has its 34
    /// points as the top inset and none at the bottom.
    @Test func aShortFreeformViewsInsetsFitInIt() throws {
        let screen = try Self.xibScreen("17156", "retina6_1", width: 414, height: 34,
                                        metrics: "<freeformSimulatedSizeMetrics key=\"simulatedDestinationMetrics\"/>")
        #expect(screen.spec.designDevice?.safeArea == Insets(top: 34))
    }

    /// A freeform view controller's root view in a storyboard: Xcode 9's retina4_7 document shows
    /// the status bar inside it (20).
    @Test func aFreeformRootHasItsDevicesSafeArea() throws {
        let bytes = IBFixtures.storyboard(device: "retina4_7", width: 815, height: 660,
                                          controller: "<size key=\"freeformSize\" width=\"815\" height=\"660\"/>",
                                          subviews: Self.boxes, constraints: Self.pinned(), toolsVersion: "13771")
        let screen = try #require(try IBFixtures.screens(bytes).first)
        #expect(try Self.insets(screen) == (20, 0))
    }

    /// A freeform root of `width` × `height` (its scene's `freeformSize` `size`) in a retina4_7
    /// document, with `controller` (simulated metrics) in its view controller and `scenes`
    /// beside its scene.
    static func freeformRoot(_ version: String, width: Int = 375, height: Int = 2000, size: (Int, Int)? = nil, rootY: Int = 0,
                             controller: String, scenes: String = "") throws -> IBScreen {
        let freeform = size ?? (width, height)
        let document = IBFixtures.storyboard(device: "retina4_7", width: width, height: height,
                                             controller: controller + "<freeformSimulatedSizeMetrics key=\"simulatedDestinationMetrics\"/><size key=\"freeformSize\" width=\"\(freeform.0)\" height=\"\(freeform.1)\"/>",
                                             subviews: Self.boxes, constraints: Self.pinned(), toolsVersion: version)
        let text = String(decoding: document, as: UTF8.self).replacing("</scenes>", with: scenes + "</scenes>")
            .replacing("<rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"\(width)\"", with: "<rect key=\"frame\" x=\"0.0\" y=\"\(rootY)\" width=\"\(width)\"")
        return try #require(try IBFixtures.screens(Array(text.utf8)).first)
    }

    static let navigationBar = "<simulatedNavigationBarMetrics key=\"simulatedTopBarMetrics\" prompted=\"NO\"/>"

    /// A freeform root keeps its scene's simulated bars: Interface Builder draws them over the
    /// freeform canvas (openfoodfacts-ios `ProductAddViewController.storyboard`, 16097: a
    /// 375 × 2000 root's scroll view on the top margin saved at y 44). Xcode 11 to 14.2 show no
    /// status bar on retina4_7 (44); Xcode 9 shows it (20 + 44 = 64).
    @Test func aFreeformRootKeepsItsNavigationBar() throws {
        #expect(try Self.insets(Self.freeformRoot("16097", controller: Self.navigationBar)) == (44, 0))
        #expect(try Self.insets(Self.freeformRoot("13771", controller: Self.navigationBar)) == (64, 0))
        #expect(try Self.insets(Self.freeformRoot("16097", controller: "")) == (0, 0))
    }

    /// A freeform root shorter than its `freeformSize` by its bars is laid out below them
    /// (ReactiveX/RxSwift `APIWrappers.storyboard`, 18122: an opaque navigation bar over a
    /// 500 × 568 freeform size, the root saved 524 tall, its scroll view on the top layout guide
    /// at y 0): the 44-point bar is outside the 524 points. So are the bars of a root saved
    /// below them.
    @Test func aFreeformRootShorterByItsBarIsBelowIt() throws {
        let opaque = "<simulatedNavigationBarMetrics key=\"simulatedTopBarMetrics\" translucent=\"NO\" prompted=\"NO\"/>"
        let screen = try Self.freeformRoot("18122", width: 500, height: 524, size: (500, 568), controller: opaque)
        #expect(try Self.insets(screen) == (0, 0))
        #expect(screen.spec.chrome.navigationBar == nil)
        // Saved below the bars (y 64, appium/ios-uicatalog `Main_iPad.storyboard`'s 703 × 704 root).
        let below = try Self.freeformRoot("13771", width: 703, height: 704, rootY: 64, controller: Self.navigationBar)
        #expect(try Self.insets(below) == (0, 0))
    }

    /// The bars outside a root are as tall as the document's release makes them: an Xcode 26
    /// document's navigation bar is 54 (`UIKitMetrics` for iOS 26), so a freeform root 54 short of
    /// its `freeformSize` under an opaque bar, or a retina4_7 root 20 + 54 short of the screen,
    /// is below the bar; with iOS 18's 44 neither would match and the bar would stay inside.
    @Test func barsOutsideTheRootAreTheDocumentsRelease() throws {
        let opaque = "<simulatedNavigationBarMetrics key=\"simulatedTopBarMetrics\" translucent=\"NO\" prompted=\"NO\"/>"
        let freeform = try Self.freeformRoot("24127", width: 375, height: 494, size: (375, 568), controller: opaque)
        #expect(try Self.insets(freeform) == (0, 0))
        #expect(freeform.spec.chrome.navigationBar == nil)
        let between = try #require(try IBFixtures.screens(IBFixtures.storyboard(device: "retina4_7", width: 375, height: 593, controller: opaque,
                                                                                subviews: Self.boxes, constraints: Self.pinned(), toolsVersion: "24127")).first)
        #expect(try Self.insets(between) == (0, 0))
        #expect(between.spec.chrome.navigationBar == nil)
        #expect(between.spec.designDevice?.height == 593)
    }

    /// A navigation controller whose bar is hidden (`navigationBarHidden="YES"`) gives its root
    /// no bar (artsy/eidolon `Fulfillment.storyboard`, 13771: freeform roots in such a stack with
    /// their views at 20, the status bar, not 64); with the bar shown the root has it (64).
    @Test func aHiddenNavigationBarIsNotInferred() throws {
        #expect(try Self.insets(Self.freeformRoot("13771", controller: "", scenes: IBFixtures.navigationControllerScene(hidden: true))) == (20, 0))
        #expect(try Self.insets(Self.freeformRoot("13771", controller: "", scenes: IBFixtures.navigationControllerScene(hidden: false))) == (64, 0))
    }
}
