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
