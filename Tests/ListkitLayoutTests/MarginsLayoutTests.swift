import Testing
import ListkitLayout
import ListkitSpec

/// Layout margins and guides, frames worked out by hand from UIKit's documented defaults
/// (docs/layout.md, "Margins and guides"): a view's margins are 8 points; the screen's are the
/// system minimum, 16 points at the sides below 414 points of width and 20 from there, inside
/// the safe area (0 top and bottom); the readable content guide is at most 672 points wide,
/// centred in the margins; a table cell's content view has 11 points top and bottom and the
/// table's side margin; a collection cell's, a view's 8.
@Suite struct MarginsLayoutTests {
    func frames(_ yaml: String, on name: String = "iphone-15", rtl: Bool = false) throws -> (frames: [String: Rect], findings: [LayoutFinding]) {
        let outcome = LayoutEngine(spec: try loadSpec(yaml), options: LayoutOptions(rtl: rtl)).layout(on: device(name))
        return (framesByID(outcome.result.views), outcome.findings)
    }

    static let screen = """
        listkit: 1
        screen: Margins
        views:
          - { id: a, type: view, layout: [ "edges == margins" ] }
          - { id: b, type: view, layout: [ "leading == parent.leadingMargin", "trailing == parent.trailingMargin", "top == parent.top", "height == 10" ] }
          - { id: r, type: view, layout: [ "horizontal == readableContent", "top == parent.top", "height == 10" ] }
        """

    @Test func theScreensMarginsAreTheSafeAreaInsetBySixteenOnAnIPhone15() throws {
        // iPhone 15: 393 × 852, safe area 59 top, 34 bottom; 393 < 414, so 16 at the sides.
        let (f, findings) = try frames(Self.screen)
        #expect(f["a"] == rect(16, 59, 361, 852 - 59 - 34))
        #expect(f["b"] == rect(16, 0, 361, 10))
        // The readable guide is the margins when they are narrower than 672 points.
        #expect(f["r"] == rect(16, 0, 361, 10))
        #expect(findings.isEmpty)
    }

    @Test func wideScreensHaveTwentyAndAReadableWidthOf672() throws {
        // iPad 11-inch: 834 wide, margins 20 → 794 wide; readable 672, (794 − 672) / 2 = 61 more each side.
        let (f, _) = try frames(Self.screen, on: "ipad-11")
        #expect(f["a"] == rect(20, 24, 794, 1194 - 24 - 20))
        #expect(f["r"] == rect(81, 0, 672, 10))
        // iPhone 15 Pro Max, 430 wide: 20 at the sides in portrait too.
        #expect(try frames(Self.screen, on: "iphone-15-pro-max").frames["b"] == rect(20, 0, 390, 10))
        // Landscape iPhone 15, 852 wide: safe area 59 at each side, then 20.
        #expect(try frames(Self.screen, on: "iphone-15-landscape").frames["b"] == rect(79, 0, 852 - 158, 10))
    }

    @Test func aViewsOwnMarginsAreEightOrWhatItSets() throws {
        let yaml = """
            listkit: 1
            screen: Margins
            views:
              - id: box
                type: view
                layout: [ "leading == parent.leading + 10", "top == parent.top + 100", "size == 200x100" ]
                subviews:
                  - { id: plain, type: view, layout: [ "edges == margins" ] }
              - id: custom
                type: view
                directionalLayoutMargins: { top: 1, leading: 20, bottom: 3, trailing: 4 }
                layout: [ "leading == parent.leading + 10", "top == parent.top + 300", "size == 200x100" ]
                subviews:
                  - { id: inner, type: view, layout: [ "edges == custom.margins" ] }
              - id: absolute
                type: view
                layoutMargins: { left: 30, right: 2 }
                layout: [ "leading == parent.leading + 10", "top == parent.top + 500", "size == 200x100" ]
                subviews:
                  - { id: pinned, type: view, layout: [ "left == parent.leftMargin", "right == parent.rightMargin", "top == parent.topMargin", "bottom == parent.bottomMargin" ] }
            """
        let (f, findings) = try frames(yaml)
        #expect(f["plain"] == rect(18, 108, 184, 84))
        #expect(f["inner"] == rect(30, 301, 176, 96))
        #expect(f["pinned"] == rect(40, 500, 168, 100))
        #expect(findings.isEmpty)
        // Right to left: directional margins swap sides (leading 20 is on the right), absolute
        // ones keep them; the boxes themselves are mirrored by their leading constraints.
        let (r, _) = try frames(yaml, rtl: true)
        #expect(r["custom"] == rect(183, 300, 200, 100))
        #expect(r["inner"] == rect(187, 301, 176, 96))
        #expect(r["pinned"] == rect(213, 500, 168, 100))
    }

    static func cells(_ type: String, style: String = "") -> String {
        """
        listkit: 1
        screen: Cells
        views:
          - id: list
            type: \(type)
            \(style)
            layout: [ "edges == parent" ]
            sections:
              - id: s
                cells: [ { id: c1, kind: Row } ]
        cellKinds:
          Row:
            views:
              - { id: box, type: view, layout: [ "edges == margins", "height == 20" ] }
        """
    }

    func cellFrames(_ yaml: String, on name: String) throws -> (cell: Rect, box: Rect) {
        let outcome = LayoutEngine(spec: try loadSpec(yaml), options: LayoutOptions(full: true)).layout(on: device(name))
        let cell = try #require(outcome.result.views.first?.list?.sections.first?.cells.first)
        return (cell.frame, try #require(cell.views.first).frame)
    }

    @Test func tableCellContentViewsHaveElevenAndTheTablesSideMargin() throws {
        // 393-wide table: 11 top and bottom, 16 at the sides: a 20-point box makes a 42-point cell.
        let (cell, box) = try cellFrames(Self.cells("table"), on: "iphone-15")
        #expect(cell == rect(0, 0, 393, 42))
        #expect(box == rect(16, 11, 361, 20))
        let (wide, wideBox) = try cellFrames(Self.cells("table"), on: "ipad-11")
        #expect(wide.width == 834)
        #expect(wideBox == rect(20, 11, 794, 20))
    }

    @Test func collectionCellContentViewsHaveAViewsEightPoints() throws {
        let yaml = Self.cells("collection", style: "flow: { itemSize: { width: 100 } }")
        let (cell, box) = try cellFrames(yaml, on: "iphone-15")
        #expect(cell.width == 100 && cell.height == 36)
        #expect(box == rect(8, 8, 84, 20))
    }

    @Test func guidesParse() throws {
        func anchors(_ text: String) throws -> (Anchor, Anchor?) {
            let c = try ConstraintParser.parse(text).get()
            if case .anchor(let a, _, _) = c.rhs { return (c.first, a) }
            return (c.first, nil)
        }
        let (first, second) = try anchors("top == parent.margins.top + 4")
        #expect(first.view == .this && first.guide == nil)
        #expect(second?.view == .parent && second?.guide == .margins && second?.attribute == .single(.top))
        let (margin, bare) = try anchors("leadingMargin == margins")
        #expect(margin.guide == .margins && margin.attribute == .single(.leading))
        #expect(bare?.view == .parent && bare?.guide == .margins && bare?.attribute == nil)
        let (_, scroll) = try anchors("width == scroll.frameLayoutGuide")
        #expect(scroll?.view == .named("scroll") && scroll?.guide == .frameLayoutGuide)
        #expect(throws: ConstraintParser.ParseError.self) { try ConstraintParser.parse("top == parent.margin.top").get() }
        #expect(throws: ConstraintParser.ParseError.self) { try ConstraintParser.parse("top == parent.margins.topMargin").get() }
    }
}
