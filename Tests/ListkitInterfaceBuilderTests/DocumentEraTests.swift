import ListkitInterfaceBuilder
import ListkitLayout
import ListkitSpec
import Testing

/// A document is laid out with the metrics of the Xcode that saved it (`InterfaceBuilderEra`):
/// Xcode 26's iOS 26 controls and cell margins, Xcode 15's 50-point safe area on retina5_9, the
/// document's scale in cells of any width. Documents given inline, written for these tests;
/// every frame below is worked out by hand from the metrics' sources (docs/interface-builder.md,
/// "The document's era").
@Suite struct DocumentEraTests {
    /// A switch 20 inside the safe area's trailing edge and 10 below its top; a slider 16 from
    /// each side, 60 below the top.
    static func controls(switchFrame: String = #"x="0.0" y="0.0" width="10" height="10""#,
                         sliderFrame: String = #"x="0.0" y="0.0" width="10" height="10""#) -> String {
        """
                            <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="swi-00-001">
                                <rect key="frame" \(switchFrame)/>
                            </switch>
                            <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="sli-00-001">
                                <rect key="frame" \(sliderFrame)/>
                            </slider>
        """
    }
    static let controlConstraints = """
                            <constraint firstItem="saf-00-001" firstAttribute="trailing" secondItem="swi-00-001" secondAttribute="trailing" constant="20" id="con-00-001"/>
                            <constraint firstItem="swi-00-001" firstAttribute="top" secondItem="saf-00-001" secondAttribute="top" constant="10" id="con-00-002"/>
                            <constraint firstItem="sli-00-001" firstAttribute="leading" secondItem="saf-00-001" secondAttribute="leading" constant="16" id="con-00-003"/>
                            <constraint firstItem="saf-00-001" firstAttribute="trailing" secondItem="sli-00-001" secondAttribute="trailing" constant="16" id="con-00-004"/>
                            <constraint firstItem="sli-00-001" firstAttribute="top" secondItem="saf-00-001" secondAttribute="top" constant="60" id="con-00-005"/>
        """

