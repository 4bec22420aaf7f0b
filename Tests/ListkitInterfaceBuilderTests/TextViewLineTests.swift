import ListkitInterfaceBuilder
import ListkitLayout
import ListkitSpec
import Testing

/// A text view that does not scroll is as tall as its text and its 8-point text container insets
/// above and below (`document`, written by hand: three such text views 20 from the root's sides,
/// 353 wide, hanging from its top edge). TextKit sets every line of a
/// text style its leading apart, the first line too, where a label's first line is the font's own
/// line (docs/layout.md, "Text"): one body line is 22 + 16 = 38 (a label's is 20⅓), three callout
/// lines 3 × 21 + 16 = 79 (a label's 19.09 + 2 × 21 + 16 = 77.09 → 77⅓). The system font has no
/// leading of its own: one 17-point line is 20.29 + 16 = 36.29 → 36⅓ on the @3x grid.
@Suite struct TextViewLineTests {
    static let document = #"""
<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
    <device id="retina6_12" orientation="portrait" appearance="light"/>
    <scenes>
        <scene sceneID="sce-tv-001">
            <objects>
                <viewController storyboardIdentifier="TextViews" id="vco-tv-001" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="roo-tv-001">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <subviews>
                            <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" scrollEnabled="NO" text="Hello" textAlignment="natural" translatesAutoresizingMaskIntoConstraints="NO" id="txv-tv-001" userLabel="Body">
                                <rect key="frame" x="20" y="100" width="353" height="38"/>
                                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                            </textView>
                            <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" scrollEnabled="NO" textAlignment="natural" translatesAutoresizingMaskIntoConstraints="NO" id="txv-tv-002" userLabel="Callout">
                                <rect key="frame" x="20" y="200" width="353" height="79"/>
                                <string key="text">One
Two
Three</string>
                                <fontDescription key="fontDescription" style="UICTFontTextStyleCallout"/>
                            </textView>
                            <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" scrollEnabled="NO" text="Hello" textAlignment="natural" translatesAutoresizingMaskIntoConstraints="NO" id="txv-tv-003" userLabel="System">
                                <rect key="frame" x="20" y="300" width="353" height="36.333333333333336"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </textView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="txv-tv-001" firstAttribute="leading" secondItem="roo-tv-001" secondAttribute="leading" constant="20" id="c01-tv-001"/>
                            <constraint firstAttribute="trailing" secondItem="txv-tv-001" secondAttribute="trailing" constant="20" id="c01-tv-002"/>
                            <constraint firstItem="txv-tv-001" firstAttribute="top" secondItem="roo-tv-001" secondAttribute="top" constant="100" id="c01-tv-003"/>
                            <constraint firstItem="txv-tv-002" firstAttribute="leading" secondItem="roo-tv-001" secondAttribute="leading" constant="20" id="c02-tv-001"/>
                            <constraint firstAttribute="trailing" secondItem="txv-tv-002" secondAttribute="trailing" constant="20" id="c02-tv-002"/>
                            <constraint firstItem="txv-tv-002" firstAttribute="top" secondItem="roo-tv-001" secondAttribute="top" constant="200" id="c02-tv-003"/>
                            <constraint firstItem="txv-tv-003" firstAttribute="leading" secondItem="roo-tv-001" secondAttribute="leading" constant="20" id="c03-tv-001"/>
                            <constraint firstAttribute="trailing" secondItem="txv-tv-003" secondAttribute="trailing" constant="20" id="c03-tv-002"/>
                            <constraint firstItem="txv-tv-003" firstAttribute="top" secondItem="roo-tv-001" secondAttribute="top" constant="300" id="c03-tv-003"/>
                        </constraints>
                    </view>
                </viewController>
            </objects>
        </scene>
    </scenes>
</document>
"""#

    static func screen() throws -> IBScreen {
        try #require(IBDocument.select(try IBFixtures.screens(Array(document.utf8)), scene: "TextViews"))
    }

    static func frames() throws -> [String: Rect] {
        let screens = [try screen()]
        return IBFixtures.frames(try #require(IBDocument.select(screens, scene: "TextViews")).spec)
    }

    @Test func textStyleLinesAreTheirLeading() throws {
        let frames = try Self.frames()
        #expect(frames["body"] == Rect(x: 20, y: 100, width: 353, height: 38))
        #expect(frames["callout"] == Rect(x: 20, y: 200, width: 353, height: 79))
    }

    @Test func systemFontLinesAreTheFontsLine() throws {
        let frames = try Self.frames()
        #expect(IBFixtures.near(frames["system"], Rect(x: 20, y: 300, width: 353, height: 109.0 / 3)))
    }

    /// The saved frames are these, so no view is misplaced.
    @Test func savedFramesMatch() throws {
        let screens = [try Self.screen()]
        var warnings: [Diagnostic] = []
        MisplacedViewRule().check(LintContext(spec: try #require(IBDocument.select(screens, scene: "TextViews")).spec), into: &warnings)
        #expect(warnings.isEmpty, "\(warnings.map(\.message))")
    }
}
