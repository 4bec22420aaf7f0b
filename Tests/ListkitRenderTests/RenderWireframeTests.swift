import Testing
import ListkitLayout
import ListkitSpec
@testable import ListkitRender

@Suite struct RenderWireframeTests {
    @Test func inboxShowsTextImagesAndVisibleCellsInsideTheList() {
        let text = WireframeRenderer(columns: 41).render([RenderSamples.inbox], screen: "Inbox")
        #expect(text == """
        Inbox on tiny (200x300 pt, safe area top 20, bottom 10)
        ┌───────────────────────────────────────┐
        │                                       │
        │┄┌───────────────────────────────────┐┄│
        │ │Inbox                              │ │
        │ └───────────────────────────────────┘ │
        ├───────────────────────────────────────┤
        │Today                                  │
        ├───────────────────────────────────────┤
        │ ┌───────────────────────┐   ┌───────┐ │
        │ │Hello                  │   │╲     ╱│ │
        │ └───────────────────────┘   │   ╳   │ │
        │                             │╱     ╲│ │
        │                             └───────┘ │
        ├───────────────────────────────────────┤
        │ ┌───────────────────────┐   ┌───────┐ │
        │ │Lunch?                 │   │╲     ╱│ │
        │ └───────────────────────┘   │   ╳   │ │
        │                             │╱     ╲│ │
        │                             └───────┘ │
        ├───────────────────────────────────────┤
        │ ┌───────────────────────┐   ┌───────┐ │
        │ │Re: "plans"            │   │╲     ╱│ │
        │ └───────────────────────┘   │   ╳   │ │
        │                             │╱     ╲│ │
        │                             └───────┘ │
        ├───────────────────────────────────────┤
        │ ┌───────────────────────────────────┐ │
        │ │              Compose              │ │
        │ │                                   │ │
        │┄└───────────────────────────────────┘┄│
        └───────────────────────────────────────┘

        """)
    }

    /// Device 20x20 pt at 21 columns: 1 column and half a row per point. `b` is painted after
    /// `a`, so it covers a's corner; a's edges end at b's border as junctions.
    @Test func laterBoxesCoverEarlierOnes() {
        let result = LayoutResult(device: Device(name: "square", width: 20, height: 20), views: [
            ViewFrame(id: "a", type: .view, frame: Rect(x: 2, y: 2, width: 10, height: 10)),
            ViewFrame(id: "b", type: .view, frame: Rect(x: 8, y: 6, width: 10, height: 10)),
        ])
        #expect(WireframeRenderer(columns: 21).render([result], screen: "S") == """
        S on square (20x20 pt, no safe-area insets)
        ┌───────────────────┐
        │ ┌a────────┐       │
        │ │         │       │
        │ │     ┌b──┴─────┐ │
        │ │     │         │ │
        │ │     │         │ │
        │ └─────┤         │ │
        │       │         │ │
        │       └─────────┘ │
        │                   │
        └───────────────────┘

        """)
    }

    @Test func asciiFullAddsACaptionedPanelWithTheWholeList() {
        let text = WireframeRenderer(columns: 41, ascii: true, full: true).render([RenderSamples.inbox], screen: "Inbox")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[1] == "+---------------------------------------+")
        #expect(lines[3] == "|.+-----------------------------------+.|")
        #expect(lines[10] == "| |Hello                  |   |\\     /| |")
        #expect(Array(lines[31...38]) == [
            "+---------------------------------------+",
            "",
            "feed: full content, 200x280 pt",
            "+---------------------------------------+",
            "|Today                                  |",
            "+---------------------------------------+",
            "| +-----------------------+   +-------+ |",
            "| |Hello                  |   |\\     /| |",
        ])
        #expect(lines.contains("| |Off screen             |   |\\     /| |"))
        #expect(Array(lines.suffix(4)) == [
            "+---------------------------------------+",
            "|End                                    |",
            "+---------------------------------------+",
            "",
        ])
        #expect(!text.unicodeScalars.contains { $0.value > 0x7E })
    }

    /// Device 40x20 pt at 41 columns. A three-row label wraps; in RTL it is right-aligned; a
    /// button's title is centred and clipped; wide characters take two columns.
    @Test func textWrapsAlignsAndClipsInsideItsBox() {
        let result = LayoutResult(device: Device(name: "strip", width: 40, height: 20), views: [
            ViewFrame(id: "note", type: .label, frame: Rect(x: 0, y: 0, width: 14, height: 8), text: "one two three four five"),
            ViewFrame(id: "go", type: .button, frame: Rect(x: 16, y: 0, width: 8, height: 4), text: "Continue"),
            ViewFrame(id: "jp", type: .label, frame: Rect(x: 26, y: 0, width: 14, height: 4), text: "日本語の\ttext"),
        ])
        let lines = WireframeRenderer(columns: 41, rtl: true).render([result], screen: "S")
            .split(separator: "\n").map(String.init)
        #expect(Array(lines[1...6]) == [
            "┌─────────────┬─┬───────┬─┬─────────────┐",
            "│one two three│ │Continu│ │日本語の text│",
            "│    four five│ └───────┘ └─────────────┤",
            "│             │                         │",
            "├─────────────┘                         │",
            "│                                       │",
        ])
    }

    /// Boxes wholly outside the picture or their list on one axis, partly on the other.
    @Test func boxesOutsideTheVisibleAreaDrawNothing() {
        let list = ListLayout(contentSize: Size(width: 20, height: 100), sections: [
            SectionLayout(id: "s", cells: [
                CellLayout(id: "below", kind: "k", frame: Rect(x: 0, y: 40, width: 20, height: 10)),
                CellLayout(id: "right", kind: "k", frame: Rect(x: 30, y: 0, width: 10, height: 10)),
            ]),
        ])
        let result = LayoutResult(device: Device(name: "square", width: 20, height: 20), views: [
            ViewFrame(id: "offRight", type: .view, frame: Rect(x: 25, y: 2, width: 10, height: 10)),
            ViewFrame(id: "offBelow", type: .label, frame: Rect(x: 2, y: 30, width: 10, height: 10), text: "x"),
            ViewFrame(id: "list", type: .table, frame: Rect(x: 0, y: 0, width: 20, height: 20), list: list),
        ])
        let full = WireframeRenderer(columns: 21, full: true).render([result], screen: "S")
        #expect(full.contains("\nlist: full content, 2\n┌list"))
        let text = WireframeRenderer(columns: 21).render([result], screen: "S")
        #expect(text == """
        S on square (20x20 pt, no safe-area insets)
        ┌list───────────────┐
        │                   │
        │                   │
        │                   │
        │                   │
        │                   │
        │                   │
        │                   │
        │                   │
        │                   │
        └───────────────────┘

        """)
    }

    @Test func hostileFramesNeitherCrashNorGrowThePicture() {
        let result = LayoutResult(device: Device(name: "needle", width: 1, height: 100_000), views: [
            ViewFrame(id: "nan", type: .label, frame: Rect(x: .nan, y: .infinity, width: -5, height: 1e300), text: "x"),
            ViewFrame(id: "dot", type: .view, frame: Rect(x: 0, y: 0, width: 0, height: 0)),
            ViewFrame(id: "huge", type: .image, frame: Rect(x: -1e18, y: -1e18, width: 1e19, height: 1e19)),
        ])
        let text = WireframeRenderer(columns: 80, maxRows: 50).render([result], screen: "S")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 1 + 50 + 1)
        #expect(lines.allSatisfy { $0.count <= 80 })
        let huge = WireframeRenderer(columns: .max, maxRows: .max).render([RenderSamples.inbox], screen: "S")
        #expect(huge.split(separator: "\n").allSatisfy { $0.count <= 1_000 })
        #expect(!WireframeRenderer(columns: .min, maxRows: .min).render([RenderSamples.inbox], screen: "S").isEmpty)
    }
}
