import ListkitInterfaceBuilder
import ListkitLayout
import ListkitSpec
import ListkitYAML
import Testing

/// Layout margins read from margins.storyboard (written by hand for these tests). Frames worked
/// out by hand from UIKit's rules (docs/layout.md, "Margins and guides"), on a 390×844 iPhone
/// 12–14 (safe area 47 top, 34 bottom): a view controller's root view has 16 at the sides and 0
/// above and below, beside the safe area; a view's own margins are 8 (or what IB saved), plus the
/// safe area it reaches into unless `insetsLayoutMarginsFromSafeArea="NO"`; a view preserving
/// its superview's margins keeps at least those; a table cell's content view 11 top and bottom
/// and 16 at the sides of a 390-point table; a collection cell's 8.
@Suite struct MarginTests {
    static func screen(_ selector: String, in file: String = "margins.storyboard") throws -> IBScreen {
        let screens = try IBFixtures.document(file).screens()
        return try #require(IBDocument.select(screens, scene: selector), "no screen \(selector) in \(screens.map(\.name))")
    }

    static let expected: [String: [String: Rect]] = [
        "Margins": [
            // Header at the top: the 47 points of safe area are in it, 8 + 47 = 55.
            "header": Rect(x: 0, y: 0, width: 390, height: 100), "caption": Rect(x: 8, y: 55, width: 100, height: 20),
            // Card on the root view's margins (16; top 47 + 8); its own margins 30 and 4.
            "card": Rect(x: 16, y: 55, width: 358, height: 120), "title": Rect(x: 46, y: 59, width: 298, height: 20),
            // Band flush with the screen, preserving: 16 at the sides, its 8 above and below;
            // the dot centred in the margins: 195 + 8 + 44 / 2 − 5.
            "band": Rect(x: 0, y: 195, width: 390, height: 60), "dot": Rect(x: 16, y: 220, width: 10, height: 10),
            // A large activity indicator (37 × 37) centred in the margins (16…374).
            "spinner": Rect(x: 176.5, y: 275, width: 37, height: 37),
            // The content on the scroll view's content guide, as wide as its frame guide.
            "scroller": Rect(x: 0, y: 332, width: 390, height: 200), "content": Rect(x: 0, y: 332, width: 390, height: 400),
            // Footer over the home indicator, not inset from the safe area: 8 at the bottom.
            "footer": Rect(x: 0, y: 744, width: 390, height: 100), "ending": Rect(x: 8, y: 816, width: 100, height: 20),
        ],
        // The root view's own 4 at the sides (no system minimum), the safe area's 47 on top.
        "NoMinimum": ["strip": Rect(x: 4, y: 47, width: 382, height: 10)],
        "NameCell": ["name": Rect(x: 16, y: 11, width: 358, height: 22)],
        "BadgeCell": ["badge": Rect(x: 8, y: 8, width: 84, height: 84)],
        // A stack with its own margins (12, 20) lays its views out inside them: 20 + 100 + 10 +
        // 100 + 20 wide, 12 + 40 + 12 tall, 10 below the safe area's 47.
        "StackMargins": ["padded": Rect(x: 0, y: 57, width: 250, height: 64), "first": Rect(x: 20, y: 69, width: 100, height: 40),
                         "second": Rect(x: 130, y: 69, width: 100, height: 40),
                         // Flush with the screen, preserving its 16 at the sides; its own 8 above and below.
                         "flush": Rect(x: 0, y: 141, width: 390, height: 46), "row": Rect(x: 16, y: 149, width: 358, height: 30)],
    ]

    /// margins-ipad.storyboard: an iPad Pro 11-inch (834×1194, safe area 24 top, 20 bottom), a
    /// regular width, so the root view's side margins are 20 and a table cell's content view
    /// has 20 at the sides of its 834-point table.
    static let expectedOnIPad: [String: [String: Rect]] = [
        "WideMargins": [
            // leadingMargin and trailingMargin of the root view: 20; its topMargin is the safe
            // area's 24 (0 of its own), + 10.
            "panel": Rect(x: 20, y: 34, width: 794, height: 50),
            // Flush with the screen and preserving the root view's margins: 20 at the sides,
            // its own 8 above and below (the root view's top margin ends 80 points above it).
            "wide": Rect(x: 0, y: 104, width: 834, height: 60), "inset": Rect(x: 20, y: 112, width: 794, height: 44),
            // bottomMargin of the root view: the 20-point home indicator; the note centred in the
            // footer's own 8-point margins (1134 + 8 … 1174 − 8).
            "footer": Rect(x: 0, y: 1134, width: 834, height: 40), "note": Rect(x: 8, y: 1149, width: 30, height: 10),
        ],
        // 11 above and below, 20 at the sides; the mark centred within them (20 … 814, 11 … 49).
        "WideCell": ["row": Rect(x: 20, y: 11, width: 794, height: 38), "mark": Rect(x: 412, y: 25, width: 10, height: 10)],
    ]

