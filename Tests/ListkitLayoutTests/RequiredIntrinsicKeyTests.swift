import Testing
@testable import ListkitLayout
import ListkitSpec

/// A cell's intrinsic size whose own compression resistance (or hugging) is declared at 1000
/// stays in the cell caches' keys even where the structure settles the size
/// (`IntrinsicRelevance`), so a cell whose text is too wide for its pinned label does not share
/// the solution of one whose text fits. Such a priority is not required (`ContentSizePriority`):
/// the wide cell's label is held to its constraints, with no conflict, and its text is cut.
@Suite struct RequiredIntrinsicKeyTests {
    static let spec = """
        listkit: 1
        screen: Required
        views:
          - id: list
            type: table
            layout: [ "edges == parent" ]
            sections:
              - id: main
                cells:
                  - { id: fits, kind: pinned, title: "Short" }
                  - { id: wide, kind: pinned, title: "A title far too long to fit on one line of any phone in portrait, however small its font" }
                  - { id: fitsAgain, kind: pinned, title: "Tiny" }
        cellKinds:
          pinned:
            height: automatic
            views:
              - { id: title, type: label, text: "{title}", compressionResistance: 1000, layout: [ "horizontal == parent + 16", "top == parent.top + 8", "bottom == parent.bottom - 8" ] }
        """

    func findings(_ outcome: LayoutOutcome, _ kind: LayoutFinding.Kind) -> [String] {
        outcome.findings.filter { $0.kind == kind }.map(\.message)
    }

    @Test func aRequiredSizeThatTheStructureSettlesIsInTheKey() throws {
        let spec = try loadSpec(Self.spec)
        let cached = LayoutEngine(spec: spec, options: LayoutOptions(full: true)).layout(on: device("iphone-15"))
        var freshEngine = LayoutEngine(spec: spec, options: LayoutOptions(full: true))
        freshEngine.usesCellCache = false
        let fresh = freshEngine.layout(on: device("iphone-15"))
        // Only the wide cell's text (616 points) is cut, to the 361 points its label is pinned to.
        #expect(findings(fresh, .unsatisfiableConstraints).isEmpty, "\(findings(fresh, .unsatisfiableConstraints))")
        let cut = findings(fresh, .truncatedText)
        #expect(cut.count == 1 && cut.allSatisfy { $0.contains("needs 616 points of width and has 361") }, "\(cut)")
        #expect(findings(cached, .truncatedText) == cut)
        #expect(cellFrameLines(cached, textLines: true) == cellFrameLines(fresh, textLines: true))
    }
}
