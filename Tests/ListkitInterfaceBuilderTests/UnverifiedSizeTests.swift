import ListkitInterfaceBuilder
import ListkitLayout
import ListkitSpec
import Testing

/// A view whose size Interface Builder does not verify (`verifyAmbiguity="ignoreSizes"`, the size
/// inspector's "Ambiguity: Verify Position Only") keeps its saved size in IB's layout, as in
/// owncloud/ios-app `PasscodeViewController.xib`. Written by hand: two 17-point labels saved
/// 83 × 21 (their text is 20.5 tall), of vertical hugging and compression resistance 1000, 20
/// below the root's top and 12 apart, centred on a 320-point root; only the first is marked.
@Suite struct UnverifiedSizeTests {
    static func label(_ id: String, y: Int, mark: Bool) -> String {
        """
                            <label \(mark ? #"verifyAmbiguity="ignoreSizes" "# : "")opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="1000" verticalCompressionResistancePriority="1000" text="Enter code" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                                <rect key="frame" x="118.5" y="\(y)" width="83" height="21"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                <nil key="textColor"/>
                                <nil key="highlightedColor"/>
                            </label>
        """
    }

    static func frames(marked: Bool) throws -> [String: Rect] {
        let constraints = """
                            <constraint firstItem="lab-00-001" firstAttribute="top" secondItem="roo-00-001" secondAttribute="top" constant="20" id="con-00-001"/>
                            <constraint firstItem="lab-00-001" firstAttribute="centerX" secondItem="roo-00-001" secondAttribute="centerX" id="con-00-002"/>
                            <constraint firstItem="lab-00-002" firstAttribute="top" secondItem="lab-00-001" secondAttribute="bottom" constant="12" id="con-00-003"/>
                            <constraint firstItem="lab-00-002" firstAttribute="centerX" secondItem="roo-00-001" secondAttribute="centerX" id="con-00-004"/>
            """
        let bytes = IBFixtures.storyboard(device: "retina4_0", width: 320, height: 568,
                                          subviews: label("lab-00-001", y: 20, mark: marked) + label("lab-00-002", y: 53, mark: false),
                                          constraints: constraints, toolsVersion: "21701")
        let screen = try #require(try IBFixtures.screens(bytes).first)
        return IBFixtures.frames(screen.spec)
    }

    /// Marked, the first label is its saved 83 × 21 and the second starts 20 + 21 + 12 = 53 down,
    /// where IB saved it.
    @Test func aViewIBDoesNotVerifyTheSizeOfKeepsItsSavedSize() throws {
        let frames = try Self.frames(marked: true)
        #expect(frames["label_lab_00_001"] == Rect(x: 118.5, y: 20, width: 83, height: 21))
        #expect(frames["label_lab_00_002"]?.y == 53)
    }

    /// A plain view so marked has no size of its own at run time: pinned by its leading edge and
    /// top only, it is ambiguous on both axes, as when unmarked (review11's M3 on 4d4f089).
    @Test func aPlainViewIBDoesNotVerifyTheSizeOfStaysAmbiguous() throws {
        for marked in [false, true] {
            let box = """
                                <view \(marked ? #"verifyAmbiguity="ignoreSizes" "# : "")contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-001">
                                    <rect key="frame" x="16" y="100" width="120" height="60"/>
                                </view>
            """
            let constraints = """
                                <constraint firstItem="box-00-001" firstAttribute="leading" secondItem="roo-00-001" secondAttribute="leading" constant="16" id="con-00-001"/>
                                <constraint firstItem="box-00-001" firstAttribute="top" secondItem="roo-00-001" secondAttribute="top" constant="100" id="con-00-002"/>
            """
            let bytes = IBFixtures.storyboard(device: "retina6_12", width: 393, height: 852, subviews: box, constraints: constraints, toolsVersion: "22505")
            let spec = try #require(try IBFixtures.screens(bytes).first).spec
            #expect(IBFixtures.views(spec)["view_box_00_001"]?.intrinsicSize == nil)
            let ambiguous = LayoutEngine(spec: spec).layout(on: spec.designDevice!).findings.filter { $0.kind == .ambiguousLayout }
            #expect(!ambiguous.isEmpty, "marked: \(marked)")
        }
    }

    /// Unmarked, the first label is its text's 20.5 tall and the second 0.5 higher.
    @Test func anUnmarkedLabelIsItsTextsHeight() throws {
        let frames = try Self.frames(marked: false)
        #expect(frames["label_lab_00_001"]?.height == 20.5)
        #expect(frames["label_lab_00_002"]?.y == 52.5)
    }
}
