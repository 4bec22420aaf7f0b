import Foundation
@testable import ListkitLint
import ListkitSpec
import ListkitTestSupport
import Testing

/// One finding per cause, and no real problem lost: a conflict's consequences in the views it
/// involves become its related locations; views outside every conflict keep their findings;
/// `ib-unsupported` notes come once per document and kind unless asked for each.
@Suite struct OneFindingPerCauseTests {
    /// `box` conflicts with itself (height 0 and 44): Auto Layout breaks 44, so it has zero
    /// height. `title` conflicts (width 200 and 20) and truncates at 200. `spacer` has zero
    /// height with no conflict.
    static let spec = """
    listkit: 1
    screen: S
    views:
      - id: box
        type: view
        layout: [ top == safeArea.top, horizontal == parent, height == 0, height == 44 ]
      - id: title
        type: label
        text: A title far too long for twenty points
        layout: [ top == box.bottom, leading == parent.leading, width == 200, width == 20 ]
      - id: spacer
        type: view
        layout: [ top == title.bottom, horizontal == parent, height == 0 ]

    """

    @Test func aConflictsZeroSizeIsItsRelatedLocation() {
        let found = LintHarness.lint(Self.spec)
        let box = found.first { $0.rule == .unsatisfiableConstraints && $0.mark.line == 6 }
        #expect(box?.related.map(\.message) == ["caused by this conflict: view 'box' has zero height [zero-size]"], "\(found)")
        #expect(box?.related.map(\.mark.line) == [4])
        #expect(!found.contains { $0.rule == .zeroSize && $0.mark.line == 4 }, "reported twice: \(LintHarness.lines(found))")
    }

    @Test func aConflictsTruncationIsItsRelatedLocation() {
        let found = LintHarness.lint(Self.spec)
        let title = found.first { $0.rule == .unsatisfiableConstraints && $0.mark.line == 10 }
        #expect(title?.related.count == 1 && title?.related.first?.message.contains("label 'title' truncates its text") == true, "\(found)")
        #expect(!found.contains { $0.rule == .truncatedText }, "reported twice: \(LintHarness.lines(found))")
    }