    @Test(arguments: ["Margins", "NoMinimum", "NameCell", "BadgeCell", "StackMargins"])
    func marginsGiveTheSavedFrames(_ selector: String) throws {
        let screen = try Self.screen(selector)
        #expect(screen.notes.isEmpty, "\(screen.notes.map(\.message))")
        let frames = IBFixtures.frames(screen.spec)
        let views = IBFixtures.views(screen.spec)
        for (id, frame) in try #require(Self.expected[selector]) {
            #expect(frames[id] == frame, "\(id)")
            // IB saved the same frame (in the superview's coordinates; here the screen's).
            let saved = try #require(views[id]?.savedFrame, "\(id)")
            #expect(Rect(x: saved.x, y: saved.y, width: saved.width, height: saved.height) == frame, "\(id) saved")
        }
    }

    @Test(arguments: ["WideMargins", "WideCell"])
    func regularWidthMarginsGiveTheSavedFrames(_ selector: String) throws {
        let screen = try Self.screen(selector, in: "margins-ipad.storyboard")
        #expect(screen.notes.isEmpty, "\(screen.notes.map(\.message))")
        #expect(screen.spec.designDevice?.name == (selector == "WideCell" ? "ib-cell-834x60" : "ipad-11"))
        let frames = IBFixtures.frames(screen.spec)
        let views = IBFixtures.views(screen.spec)
        for (id, frame) in try #require(Self.expectedOnIPad[selector]) {
            #expect(frames[id] == frame, "\(id)")
            let saved = try #require(views[id]?.savedFrame, "\(id)")
            #expect(Rect(x: saved.x, y: saved.y, width: saved.width, height: saved.height) == frame, "\(id) saved")
        }
    }

    @Test(arguments: ["margins.storyboard", "margins-ipad.storyboard"])
    func theDocumentLintsClean(_ file: String) throws {
        let diagnostics = IBLinter.check(IBSpecLoader.load(try IBFixtures.bytes(file), path: file), rules: Linter.lintRules())
        #expect(diagnostics.isEmpty, "\(diagnostics.map { "\($0.mark) \($0.message)" })")
    }

    /// What the spec says for each container and view: the keys `listkit import` writes.
    @Test func containersGetTheirRolesMargins() throws {
        let zero = LayoutMargins(top: 0, leading: 0, bottom: 0, trailing: 0, isDirectional: true)
        let root = try #require(try Self.screen("Margins").spec.views.first)
        #expect(root.preservesSuperviewLayoutMargins && root.layoutMargins?.value == zero)
        let views = IBFixtures.views(try Self.screen("Margins").spec)
        #expect(views["card"]?.layoutMargins?.value == LayoutMargins(top: 4, leading: 30, bottom: 4, trailing: 30, isDirectional: false))
        #expect(views["band"]?.preservesSuperviewLayoutMargins == true)
        #expect(views["footer"]?.insetsLayoutMarginsFromSafeArea == false)
        #expect(views["spinner"]?.controlStyle?.value == .large)
        #expect(IBFixtures.layout(try Self.screen("Margins").spec).contains("content: width == scroller.frameLayoutGuide.width"))
        let noMinimum = try #require(try Self.screen("NoMinimum").spec.views.first)
        #expect(!noMinimum.preservesSuperviewLayoutMargins)
        #expect(noMinimum.layoutMargins?.value == LayoutMargins(top: 0, leading: 4, bottom: 0, trailing: 4, isDirectional: true))
        let cell = try #require(try Self.screen("NameCell").spec.views.first)
        #expect(cell.layoutMargins?.value == LayoutMargins(top: 11, leading: 16, bottom: 11, trailing: 16, isDirectional: true))
        #expect(!cell.insetsLayoutMarginsFromSafeArea)
        let padded = IBFixtures.views(try Self.screen("StackMargins").spec)["padded"]
        #expect(padded?.stack?.layoutMarginsRelativeArrangement == true)
        #expect(IBFixtures.views(try Self.screen("Margins").spec)["card"]?.stack == nil)
        let wideCell = try #require(try Self.screen("WideCell", in: "margins-ipad.storyboard").spec.views.first)
        #expect(wideCell.layoutMargins?.value == LayoutMargins(top: 11, leading: 20, bottom: 11, trailing: 20, isDirectional: true))
    }

    /// On another device the root view's margins follow it: 20 at the sides of an iPad, beside
    /// its 24-point status bar (the spec says what the view is, not the design device's numbers).
    @Test func theRootViewsMarginsFollowTheDevice() throws {
        let spec = try Self.screen("Margins").spec
        let outcome = LayoutEngine(spec: spec).layout(on: try #require(Device.preset(named: "ipad-11")))
        let frames = outcome.result.framesByID
        #expect(frames["card"] == Rect(x: 20, y: 24 + 8, width: 834 - 40, height: 120))
    }

    /// A .xib's top-level view that is no view controller's (a content view loaded by code) is
    /// laid out by Interface Builder as a view controller's root view: a box on its top, leading
    /// and trailing margins in a 414-point view of a retina6_1 document of Xcode 13 (20037) sits
    /// at x 20 (the system minimum), y 44 (the safe area), 374 wide, as zotero-ios'
    /// `ItemDetailAbstractContentView.xib` saves its label; a plain view's 8 would give 8, 52, 398.
    @Test func aXibsTopLevelViewHasARootViewsMargins() throws {
        let bytes = Array("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="20037" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <view contentMode="scaleToFill" id="roo-00-001">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="277"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-001">
                                <rect key="frame" x="20" y="44" width="374" height="17"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="17" id="con-00-004"/>
                                </constraints>
                            </view>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="saf-00-001"/>
                        <constraints>
                            <constraint firstAttribute="trailingMargin" secondItem="box-00-001" secondAttribute="trailing" id="con-00-001"/>
                            <constraint firstItem="box-00-001" firstAttribute="leading" secondItem="roo-00-001" secondAttribute="leadingMargin" id="con-00-002"/>
                            <constraint firstItem="box-00-001" firstAttribute="top" secondItem="roo-00-001" secondAttribute="topMargin" id="con-00-003"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """.utf8)
        let screen = try #require(try IBFixtures.screens(bytes).first)
        #expect(IBFixtures.frames(screen.spec)["view_box_00_001"] == Rect(x: 20, y: 44, width: 374, height: 17))
    }

    /// A table cell's content view beside an accessory has a view's 8-point margin at its
    /// trailing edge, which is not the cell's: a .xib cell 375 wide (16-point side margins) with
    /// a disclosure indicator, its content view 348 wide, holds a box on the content view's four
    /// margins: x 16, 348 − 16 − 8 = 324 wide, 11 above and below. Without the accessory the
    /// content view is the cell's width, 16 at both sides: 343 wide. (Saved by Xcode 12, 17701:
    /// Xcode 11 laid such a cell out 15 from its sides, `DocumentEraTests`.)
    @Test(arguments: [(#"accessoryType="disclosureIndicator" "#, 348, 324.0), ("", 375, 343)])
    func aContentViewBesideAnAccessoryHasAViewsTrailingMargin(_ accessory: String, _ contentWidth: Int, _ boxWidth: Double) throws {
        let bytes = Array("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <tableViewCell contentMode="scaleToFill" \(accessory)id="cel-00-001">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                        <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cel-00-001" id="cnt-00-001">
                            <rect key="frame" x="0.0" y="0.0" width="\(contentWidth)" height="44"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-001">
                                    <rect key="frame" x="16" y="11" width="\(boxWidth)" height="22"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="box-00-001" firstAttribute="leading" secondItem="cnt-00-001" secondAttribute="leadingMargin" id="con-00-001"/>
                                <constraint firstAttribute="trailingMargin" secondItem="box-00-001" secondAttribute="trailing" id="con-00-002"/>
                                <constraint firstItem="box-00-001" firstAttribute="top" secondItem="cnt-00-001" secondAttribute="topMargin" id="con-00-003"/>
                                <constraint firstAttribute="bottomMargin" secondItem="box-00-001" secondAttribute="bottom" id="con-00-004"/>
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
                </objects>
            </document>
            """.utf8)
        let screen = try #require(try IBFixtures.screens(bytes).first)
        #expect(IBFixtures.frames(screen.spec)["view_box_00_001"] == Rect(x: 16, y: 11, width: boxWidth, height: 22))
    }
}
