import Foundation
import ListkitInterfaceBuilder
import ListkitLayout
import ListkitSpec
import Testing

/// A .xib's table view cell is registered by code in a table whose rows size themselves by
/// default (`rowHeight` is `automaticDimension`), so at run time it is as tall as its
/// constraints need, not the height it was saved at: `truncated-text` reports only text cut at
/// that fitting height too (`Spec.isSelfSizingCell`, `LayoutEngine.fittingHeight(on:)`).
@Suite struct SelfSizingCellTests {
    /// A cell saved 320 × 80 whose content needs more: a one-line 17-point "Title" 10 below the
    /// content view's top, and 8 below it a view `height == 50` 10 above its bottom. Saved at
    /// 80 the label is left 80 − 10 − 8 − 50 − 10 = 2 points of its 20.5-point line (a 17-point
    /// system line at @2x, the corpus's "needs 20.5 points of height"). `labelHeight` adds a
    /// required height to the label, and the view's height is then 750 so that the saved 80
    /// points hold the required ones (it gives way instead).
    static func cell(labelHeight: Int? = nil, element: String = "tableViewCell", contentElement: String = "tableViewCellContentView") -> [UInt8] {
        let labelConstraint = labelHeight.map {
            "<constraints><constraint firstAttribute=\"height\" constant=\"\($0)\" id=\"lbl-00-00h\"/></constraints>"
        } ?? ""
        return IBFixtures.xib(objects: """
            <\(element) contentMode="scaleToFill" id="cel-00-001">
                <rect key="frame" x="0.0" y="0.0" width="320" height="80"/>
                <\(contentElement) key="contentView" opaque="NO" contentMode="center" id="cnt-00-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="80"/>
                    <subviews>
                        <label opaque="NO" text="Title" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-001">
                            <rect key="frame" x="16" y="10" width="288" height="2"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            \(labelConstraint)
                        </label>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-001">
                            <rect key="frame" x="16" y="20" width="288" height="50"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="50" \(labelHeight == nil ? "" : "priority=\"750\" ")id="box-00-00h"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="lbl-00-001" firstAttribute="top" secondItem="cnt-00-001" secondAttribute="top" constant="10" id="con-00-001"/>
                        <constraint firstItem="lbl-00-001" firstAttribute="leading" secondItem="cnt-00-001" secondAttribute="leading" constant="16" id="con-00-002"/>
                        <constraint firstAttribute="trailing" secondItem="lbl-00-001" secondAttribute="trailing" constant="16" id="con-00-003"/>
                        <constraint firstItem="box-00-001" firstAttribute="top" secondItem="lbl-00-001" secondAttribute="bottom" constant="8" id="con-00-004"/>
                        <constraint firstItem="box-00-001" firstAttribute="leading" secondItem="cnt-00-001" secondAttribute="leading" constant="16" id="con-00-005"/>
                        <constraint firstAttribute="trailing" secondItem="box-00-001" secondAttribute="trailing" constant="16" id="con-00-006"/>
                        <constraint firstAttribute="bottom" secondItem="box-00-001" secondAttribute="bottom" constant="10" id="con-00-007"/>
                    </constraints>
                </\(contentElement)>
            </\(element)>
            """)
    }

    /// The messages lint reports under `rule` for the document.
    static func findings(_ bytes: [UInt8], _ rule: RuleID) -> [String] {
        IBLinter.check(IBSpecLoader.load(bytes, path: "cell.xib"), rules: Linter.lintRules())
            .filter { $0.rule == rule }.map(\.message)
    }

    static func truncations(_ bytes: [UInt8]) -> [String] { findings(bytes, .truncatedText) }

    static func spec(_ bytes: [UInt8]) throws -> Spec {
        try #require(try IBFixtures.screens(bytes).first).spec
    }

    /// 10 + 20.5 + 8 + 50 + 10: the label at its line's height, the view at its constant.
    @Test func aCompressedCellsFittingHeightIsWhatItsConstraintsNeed() throws {
        let spec = try Self.spec(Self.cell())
        #expect(spec.isSelfSizingCell)
        #expect(LayoutEngine(spec: spec).fittingHeight(on: spec.designDevice!) == 98.5)
    }

