import ListkitInterfaceBuilder
import ListkitLayout
import ListkitSpec
import Testing

/// An image view showing an SF Symbol is saved inset from the rect its constraints give by the
/// symbol's vertical alignment insets, which listkit does not have (`ViewSpec.showsSystemSymbol`,
/// `MisplacedViewRule.isMisplaced`): its top and bottom are held within that rect, its sides to it.
///
/// An iPhone 8 screen (375 × 667) of Xcode 13: an image view of `checkmark` (proportions 128 × 114
/// in `<resources>`), centred vertically, 16 from the trailing edge, `height == 20`, as wide as IB
/// saved it (18.5, the symbol's size: `IBContentReader.symbolSize`). Its constraints give
/// (340.5, 323.5, 18.5 × 20): 375 − 16 − 18.5 = 340.5, 333.5 − 10 = 323.5.
@Suite struct SymbolImageFrameTests {
    static func spec(x: Double = 340.5, y: Double, height: Double = 16.5, constraintHeight: Double = 20, symbol: Bool = true) throws -> Spec {
        let subviews = """
            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="checkmark"\(symbol ? #" catalog="system""# : "") translatesAutoresizingMaskIntoConstraints="NO" id="img-00-001">
                <rect key="frame" x="\(x)" y="\(y)" width="18.5" height="\(height)"/>
                <constraints>
                    <constraint firstAttribute="height" constant="\(constraintHeight)" id="con-00-001"/>
                </constraints>
            </imageView>
            """
        let constraints = """
            <constraint firstAttribute="trailing" secondItem="img-00-001" secondAttribute="trailing" constant="16" id="con-00-002"/>
            <constraint firstItem="img-00-001" firstAttribute="centerY" secondItem="roo-00-001" secondAttribute="centerY" id="con-00-003"/>
            """
        let resources = symbol
            ? #"<resources><image name="checkmark" catalog="system" width="128" height="114"/></resources>"#
            : #"<resources><image name="checkmark" width="18.5" height="16.5"/></resources>"#
        let bytes = IBFixtures.storyboard(device: "retina4_7", width: 375, height: 667, subviews: subviews, constraints: constraints,
                                          extra: resources, toolsVersion: "18122")
        return try #require(try IBFixtures.screens(bytes).first).spec
    }

    static func misplaced(_ spec: Spec) -> [String] {
        var warnings: [Diagnostic] = []
        MisplacedViewRule().check(LintContext(spec: spec), into: &warnings)
        return warnings.map(\.message)
    }

    /// Saved (340.5, 325.5, 18.5 × 16.5): 2 below the rect's top, 1.5 above its bottom, on its
    /// sides (zotero-ios's `checkmark`): where IB puts it.
    @Test func aSymbolSavedInsideItsRectIsInPlace() throws {
        let spec = try Self.spec(y: 325.5)
        #expect(Self.misplaced(spec).isEmpty, "\(Self.misplaced(spec))")
    }

    /// Saved at y 320, 3.5 above the rect's top: misplaced.
    @Test func aSymbolSavedOutsideItsRectIsMisplaced() throws {
        let spec = try Self.spec(y: 320)
        #expect(Self.misplaced(spec).contains { $0.contains("image_img_00_001") }, "\(Self.misplaced(spec))")
    }

    /// Saved (340.5, 323.5, 18.5 × 10): on the rect's top, 10 above its bottom, half its height:
    /// more than a symbol's inset (0.15 × 20 + 0.5 = 3.5 a side at most), so a stale frame.
    @Test func aSymbolFarInsideItsRectIsMisplaced() throws {
        let spec = try Self.spec(y: 323.5, height: 10)
        #expect(Self.misplaced(spec).contains { $0.contains("image_img_00_001") }, "\(Self.misplaced(spec))")
    }

    /// A `height == 100` image view (its constraints give (340.5, 283.5, 18.5 × 100)) saved 80
    /// tall, 10 inside its rect a side: within 0.15 of 100, but beyond the 6 points a symbol's
    /// inset takes at most, so a stale frame.
    @Test func aTallSymbolViewTenPointsInsideItsRectIsMisplaced() throws {
        let spec = try Self.spec(y: 293.5, height: 80, constraintHeight: 100)
        #expect(Self.misplaced(spec).contains { $0.contains("image_img_00_001") }, "\(Self.misplaced(spec))")
    }

    /// Saved at x 338, 2.5 off the rect's leading edge: its sides are compared as any view's.
    @Test func aSymbolOffItsSidesIsMisplaced() throws {
        let spec = try Self.spec(x: 338, y: 325.5)
        #expect(Self.misplaced(spec).contains { $0.contains("image_img_00_001") }, "\(Self.misplaced(spec))")
    }

    /// The same frame for an image of the app's own, 18.5 × 16.5, which has no such insets: its
    /// constraints give it 20 tall at y 323.5, 2 and 3.5 off.
    @Test func anImageOfTheAppsIsComparedAsAnyView() throws {
        let spec = try Self.spec(y: 325.5, symbol: false)
        #expect(Self.misplaced(spec).contains { $0.contains("image_img_00_001") }, "\(Self.misplaced(spec))")
    }
}
