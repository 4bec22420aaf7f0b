import Testing
import ListkitLayout
import ListkitSpec
import ListkitYAML
import ListkitTestSupport

/// The five layout bugs found in review of issue #14, each reproduced first.
@Suite struct ReviewBugTests {
    // MARK: - Cell order

    static func wrappingTable(_ cells: [(id: String, text: String)]) -> String {
        """
        listkit: 1
        screen: Notes
        device: ipad-11
        views:
          - id: notes
            type: table
            layout: [ "edges == parent" ]
            sections:
              - id: main
                cells:
        \(cells.map { "          - { id: \($0.id), kind: note, body: \"\($0.text)\" }" }.joined(separator: "\n"))
        cellKinds:
          note:
            views:
              - { id: body, type: label, text: "{body}", lines: 0, layout: [ "top == parent.top + 8", "bottom == parent.bottom - 8", "leading == parent.leading + 16", "trailing <= parent.trailing - 16" ] }
        """
    }

    static let noteTexts: [(id: String, text: String)] = [
        ("short", "Short"),
        ("long", "A longer note that wraps on a phone but fits one line of an eleven inch iPad, which is 834 points wide"),
        ("two", "Two words"),
        ("para", String(repeating: "Lorem ipsum dolor sit amet, consectetur adipiscing elit. ", count: 4)),
    ]

    /// Every cell's frame and its views' frames, by cell id.
    func cellFrames(_ yaml: String) throws -> (frames: [String: [Rect]], findings: [LayoutFinding]) {
        let outcome = LayoutEngine(spec: try loadSpec(yaml), options: LayoutOptions(full: true)).layout(on: device("ipad-11"))
        var result: [String: [Rect]] = [:]
        for cell in outcome.result.views.first?.list?.sections.first?.cells ?? [] {
            result[cell.id] = [Rect(x: 0, y: 0, width: cell.frame.width, height: cell.frame.height)] + cell.views.map(\.frame)
        }
        return (result, outcome.findings)
    }

    @Test func aWrappingLabelAfterAShortCellTakesItsOwnWidth() throws {
        // After "Short" (41 points), the long note must still measure at the 802 points it may
        // take (834 − 2 × 16), not wrap at 41: one body line, 20.5 tall at @2x.
        let (frames, findings) = try cellFrames(Self.wrappingTable(Self.noteTexts))
        let long = try #require(frames["long"])
        #expect(long[1].x == 16)
        #expect(long[1].width > 700 && long[1].width <= 802)
        #expect(long[1].height == 20.5)
        #expect(long[0].height == 36.5)
        #expect(findings.isEmpty, "\(findings.map(\.message))")
    }

    @Test(arguments: [[0, 1, 2, 3], [3, 2, 1, 0], [1, 0, 3, 2], [2, 3, 0, 1], [0, 2, 1, 3]])
    func cellFramesDoNotDependOnCellOrder(order: [Int]) throws {
        let reference = try cellFrames(Self.wrappingTable(Self.noteTexts))
        let permuted = try cellFrames(Self.wrappingTable(order.map { Self.noteTexts[$0] }))
        #expect(permuted.frames == reference.frames)
        #expect(permuted.findings.isEmpty)
    }

    // MARK: - equalCentering

    @Test func equalCenteringShrinksSpacingBeforeCompressingViews() throws {
        // 40 + 100 + 10 and two 10-point spacings fill 170 exactly: UIKit gives up equal
        // centring (the spacing shrinks to its minimum) before it compresses a view.
        let yaml = """
        listkit: 1
        screen: Centering
        device: iphone-se
        views:
          - id: stack
            type: stack
            distribution: equalCentering
            spacing: 10
            layout: [ "leading == parent.leading", "top == parent.top + 100", "width == 170" ]
            arranged:
              - { id: a, type: view, intrinsicSize: 40x20 }
              - { id: b, type: view, intrinsicSize: 100x20 }
              - { id: c, type: view, intrinsicSize: 10x20 }
        """
        let outcome = LayoutEngine(spec: try loadSpec(yaml)).layout(on: device("iphone-se"))
        let f = framesByID(outcome.result.views)
        #expect(f["a"] == rect(0, 100, 40, 20))
        #expect(f["b"] == rect(50, 100, 100, 20))
        #expect(f["c"] == rect(160, 100, 10, 20))
        #expect(outcome.findings.isEmpty, "\(outcome.findings.map(\.message))")
    }

