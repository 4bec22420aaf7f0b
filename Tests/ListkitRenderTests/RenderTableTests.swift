import Testing
import ListkitLayout
import ListkitSpec
@testable import ListkitRender

@Suite struct RenderTableTests {
    @Test func tableListsTheTreeWithVisibleCells() {
        let text = FrameTableRenderer().render([RenderSamples.inbox], screen: "Inbox")
        #expect(text == """
        Inbox on tiny (200x300 pt, safe area top 20, bottom 10)
        id                  type            x    y  width  height  text
        title               label          10   20    180      20  "Inbox"
        feed                table           0   50    200     200
          feed/main/header  header          0   50    200      20  "Today"
          feed/main/m1      cell:message    0   70    200      60
            subject         label          10   78    120      20  "Hello"
            avatar          image         150   80     40      40
          feed/main/m2      cell:message    0  130    200      60
            subject         label          10  138    120      20  "Lunch?"
            avatar          image         150  140     40      40
          feed/main/m3      cell:message    0  190    200      60
            subject         label          10  198    120      20  "Re: \\"plans\\""
            avatar          image         150  200     40      40
        compose             button         10  260    180      30  "Compose"
          badge             view          180  255  10.33      10  hidden

        """)
    }

    @Test func fullTableAddsOffScreenCellsAndOneBlockPerDevice() {
        var landscape = RenderSamples.inbox
        landscape.device = Device(name: "wide", width: 300, height: 200)
        let text = FrameTableRenderer(full: true).render([RenderSamples.inbox, landscape], screen: "Inbox")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.contains("  feed/main/m4      cell:message    0  250    200      60"))
        #expect(lines.contains("  feed/main/footer  footer          0  310    200      20  \"End\""))
        #expect(lines.contains("Inbox on wide (300x200 pt, no safe-area insets)"))
        #expect(text.components(separatedBy: "\n\n").count == 2)
    }

    @Test func controlCharactersStayOnOneLine() {
        let result = LayoutResult(device: RenderSamples.device, views: [
            ViewFrame(id: "note", type: .label, frame: Rect(x: -0.004, y: 0, width: 1, height: 1), text: "a\nb\t\u{1B}"),
        ])
        let text = FrameTableRenderer().render([result], screen: "S")
        #expect(text.hasSuffix("note  label  0  0      1       1  \"a\\nb\\t\\u{1B}\"\n"))
    }
}
