import ListkitInterfaceBuilder
import ListkitLayout
import ListkitRender
import ListkitSpec
import Testing

/// A page control's `numberOfPages` is read from its element, and its intrinsic width follows
/// the pages in the document's era: iOS 7's 7-point dots 9 apart before Xcode 12 (39 × 37 for 3
/// pages, appium/ios-uicatalog `Main_iPad.storyboard`, 5053, a centred control with no width
/// constraint; Xcode 11's in Xcode11ControlTests), iOS 14's 18-point pitch and 20 points more,
/// 26 tall, from Xcode 12. Documents written
/// for this test, their frames worked out by hand.
@Suite struct PageControlTests {
    /// Four pages, centred in the root and 100 below its top; a control IB creates without
    /// `numberOfPages` (0 pages, UIKit's default) beside it, pinned on its leading side only.
    static func document(toolsVersion: String, device: String, width: Int, height: Int, saved: String) -> [UInt8] {
        IBFixtures.storyboard(device: device, width: width, height: height, subviews: """
                            <pageControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" numberOfPages="4" translatesAutoresizingMaskIntoConstraints="NO" id="pgc-00-001">
                                <rect key="frame" \(saved)/>
                            </pageControl>
            """, constraints: """
                            <constraint firstItem="pgc-00-001" firstAttribute="centerX" secondItem="roo-00-001" secondAttribute="centerX" id="con-00-001"/>
                            <constraint firstItem="pgc-00-001" firstAttribute="top" secondItem="roo-00-001" secondAttribute="top" constant="100" id="con-00-002"/>
            """, toolsVersion: toolsVersion)
    }

    /// Xcode 7 on a 320-point iPhone: 4 × 16 − 9 = 55 wide, 37 tall, at (320 − 55) / 2 = 132.5.
    static let xcode7 = document(toolsVersion: "10117", device: "retina4_0", width: 320, height: 568,
                                 saved: #"x="132.5" y="100" width="55" height="37""#)
    /// Xcode 16 on a 390-point iPhone: 4 × 18 + 20 = 92 wide, 26 tall, at (390 − 92) / 2 = 149.
    static let xcode16 = document(toolsVersion: "23727", device: "retina6_12", width: 390, height: 844,
                                  saved: #"x="149" y="100" width="92" height="26""#)

    @Test func theNumberOfPagesIsRead() throws {
        let screen = try #require(try IBFixtures.screens(Self.xcode7).first)
        #expect(IBFixtures.views(screen.spec)["pageControl_pgc_00_001"]?.numberOfPages?.value == 4)
    }

    @Test(arguments: [("Xcode 7", Rect(x: 132.5, y: 100, width: 55, height: 37)), ("Xcode 16", Rect(x: 149, y: 100, width: 92, height: 26))])
    func aCentredPageControlIsAsWideAsItsPagesInItsEra(_ xcode: String, _ expected: Rect) throws {
        let screen = try #require(try IBFixtures.screens(xcode == "Xcode 7" ? Self.xcode7 : Self.xcode16).first)
        let outcome = LayoutEngine(spec: screen.spec).layout(on: try #require(screen.spec.designDevice))
        #expect(!outcome.findings.contains { $0.kind == .ambiguousLayout }, "\(outcome.findings.map(\.message))")
        #expect(outcome.result.framesByID["pageControl_pgc_00_001"] == expected)
        var warnings: [Diagnostic] = []
        MisplacedViewRule().check(LintContext(spec: screen.spec), into: &warnings)
        #expect(warnings.isEmpty, "\(warnings.map(\.message))")
    }

    /// `listkit import` writes the pages, and the imported spec lays the control out alike.
    @Test func importKeepsThePages() throws {
        let screen = try #require(try IBFixtures.screens(Self.xcode7).first)
        let yaml = ImportTests.yaml(screen, source: "pages.storyboard")
        #expect(yaml.contains("numberOfPages: 4"), "\(yaml)")
        let imported = try #require(SpecLoader().load(Array(yaml.utf8), path: "imported.yaml").spec)
        #expect(IBFixtures.frames(imported)["pageControl_pgc_00_001"] == Rect(x: 132.5, y: 100, width: 55, height: 37))
    }

    /// A page control without `numberOfPages` has UIKit's 0 pages: no width is read, and a
    /// count no spec can hold is not either.
    @Test(arguments: ["", #"numberOfPages="0""#, #"numberOfPages="2.5""#, #"numberOfPages="100000""#])
    func noUsablePageCountGivesNoWidth(_ attribute: String) throws {
        let bytes = IBFixtures.storyboard(subviews: """
                            <pageControl opaque="NO" contentMode="scaleToFill" \(attribute) translatesAutoresizingMaskIntoConstraints="NO" id="pgc-00-002">
                                <rect key="frame" x="20" y="100" width="100" height="26"/>
                            </pageControl>
            """, toolsVersion: "23727")
        let screen = try #require(try IBFixtures.screens(bytes).first)
        #expect(IBFixtures.views(screen.spec)["pageControl_pgc_00_002"]?.numberOfPages == nil)
    }
}
