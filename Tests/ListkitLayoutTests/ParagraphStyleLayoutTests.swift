import Testing
import ListkitLayout
import ListkitSpec

/// A label's paragraph style (`lineHeightMultiple`, `lineSpacing`) in `truncated-text` and in
/// its baselines. `truncated-text` measures the lines in it, as the label's own height is
/// measured: three 17-point lines on the SE (@2x) are 3 × 20.287 = 60.86, 61 tall; 10 points
/// between them make 80.86, 81; at a multiple of 0.8, 3 × 16.23 = 48.69, 49.
@Suite struct ParagraphStyleLayoutTests {
    static func label(height: Double, paragraph: String) -> String {
        """
        listkit: 1
        screen: Paragraph
        device: iphone-se
        views:
          - id: body
            type: label
            text: "One\\nTwo\\nThree"
            font: 17
            lines: 0
            \(paragraph)
            layout: [ "top == safeArea.top", "leading == parent.leading + 16", "width == 200", "height == \(height)" ]
        """
    }

    func truncations(_ yaml: String) throws -> [String] {
        let spec = try loadSpec(yaml)
        return LayoutEngine(spec: spec).layout(on: device("iphone-se")).findings.filter { $0.kind == .truncatedText }.map(\.message)
    }

    /// 62 points hold the three lines, not the 20 points of spacing between them.
    @Test func lineSpacingIsNeeded() throws {
        #expect(try truncations(Self.label(height: 62, paragraph: "lineSpacing: 0")).isEmpty)
        #expect(try truncations(Self.label(height: 62, paragraph: "lineSpacing: 10"))
            == ["label 'body' truncates its text 'One Two Three': it needs 81 points of height (3 lines) and has 62"])
    }

    /// 49 points hold three lines at 0.8 of their height, not at their full 61.
    @Test func aLineHeightMultipleSetsTheLines() throws {
        #expect(try truncations(Self.label(height: 49, paragraph: "lineHeightMultiple: 0.8")).isEmpty)
        #expect(try truncations(Self.label(height: 49, paragraph: "lineHeightMultiple: 1")).count == 1)
    }

    /// A multiple of 1.5 puts half a line (10.14 points) above the first line's text: a label on
    /// its first baseline sits that much lower than one on a plain label's. Its last baseline
    /// stays the descender (4.1) above its bottom: two lines are 2 × 20.287 × 1.5 = 60.86, 61
    /// tall, so a one-line label (20.5) on it has its top at 100 + 61 − 20.5.
    @Test func aLineHeightMultipleMovesTheFirstBaselineOnly() throws {
        let spec = try loadSpec("""
            listkit: 1
            screen: Baselines
            device: iphone-se
            views:
              - { id: tall, type: label, text: "One\\nTwo", font: 17, lines: 0, lineHeightMultiple: 1.5, layout: [ "top == parent.top + 100", "leading == parent.leading + 16" ] }
              - { id: first, type: label, text: First, font: 17, layout: [ "firstBaseline == tall.firstBaseline", "leading == parent.leading + 120" ] }
              - { id: last, type: label, text: Last, font: 17, layout: [ "lastBaseline == tall.lastBaseline", "leading == parent.leading + 200" ] }
            """)
        let frames = framesByID(LayoutEngine(spec: spec).layout(on: device("iphone-se")).result.views)
        let tall = try #require(frames["tall"]), first = try #require(frames["first"]), last = try #require(frames["last"])
        let line: Double = 17 * 1.19336
        #expect(tall.height == 61)
        #expect(abs(first.y - (100 + 0.5 * line)) < 1e-6, "\(first)")
        #expect(abs(last.y - (100 + 61 - 20.5)) < 1e-6, "\(last)")
    }
}
