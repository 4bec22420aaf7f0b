import Testing
import ListkitLayout
import ListkitSpec

/// Tables and collections: metrics per style, self-sizing cells, flow lines, what is on screen.
@Suite struct ListLayoutTests {
    func cellFrames(_ list: ListLayout?) -> [String: Rect] {
        var result: [String: Rect] = [:]
        for section in list?.sections ?? [] {
            for cell in [section.header, section.footer].compactMap({ $0 }) + section.cells { result[cell.id] = cell.frame }
        }
        return result
    }

    @Test func venueDetailOnIPhone15() throws {
        let outcome = LayoutEngine(spec: try loadExample("venue-detail"), options: LayoutOptions(full: true)).layout(on: device("iphone-15"))
        let table = try #require(outcome.result.views.first)
        #expect(table.frame == rect(0, 59, 393, 759))
        let list = try #require(table.list)
        // Inset grouped at 393 wide: cells inset 16; 18 points where a section has no header
        // or footer, 38 for a titled header.
        // Line heights are 1.19336 em rounded up to the @3x pixel: title2 (22) 26.33, body 20.33,
        // footnote (13) 15.67; a text style's further lines are its leading apart (body 22).
        func near(_ a: Rect?, _ b: Rect) -> Bool {
            guard let a else { return false }
            return [a.x - b.x, a.y - b.y, a.width - b.width, a.height - b.height].allSatisfy { abs($0) < 1e-5 }
        }
        #expect(abs(list.contentSize.height - 680) < 1e-5 && list.contentSize.width == 393)
        let cells = cellFrames(list)
        #expect(cells["outline"] == rect(16, 18, 361, 92))
        #expect(cells["reviews/header"] == rect(0, 128, 393, 38))
        // Aiko's three body lines are 20.29 + 2 × 22, 3⅓ more than three 20.29-point lines;
        // Chloe's two 20.29 + 22, 1⅔ more.
        #expect(near(cells["review-aiko"], rect(16, 166, 361, 108.666667)))
        #expect(near(cells["review-ben"], rect(16, 274.666667, 361, 64.666667)))
        #expect(near(cells["review-chloe"], rect(16, 339.333333, 361, 86.666667)))
        #expect(near(cells["related/header"], rect(0, 444, 393, 38)))
        #expect(near(cells["related-tartine"], rect(16, 602, 361, 60)))
        let aiko = try #require(list.sections[1].cells.first)
        // The body wraps to 3 lines: 20.287 + 2 × 22 = 64.29, rounded up once to 64.33.
        #expect(framesByID(aiko.views)["body"] == rect(16, 34.333333, 329, 64.333333))
        #expect(aiko.views.first?.text == "Aiko")
        #expect(outcome.findings.isEmpty)
    }

    @Test func photoGridOnIPhoneSE() throws {
        let outcome = LayoutEngine(spec: try loadExample("photo-grid"), options: LayoutOptions(full: true)).layout(on: device("iphone-se"))
        let list = try #require(outcome.result.views.first?.list)
        // (375 − 32 − 16) / 3 = 109 points per item; lines at 52 and 169 (header 44 + inset 8).
        let cells = cellFrames(list)
        #expect(cells["recent/header"] == rect(0, 0, 375, 44))
        #expect(cells["p1"] == rect(16, 52, 109, 109))
        #expect(cells["p3"] == rect(250, 52, 109, 109))
        #expect(cells["p4"] == rect(16, 169, 109, 109))
        #expect(cells["p5"] == rect(133, 169, 109, 109))
        #expect(cells["favourites/header"] == rect(0, 286, 375, 44))
        #expect(cells["f2"] == rect(133, 338, 109, 109))
        #expect(list.contentSize == Size(width: 375, height: 455))
        let caption = framesByID(list.sections[0].cells[0].views)["caption"]
        #expect(caption == rect(4, 91.5, 101, 13.5))          // caption2: 11 × 1.19336 = 13.13, 13.5 at @2x
    }

    @Test func flowRunsFromTheRightInRightToLeft() throws {
        let outcome = LayoutEngine(spec: try loadExample("photo-grid"), options: LayoutOptions(rtl: true, full: true)).layout(on: device("iphone-se"))
        let cells = cellFrames(outcome.result.views.first?.list)
        #expect(cells["p1"] == rect(250, 52, 109, 109))
        #expect(cells["p4"] == rect(250, 169, 109, 109))
        #expect(cells["p5"] == rect(133, 169, 109, 109))
    }

