import Foundation
@testable import ListkitLint
import ListkitSpec
import Testing

/// `devices:` in `.listkit.yml` lays out full screens on each device; a cell's content view, a
/// freeform view and a popover keep the size Interface Builder saved them at (re-laid out as a
/// 375×667 screen, a 44-point cell reported conflicts that no device shows).
@Suite struct FullScreenDevicesTests {
    /// A table view controller whose cell holds a bar pinned top and bottom at 44 points (fine
    /// at its saved 44-point height, a conflict at a screen's); a freeform 300×200 view
    /// controller with the same pinned bar at 200; a screen whose box is 350 wide between
    /// 20-point insets (a conflict unless the screen is 390 wide: `StableBaselineTests.boxScene`).
    static let storyboard = StableBaselineTests.document(cellAndFreeformScenes, StableBaselineTests.boxScene(width: 350))

    static let cellAndFreeformScenes = """
        <scene sceneID="sce-fs-001">
                <objects>
                    <tableViewController id="tvc-fs-001" sceneMemberID="viewController">
                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="tbl-fs-001">
                            <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                            <prototypes>
                                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="Row" id="cel-fs-001">
                                    <rect key="frame" x="0.0" y="50" width="390" height="44"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cel-fs-001" id="cnt-fs-001">
                                        <rect key="frame" x="0.0" y="0.0" width="390" height="44"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar-fs-001">
                                                <rect key="frame" x="0.0" y="0.0" width="390" height="44"/>
                                            </view>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="bar-fs-001" firstAttribute="top" secondItem="cnt-fs-001" secondAttribute="top" id="con-fs-001"/>
                                            <constraint firstAttribute="bottom" secondItem="bar-fs-001" secondAttribute="bottom" id="con-fs-002"/>
                                            <constraint firstItem="bar-fs-001" firstAttribute="leading" secondItem="cnt-fs-001" secondAttribute="leading" id="con-fs-003"/>
                                            <constraint firstAttribute="trailing" secondItem="bar-fs-001" secondAttribute="trailing" id="con-fs-004"/>
                                            <constraint firstItem="bar-fs-001" firstAttribute="height" constant="44" id="con-fs-005"/>
                                        </constraints>
                                    </tableViewCellContentView>
                                </tableViewCell>
                            </prototypes>
                        </tableView>
                    </tableViewController>
                </objects>
            </scene>
            <scene sceneID="sce-fs-002">
                <objects>
                    <viewController id="vco-fs-002" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="roo-fs-002">
                            <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar-fs-002">
                                    <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="bar-fs-002" firstAttribute="top" secondItem="roo-fs-002" secondAttribute="top" id="con-fs-011"/>
                                <constraint firstAttribute="bottom" secondItem="bar-fs-002" secondAttribute="bottom" id="con-fs-012"/>
                                <constraint firstItem="bar-fs-002" firstAttribute="leading" secondItem="roo-fs-002" secondAttribute="leading" id="con-fs-013"/>
                                <constraint firstAttribute="trailing" secondItem="bar-fs-002" secondAttribute="trailing" id="con-fs-014"/>
                                <constraint firstItem="bar-fs-002" firstAttribute="height" constant="200" id="con-fs-015"/>
                            </constraints>
                        </view>
                        <size key="freeformSize" width="300" height="200"/>
                    </viewController>
                </objects>
            </scene>
    
    """

    @Test func configuredDevicesLayOutFullScreensOnly() throws {
        let dir = try LintHarness.tree("full-screen", ["Main.storyboard": Self.storyboard])
        let document = dir.appendingPathComponent("Main.storyboard")
        // As designed: nothing wrong anywhere.
        let designed = LintHarness.run([document]).0.diagnostics.filter { $0.severity != .info }
        #expect(designed.isEmpty, "\(LintHarness.lines(designed))")

        try LintHarness.write("devices: [iphone-se, iphone-15-pro-max]\n", to: dir.appendingPathComponent(".listkit.yml"))
        let configured = LintHarness.run([document]).0.diagnostics.filter { $0.severity != .info }
        // The 350-point box conflicts on both devices: the screen took them. The cell and the
        // freeform view kept their sizes (laid out on the devices, each conflicted twice more).
        #expect(configured.map(\.rule) == [.unsatisfiableConstraints, .unsatisfiableConstraints], "\(LintHarness.lines(configured))")
        #expect(configured.map { $0.message.prefix(24) } == ["on iphone-15-pro-max: un", "on iphone-se: unsatisfia"], "\(LintHarness.lines(configured))")
        #expect(configured.allSatisfy { $0.message.contains("'width == 350'") })
    }
}
