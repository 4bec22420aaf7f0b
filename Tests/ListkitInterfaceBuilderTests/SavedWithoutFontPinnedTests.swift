import Foundation
import ListkitInterfaceBuilder
@testable import ListkitLayout
import ListkitSpec
import Testing

/// A label whose height a constraint fixes does not vote in `SavedWithoutFont` (review9).
@Suite struct SavedWithoutFontPinnedTests {
    static let bundled = SavedWithoutFontTests.bundled

    /// Label one "2015" (24 pt, bundled font), optionally pinned `height == pin`; label two, two
    /// lines "2015⏎2016" (not a voter: two paragraphs), 8 below it, saved `twoHeight` tall.
    static func screen(oneHeight: Double, pin: Double?, twoHeight: Double) throws -> Spec {
        let subviews = """
            <label opaque="NO" text="2015" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="one-00-001">
                <rect key="frame" x="16" y="40" width="53.5" height="\(oneHeight)"/>
                <fontDescription key="fontDescription" name="\(bundled)" family="Inter" pointSize="24"/>
            </label>
            <label opaque="NO" numberOfLines="0" text="2015&#10;2016" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="two-00-001">
                <rect key="frame" x="16" y="\(40 + oneHeight + 8)" width="53.5" height="\(twoHeight)"/>
                <fontDescription key="fontDescription" name="\(bundled)" family="Inter" pointSize="24"/>
            </label>
            """
        var constraints = """
            <constraint firstItem="one-00-001" firstAttribute="top" secondItem="saf-00-001" secondAttribute="top" constant="20" id="con-00-001"/>
            <constraint firstItem="one-00-001" firstAttribute="leading" secondItem="roo-00-001" secondAttribute="leading" constant="16" id="con-00-002"/>
            <constraint firstItem="two-00-001" firstAttribute="top" secondItem="one-00-001" secondAttribute="bottom" constant="8" id="con-00-003"/>
            <constraint firstItem="two-00-001" firstAttribute="leading" secondItem="roo-00-001" secondAttribute="leading" constant="16" id="con-00-004"/>
            """
        if let pin { constraints += "\n<constraint firstItem=\"one-00-001\" firstAttribute=\"height\" constant=\"\(pin)\" id=\"con-00-005\"/>" }
        let bytes = IBFixtures.storyboard(device: "retina4_7", width: 375, height: 667, subviews: subviews, constraints: constraints, toolsVersion: "14490")
        return try #require(try IBFixtures.screens(bytes).first).spec
    }

    static func report(_ spec: Spec, _ fonts: FontLibrary) -> String {
        let told = SavedWithoutFont.told(spec, on: spec.designDevice!, fonts: fonts)
        let frames = LayoutEngine(spec: spec, fonts: fonts).layout(on: spec.designDevice!).result.framesByID
        return "told=\(told) misplaced=\(SavedWithoutFontTests.misplaced(spec, fonts: fonts)) frames=\(frames.filter { $0.key.hasPrefix("label") })"
    }

    /// A label whose height a required constraint fixes says nothing about the font that
    /// measured it: it must not vote. Label two (own font's two lines, 65.5) is where IB on a Mac
    /// with the font saved it: no finding, as without the pin.
    @Test func aPinnedLabelDoesNotMakeAFontTheMacHadTheFallback() throws {
        let fonts = try SavedWithoutFontTests.library()
        let spec = try Self.screen(oneHeight: 28, pin: 28, twoHeight: 65.5)
        #expect(SavedWithoutFont.told(spec, on: spec.designDevice!, fonts: fonts).isEmpty)
        #expect(SavedWithoutFontTests.misplaced(spec, fonts: fonts).isEmpty, "\(SavedWithoutFontTests.misplaced(spec, fonts: fonts))")
    }

    /// Label two saved 9.5 points short of its font's two lines is misplaced (as it is when label
    /// one is unpinned, `oneHeight: 33, pin: nil`); pinning label one must not hide that.
    @Test func aPinnedLabelDoesNotHideAMisplacedLabel() throws {
        let fonts = try SavedWithoutFontTests.library()
        let unpinned = try Self.screen(oneHeight: 33, pin: nil, twoHeight: 56)
        #expect(SavedWithoutFontTests.misplaced(unpinned, fonts: fonts).contains { $0.contains("label_two_00_001") })
        let pinned = try Self.screen(oneHeight: 28, pin: 28, twoHeight: 56)
        #expect(SavedWithoutFontTests.misplaced(pinned, fonts: fonts).contains { $0.contains("label_two_00_001") }, "hidden")
    }

