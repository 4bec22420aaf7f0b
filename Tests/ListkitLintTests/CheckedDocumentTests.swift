import Foundation
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
}