    /// Cut at the saved 80 points, whole at the fitting 98.5: no finding.
    @Test func textThatFitsAtTheFittingHeightIsNotReported() throws {
        let spec = try Self.spec(Self.cell())
        let saved = LayoutEngine(spec: spec).layout(on: spec.designDevice!).findings.filter { $0.kind == .truncatedText }
        try #require(saved.count == 1 && saved[0].message.contains("has 2"), "cut at the saved height: \(saved.map(\.message))")
        #expect(Self.truncations(Self.cell()) == [])
    }

    /// A label held to 10 points by a required constraint is cut at any height of the cell
    /// (its fitting height is 10 + 10 + 8 + 50 + 10 = 88, the view at its 750 constant; saved
    /// at 80 the view gives way to 42).
    @Test func textCutEvenAtTheFittingHeightIsReported() throws {
        let bytes = Self.cell(labelHeight: 10)
        let spec = try Self.spec(bytes)
        #expect(LayoutEngine(spec: spec).fittingHeight(on: spec.designDevice!) == 88)
        let found = Self.truncations(bytes)
        #expect(found.count == 1 && found[0].contains("label_lbl_00_001") && found[0].contains("has 10"), "\(found)")
    }

    /// The same cell (or `xib`'s) as a storyboard prototype in a table saved with `rowHeight`
    /// `table` (and `cell` on the cell itself, where given).
    static func prototype(table: String, cell: String? = nil, xib bytes: [UInt8] = Self.cell()) throws -> [UInt8] {
        let xib = String(decoding: bytes, as: UTF8.self)
        let start = try #require(xib.range(of: "<tableViewCell ")), end = try #require(xib.range(of: "</tableViewCell>"))
        var element = String(xib[start.lowerBound..<end.upperBound])
        if let cell { element = element.replacingOccurrences(of: "<tableViewCell ", with: "<tableViewCell rowHeight=\"\(cell)\" ") }
        return IBFixtures.storyboard(subviews: """
            <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="\(table)" translatesAutoresizingMaskIntoConstraints="NO" id="tab-00-001">
                <rect key="frame" x="0.0" y="0.0" width="320" height="400"/>
                <prototypes>
            \(element)
                </prototypes>
            </tableView>
            """)
    }

    /// A storyboard table saved with IB's "Automatic" row height (`rowHeight="-1"`,
    /// `UITableView.automaticDimension`, whose value is −1) sizes its prototypes to their
    /// content as a .xib's cell's table does: the label cut at the saved 80 points is whole at
    /// the fitting 98.5. A table saved with a number (80) gives its rows that height at run time,
    /// and a prototype with a row height of its own keeps it: the label is reported.
    @Test func aStoryboardTableOfAutomaticRowHeightSizesItsCells() throws {
        let automatic = try #require(try IBFixtures.screens(try Self.prototype(table: "-1")).first { $0.spec.views.first?.id.value == "contentView" })
        #expect(automatic.spec.isSelfSizingCell)
        #expect(Self.truncations(try Self.prototype(table: "-1")) == [])
        #expect(Self.truncations(try Self.prototype(table: "80")).count == 1)
        #expect(Self.truncations(try Self.prototype(table: "-1", cell: "80")).count == 1)
    }

