import Testing
@testable import ListkitLayout
import ListkitSpec

/// A cell's intrinsic size whose own compression resistance (or hugging) is required stays in
/// the cell caches' keys even where the structure settles the size (`IntrinsicRelevance`): the
/// required constraint decides whether the cell's system is satisfiable at all, so a cell whose
/// text is too wide for its pinned label must not share the solution of one whose text fits.
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

    func conflicts(_ outcome: LayoutOutcome) -> [String] {
        outcome.findings.filter { $0.kind == .unsatisfiableConstraints }.map(\.message)
    }

    @Test func aRequiredSizeThatTheStructureSettlesIsInTheKey() throws {
        let spec = try loadSpec(Self.spec)
        let cached = LayoutEngine(spec: spec, options: LayoutOptions(full: true)).layout(on: device("iphone-15"))
        var freshEngine = LayoutEngine(spec: spec, options: LayoutOptions(full: true))
        freshEngine.usesCellCache = false
        let fresh = freshEngine.layout(on: device("iphone-15"))
        // Only the wide cell's text (616 points in a 361-point label) breaks the label's required
        // compression resistance.
        #expect(conflicts(fresh).count == 1 && conflicts(fresh).allSatisfy { $0.contains("'width >= 616 @1000'") }, "\(conflicts(fresh))")
        #expect(conflicts(cached) == conflicts(fresh))
        #expect(cellFrameLines(cached, textLines: true) == cellFrameLines(fresh, textLines: true))
    }
}