    /// Label one "2015" (24 pt, bundled font) 20 below the safe area's top (y 40), its bottom
    /// held by a bar's constraint (bar.top == one.bottom, bar.top == safe area + 48: y 68, 10
    /// tall), so 28 tall in any font: the fallback's line (24 × 1.165 = 27.96 → 28), not its
    /// font's (33). Label two, "2015⏎2016" (not a voter), 8 below the bar (y 86), saved at its
    /// own font's two lines, 65.5 (the fallback's would be 56).
    static func heldScreen() throws -> Spec {
        let subviews = """
            <label opaque="NO" text="2015" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="one-00-001">
                <rect key="frame" x="16" y="40" width="53.5" height="28"/>
                <fontDescription key="fontDescription" name="\(bundled)" family="Inter" pointSize="24"/>
            </label>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar-00-001">
                <rect key="frame" x="16" y="68" width="100" height="10"/>
            </view>
            <label opaque="NO" numberOfLines="0" text="2015&#10;2016" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="two-00-001">
                <rect key="frame" x="16" y="86" width="53.5" height="65.5"/>
                <fontDescription key="fontDescription" name="\(bundled)" family="Inter" pointSize="24"/>
            </label>
            """
        let constraints = """
            <constraint firstItem="one-00-001" firstAttribute="top" secondItem="saf-00-001" secondAttribute="top" constant="20" id="con-00-001"/>
            <constraint firstItem="one-00-001" firstAttribute="leading" secondItem="roo-00-001" secondAttribute="leading" constant="16" id="con-00-002"/>
            <constraint firstItem="bar-00-001" firstAttribute="top" secondItem="one-00-001" secondAttribute="bottom" id="con-00-003"/>
            <constraint firstItem="bar-00-001" firstAttribute="top" secondItem="saf-00-001" secondAttribute="top" constant="48" id="con-00-004"/>
            <constraint firstItem="bar-00-001" firstAttribute="leading" secondItem="roo-00-001" secondAttribute="leading" constant="16" id="con-00-005"/>
            <constraint firstItem="bar-00-001" firstAttribute="width" constant="100" id="con-00-006"/>
            <constraint firstItem="bar-00-001" firstAttribute="height" constant="10" id="con-00-007"/>
            <constraint firstItem="two-00-001" firstAttribute="top" secondItem="bar-00-001" secondAttribute="bottom" constant="8" id="con-00-008"/>
            <constraint firstItem="two-00-001" firstAttribute="leading" secondItem="roo-00-001" secondAttribute="leading" constant="16" id="con-00-009"/>
            """
        let bytes = IBFixtures.storyboard(device: "retina4_7", width: 375, height: 667, subviews: subviews, constraints: constraints, toolsVersion: "14490")
        return try #require(try IBFixtures.screens(bytes).first).spec
    }

    /// A label whose top and bottom other views' constraints hold is as tall in any font: it
    /// does not vote, and label two, where IB on a Mac with the font saved it, is not reported.
    @Test func aLabelHeldTopAndBottomByOtherViewsDoesNotVote() throws {
        let fonts = try SavedWithoutFontTests.library()
        let spec = try Self.heldScreen()
        #expect(SavedWithoutFont.told(spec, on: spec.designDevice!, fonts: fonts).isEmpty)
        #expect(SavedWithoutFontTests.misplaced(spec, fonts: fonts).isEmpty, "\(SavedWithoutFontTests.misplaced(spec, fonts: fonts))")
    }

    /// A font the app embeds (listed under `UIAppFonts`, as ChatSecure lists its Material Icons)
    /// IB draws on any Mac: its labels saved at the fallback's line do not make it the fallback,
    /// and the second, 5 points above where its font's 33-point line puts it, is misplaced.
    @Test func aFontListedUnderUIAppFontsIsNotTheFallback() throws {
        let unlisted = try SavedWithoutFontTests.library()
        let spec = try SavedWithoutFontTests.screen(first: (53.5, 28), second: (76, 53.5, 28))
        #expect(SavedWithoutFont.told(spec, on: spec.designDevice!, fonts: unlisted) == [Self.bundled])
        let listed = try SavedWithoutFontTests.library(appFonts: ["Fonts/\(Self.bundled).ttf"])
        #expect(SavedWithoutFont.told(spec, on: spec.designDevice!, fonts: listed).isEmpty)
        #expect(SavedWithoutFontTests.misplaced(spec, fonts: listed).contains { $0.contains("label_two_00_001") }, "\(SavedWithoutFontTests.misplaced(spec, fonts: listed))")
        // Another file listed leaves it unlisted.
        let other = try SavedWithoutFontTests.library(appFonts: ["Fonts/Other-Regular.ttf"])
        #expect(SavedWithoutFont.told(spec, on: spec.designDevice!, fonts: other) == [Self.bundled])
    }
}