    static func screen(toolsVersion: String?, device: String = "retina6_12", width: Int = 390, height: Int = 844,
                       subviews: String = controls(), constraints: String = controlConstraints) throws -> IBScreen {
        try #require(try IBFixtures.screens(IBFixtures.storyboard(device: device, width: width, height: height, subviews: subviews,
                                                                    constraints: constraints, toolsVersion: toolsVersion)).first)
    }

    @Test(arguments: [("24506", UIKitRelease.iOS26), ("24093.9", .iOS26), ("23727", .iOS18), ("22505", .iOS18), ("17701", .iOS18), ("16097.3", .iOS13), ("14810", .iOS13),
                      ("14800.2", .iOS12), ("14490.70", .iOS12), ("13168.3", .iOS12), ("12118", .iOS10), ("5053", .iOS10)])
    func theReleaseIsTheSavingXcodes(_ version: String, _ release: UIKitRelease) throws {
        #expect(try Self.screen(toolsVersion: version).spec.os?.value == release)
    }

    @Test func aDocumentThatNamesNoVersionIsIOS18() throws {
        #expect(try Self.screen(toolsVersion: nil).spec.os?.value == .iOS18)
    }

    /// A 390 × 844 root has a 47-point top, twice that (94) from Xcode 16.3. Xcode 26: the switch's
    /// alignment rectangle is 61 × 28 ending at 390 − 20 = 370, its frame 2 wider (309, 104,
    /// 63 × 28); the slider 34 tall with no alignment insets, x 16 and 390 − 32 = 358 wide at
    /// 94 + 60 = 154. Xcode 16.3: 49 × 31 ending at 370 (frame 321, 51 wide), a slider 31 tall and
    /// 2 wider on each side (14, 362).
    @Test func controlsAreTheSavingXcodesControls() throws {
        let xcode26 = IBFixtures.frames(try Self.screen(toolsVersion: "24506").spec)
        #expect(xcode26["switch_swi_00_001"] == Rect(x: 309, y: 104, width: 63, height: 28))
        #expect(xcode26["slider_sli_00_001"] == Rect(x: 16, y: 154, width: 358, height: 34))
        let xcode16 = IBFixtures.frames(try Self.screen(toolsVersion: "23727").spec)
        #expect(xcode16["switch_swi_00_001"] == Rect(x: 321, y: 104, width: 51, height: 31))
        #expect(xcode16["slider_sli_00_001"] == Rect(x: 14, y: 154, width: 362, height: 31))
    }

    /// Frames saved as Xcode 26 lays them out are where listkit puts them: no `misplaced-view`.
    @Test func xcode26FramesAreNotMisplaced() throws {
        let saved = Self.controls(switchFrame: #"x="309" y="104" width="63" height="28""#, sliderFrame: #"x="16" y="154" width="358" height="34""#)
        for (version, misplaced) in [("24506", 0), ("23727", 2)] {
            var warnings: [Diagnostic] = []
            MisplacedViewRule().check(LintContext(spec: try Self.screen(toolsVersion: version, subviews: saved).spec), into: &warnings)
            #expect(warnings.count == misplaced, "toolsVersion \(version): \(warnings.map(\.message))")
        }
    }

    /// A stepper, a progress view, a segmented control, a rounded-rect text field and a
    /// `contactAdd` button, each 16 from the leading edge of the safe area (and the progress view,
    /// segmented control and field 16 from its trailing edge), at 10, 60, 100, 150 and 200 below its
    /// top, in a 375 × 667 (retina4_7) document: 20 points of status bar, 343 between the sides.
    static let olderControls = """
                            <stepper opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" maximumValue="10" translatesAutoresizingMaskIntoConstraints="NO" id="ste-00-001">
                                <rect key="frame" x="16" y="30" width="94" height="29"/>
                            </stepper>
                            <progressView opaque="NO" contentMode="scaleToFill" verticalHuggingPriority="750" progress="0.5" translatesAutoresizingMaskIntoConstraints="NO" id="pro-00-001">
                                <rect key="frame" x="16" y="80" width="343" height="2"/>
                            </progressView>
                            <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="seg-00-001">
                                <rect key="frame" x="16" y="120" width="343" height="29"/>
                                <segments>
                                    <segment title="First"/>
                                    <segment title="Second"/>
                                </segments>
                            </segmentedControl>
                            <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Name" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="fie-00-001">
                                <rect key="frame" x="16" y="170" width="343" height="30"/>
                                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                            </textField>
                            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="contactAdd" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="add-00-001">
                                <rect key="frame" x="16" y="220" width="22" height="22"/>
                            </button>
        """
    static let olderControlConstraints = """
                            <constraint firstItem="ste-00-001" firstAttribute="leading" secondItem="saf-00-001" secondAttribute="leading" constant="16" id="con-00-011"/>
                            <constraint firstItem="ste-00-001" firstAttribute="top" secondItem="saf-00-001" secondAttribute="top" constant="10" id="con-00-012"/>
                            <constraint firstItem="pro-00-001" firstAttribute="leading" secondItem="saf-00-001" secondAttribute="leading" constant="16" id="con-00-013"/>
                            <constraint firstItem="saf-00-001" firstAttribute="trailing" secondItem="pro-00-001" secondAttribute="trailing" constant="16" id="con-00-014"/>
                            <constraint firstItem="pro-00-001" firstAttribute="top" secondItem="saf-00-001" secondAttribute="top" constant="60" id="con-00-015"/>
                            <constraint firstItem="seg-00-001" firstAttribute="leading" secondItem="saf-00-001" secondAttribute="leading" constant="16" id="con-00-016"/>
                            <constraint firstItem="saf-00-001" firstAttribute="trailing" secondItem="seg-00-001" secondAttribute="trailing" constant="16" id="con-00-017"/>
                            <constraint firstItem="seg-00-001" firstAttribute="top" secondItem="saf-00-001" secondAttribute="top" constant="100" id="con-00-018"/>
                            <constraint firstItem="fie-00-001" firstAttribute="leading" secondItem="saf-00-001" secondAttribute="leading" constant="16" id="con-00-019"/>
                            <constraint firstItem="saf-00-001" firstAttribute="trailing" secondItem="fie-00-001" secondAttribute="trailing" constant="16" id="con-00-020"/>
                            <constraint firstItem="fie-00-001" firstAttribute="top" secondItem="saf-00-001" secondAttribute="top" constant="150" id="con-00-021"/>
                            <constraint firstItem="add-00-001" firstAttribute="leading" secondItem="saf-00-001" secondAttribute="leading" constant="16" id="con-00-022"/>
                            <constraint firstItem="add-00-001" firstAttribute="top" secondItem="saf-00-001" secondAttribute="top" constant="200" id="con-00-023"/>
        """

    /// Before Xcode 11 (toolsVersion below 14810) controls are iOS 12's: a stepper 94 × 29, a
    /// progress view 2 tall, a segmented control 28 + 1 (frame 29), a rounded-rect field 30 and a
    /// system image button 22 × 22, so the frames saved above are where listkit puts them. From
    /// 14810 on: 32, 4 (2 in Xcode 11, iOS 13's: Xcode11ControlTests), 31 + 1, 34 and 25 × 24.
    @Test func controlsBeforeXcode11AreIOS12s() throws {
        func frames(_ version: String) throws -> [String: Rect] {
            IBFixtures.frames(try Self.screen(toolsVersion: version, device: "retina4_7", width: 375, height: 667,
                                              subviews: Self.olderControls, constraints: Self.olderControlConstraints).spec)
        }
        let xcode9 = try frames("12118")
        #expect(xcode9["stepper_ste_00_001"] == Rect(x: 16, y: 30, width: 94, height: 29))
        #expect(xcode9["progressView_pro_00_001"] == Rect(x: 16, y: 80, width: 343, height: 2))
        #expect(xcode9["segmentedControl_seg_00_001"] == Rect(x: 16, y: 120, width: 343, height: 29))
        #expect(xcode9["textField_fie_00_001"] == Rect(x: 16, y: 170, width: 343, height: 30))
        #expect(xcode9["button_add_00_001"] == Rect(x: 16, y: 220, width: 22, height: 22))
        let xcode11 = try frames("14810")
        #expect(xcode11["stepper_ste_00_001"]?.height == 32 && xcode11["progressView_pro_00_001"]?.height == 2)
        #expect(try frames("17701")["progressView_pro_00_001"]?.height == 4)
        #expect(xcode11["segmentedControl_seg_00_001"]?.height == 32 && xcode11["textField_fie_00_001"]?.height == 34)
        #expect(xcode11["button_add_00_001"]?.width == 25 && xcode11["button_add_00_001"]?.height == 24)
        var warnings: [Diagnostic] = []
        let screen = try Self.screen(toolsVersion: "12118", device: "retina4_7", width: 375, height: 667,
                                     subviews: Self.olderControls, constraints: Self.olderControlConstraints)
        MisplacedViewRule().check(LintContext(spec: screen.spec), into: &warnings)
        #expect(warnings.isEmpty, "\(warnings.map(\.message))")
    }

    /// A search bar pinned to the safe area's top and sides, with no height of its own, and a
    /// 30-point view 5 below it: the bar is UIKit's search bar height of the saving Xcode.
    static let searchBar = """
                            <searchBar contentMode="redraw" searchBarStyle="minimal" translatesAutoresizingMaskIntoConstraints="NO" id="sea-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                            </searchBar>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="30" id="con-00-035"/>
                                </constraints>
                            </view>
        """
    static let searchBarConstraints = """
                            <constraint firstItem="sea-00-001" firstAttribute="top" secondItem="saf-00-001" secondAttribute="top" id="con-00-031"/>
                            <constraint firstItem="sea-00-001" firstAttribute="leading" secondItem="saf-00-001" secondAttribute="leading" id="con-00-032"/>
                            <constraint firstItem="saf-00-001" firstAttribute="trailing" secondItem="sea-00-001" secondAttribute="trailing" id="con-00-033"/>
                            <constraint firstItem="box-00-001" firstAttribute="top" secondItem="sea-00-001" secondAttribute="bottom" constant="5" id="con-00-034"/>
                            <constraint firstItem="box-00-001" firstAttribute="leading" secondItem="saf-00-001" secondAttribute="leading" id="con-00-036"/>
                            <constraint firstItem="box-00-001" firstAttribute="trailing" secondItem="saf-00-001" secondAttribute="trailing" id="con-00-037"/>
        """

    /// In a 414 × 896 (retina6_1) document, whose safe area starts 48 down from Xcode 14 and
    /// twice that (96) from Xcode 16.3: Xcode 26's search bar is 64 tall (96 to 160, the view at
    /// 165), Xcode 16.3's 56 (96 to 152, the view at 157), Xcode 15's 56 below 48 (the view at 109).
    /// In a 375 × 667 (retina4_7) document of Xcode 10 or earlier, below the 20-point status bar:
    /// Xcode 10's 56 (20 to 76, the view at 81), Xcode 8's and 5's 44, iOS 10's (20 to 64, the
    /// view at 69).
    @Test(arguments: [("24127", "retina6_1", 96.0, 64.0), ("23727", "retina6_1", 96, 56), ("22505", "retina6_1", 48, 56),
                      ("14490", "retina4_7", 20, 56), ("11542", "retina4_7", 20, 44), ("5053", "retina4_7", 20, 44)])
    func searchBarsAreTheSavingXcodes(_ version: String, _ device: String, _ top: Double, _ height: Double) throws {
        let width = device == "retina6_1" ? 414.0 : 375
        let screen = try Self.screen(toolsVersion: version, device: device, width: Int(width), height: device == "retina6_1" ? 896 : 667,
                                     subviews: Self.searchBar, constraints: Self.searchBarConstraints)
        let frames = IBFixtures.frames(screen.spec)
        #expect(frames["searchBar_sea_00_001"] == Rect(x: 0, y: top, width: width, height: height))
        #expect(frames["view_box_00_001"] == Rect(x: 0, y: top + height + 5, width: width, height: 30))
    }

    /// A label on the safe area's top in a 375 × 812 (retina5_9) document: Xcode 15 and 16
    /// simulated the 12 mini's 50, the Xcodes before them the X's 44; from Xcode 16.3 twice that
    /// (100), and Xcode 26 twice the X's (88).
    @Test(arguments: [("22505", 50.0), ("19529", 44), ("23504", 50), ("23727", 100), ("24506", 88)])
    func retina5_9sTopByXcode(_ version: String, _ top: Double) throws {
        let screen = try Self.screen(toolsVersion: version, device: "retina5_9", width: 375, height: 812,
                                     subviews: ChromeAndDeviceTests.label, constraints: ChromeAndDeviceTests.pinned)
        #expect(IBFixtures.frames(screen.spec)["view_box_00_001"]?.y == top)
        #expect(screen.spec.designDevice?.safeArea.top == top)
    }

    /// A cell's content view narrower than any @3x phone, in a retina6_12 (@3x) document, keeps
    /// the document's scale: a 17-point label's height rounds up to a third of a point (20.333,
    /// Inter's 1.19336 em lines: 20.287), not a half (20.5).
    @Test func aNarrowCellKeepsTheDocumentsScale() throws {
        let cell = """
            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" style="insetGrouped" id="tab-00-001">
                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                <prototypes>
                    <tableViewCell contentMode="scaleToFill" reuseIdentifier="Row" id="cel-00-001">
                        <rect key="frame" x="20" y="50" width="350" height="44"/>
                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cel-00-001" id="cnt-00-001">
                            <rect key="frame" x="0.0" y="0.0" width="350" height="44"/>
                            <subviews>
                                <label opaque="NO" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="lab-00-001">
                                    <rect key="frame" x="20" y="12" width="36" height="20.333333333333332"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
                            </subviews>
                            <constraints>
                                <constraint firstItem="lab-00-001" firstAttribute="leading" secondItem="cnt-00-001" secondAttribute="leading" constant="20" id="con-00-001"/>
                                <constraint firstItem="lab-00-001" firstAttribute="centerY" secondItem="cnt-00-001" secondAttribute="centerY" id="con-00-002"/>
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
                </prototypes>
            </tableView>
            """
        let bytes = Array("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23727" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <scenes><scene sceneID="sce-00-001"><objects>
                    <tableViewController id="tvc-00-001" sceneMemberID="viewController">
            \(cell)
                    </tableViewController>
                </objects></scene></scenes>
            </document>
            """.utf8)
        let screen = try #require(try IBFixtures.screens(bytes).first { $0.spec.views.first?.id.value == "contentView" })
        #expect(screen.spec.designDevice?.scale == 3)
        let label = try #require(IBFixtures.frames(screen.spec)["label_lab_00_001"])
        #expect(abs(label.height - 61.0 / 3) < 1e-6, "\(label)")
    }

    /// A table cell .xib whose 40 × 10 box sits on its content view's top and leading margins,
    /// saved by `toolsVersion` with the Cocoa Touch plug-in `plugin`.
    static func cellBox(toolsVersion: String, plugin: String, preserves: Bool = false, device: String = "retina6_1",
                        width: Int = 414) throws -> Rect {
        let bytes = Array("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="\(device)" orientation="portrait" appearance="light"/>
                <dependencies>
                    <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="\(plugin)"/>
                </dependencies>
                <objects>
                    <tableViewCell contentMode="scaleToFill" reuseIdentifier="Row" id="cel-00-001">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="60"/>
                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center"\(preserves ? " preservesSuperviewLayoutMargins=\"YES\"" : "") insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cel-00-001" id="cnt-00-001">
                            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="60"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-001">
                                    <rect key="frame" x="20" y="11" width="40" height="10"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="box-00-001" firstAttribute="top" secondItem="cnt-00-001" secondAttribute="topMargin" id="con-00-001"/>
                                <constraint firstItem="box-00-001" firstAttribute="leading" secondItem="cnt-00-001" secondAttribute="leadingMargin" id="con-00-002"/>
                                <constraint firstItem="box-00-001" firstAttribute="width" constant="40" id="con-00-003"/>
                                <constraint firstItem="box-00-001" firstAttribute="height" constant="10" id="con-00-004"/>
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
                </objects>
            </document>
            """.utf8)
        let screen = try #require(try IBFixtures.screens(bytes).first)
        return try #require(IBFixtures.frames(screen.spec)["view_box_00_001"])
    }

    /// A table cell's content view has the margins of the document's iOS release: Xcode 26
    /// (24765) documents iOS 26's 15 points above and below (Ranchero-Software/NetNewsWire
    /// `Settings.storyboard`: labels on a content view's top margin at y 15), Xcode 16's (23727)
    /// iOS 18's 11; 20 at the sides of a 414-point table in both.
    @Test func aCellsMarginsAreItsDocumentsRelease() throws {
        #expect(try Self.cellBox(toolsVersion: "24765", plugin: "24765") == Rect(x: 20, y: 15, width: 40, height: 10))
        #expect(try Self.cellBox(toolsVersion: "23727", plugin: "23721") == Rect(x: 20, y: 11, width: 40, height: 10))
    }

    /// Xcode 26's cells of a 393-point table (retina6_12) are 20 from their sides (bryceco/GoMap
    /// `MainStoryboard.storyboard`, 24765: labels and text views on a cell's side margins 20 in);
    /// iOS 18's are 16 below 414 points (Xcode 16's document).
    @Test func xcode26CellsOfA393PointTableAre20FromTheirSides() throws {
        #expect(try Self.cellBox(toolsVersion: "24765", plugin: "24765", device: "retina6_12", width: 393) == Rect(x: 20, y: 15, width: 40, height: 10))
        #expect(try Self.cellBox(toolsVersion: "23727", plugin: "23721", device: "retina6_12", width: 393) == Rect(x: 16, y: 11, width: 40, height: 10))
    }

    /// `toolsVersion="32700.99.1234"` is no Xcode's build: the era is the Cocoa Touch plug-in's
    /// (22684, Xcode 15: iOS 18's 11-point cell margins), as in the public documents that carry it
    /// (woocommerce-ios `OrderTableViewCell.xib`, vlc-ios `VLCNetworkListCell.xib`). A plug-in
    /// within a major version of the `toolsVersion` leaves the `toolsVersion` in charge.
    @Test func aPlaceholderToolsVersionTakesThePluginsEra() throws {
        #expect(try Self.cellBox(toolsVersion: "32700.99.1234", plugin: "22684") == Rect(x: 20, y: 11, width: 40, height: 10))
        #expect(try Self.cellBox(toolsVersion: "24506", plugin: "23727") == Rect(x: 20, y: 15, width: 40, height: 10))
    }

    /// A real Xcode build far above its plug-in keeps its own era: Xcode 9's 13142 with plug-in
    /// 12042 (Alamofire, pocket-casts-ios, woocommerce-ios, DTTableViewManager documents) is a
    /// document of Xcode 9 (iOS 11's 11 above, 20 at the sides of a 414-point table), not of
    /// Xcode 8 (8 on every side).
    @Test func aRealBuildAboveItsPluginKeepsItsEra() throws {
        #expect(try Self.cellBox(toolsVersion: "13142", plugin: "12042") == Rect(x: 20, y: 11, width: 40, height: 10))
    }

    /// Before Xcode 9 a cell's content view has a plain view's 8 on every side (ChatSecure-iOS,
    /// Eureka, Hero, seafile-iOS documents of 10117 to 11762), and the table's 15 at its sides
    /// where it preserves its superview's margins (GitHawk's SwipeCellKit MailExample, 12120);
    /// Xcode 9's (13528) are iOS 11's: 20 at the sides of a 414-point table, 11 above; a preserving
    /// one keeps the table's 15 at its sides until Xcode 10 (14460: 20).
    @Test func aCellsMarginsBeforeXcode9() throws {
        #expect(try Self.cellBox(toolsVersion: "11762", plugin: "11757") == Rect(x: 8, y: 8, width: 40, height: 10))
        #expect(try Self.cellBox(toolsVersion: "12120", plugin: "12088", preserves: true) == Rect(x: 15, y: 8, width: 40, height: 10))
        #expect(try Self.cellBox(toolsVersion: "13528", plugin: "13526") == Rect(x: 20, y: 11, width: 40, height: 10))
        // Preserving before Xcode 10 (ChatSecure-iOS OTRRoomOccupants.storyboard, 13771): 15 at the sides.
        #expect(try Self.cellBox(toolsVersion: "13771", plugin: "13772", preserves: true) == Rect(x: 15, y: 11, width: 40, height: 10))
        #expect(try Self.cellBox(toolsVersion: "14460", plugin: "14460", preserves: true) == Rect(x: 20, y: 11, width: 40, height: 10))
    }

    /// A .xib's table cell has no table around it: wider than a new cell (320) in a document of a
    /// 414-point device it has the wide 20-point sides (woocommerce-ios `RefundItemTableViewCell.xib`,
    /// 331 wide, 19455; ChatSecure-iOS `XMPPServerInfoCell.xib`, 380), 320 wide 16, and in a
    /// 375-point device's document 16 at any width.
    @Test func aXibCellsSidesFollowItsDocumentsDevice() throws {
        #expect(try Self.cellBox(toolsVersion: "19455", plugin: "19454", width: 331) == Rect(x: 20, y: 11, width: 40, height: 10))
        #expect(try Self.cellBox(toolsVersion: "19455", plugin: "19454", width: 320) == Rect(x: 16, y: 11, width: 40, height: 10))
        #expect(try Self.cellBox(toolsVersion: "19455", plugin: "19454", device: "retina4_7", width: 394) == Rect(x: 16, y: 11, width: 40, height: 10))
    }

    /// Xcode 11 (14810 to 16999) laid a .xib's table cell out 15 from its sides in a document of a
    /// 375-point device, at any width (openfoodfacts-ios `AllergensAddTableViewCell.xib`, 14868, 320
    /// wide, and `NutritionTableRowTableViewCell.xib`, 387; woocommerce-ios
    /// `HeadlineLabelTableViewCell.xib`, 16097.3): the box on the leading margin at x 15. Xcode 10
    /// (14490.70) and Xcode 12 (17156) put it at 16, and Xcode 11 in a 414-point device's document
    /// at 16 (320 wide: pocket-casts-ios `CreateSiriShortcutCell.xib`, 15505) or 20 (wider).
    @Test func xcode11XibCellsOfA375PointDeviceAre15FromTheirSides() throws {
        let box = { (x: Double) in Rect(x: x, y: 11, width: 40, height: 10) }
        #expect(try Self.cellBox(toolsVersion: "16097.3", plugin: "16087", device: "retina4_7", width: 320) == box(15))
        #expect(try Self.cellBox(toolsVersion: "14868", plugin: "14824", device: "retina4_7", width: 387) == box(15))
        #expect(try Self.cellBox(toolsVersion: "14490.70", plugin: "14490.49", device: "retina4_7", width: 320) == box(16))
        #expect(try Self.cellBox(toolsVersion: "17156", plugin: "17125", device: "retina4_7", width: 320) == box(16))
        #expect(try Self.cellBox(toolsVersion: "15505", plugin: "15509", device: "retina6_1", width: 320) == box(16))
        #expect(try Self.cellBox(toolsVersion: "16097.3", plugin: "16087", device: "retina6_1", width: 331) == box(20))
        // A 320-point device's document of those Xcodes: no public evidence, its release's 16.
        #expect(try Self.cellBox(toolsVersion: "16097.3", plugin: "16087", device: "retina4_0", width: 320) == box(16))
    }
}