    @Test func profileCardNestedStacks() throws {
        let outcome = LayoutEngine(spec: try loadExample("profile-card")).layout(on: device("iphone-15"))
        let f = framesByID(outcome.result.views)
        // The bio's two body lines are 20.29 + 22 (the style's leading) = 42.29, up to 42.33.
        #expect(f["card"] == rect(20, 79, 353, 192.333333))
        #expect(f["avatar"] == rect(20, 79, 64, 64))
        #expect(f["names"] == rect(96, 90.833333, 277, 40.333333))  // centred on the 64-point avatar
        #expect(f["name"] == rect(96, 90.833333, 128.333333, 20.333333))   // headline: 128.29 (uharfbuzz, semibold × 1.02 × 0.996), up to 128 1/3
        #expect(f["bio"] == rect(20, 155, 353, 42.333333))
        // The buttons: the body line 20.33 + 7 + 7 (UIButton.Configuration's insets).
        #expect(f["follow"] == rect(20, 237, 170.5, 34.333333))
        #expect(f["message"] == rect(202.5, 237, 170.5, 34.333333))
        #expect(outcome.findings.isEmpty)
    }

    static func table(style: String, cells: Int, header: String = "header: Things") -> String {
        """
        listkit: 1
        screen: Rows
        views:
          - id: rows
            type: table
            style: \(style)
            layout: [ "edges == parent" ]
            sections:
              - id: main
                \(header)
                cells:
        \((0..<cells).map { "          - { id: r\($0), kind: row, title: Row number \(1000 + $0) }" }.joined(separator: "\n"))
        cellKinds:
          row:
            views:
              - { id: title, type: label, text: "{title}", layout: [ "top == parent.top + 11", "bottom == parent.bottom - 11", "horizontal == parent + 16" ] }
        """
    }

    /// Per style (docs/layout.md, "Tables"): plain tables put 22 points of
    /// `sectionHeaderTopPadding` above a 28-point titled header and have no untitled footer;
    /// grouped ones a 38-point header with no padding and an 18-point untitled footer.
    @Test(arguments: [("plain", 22.0, 28.0, 0.0, 0.0), ("grouped", 0.0, 38.0, 0.0, 18.0), ("insetGrouped", 0.0, 38.0, 16.0, 18.0)])
    func tableStyleMetrics(style: String, padding: Double, header: Double, inset: Double, footer: Double) throws {
        let spec = try loadSpec(Self.table(style: style, cells: 2))
        let list = try #require(LayoutEngine(spec: spec).layout(on: device("iphone-15")).result.views.first?.list)
        let cells = cellFrames(list)
        #expect(cells["main/header"] == rect(0, padding, 393, header))
        // 11 + 20 1/3 + 11 (a body line on the @3x grid).
        #expect(cells["r0"] == rect(inset, padding + header, 393 - 2 * inset, 42.333333))
        #expect(abs((cells["r1"]?.y ?? 0) - (padding + header + 42.333333)) < 1e-5)
        #expect(abs(list.contentSize.height - (padding + header + 84.666666 + footer)) < 1e-5)
    }

    /// `sectionHeaderTopPadding` set on the table replaces UIKit's automatic padding in every
    /// style; a plain section without a header gets none.
    @Test func sectionHeaderTopPaddingIsTheSpecsWhenGiven() throws {
        func headerY(_ style: String, _ padding: String, header: String = "header: Things") throws -> Double? {
            let yaml = Self.table(style: style, cells: 1, header: header)
                .replacingOccurrences(of: "    style: \(style)\n", with: "    style: \(style)\n    sectionHeaderTopPadding: \(padding)\n")
            let list = try #require(LayoutEngine(spec: try loadSpec(yaml)).layout(on: device("iphone-15")).result.views.first?.list)
            return header.isEmpty ? list.sections[0].cells[0].frame.y : cellFrames(list)["main/header"]?.y
        }
        #expect(try headerY("plain", "0") == 0)
        #expect(try headerY("plain", "automatic") == 22)
        #expect(try headerY("grouped", "10") == 10)
        #expect(try headerY("plain", "automatic", header: "") == 0, "no header, no padding")
    }