    /// A cell saved 320 × 60 whose one view is `height == 32`, 8 below the content view's top and
    /// 8 above its bottom: at the saved 60 points the required constraints ask 8 + 32 + 8 = 48 of
    /// 60 and conflict; at the fitting height, 48, they all hold.
    static func boxCell(element: String = "tableViewCell", contentElement: String = "tableViewCellContentView") -> [UInt8] {
        IBFixtures.xib(objects: """
            <\(element) contentMode="scaleToFill" id="cel-00-002">
                <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                <\(contentElement) key="contentView" opaque="NO" contentMode="center" id="cnt-00-002">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-002">
                            <rect key="frame" x="16" y="8" width="288" height="44"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="32" id="box-00-02h"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="box-00-002" firstAttribute="top" secondItem="cnt-00-002" secondAttribute="top" constant="8" id="con-00-011"/>
                        <constraint firstAttribute="bottom" secondItem="box-00-002" secondAttribute="bottom" constant="8" id="con-00-012"/>
                        <constraint firstItem="box-00-002" firstAttribute="leading" secondItem="cnt-00-002" secondAttribute="leading" constant="16" id="con-00-013"/>
                        <constraint firstAttribute="trailing" secondItem="box-00-002" secondAttribute="trailing" constant="16" id="con-00-014"/>
                    </constraints>
                </\(contentElement)>
            </\(element)>
            """)
    }

    static func conflicts(_ bytes: [UInt8]) -> [String] { findings(bytes, .unsatisfiableConstraints) }

    /// A self-sizing cell's constraints that conflict only at its saved height hold at its
    /// fitting height, where UIKit lays it out: no conflict. A collection cell (no fitting
    /// height), a prototype in a table of fixed row height and one in a table of automatic row
    /// height show where the height comes from.
    @Test func aConflictOnlyAtTheSavedHeightOfASelfSizingCellIsNotReported() throws {
        let spec = try Self.spec(Self.boxCell())
        #expect(LayoutEngine(spec: spec).fittingHeight(on: spec.designDevice!) == 48)
        let saved = LayoutEngine(spec: spec).layout(on: spec.designDevice!).findings.filter { $0.kind == .unsatisfiableConstraints }
        try #require(saved.count == 1, "a conflict at the saved height: \(saved.map(\.message))")
        #expect(Self.conflicts(Self.boxCell()) == [])
        #expect(Self.conflicts(Self.boxCell(element: "collectionViewCell", contentElement: "collectionViewCellContentView")).count == 1)
        #expect(Self.conflicts(try Self.prototype(table: "60", xib: Self.boxCell())).count == 1)
        #expect(Self.conflicts(try Self.prototype(table: "-1", xib: Self.boxCell())) == [])
    }

