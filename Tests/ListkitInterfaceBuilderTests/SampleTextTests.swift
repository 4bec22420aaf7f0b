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
            ("low-00-001", long, 0, 60, 10, 180),    // any number of lines, lower than one: 10 of 20.33
            ("two-00-001", long, 2, 60, 10, 200),    // two lines, lower than one
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
        var names: [String: String] = [:]
        for name in ["wid", "hei", "lin", "tal", "low", "two"] {
            names[name + "Label"] = name
            names["label_\(name)_00_001"] = name
        }
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

    /// Without outlets every label shows its saved text and all six are cut.
    @Test func labelsWithoutOutletsAreCheckedInFull() throws {
        #expect(Self.truncated(try Self.screen(outlets: [])) == ["hei", "lin", "low", "tal", "two", "wid"])
    }

    /// Held by outlets, the three cut for their text's length are not reported; the labels lower
    /// than one line are, whatever lines they allow, as every text in the font needs that height.
    @Test func aSampleIsReportedOnlyWhereItsHeightCutsALine() throws {
        let spec = try Self.screen(outlets: ["wid-00-001", "hei-00-001", "lin-00-001", "tal-00-001", "low-00-001", "two-00-001"])
        #expect(Self.truncated(spec) == ["hei", "low", "two"])
        #expect(Self.truncated(spec, intended: true) == ["hei", "lin", "low", "tal", "two", "wid"], "`intended` reports samples too")
    }

    /// A one-row table whose cell holds a 60-point label of a long text, in the 17-point system
    /// font, held by the controller's outlet; `dataMode` "static" or "prototypes".
    static func table(dataMode: String) -> [UInt8] {
        Array("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="sce-st-001">
                    <objects>
                        <tableViewController id="tvc-st-001" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="\(dataMode)" style="plain" rowHeight="44" id="tbl-st-001">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <sections>
                                    <tableViewSection id="sec-st-001">
                                        <cells>
                                            <tableViewCell contentMode="scaleToFill" reuseIdentifier="Row" id="cel-st-001">
                                                <rect key="frame" x="0.0" y="50" width="390" height="44"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cel-st-001" id="cnt-st-001">
                                                    <rect key="frame" x="0.0" y="0.0" width="390" height="44"/>
                                                    <subviews>
                                                        <label opaque="NO" text="\(long)" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-st-001">
                                                            <rect key="frame" x="20" y="12" width="60" height="20.33"/>
                                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                        </label>
                                                    </subviews>
                                                    <constraints>
                                                        <constraint firstItem="lbl-st-001" firstAttribute="leading" secondItem="cnt-st-001" secondAttribute="leading" constant="20" id="cst-st-001"/>
                                                        <constraint firstItem="lbl-st-001" firstAttribute="centerY" secondItem="cnt-st-001" secondAttribute="centerY" id="cst-st-002"/>
                                                        <constraint firstItem="lbl-st-001" firstAttribute="width" constant="60" id="cst-st-003"/>
                                                    </constraints>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                        </cells>
                                    </tableViewSection>
                                </sections>
                            </tableView>
                            <connections>
                                <outlet property="nameLabel" destination="lbl-st-001" id="out-st-001"/>
                            </connections>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """.utf8)
    }

    /// A static table's texts are typed in the document: an outlet to one does not make it a
    /// sample, and its cut is reported; a prototype's is the app's.
    @Test func aStaticTablesLabelIsNoSample() throws {
        func findings(_ dataMode: String) throws -> [String] {
            try IBFixtures.screens(Self.table(dataMode: dataMode)).flatMap { screen in
                let spec = screen.spec
                return LayoutEngine(spec: spec).layout(on: spec.designDevice!).findings.filter { $0.kind == .truncatedText }.map(\.message)
            }
        }
        let statics = try findings("static")
        #expect(statics.count == 1 && statics.allSatisfy { $0.contains("label 'nameLabel' truncates its text") }, "\(statics)")
        #expect(try findings("prototypes") == [])
    }
}
