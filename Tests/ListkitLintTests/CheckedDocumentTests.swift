import Foundation
import ListkitInterfaceBuilder
@testable import ListkitLint
import ListkitTestSupport
import ListkitYAML
import Testing

/// A lint run keeps of a checked Interface Builder document only what its findings print, so
/// its memory does not grow with the documents it checks (issue #31).
struct CheckedDocumentTests {
    static let clean = HandWrittenStoryboards.document(HandWrittenStoryboards.boxScene(width: 350))
    static let misplaced = HandWrittenStoryboards.document(HandWrittenStoryboards.misplacedScene)

    @Test func aDocumentKeepsOnlyItsFindingsLinesAndElements() throws {
        let root = try LintHarness.tree("checked-documents", ["Clean.storyboard": Self.clean, "Misplaced.storyboard": Self.misplaced])
        let (run, _) = LintHarness.run([root])
        let files = Dictionary(uniqueKeysWithValues: run.linted.map { (URL(fileURLWithPath: $0.file.name).lastPathComponent, $0) })
        let clean = try #require(files["Clean.storyboard"])
        #expect(clean.diagnostics.isEmpty)
        #expect(clean.bytes.isEmpty && clean.source.lineCount <= 1 && (clean.source.line(1) ?? "").isEmpty && clean.elements == nil)

        let misplaced = try #require(files["Misplaced.storyboard"])
        let finding = try #require(misplaced.diagnostics.first)
        let bytes = Array(Self.misplaced.utf8)
        #expect(misplaced.bytes.isEmpty)
        #expect(misplaced.source.lineCount == SourceText(bytes).lineCount)
        #expect(misplaced.source.line(finding.mark.line) == SourceText(bytes).line(finding.mark.line))
        #expect(misplaced.source.line(1) == nil)
        #expect(misplaced.elements?.element(at: finding.mark) == "bar-sb-001")
        // What reports read: the same element as the whole document gives.
        let whole = FileElements(bytes: bytes, isDocument: true).element(at: finding.mark)
        #expect(LintPlaces(run.linted).element(of: finding) == whole)
    }

    /// Elements at marks, found by a search of the tree: each mark's element is the last one
    /// starting at or before it, and its id that element's or its nearest ancestor's.
    @Test func elementsAtMarksAreFoundInTheTree() throws {
        let text = """
            <document id="doc">
              <scenes>
                <scene sceneID="s1">
                  <view id="v1">
                    <rect key="frame" x="0" y="0" width="10" height="10"/>
                    <subviews>
                      <label id="l1" text="a"/>
                    </subviews>
                  </view>
                </scene>
              </scenes>
            </document>
            """
        let root = try XMLTreeReader.read(Array(text.utf8)).get()
        let marks = [Mark(line: 1, column: 1), Mark(line: 2, column: 3), Mark(line: 3, column: 5), Mark(line: 5, column: 9),
                     Mark(line: 5, column: 30), Mark(line: 7, column: 11), Mark(line: 8, column: 1), Mark(line: 13, column: 1)]
        let kept = FileElements(document: root, keeping: marks + [Mark(line: 0, column: 1)])
        #expect(marks.map { kept.element(at: $0) } == ["doc", "doc", "doc", "v1", "v1", "l1", "l1", "l1"])
        #expect(kept.element(at: Mark(line: 0, column: 1)) == nil)
        #expect(kept.element(at: Mark(line: 4, column: 7)) == nil)  // not kept
    }
}
