import ListkitInterfaceBuilder
import ListkitLayout
import ListkitSpec
import Testing

/// A label an outlet points at holds a sample text, which the app replaces at run time
/// (`ViewSpec.textIsSample`): `truncated-text` reports it cut by the label's height, and cut for
/// its length only when asked to (`intended`).
@Suite struct SampleTextTests {
    static let long = "Really really long name for a folder of podcasts"

    /// Labels in the 17-point system font on an iPhone 15, each pinned 16 from the root's leading
    /// edge, `top` below the safe area's top, at a fixed width and height. `outlets` names the
    /// labels the view controller holds.
    static func screen(outlets: [String]) throws -> Spec {
        // (id, text, lines, width, height, top): the 17-point line is 20.33 tall (20.29 rounded up
        // to the pixel at @3x), the text's one line ~300 points wide in Inter.
        let labels: [(String, String, Int, Int, Int, Int)] = [
            ("wid-00-001", long, 1, 60, 21, 0),      // cut for its width
            ("hei-00-001", "Folder", 1, 200, 8, 40),  // one line cut by its height: 8 of 20.33
            ("lin-00-001", long, 2, 60, 41, 60),     // more lines than its two
            ("tal-00-001", long, 0, 60, 41, 120),    // its lines taller than its 41 points
        ]
        let subviews = labels.map { id, text, lines, width, height, top in
            """
            <label opaque="NO" text="\(text)" numberOfLines="\(lines)" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="16" y="\(59 + top)" width="\(width)" height="\(height)"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """
        }.joined(separator: "\n")
        let constraints = labels.map { id, _, _, width, height, top in
            """
            <constraint firstItem="\(id)" firstAttribute="leading" secondItem="roo-00-001" secondAttribute="leading" constant="16" id="l\(id)"/>
            <constraint firstItem="\(id)" firstAttribute="top" secondItem="saf-00-001" secondAttribute="top" constant="\(top)" id="t\(id)"/>
            <constraint firstItem="\(id)" firstAttribute="width" constant="\(width)" id="w\(id)"/>
            <constraint firstItem="\(id)" firstAttribute="height" constant="\(height)" id="h\(id)"/>
            """
        }.joined(separator: "\n")
        let connections = "<connections>\n" + outlets.map { #"<outlet property="\#($0.prefix(3))Label" destination="\#($0)" id="o\#($0)"/>"# }.joined(separator: "\n") + "\n</connections>"
        let bytes = IBFixtures.storyboard(controller: connections, subviews: subviews, constraints: constraints, toolsVersion: "22505")
        return try #require(try IBFixtures.screens(bytes).first).spec
    }

    /// The views `truncated-text` reports, by element id (the view's id is its outlet's name, or
    /// its type and element id).
    static func truncated(_ spec: Spec, intended: Bool = false) -> [String] {
        let names = ["widLabel": "wid", "heiLabel": "hei", "linLabel": "lin", "talLabel": "tal",
                     "label_wid_00_001": "wid", "label_hei_00_001": "hei", "label_lin_00_001": "lin", "label_tal_00_001": "tal"]
        let outcome = LayoutEngine(spec: spec, options: LayoutOptions(reportsIntendedTruncation: intended)).layout(on: spec.designDevice!)
        let views = IBFixtures.views(spec)
        return outcome.findings.filter { $0.kind == .truncatedText }.compactMap { finding in
            views.values.first { $0.mark == finding.mark }.flatMap { names[$0.id.value] }
        }.sorted()
    }

    @Test func aLabelAnOutletPointsAtHoldsASample() throws {
        let views = IBFixtures.views(try Self.screen(outlets: ["wid-00-001"]))
        #expect(views["widLabel"]?.textIsSample == true)
        #expect(views["label_hei_00_001"]?.textIsSample == false, "no outlet points at it")
    }

    /// Without outlets every label shows its saved text and all four are cut.
    @Test func labelsWithoutOutletsAreCheckedInFull() throws {
        #expect(Self.truncated(try Self.screen(outlets: [])) == ["hei", "lin", "tal", "wid"])
    }

    /// Held by outlets, the three cut for their text's length are not reported; the line cut by
    /// its label's height is, as every text in the font needs that height.
    @Test func aSampleIsReportedOnlyWhereItsHeightCutsALine() throws {
        let spec = try Self.screen(outlets: ["wid-00-001", "hei-00-001", "lin-00-001", "tal-00-001"])
        #expect(Self.truncated(spec) == ["hei"])
        #expect(Self.truncated(spec, intended: true) == ["hei", "lin", "tal", "wid"], "`intended` reports samples too")
    }
}
