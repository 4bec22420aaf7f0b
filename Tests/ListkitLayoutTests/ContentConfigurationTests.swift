import ListkitLayout
import ListkitSpec
import Testing

/// UIKit's built-in list content configurations (`content:` on a cell kind), checked by hand
/// against the metrics docs/layout.md ("Content configurations") cites: margins 11 top and
/// bottom and the cell's side margin (16 below 414 points of table width, 20 from there), 8
/// beside an accessory, image-to-text padding 16, text-to-secondary-text padding 3 (vertical)
/// and 8 (horizontal), body and subheadline text, rows at least 44 points.
/// On an iPhone SE (@2x) a body line is 20.287 → 20.5 points, a subheadline line 17.9 → 18.
struct ContentConfigurationTests {
    static func table(_ content: String, accessory: String? = nil, height: String? = nil, fields: String = "title: Wi-Fi",
                      device: String = "iphone-se") -> String {
        """
        listkit: 1
        screen: Settings
        device: \(device)
        views:
          - id: list
            type: table
            layout: [ edges == safeArea ]
            sections:
              - id: main
                cells: [ { id: c0, kind: Row, \(fields) } ]
        cellKinds:
          Row:\(height.map { "\n    height: \($0)" } ?? "")\(accessory.map { "\n    accessory: \($0)" } ?? "")
            content: \(content)
        """
    }

    static func cell(_ yaml: String, rtl: Bool = false) throws -> CellLayout {
        try #require(TableCellTests.cells(yaml, rtl: rtl).first)
    }

    /// `cell()`: the text at the leading margin, centred in a 44-point row (20.5 + 2 × 11 is
    /// 42.5, below the least row height).
    @Test func aCellIsAtLeast44PointsWithItsTextCentred() throws {
        let cell = try Self.cell(Self.table(#"{ configuration: cell, text: "{title}" }"#))
        #expect(cell.frame.height == 44)
        let text = try #require(framesByID(cell.views)["text"])
        #expect(text.x == 16 && text.y == 11.75 && text.height == 20.5)
    }

    /// `subtitleCell()`: the secondary text 3 points below the text, in subheadline; the row is
    /// 11 + 20.5 + 3 + 18 + 11 = 63.5.
    @Test func aSubtitleCellStacksItsTexts() throws {
        let cell = try Self.cell(Self.table(#"{ configuration: subtitleCell, text: "{title}", secondaryText: "{detail}" }"#,
                                            fields: "title: Home Network, detail: Secure network"))
        #expect(cell.frame.height == 63.5)
        let frames = framesByID(cell.views)
        #expect(frames["texts"] == rect(16, 11, try #require(frames["texts"]).width, 41.5))
        #expect(frames["text"]?.y == 11 && frames["text"]?.height == 20.5)
        #expect(frames["secondaryText"]?.y == 34.5 && frames["secondaryText"]?.height == 18)
    }

    /// `valueCell()` beside a disclosure indicator: the content view is 375 − 34 = 341 wide and
    /// the value ends at its trailing margin, 8 (the configuration's own: the cell's margin does
    /// not reach past the accessory); without an accessory it ends at the cell's 16.
    @Test func aValueCellPutsItsValueAtTheTrailingMargin() throws {
        let content = #"{ configuration: valueCell, text: "{title}", secondaryText: "{value}" }"#
        let fields = "title: Wi-Fi, value: Home"
        let beside = try Self.cell(Self.table(content, accessory: "disclosureIndicator", fields: fields))
        let value = try #require(framesByID(beside.views)["secondaryText"])
        #expect(value.x + value.width == 341 - 8)
        #expect(framesByID(beside.views)["text"]?.x == 16)
        let alone = try #require(framesByID(Self.cell(Self.table(content, fields: fields)).views)["secondaryText"])
        #expect(alone.x + alone.width == 375 - 16)
        #expect(alone.width == value.width, "the same text, as wide")
        let mirrored = try #require(framesByID(Self.cell(Self.table(content, accessory: "disclosureIndicator", fields: fields), rtl: true).views)["secondaryText"])
        #expect(mirrored.x == 8, "right to left the value starts 8 points after the accessory, in content view points")
    }

    /// An image at the leading margin, the text 16 points after it; a 60-point image makes the
    /// row 11 + 60 + 11 = 82, the text centred in it.
    @Test func anImageComesFirstAndSetsTheHeight() throws {
        let cell = try Self.cell(Self.table(#"{ configuration: cell, text: "{title}", image: "{icon}" }"#, fields: "title: Wi-Fi, icon: 60x60"))
        #expect(cell.frame.height == 82)
        let frames = framesByID(cell.views)
        #expect(frames["image"] == rect(16, 11, 60, 60))
        #expect(frames["text"]?.x == Double(16 + 60 + 16))
        #expect(frames["text"]?.y == (82 - 20.5) / 2)
    }

    /// From 414 points of table width the cell's side margin is 20 (an iPad Air 11-inch, 820).
    @Test func theLeadingMarginIs20OnWideTables() throws {
        let cell = try Self.cell(Self.table(#"{ configuration: cell, text: "{title}" }"#, device: "ipad-air-11"))
        #expect(framesByID(cell.views)["text"]?.x == 20)
    }

    /// The text wraps (`numberOfLines` 0): a long title takes two body lines, 20.29 + 22 (the
    /// style's leading) = 42.29 → 42.5 on the @2x grid, and the row grows to 11 + 42.5 + 11.
    @Test func longTextWrapsAndTheRowGrows() throws {
        let title = "Automatically join networks nearby when known"
        let cell = try Self.cell(Self.table(#"{ configuration: cell, text: "{title}" }"#, fields: "title: \(title)"))
        let text = try #require(framesByID(cell.views)["text"])
        #expect(text.height == 42.5)
        #expect(text.x + text.width <= 375 - 16)
        #expect(cell.frame.height == 64.5)
    }

    /// A kind's fixed height wins over the least height; the views stay centred in it.
    @Test func aFixedHeightCentresTheContent() throws {
        let cell = try Self.cell(Self.table(#"{ configuration: cell, text: "{title}" }"#, height: "60"))
        #expect(cell.frame.height == 60)
        #expect(framesByID(cell.views)["text"]?.y == (60 - 20.5) / 2)
    }

    /// The views a configuration stands for are the kind's views: their fields are checked as
    /// any view's (`missing-field` at the configuration's text).
    @Test func missingFieldsAreFound() throws {
        let yaml = Self.table(#"{ configuration: valueCell, text: "{title}", secondaryText: "{value}" }"#)
        let diagnostics = Linter().check(SpecLoader().load(Array(yaml.utf8), path: "s.yaml"))
        #expect(diagnostics.contains { $0.rule == .missingField && $0.message.contains("field 'value'") })
    }

    /// A row's text starts where its separator does: both are the cell's side margin, the
    /// system minimum for the table's width (20 from 414 points: iPhone Plus and Max phones,
    /// where the separator was at 16 while the text was at 20), 16 below it, 20 on iPads.
    @Test(arguments: [("iphone-15-pro-max", 20.0), ("iphone-16-pro-max", 20), ("iphone-se", 16), ("iphone-15", 16), ("ipad-11", 20)])
    func theTextStartsAtTheSeparator(device: String, margin: Double) throws {
        let cells = try TableCellTests.cells(Self.table(#"{ configuration: cell, text: "{title}" }"#, device: device))
        let cell = try #require(cells.first)
        let text = try #require(framesByID(cell.views)["text"])
        let separator = try #require(cell.separator)
        #expect(text.x == margin && separator.x == margin, "text at \(text.x), separator at \(separator.x)")
    }
}