    /// `bar` is 300 and 50 points wide inside a 100-point panel: Auto Layout breaks 50, and the
    /// bar sticks out of its panel; `strip` is 1,000 and 10 points wide and leaves the screen.
    /// Both are their conflicts' related locations; `loose`, as wide with no conflict, keeps
    /// its own finding.
    @Test func aConflictsViewsOutsideTheirParentOrTheScreenAreItsRelatedLocations() {
        let spec = """
        listkit: 1
        screen: S
        views:
          - id: panel
            type: view
            layout: [ top == safeArea.top, leading == parent.leading, width == 100, height == 100 ]
            subviews:
              - id: bar
                type: view
                layout: [ top == parent.top, leading == parent.leading, height == 10, width == 300, width == 50 ]
          - id: strip
            type: view
            layout: [ top == panel.bottom, leading == parent.leading, height == 10, width == 1000, width == 10 ]
          - id: loose
            type: view
            layout: [ top == strip.bottom, leading == parent.leading, height == 10, width == 1000 ]

        """
        let found = LintHarness.lint(spec)
        let text = LintHarness.lines(found).joined(separator: "\n")
        #expect(found.map(\.rule) == [.unsatisfiableConstraints, .unsatisfiableConstraints, .viewOffScreen], "\(text)")
        #expect(found[0].related.map { "\($0.mark.line) \($0.message)" } == [
            "8 caused by this conflict: view 'bar' (0, 59, 300×10) extends outside its parent 'panel' (0, 59, 100×100) [view-outside-parent]",
        ], "\(text)")
        #expect(found[1].related.map { "\($0.mark.line) \($0.message)" } == [
            "11 caused by this conflict: view 'strip' (0, 159, 1000×10) extends beyond the screen (0, 0, 393×852) [view-off-screen]",
        ], "\(text)")
        #expect(found[2].mark.line == 14 && found[2].related.isEmpty, "\(text)")
    }

    /// Every problem the checks found is still in the report, as a finding or a note: the
    /// three of before grouping are there, and the spacer, in no conflict, is its own finding.
    @Test func noProblemIsLost() {
        let found = LintHarness.lint(Self.spec)
        #expect(found.map(\.rule) == [.unsatisfiableConstraints, .unsatisfiableConstraints, .zeroSize], "\(LintHarness.lines(found))")
        #expect(found.last?.message == "on iphone-15: view 'spacer' has zero height")
        let text = LintHarness.lines(found).joined(separator: "\n")
        for expected in ["view 'box' has zero height", "label 'title' truncates its text", "view 'spacer' has zero height"] {
            #expect(text.contains(expected), "\(expected) is lost: \(text)")
        }
        #expect(text.contains("<stdin>:4:5: note: caused by this conflict: view 'box' has zero height [zero-size]"), "\(text)")
    }

    /// A cell kind whose `box` conflicts with itself and whose `title` conflicts on its width,
    /// in two cells: each conflict is one finding for the kind, with what it caused as related
    /// locations — the box's zero height once for the kind, each cell's truncation at that
    /// cell's field. `spacer`, in no conflict, keeps its own finding.
    static let cellSpec = """
    listkit: 1
    screen: S
    views:
      - id: list
        type: table
        layout: [ edges == parent ]
        sections:
          - id: main
            cells:
              - { id: c1, kind: row, title: A title far too long for twenty points }
              - { id: c2, kind: row, title: Another title far too long for twenty }
    cellKinds:
      row:
        height: 44
        views:
          - { id: box, type: view, layout: [ top == parent.top, leading == parent.leading, width == 10, height == 0, height == 44 ] }
          - { id: title, type: label, text: "{title}", layout: [ top == parent.top, leading == box.trailing, width == 200, width == 20 ] }
          - { id: spacer, type: view, layout: [ bottom == parent.bottom, trailing == parent.trailing, width == 10, height == 0 ] }

    """

    @Test func aCellKindsConflictsGroupWhatTheyCause() {
        let found = LintHarness.lint(Self.cellSpec)
        let text = LintHarness.lines(found).joined(separator: "\n")
        #expect(found.map(\.rule) == [.unsatisfiableConstraints, .unsatisfiableConstraints, .zeroSize], "\(text)")
        let box = found.first { $0.rule == .unsatisfiableConstraints && $0.mark.line == 16 }
        #expect(box?.related.map(\.message) == ["caused by this conflict: in cell kind 'row' (first in cell 'c1'): view 'box' has zero height [zero-size]"], "\(text)")
        let title = found.first { $0.rule == .unsatisfiableConstraints && $0.mark.line == 17 }
        #expect(title?.related.map(\.mark.line) == [10, 11], "\(text)")
        #expect(title?.related.allSatisfy { $0.message.contains("truncates its text") } == true, "\(text)")
        #expect(!found.contains { $0.rule == .truncatedText }, "reported twice: \(text)")
        #expect(found.last?.message.hasSuffix("in cell kind 'row' (first in cell 'c1'): view 'spacer' has zero height") == true, "\(text)")
    }

    /// A box (`box-gc-00N`) 10 points wide and 0 and 44 points tall: Auto Layout breaks 44, and
    /// its zero height is the conflict's.
    static func box(_ n: Int, x: Int, y: Int) -> String {
        """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-gc-00\(n)">
                    <rect key="frame" x="\(x)" y="\(y)" width="10" height="0.0"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="10" id="con-gc-\(n)01"/>
                        <constraint firstAttribute="height" id="con-gc-\(n)02"/>
                        <constraint firstAttribute="height" constant="44" id="con-gc-\(n)03"/>
                    </constraints>
                </view>

        """
    }

    /// A table view cell holding the box: its content view is a screen of its own, laid out at
    /// its saved size.
    static let cellScene = """
            <scene sceneID="sce-gc-001">
                <objects>
                    <tableViewController id="tvc-gc-001" sceneMemberID="viewController">
                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="tbl-gc-001">
                            <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                            <prototypes>
                                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="Row" id="cel-gc-001">
                                    <rect key="frame" x="0.0" y="50" width="390" height="44"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cel-gc-001" id="cnt-gc-001">
                                        <rect key="frame" x="0.0" y="0.0" width="390" height="44"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <subviews>
    \(box(1, x: 0, y: 0))                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="box-gc-001" firstAttribute="top" secondItem="cnt-gc-001" secondAttribute="top" id="con-gc-004"/>
                                            <constraint firstItem="box-gc-001" firstAttribute="leading" secondItem="cnt-gc-001" secondAttribute="leading" id="con-gc-005"/>
                                        </constraints>
                                    </tableViewCellContentView>
                                </tableViewCell>
                            </prototypes>
                        </tableView>
                    </tableViewController>
                </objects>
            </scene>

    """

    /// The box on a full screen.
    static let screenScene = """
            <scene sceneID="sce-gc-002">
                <objects>
                    <viewController id="vco-gc-002" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="roo-gc-002">
                            <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                            <subviews>
    \(box(2, x: 16, y: 67))                            </subviews>
                            <viewLayoutGuide key="safeArea" id="saf-gc-002"/>
                            <constraints>
                                <constraint firstItem="box-gc-002" firstAttribute="top" secondItem="saf-gc-002" secondAttribute="top" constant="8" id="con-gc-014"/>
                                <constraint firstItem="box-gc-002" firstAttribute="leading" secondItem="saf-gc-002" secondAttribute="leading" constant="16" id="con-gc-015"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>

    """

    static func lintDocument(_ name: String, _ document: String, config: String? = nil) throws -> [Diagnostic] {
        var files = ["Main.storyboard": document]
        if let config { files[".listkit.yml"] = config }
        let dir = try LintHarness.tree(name, files)
        return LintHarness.run([dir.appendingPathComponent("Main.storyboard")]).0.diagnostics.filter { $0.severity != .info }
    }

    @Test func anInterfaceBuilderCellsConflictGroupsWhatItCauses() throws {
        let found = try Self.lintDocument("cause-ib-cell", HandWrittenStoryboards.document(Self.cellScene))
        let text = LintHarness.lines(found).joined(separator: "\n")
        #expect(found.map(\.rule) == [.unsatisfiableConstraints], "\(text)")
        #expect(found.first?.related.map(\.message) == ["caused by this conflict: view 'view_box_gc_001' has zero height [zero-size]"], "\(text)")
    }

    /// Laid out once per size class (an iPhone's and an iPad's), a screen's conflict keeps what
    /// it caused when the two are merged into one finding naming both devices.
    @Test func sizeClassesKeepWhatAConflictCaused() throws {
        let found = try Self.lintDocument("cause-size-classes", HandWrittenStoryboards.document(Self.screenScene), config: "devices: [iphone-se, ipad-11]\n")
        let text = LintHarness.lines(found).joined(separator: "\n")
        #expect(found.map(\.rule) == [.unsatisfiableConstraints], "\(text)")
        #expect(found.first?.message.hasPrefix("on iphone-se, ipad-11: ") == true, "\(text)")
        #expect(found.first?.related.map(\.message) == ["caused by this conflict: view 'view_box_gc_002' has zero height [zero-size]"], "\(text)")
    }

    /// Three placeholder constraints (removed at build time, kept as IB lays out): one note
    /// saying how many, or each with --verbose.
    @Test func unsupportedNotesComeOncePerDocumentAndKind() throws {
        let placeholders = (1...3).map { i in
            "                                <constraint firstItem=\"bar-sb-001\" firstAttribute=\"top\" secondItem=\"saf-sb-001\" secondAttribute=\"top\" constant=\"16\" placeholder=\"YES\" id=\"plc-np-00\\(i)\"/>\n"
        }.joined()
        let scene = HandWrittenStoryboards.misplacedScene.replacingOccurrences(of: "                            </constraints>", with: placeholders + "                            </constraints>")
        let dir = try LintHarness.tree("note-summary", ["Main.storyboard": HandWrittenStoryboards.document(scene)])
        let configurations = ConfigurationFinder(explicitPath: nil)
        func notes(verbose: Bool) -> [Diagnostic] {
            LintRun(paths: [dir.path], configurations: configurations, verbose: verbose).diagnostics.filter { $0.rule == .ibUnsupported }
        }
        let summarized = notes(verbose: false)
        #expect(summarized.count == 1, "\(LintHarness.lines(summarized))")
        #expect(summarized.first?.message.hasSuffix("(and 2 more like it in this document; --verbose lists each)") == true, "\(LintHarness.lines(summarized))")
        #expect(notes(verbose: true).count == 3)
    }
}