    /// A grouped footer's title is measured: 8 above, 6 below the footnote text wrapped at the
    /// table's width less the margin (grouped: 16 each side on a 393-point table) or the inset
    /// plus 16 (inset grouped). One 13-point line is 1.19336 × 13 = 15.51 up to 15 2/3 on the
    /// @3x grid: 29 2/3. A title wider than one line takes two: 8 + 31.03 (up to 31 1/3) + 6.
    @Test func groupedFootersAreTheirMeasuredText() throws {
        func footer(_ style: String, _ title: String) throws -> Rect? {
            let yaml = Self.table(style: style, cells: 1, header: "footer: \"\(title)\"")
            let list = try #require(LayoutEngine(spec: try loadSpec(yaml)).layout(on: device("iphone-15")).result.views.first?.list)
            return cellFrames(list)["main/footer"]
        }
        func close(_ a: Double?, _ b: Double) -> Bool { abs((a ?? -1) - b) < 1e-5 }
        // Below the untitled header (18) and the row (42 1/3).
        let short = try #require(try footer("grouped", "Short."))
        #expect(close(short.y, 18 + 42.333333) && short.width == 393 && close(short.height, 8 + 47.0 / 3 + 6))
        #expect(close(try footer("insetGrouped", "Short.")?.height, 29.666667))
        let long = "Known networks are joined automatically. If none is available, you are asked first."
        // Two footnote lines: 15.51 + the style's 18-point leading = 33.51, up to 33⅔.
        #expect(close(try footer("insetGrouped", long)?.height, 8 + 101.0 / 3 + 6))
        #expect(try footer("plain", long)?.height == 28, "plain footers keep their 28")
    }

    @Test func insetGroupedUsesRegularMarginsOnIPad() throws {
        let spec = try loadSpec(Self.table(style: "insetGrouped", cells: 1))
        let list = try #require(LayoutEngine(spec: spec).layout(on: device("ipad-11")).result.views.first?.list)
        #expect(cellFrames(list)["r0"] == rect(20, 38, 794, 42.5))   // 11 + 20.5 + 11: the iPad is @2x
    }

    @Test func onlyCellsOnScreenUnlessFull() throws {
        let spec = try loadSpec(Self.table(style: "plain", cells: 100))
        // 852 points tall, its content inset by the 59-point status bar it covers: the header
        // (22 of padding, then 28) and cells 0…17 (42 1/3 each, from 50; the 18th starts at 812,
        // past the 793 points of content on screen) intersect the screen.
        let partial = try #require(LayoutEngine(spec: spec).layout(on: device("iphone-15")).result.views.first?.list)
        #expect(partial.contentInset.top == 59)
        #expect(partial.sections[0].cells.map(\.id) == (0..<18).map { "r\($0)" })
        #expect(abs(partial.contentSize.height - (22 + 28 + 4233.3333)) < 1e-3)
        let full = try #require(LayoutEngine(spec: spec, options: LayoutOptions(full: true)).layout(on: device("iphone-15")).result.views.first?.list)
        #expect(full.sections[0].cells.count == 100)
        #expect(full.contentSize == partial.contentSize)
    }

    @Test func cellsOfOneKindShareSolvedSystems() throws {
        // 100 titles of the same length measure alike: one solve serves them all.
        let spec = try loadSpec(Self.table(style: "plain", cells: 100))
        let outcome = LayoutEngine(spec: spec, options: LayoutOptions(full: true)).layout(on: device("iphone-15"))
        #expect(outcome.cellSystemsSolved == 1)
        #expect(outcome.findings.isEmpty)
    }

    @Test func fixedHeightCellsOffScreenNeedNoSolve() throws {
        let yaml = Self.table(style: "plain", cells: 100).replacingOccurrences(of: "  row:\n", with: "  row:\n    height: 44\n")
        let outcome = LayoutEngine(spec: try loadSpec(yaml)).layout(on: device("iphone-15"))
        let height = try #require(outcome.result.views.first?.list?.contentSize.height)
        #expect(height == 22 + 28 + 4400)
        #expect(outcome.cellSystemsSolved == 1)
    }
}
