import ListkitInterfaceBuilder
import ListkitLayout
import ListkitSpec
import Testing

/// A styled cell's built-in labels (`textLabel=`, `detailTextLabel=` on the `tableViewCell`) are
/// laid out by `UITableViewCell` at run time: their saved frames are their text's width in the
/// font of the Xcode that saved them, and `truncated-text` holds their text to the content view's
/// room from their leading edge instead.
@Suite struct BuiltInCellLabelTests {
    static let title = "Settings and privacy"
    static let subtitle = "A subtitle that runs on far past the right edge of the cell it sits in, and then some more"

    /// A subtitle cell, 320 × 80, whose built-in title is saved 40 × 17 at (15, 5) (its text is
    /// about 150 points wide at 17 points, its line 20.5 tall), its built-in subtitle 200 wide
    /// (its text about 480 at 12 points), and a plain label like the title that the cell does
    /// not lay out.
    static func cell() throws -> IBScreen {
        let bytes = IBFixtures.xib(objects: """
            <tableViewCell contentMode="scaleToFill" textLabel="ttl-00-001" detailTextLabel="sub-00-001" style="IBUITableViewCellStyleSubtitle" id="cel-00-001">
                <rect key="frame" x="0.0" y="0.0" width="320" height="80"/>
                <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cel-00-001" id="cnt-00-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="80"/>
                    <subviews>
                        <label opaque="NO" text="\(title)" adjustsFontSizeToFit="NO" id="ttl-00-001">
                            <rect key="frame" x="15" y="5" width="40" height="17"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                        <label opaque="NO" text="\(subtitle)" adjustsFontSizeToFit="NO" id="sub-00-001">
                            <rect key="frame" x="15" y="26" width="200" height="14.5"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <fontDescription key="fontDescription" type="system" pointSize="12"/>
                        </label>
                        <label opaque="NO" text="\(title)" adjustsFontSizeToFit="NO" id="pln-00-001">
                            <rect key="frame" x="15" y="50" width="40" height="20.5"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                    </subviews>
                </tableViewCellContentView>
            </tableViewCell>
            """)
        return try #require(try IBFixtures.screens(bytes).first)
    }

    @Test func theBuiltInLabelsHaveTheContentViewsRoom() throws {
        let views = IBFixtures.views(try Self.cell().spec)
        // 320 − 15 and 80 − 5 (80 − 26): from the saved origin to the content view's trailing
        // and bottom edges.
        #expect(views["label_ttl_00_001"]?.roomFromContainer == Size(width: 305, height: 75))
        #expect(views["label_sub_00_001"]?.roomFromContainer == Size(width: 305, height: 54))
        #expect(views["label_pln_00_001"]?.roomFromContainer == nil, "the cell does not lay it out")
    }

    /// The title fits the 305 × 75 points the cell gives it, though not its 40 × 17 saved frame;
    /// the subtitle fits neither; the plain label is held to its frame.
    @Test func truncatedTextHoldsABuiltInLabelToItsRoom() throws {
        let spec = try Self.cell().spec
        let measurer = TextMeasurer(fonts: .standard, scale: 2)
        let title = measurer.singleLine(Self.title, in: Font(systemSize: 17)).width
        let subtitle = measurer.singleLine(Self.subtitle, in: Font(systemSize: 12)).width
        try #require(title > 40 * 1.05 + 1 && title < 305, "\(title)")
        try #require(subtitle > 305 * 1.05 + 1, "\(subtitle)")
        let truncated = LayoutEngine(spec: spec).layout(on: spec.designDevice!).findings.filter { $0.kind == .truncatedText }
        #expect(truncated.map { String($0.message.split(separator: "'")[1]) }.sorted() == ["label_pln_00_001", "label_sub_00_001"],
                "\(truncated.map(\.message))")
        #expect(truncated.contains { $0.message.contains("and has 305") }, "the subtitle is held to its room")
    }
}
