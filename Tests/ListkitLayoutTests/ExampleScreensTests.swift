import ListkitLayout
import ListkitSpec
import Testing

/// The settings and chat-list examples, hand-checked against the bar, accessory and device
/// values docs/layout.md cites.
struct ExampleScreensTests {
    static func layout(_ name: String, on preset: String) throws -> LayoutResult {
        LayoutEngine(spec: try loadExample(name), options: LayoutOptions(full: true)).layout(on: device(preset)).result
    }

    /// iPhone 17 Pro: 402 wide, 62 of status bar, a 96-point large-title bar: the first
    /// inset-grouped row is below the 18-point untitled header at 62 + 96 + 18 = 176, 16 in
    /// from each side; a disclosure row's content view is 370 − 34 = 336 wide.
    @Test func settingsRowsSitBelowTheLargeTitle() throws {
        let result = try Self.layout("settings", on: "iphone-17-pro")
        #expect(result.safeArea.top == 158)
        let sections = try #require(result.views.first?.list?.sections)
        #expect(sections[0].cells[0].frame == rect(16, 18, 370, 44))
        #expect(result.views.first?.list?.contentInset.top == 158)
        let wifi = sections[0].cells[1]
        #expect(wifi.contentFrame == rect(0, 0, 336, 44))
        let value = try #require(wifi.views.first { $0.id == "value" })
        #expect(value.frame.maxX == 336, "the value ends where the chevron's part begins")
        #expect(sections[2].cells[0].accessory?.kind == .checkmark)
        #expect(sections[0].cells[0].views.first { $0.id == "toggle" }?.isOn == false, "bound from the cell's field")
    }

    /// iPhone 17: the tab bar is 49 above the 34-point home indicator (874 − 83 = 791); the
    /// first header starts under the 96-point bar and the plain table's 22 points of
    /// `sectionHeaderTopPadding` at 62 + 96 + 22 = 180; read chats hide their badge.
    @Test func chatListBarsHeadersAndBadges() throws {
        let result = try Self.layout("chat-list", on: "iphone-17")
        #expect(result.bars.map(\.frame) == [rect(0, 62, 402, 96), rect(0, 791, 402, 49)])
        let list = try #require(result.views.first?.list)
        #expect(list.sections[0].header.map { $0.frame.y + list.contentInset.top } == 180)
        #expect(list.sections[0].header?.views.first { $0.id == "title" }?.text == "Pinned")
        let badges = list.sections.flatMap(\.cells).map { cell in cell.views.first { $0.id == "badge" }?.isHidden }
        #expect(badges == [false, true, false, true, false, true])
    }

    /// The time shares the name's first baseline: both labels' tops are their ascenders above
    /// it (SF's 1950 of 2048 units per em), so the 15-point time's top is the 17-point name's
    /// plus 2 × 1950 / 2048 = 1.904 points, in every row.
    @Test func chatListTimesSitOnTheNamesBaseline() throws {
        let result = try Self.layout("chat-list", on: "iphone-17")
        let cells = try #require(result.views.first?.list).sections.flatMap(\.cells)
        #expect(cells.count == 6)
        for cell in cells {
            let name = try #require(cell.views.first { $0.id == "name" }), time = try #require(cell.views.first { $0.id == "time" })
            #expect(abs(time.frame.y - name.frame.y - 2 * 1950.0 / 2048) < 1e-6, "\(cell.id): \(time.frame.y) vs \(name.frame.y)")
        }
    }
}