    /// A conflict the cell's constraints have at any height is reported: the view `height == 32`
    /// also `height == 40` at the fitting height too.
    @Test func aConflictAtEveryHeightOfASelfSizingCellIsReported() throws {
        let text = String(decoding: Self.boxCell(), as: UTF8.self)
            .replacingOccurrences(of: #"<constraint firstAttribute="height" constant="32" id="box-00-02h"/>"#,
                                  with: #"<constraint firstAttribute="height" constant="32" id="box-00-02h"/><constraint firstAttribute="height" constant="40" id="box-00-02i"/>"#)
        #expect(Self.conflicts(Array(text.utf8)).count >= 1)
    }

    /// A collection view cell sizes itself only where its layout estimates item sizes, which the
    /// document does not say: it stays at its saved height.
    @Test func aCollectionCellKeepsItsSavedHeight() throws {
        let bytes = Self.cell(element: "collectionViewCell", contentElement: "collectionViewCellContentView")
        #expect(try Self.spec(bytes).isSelfSizingCell == false)
        #expect(Self.truncations(bytes).count == 1)
    }

    /// Views pinned to the top only leave the content view's height open: UIKit collapses it to
    /// zero and uses the standard height instead, so there is no fitting height.
    @Test func constraintsThatLeaveTheHeightOpenGiveNone() throws {
        let text = String(decoding: Self.cell(), as: UTF8.self)
            .replacingOccurrences(of: #"<constraint firstAttribute="bottom" secondItem="box-00-001" secondAttribute="bottom" constant="10" id="con-00-007"/>"#, with: "")
        let spec = try Self.spec(Array(text.utf8))
        #expect(LayoutEngine(spec: spec).fittingHeight(on: spec.designDevice!) == nil)
    }

    /// A cell saved 320 × 40 whose two one-line 17-point labels ("Title", "Detail"; 20.5 tall at
    /// @2x) are 10 from its top, 5 apart and 10 from its bottom: at 40 they must give up
    /// 10 + 20.5 + 5 + 20.5 + 10 − 40 = 26 points between them at equal vertical compression
    /// resistance (750), a tie; at the fitting height, 66, neither is compressed. `mark` goes on
    /// the first label's element (`ambiguous="YES"`, IB's own mark).
    static func twoLabelCell(element: String = "tableViewCell", contentElement: String = "tableViewCellContentView", mark: String = "") -> [UInt8] {
        IBFixtures.xib(objects: """
            <\(element) contentMode="scaleToFill" id="cel-00-003">
                <rect key="frame" x="0.0" y="0.0" width="320" height="40"/>
                <\(contentElement) key="contentView" opaque="NO" contentMode="center" id="cnt-00-003">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="40"/>
                    <subviews>
                        <label opaque="NO" text="Title" \(mark)adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-031">
                            <rect key="frame" x="16" y="10" width="288" height="7.5"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                        <label opaque="NO" text="Detail" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-032">
                            <rect key="frame" x="16" y="22.5" width="288" height="7.5"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="lbl-00-031" firstAttribute="top" secondItem="cnt-00-003" secondAttribute="top" constant="10" id="con-00-031"/>
                        <constraint firstItem="lbl-00-032" firstAttribute="top" secondItem="lbl-00-031" secondAttribute="bottom" constant="5" id="con-00-032"/>
                        <constraint firstAttribute="bottom" secondItem="lbl-00-032" secondAttribute="bottom" constant="10" id="con-00-033"/>
                        <constraint firstItem="lbl-00-031" firstAttribute="leading" secondItem="cnt-00-003" secondAttribute="leading" constant="16" id="con-00-034"/>
                        <constraint firstAttribute="trailing" secondItem="lbl-00-031" secondAttribute="trailing" constant="16" id="con-00-035"/>
                        <constraint firstItem="lbl-00-032" firstAttribute="leading" secondItem="cnt-00-003" secondAttribute="leading" constant="16" id="con-00-036"/>
                        <constraint firstAttribute="trailing" secondItem="lbl-00-032" secondAttribute="trailing" constant="16" id="con-00-037"/>
                    </constraints>
                </\(contentElement)>
            </\(element)>
            """)
    }

    /// Labels that tie in compression resistance only because the saved height is too short for
    /// them are not compressed at the fitting height UIKit gives a self-sizing cell: no ambiguity
    /// (woocommerce-ios `ConnectedReaderTableViewCell.xib`). A collection cell keeps its saved
    /// height, where the tie is UIKit's; and where Interface Builder itself marks a label
    /// ambiguous, the tie is reported as IB shows it.
    @Test func aTieOnlyAtTheSavedHeightOfASelfSizingCellIsNotReported() throws {
        let spec = try Self.spec(Self.twoLabelCell())
        #expect(LayoutEngine(spec: spec).fittingHeight(on: spec.designDevice!) == 66)
        let tie = "views 'label_lbl_00_031' and 'label_lbl_00_032' tie in vertical compression resistance (750 = 750)"
        let saved = LayoutEngine(spec: spec).layout(on: spec.designDevice!).findings.filter { $0.kind == .ambiguousLayout }
        #expect(saved.map(\.message).contains { $0.hasPrefix(tie) }, "a tie at the saved height: \(saved.map(\.message))")
        #expect(Self.findings(Self.twoLabelCell(), .ambiguousLayout) == [])
        let collection = Self.findings(Self.twoLabelCell(element: "collectionViewCell", contentElement: "collectionViewCellContentView"), .ambiguousLayout)
        #expect(collection.contains { $0.contains(tie) }, "\(collection)")
        let marked = Self.findings(Self.twoLabelCell(mark: #"ambiguous="YES" "#), .ambiguousLayout)
        #expect(marked.contains { $0.contains(tie) }, "\(marked)")
    }
}
