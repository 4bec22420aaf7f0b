import ListkitInterfaceBuilder
import ListkitLayout
import ListkitSpec
import Testing

/// A .xib's top-level collection view cell has the safe area Interface Builder gives a freeform
/// view, the document's device's; a .xib's table view cell has none (`IBScreenFinder.cellScreen`).
///
/// A retina6_1 document of Xcode 14 (21701: the safe area 48 below the top, 34 above the
/// bottom). A 124 × 200 cell whose one view is pinned to the cell's safe area at the top and
/// sides and 24 above its bottom: 48 to 200 − 34 − 24 = 142, so (0, 48, 124 × 94) with the
/// device's safe area, (0, 0, 124 × 176) without one.
@Suite struct XibCollectionCellSafeAreaTests {
    static func cell(_ element: String, savedY: Double, savedHeight: Double) throws -> Spec {
        let content = element == "collectionViewCell"
            ? #"<view key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" id="cnt-00-001">"#
            : #"<tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="cel-00-001" id="cnt-00-001">"#
        let contentEnd = element == "collectionViewCell" ? "</view>" : "</tableViewCellContentView>"
        let objects = """
            <\(element) opaque="NO" clipsSubviews="YES" contentMode="center" id="cel-00-001">
                <rect key="frame" x="0.0" y="0.0" width="124" height="200"/>
                \(content)
                    <rect key="frame" x="0.0" y="0.0" width="124" height="200"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-001">
                            <rect key="frame" x="0.0" y="\(savedY)" width="124" height="\(savedHeight)"/>
                        </view>
                    </subviews>
                \(contentEnd)
                <viewLayoutGuide key="safeArea" id="saf-00-001"/>
                <constraints>
                    <constraint firstItem="saf-00-001" firstAttribute="top" secondItem="box-00-001" secondAttribute="top" id="con-00-001"/>
                    <constraint firstItem="box-00-001" firstAttribute="leading" secondItem="saf-00-001" secondAttribute="leading" id="con-00-002"/>
                    <constraint firstItem="box-00-001" firstAttribute="trailing" secondItem="saf-00-001" secondAttribute="trailing" id="con-00-003"/>
                    <constraint firstItem="saf-00-001" firstAttribute="bottom" secondItem="box-00-001" secondAttribute="bottom" constant="24" id="con-00-004"/>
                </constraints>
            </\(element)>
            """
        let bytes = IBFixtures.xib(device: "retina6_1", toolsVersion: "21701", objects: objects)
        return try #require(try IBFixtures.screens(bytes).first).spec
    }

    static func misplaced(_ spec: Spec) -> [String] {
        var warnings: [Diagnostic] = []
        MisplacedViewRule().check(LintContext(spec: spec), into: &warnings)
        return warnings.map(\.message)
    }

    @Test func aCollectionCellHasTheDevicesSafeArea() throws {
        let spec = try Self.cell("collectionViewCell", savedY: 48, savedHeight: 94)
        #expect(spec.designDevice?.safeArea == Insets(top: 48, bottom: 34))
        #expect(Self.misplaced(spec).isEmpty, "\(Self.misplaced(spec))")
        // Saved where no safe area would put it: misplaced.
        let flat = try Self.cell("collectionViewCell", savedY: 0, savedHeight: 176)
        #expect(Self.misplaced(flat).contains { $0.contains("view_box_00_001") }, "\(Self.misplaced(flat))")
    }

    @Test func aTableCellHasNone() throws {
        let spec = try Self.cell("tableViewCell", savedY: 0, savedHeight: 176)
        #expect(spec.designDevice?.safeArea == Insets())
        #expect(Self.misplaced(spec).isEmpty, "\(Self.misplaced(spec))")
    }
}
