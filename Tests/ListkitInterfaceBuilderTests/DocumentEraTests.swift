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

    @Test(arguments: [("24506", UIKitRelease.iOS26), ("24093.9", .iOS26), ("23727", .iOS18), ("22505", .iOS18), ("14490.70", .iOS18)])
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
}
