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

    /// Unmarked, the first label is its text's 20.5 tall and the second 0.5 higher.
    @Test func anUnmarkedLabelIsItsTextsHeight() throws {
        let frames = try Self.frames(marked: false)
        #expect(frames["label_lab_00_001"]?.height == 20.5)
        #expect(frames["label_lab_00_002"]?.y == 52.5)
    }
}
