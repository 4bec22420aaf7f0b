import Foundation
@testable import ListkitInterfaceBuilder
import ListkitLayout
import ListkitSpec
import ListkitYAML
import Testing

/// A number out of range inside one scene (or a .xib's top-level object) skips that scene's
/// screens with the located `ib-syntax` error; the document's other screens are read. A number
/// outside every scene, or one every screen reads, still rejects the document (#34).
@Suite struct IBRejectedSceneTests {
    static let expected = "<rect> width must be a finite number between -100000 and 100000, not 'nan'"

    @Test func theBadSceneIsSkippedTheOtherRead() throws {
        let bytes = try IBFixtures.bytes("two-scenes-one-bad.storyboard")
        let document = try IBDocument.read(bytes).get()
        #expect(document.rejected.map(\.name) == ["Second (vco-tw-002)"])
        #expect(document.rejected.first?.error == XMLReadError(message: Self.expected, mark: Mark(line: 40, column: 65)))
        #expect(document.rejected.first?.selectors.contains("Second") == true)
        #expect(document.screens().map(\.name) == ["First (vco-tw-001)"])

        let loaded = IBSpecLoader.load(bytes, path: "two.storyboard")
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.skipped.map { "\($0.path):\($0.mark): \($0.severity.rawValue): \($0.message) [\($0.rule.rawValue)]" } == [
            "two.storyboard:40:65: error: \(Self.expected); the screens of 'Second (vco-tw-002)' are skipped [ib-syntax]",
        ])
        // The first scene is still checked: its over-constrained box is found.
        let rules = IBLinter.check(loaded, rules: Linter.lintRules()).map(\.rule)
        #expect(rules.contains(.ibSyntax) && rules.contains(.unsatisfiableConstraints), "\(rules)")
    }

    /// Both top-level objects of a .xib are scopes: the bad view's screen goes, the cell stays.
    @Test func aXibTopLevelViewIsSkippedAlone() throws {
        let text = String(decoding: try IBFixtures.bytes("views.xib"), as: UTF8.self)
        let bad = text.replacingOccurrences(of: #"<rect key="frame" x="100" y="25" width="100" height="50"/>"#,
                                            with: #"<rect key="frame" x="100" y="25" width="1e400" height="50"/>"#)
        #expect(bad != text)
        let before = try IBDocument.read(Array(text.utf8)).get().screens().map(\.name)
        let document = try IBDocument.read(Array(bad.utf8)).get()
        #expect(document.rejected.map(\.name) == ["HeaderView (hdr-xb-001)"])
        #expect(document.screens().map(\.name) == before.filter { $0 != "HeaderView (hdr-xb-001)" } && before.count == 3, "\(before)")
    }

    /// Outside the scenes, and in what every screen reads (image sizes), a bad number still
    /// rejects the whole document.
    @Test func sharedNumbersStillRejectTheDocument() throws {
        let text = String(decoding: try IBFixtures.bytes("two-scenes-one-bad.storyboard"), as: UTF8.self)
            .replacingOccurrences(of: #"width="nan""#, with: #"width="350""#)
        #expect(try IBDocument.read(Array(text.utf8)).get().rejected.isEmpty)
        let resources = text.replacingOccurrences(of: "    </scenes>\n", with: "    </scenes>\n    <resources><image name=\"a\" width=\"inf\" height=\"1\"/></resources>\n")
        let inScene = text.replacingOccurrences(of: #"<viewLayoutGuide key="safeArea" id="saf-tw-002"/>"#,
                                                with: #"<viewLayoutGuide key="safeArea" id="saf-tw-002"/><image name="a" width="inf" height="1"/>"#)
        for variant in [resources, inScene] {
            #expect(variant != text)
            guard case .failure(let error) = IBDocument.read(Array(variant.utf8)) else {
                Issue.record("an image size every screen reads must reject the document")
                continue
            }
            #expect(error.message == "<image> width must be a finite number between 0 and 10000, not 'inf'", "\(error)")
        }
    }
}
