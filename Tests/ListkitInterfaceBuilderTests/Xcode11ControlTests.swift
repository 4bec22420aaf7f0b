import ListkitInterfaceBuilder
import ListkitLayout
import ListkitSpec
import Testing

/// Documents saved by Xcode 11 (toolsVersion 14810 to 16999) have iOS 13's page control and
/// progress view (`os: ios13`, ControlMetrics+iOS13.swift), the ones iOS 14 redesigned; Xcode 12
/// and later's have iOS 18's. A 375 × 667 root (retina4_7), documents written for this test,
/// their frames worked out by hand.
@Suite struct Xcode11ControlTests {
    /// A page control of 4 pages centred 100 below the root's top; a progress view 20 from the
    /// sides and 200 below the top.
    static func document(toolsVersion: String, pageControl: String, progressHeight: Double) -> [UInt8] {
        IBFixtures.storyboard(device: "retina4_7", width: 375, height: 667, subviews: """
                            <pageControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" numberOfPages="4" translatesAutoresizingMaskIntoConstraints="NO" id="pgc-00-001">
                                <rect key="frame" \(pageControl)/>
                            </pageControl>
                            <progressView opaque="NO" contentMode="scaleToFill" verticalHuggingPriority="750" progress="0.5" translatesAutoresizingMaskIntoConstraints="NO" id="prg-00-001">
                                <rect key="frame" x="20" y="200" width="335" height="\(progressHeight)"/>
                            </progressView>
            """, constraints: """
                            <constraint firstItem="pgc-00-001" firstAttribute="centerX" secondItem="roo-00-001" secondAttribute="centerX" id="con-00-001"/>
                            <constraint firstItem="pgc-00-001" firstAttribute="top" secondItem="roo-00-001" secondAttribute="top" constant="100" id="con-00-002"/>
                            <constraint firstItem="prg-00-001" firstAttribute="leading" secondItem="roo-00-001" secondAttribute="leading" constant="20" id="con-00-003"/>
                            <constraint firstAttribute="trailing" secondItem="prg-00-001" secondAttribute="trailing" constant="20" id="con-00-004"/>
                            <constraint firstItem="prg-00-001" firstAttribute="top" secondItem="roo-00-001" secondAttribute="top" constant="200" id="con-00-005"/>
            """, toolsVersion: toolsVersion)
    }

    static func layout(_ bytes: [UInt8]) throws -> (frames: [String: Rect], misplaced: [String]) {
        let screen = try #require(try IBFixtures.screens(bytes).first)
        let outcome = LayoutEngine(spec: screen.spec).layout(on: try #require(screen.spec.designDevice))
        var warnings: [Diagnostic] = []
        MisplacedViewRule().check(LintContext(spec: screen.spec), into: &warnings)
        return (outcome.result.framesByID, warnings.map(\.message))
    }

    /// Xcode 11.3 (15505): iOS 7 to 13's dots, 4 × 16 − 9 = 55 wide, 37 tall, at (375 − 55) / 2
    /// = 160; the progress view 2 tall. Xcode 12 (17701): iOS 14's page control, 4 × 18 + 20 = 92
    /// wide, 26 tall, at (375 − 92) / 2 = 141.5; the progress view 4 tall. Each document saved so
    /// has no misplaced view.
    @Test(arguments: [("15505", Rect(x: 160, y: 100, width: 55, height: 37), 2.0),
                      ("17701", Rect(x: 141.5, y: 100, width: 92, height: 26), 4.0)])
    func xcode11HasIOS13sControlsAndXcode12IOS18s(_ toolsVersion: String, _ pageControl: Rect, _ progressHeight: Double) throws {
        let saved = "x=\"\(pageControl.x)\" y=\"\(pageControl.y)\" width=\"\(pageControl.width)\" height=\"\(pageControl.height)\""
        let (frames, misplaced) = try Self.layout(Self.document(toolsVersion: toolsVersion, pageControl: saved, progressHeight: progressHeight))
        #expect(frames["pageControl_pgc_00_001"] == pageControl)
        #expect(frames["progressView_prg_00_001"] == Rect(x: 20, y: 200, width: 335, height: progressHeight))
        #expect(misplaced.isEmpty, "\(misplaced)")
    }
}
