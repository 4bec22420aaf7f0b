import ListkitInterfaceBuilder
import ListkitLayout
import ListkitSpec
import Testing

/// Views Interface Builder saved without a `<rect key="frame">` and without constraints, which
/// UIKit places all the same: a default-style cell's built-in title in an Xcode 4 document (the
/// cell lays it out), and a `fixedFrame` view whose frame is zero (IB writes no default value).
/// Documents written for this test, in the forms kharrison/CodeExamples `NavStoryboard.storyboard`
/// (3084) and artsy/eidolon `Auction.storyboard` (12118) have; frames worked out by hand.
@Suite struct FramelessViewTests {
    /// A table view controller of Xcode 4.6 (3084) with one prototype cell, 320 × 44 with a
    /// 320 × 43 content view (`<view key="contentView">`, as Xcode 4 writes it), whose built-in
    /// title has `translatesAutoresizingMaskIntoConstraints="NO"`, no frame and no constraint.
    static func xcode4Cell(style: String, toolsVersion: String = "3084") -> [UInt8] {
        Array("""
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="2.0" toolsVersion="\(toolsVersion)" systemVersion="12D78" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="tvc-00-001">
            <scenes>
                <scene sceneID="sce-00-001">
                    <objects>
                        <tableViewController id="tvc-00-001" sceneMemberID="viewController">
                            <tableView key="view" opaque="NO" clipsSubviews="YES" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" rowHeight="44" sectionHeaderHeight="22" sectionFooterHeight="22" id="tbl-00-001">
                                <rect key="frame" x="0.0" y="64" width="320" height="504"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <prototypes>
                                    <tableViewCell contentMode="scaleToFill" selectionStyle="blue" hidesAccessoryWhenEditing="NO" indentationLevel="1" indentationWidth="0.0" reuseIdentifier="BasicCell" textLabel="ttl-00-001" style="\(style)" id="cel-00-001">
                                        <rect key="frame" x="0.0" y="22" width="320" height="44"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center">
                                            <rect key="frame" x="0.0" y="0.0" width="320" height="43"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <label opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="left" text="Title" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="ttl-00-001">
                                                    <fontDescription key="fontDescription" type="boldSystem" pointSize="20"/>
                                                </label>
                                            </subviews>
                                        </view>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """.utf8)
    }

    /// The cell's screen (the table view controller's is the other).
    static func cellScreen(_ bytes: [UInt8]) throws -> IBScreen {
        try #require(try IBFixtures.screens(bytes).first { IBFixtures.views($0.spec)["label_ttl_00_001"] != nil })
    }

    static func ambiguity(_ screen: IBScreen) throws -> [String] {
        let outcome = LayoutEngine(spec: screen.spec).layout(on: try #require(screen.spec.designDevice))
        return outcome.findings.filter { $0.kind == .ambiguousLayout }.map(\.message)
    }

    /// The cell places its title 15 from each side of the content view (Xcode 5 to 9 saved
    /// default-style titles so) over its full height: (15, 0, 320 − 30 = 290 × 43).
    @Test func anXcode4CellsFramelessTitleIsWhereTheCellPutsIt() throws {
        let screen = try Self.cellScreen(Self.xcode4Cell(style: "IBUITableViewCellStyleDefault"))
        let ambiguous = try Self.ambiguity(screen)
        #expect(ambiguous.isEmpty, "\(ambiguous)")
        #expect(IBFixtures.frames(screen.spec)["label_ttl_00_001"] == Rect(x: 15, y: 0, width: 290, height: 43))
    }

    /// From Xcode 10 the title is on the content view's side margins: 16 on a 320-point table.
    @Test func aLaterCellsFramelessTitleIsOnTheContentViewsMargins() throws {
        let screen = try Self.cellScreen(Self.xcode4Cell(style: "IBUITableViewCellStyleDefault", toolsVersion: "14460"))
        let ambiguous = try Self.ambiguity(screen)
        #expect(ambiguous.isEmpty, "\(ambiguous)")
        #expect(IBFixtures.frames(screen.spec)["label_ttl_00_001"] == Rect(x: 16, y: 0, width: 288, height: 43))
    }

    /// A subtitle cell's title is as wide as its text, which nothing in the document gives: it
    /// is left as it is, unplaced.
    @Test func anotherStylesFramelessTitleIsNotPlaced() throws {
        let screen = try Self.cellScreen(Self.xcode4Cell(style: "IBUITableViewCellStyleSubtitle"))
        #expect(IBFixtures.views(screen.spec)["label_ttl_00_001"]?.layout.isEmpty == true)
    }

    /// A `fixedFrame` view with no `<rect>` sits at its superview's top left, 0 × 0, by IB's
    /// prototyping constraints; its sibling with a saved frame keeps that frame.
    @Test func aFixedFrameViewWithoutARectHasAZeroFrame() throws {
        let bytes = IBFixtures.storyboard(device: "ipad9_7", width: 768, height: 1024, subviews: """
                            <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="zer-00-001">
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            </view>
                            <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-001">
                                <rect key="frame" x="20" y="30" width="100" height="50"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            </view>
            """, toolsVersion: "12118")
        let screen = try #require(try IBFixtures.screens(bytes).first)
        let ambiguous = try Self.ambiguity(screen)
        #expect(ambiguous.isEmpty, "\(ambiguous)")
        let frames = IBFixtures.frames(screen.spec)
        #expect(frames["view_zer_00_001"] == Rect(x: 0, y: 0, width: 0, height: 0))
        #expect(frames["view_box_00_001"] == Rect(x: 20, y: 30, width: 100, height: 50))
    }
}