    // MARK: - Negative sizes

    @Test func overConstrainedInsetsBreakTheUserConstraintNotTheSize() throws {
        // 250 in from both sides of 393 points leaves −107: Auto Layout keeps width >= 0 and
        // breaks the trailing half of the compound, added after the leading one.
        let yaml = """
        listkit: 1
        screen: Insets
        device: iphone-15
        views:
          - id: box
            type: view
            layout: [ "horizontal == parent + 250", "top == parent.top + 100", "height == 40" ]
        """
        let outcome = LayoutEngine(spec: try loadSpec(yaml)).layout(on: device("iphone-15"))
        #expect(framesByID(outcome.result.views)["box"] == rect(250, 100, 0, 40))
        let conflicts = outcome.findings.filter { $0.kind == .unsatisfiableConstraints }
        try #require(conflicts.count == 1)
        let brokenOne = conflicts[0].constraints.first { $0.isBroken }
        let broken = try #require(brokenOne)
        #expect(broken.text == "'horizontal == parent + 250' (trailing)")
        #expect(broken.isFromSpec)
        #expect(conflicts[0].mark == Mark(line: 7, column: 16))
        #expect(!outcome.findings.contains { $0.message.contains("breaks width of view") })
    }

    // MARK: - Content priority ties

    static func twoLabels(resistance: String = "") -> String {
        """
        listkit: 1
        screen: Pair
        device: iphone-se
        views:
          - { id: first, type: label, text: "A fairly long title on the left", layout: [ "top == parent.top + 40", "leading == parent.leading + 16" ] }
          - { id: second, type: label, text: "Another long title on the right"\(resistance), layout: [ "top == parent.top + 40", "leading == first.trailing + 8", "trailing == parent.trailing - 16" ] }
        """
    }

    @Test func aCompressionResistanceTieIsNamed() throws {
        let outcome = LayoutEngine(spec: try loadSpec(Self.twoLabels())).layout(on: device("iphone-se"))
        let ambiguous = outcome.findings.filter { $0.kind == .ambiguousLayout }
        try #require(ambiguous.count == 1, "\(ambiguous.map(\.message))")
        let message = ambiguous[0].message
        #expect(message.contains("'first' and 'second'"))
        #expect(message.contains("horizontal compression resistance (750 = 750)"))
        #expect(message.contains("751"))
        #expect(!message.contains("needs constraints"))
    }

    @Test func aSettledTieIsNotAmbiguous() throws {
        let outcome = LayoutEngine(spec: try loadSpec(Self.twoLabels(resistance: ", compressionResistance: { horizontal: 751 }"))).layout(on: device("iphone-se"))
        #expect(!outcome.findings.contains { $0.kind == .ambiguousLayout })
        #expect(outcome.findings.contains { $0.kind == .truncatedText && $0.message.contains("'first'") })
    }

    // MARK: - The device's mark

    @Test func theDeviceSizeInAConflictIsMarkedAtTheDeviceEntry() throws {
        let yaml = """
        listkit: 1
        screen: Wide
        device: [iphone-15, iphone-se]
        views:
          - { id: box, type: view, layout: [ "edges == parent", "width == 500" ] }
        """
        let spec = try loadSpec(yaml)
        let outcome = LayoutEngine(spec: spec).layout(on: device("iphone-se"))
        let conflict = try #require(outcome.findings.first { $0.kind == .unsatisfiableConstraints })
        let screen = try #require(conflict.constraints.first { $0.text.contains("the screen of iphone-se") })
        #expect(screen.mark == Mark(line: 3, column: 21))
    }
}

/// The review's findings as `listkit lint` prints them, against a golden file
/// (`LISTKIT_UPDATE_GOLDEN=1 swift test --filter ReviewFindingsGoldenTests` rewrites it).
@Suite struct ReviewFindingsGoldenTests {
    @Test func lintOutput() throws {
        let text = try loadFixture("review-findings.yaml")
        let diagnostics = Linter(rules: Linter.lintRules()).check(SpecLoader().load(Array(text.utf8), path: "review-findings.yaml"))
        let lines = diagnostics.map { "\($0.mark) \($0.severity) [\($0.rule)] \($0.message)" }
        try expectGolden(lines.joined(separator: "\n") + "\n", matches: goldenURL("review-findings.lint.txt"))
    }
}
