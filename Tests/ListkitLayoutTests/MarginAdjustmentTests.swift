import Testing
import ListkitLayout
import ListkitSpec

/// `insetsLayoutMarginsFromSafeArea` and `preservesSuperviewLayoutMargins`, frames worked out by
/// hand from Apple's descriptions (docs/layout.md, "Margins and guides"): a view's safe-area
/// insets are the part of it the screen's safe area does not cover, added to its margins
/// (default true); with `preservesSuperviewLayoutMargins`, each margin is at least the
/// superview's margin minus the distance between the two edges. iPhone 15: 393 × 852, safe
/// area 59 top and 34 bottom, screen margins 16 at the sides beside it.
@Suite struct MarginAdjustmentTests {
    func frames(_ views: String, on name: String = "iphone-15") throws -> (frames: [String: Rect], findings: [LayoutFinding]) {
        let yaml = "listkit: 1\nscreen: Margins\nviews:\n" + views
        let outcome = LayoutEngine(spec: try loadSpec(yaml)).layout(on: device(name))
        return (framesByID(outcome.result.views), outcome.findings)
    }

    static func banner(top: Double, extra: String = "") -> String {
        """
          - id: banner
            type: view
            \(extra)
            layout: [ "top == parent.top + \(formatNumber(top))", "horizontal == parent", "height == 100" ]
            subviews:
              - { id: content, type: view, layout: [ "edges == margins" ] }
        """
    }

    @Test func theSafeAreaAViewReachesIntoIsAddedToItsMargins() throws {
        // Banner (0, 0, 393, 100): the safe area's 59 points at the top are in it, so its top
        // margin is 8 + 59 = 67; its bottom is far from the home indicator's 34.
        let (f, findings) = try frames(Self.banner(top: 0))
        #expect(f["banner"] == rect(0, 0, 393, 100))
        #expect(f["content"] == rect(8, 67, 377, 100 - 67 - 8))
        #expect(findings.isEmpty)
        // 40 points down, 19 of the 59 are still in it: 8 + 19 = 27.
        #expect(try frames(Self.banner(top: 40)).frames["content"] == rect(8, 40 + 27, 377, 100 - 27 - 8))
        // Inside the safe area: 8.
        #expect(try frames(Self.banner(top: 200)).frames["content"] == rect(8, 208, 377, 84))
    }

    @Test func insetsLayoutMarginsFromSafeAreaFalseKeepsTheMarginsWhereTheyAre() throws {
        let (f, _) = try frames(Self.banner(top: 0, extra: "insetsLayoutMarginsFromSafeArea: false"))
        #expect(f["content"] == rect(8, 8, 377, 84))
    }

    @Test func aViewAtTheBottomGetsTheHomeIndicatorsInsetAndNoMoreThanTheScreens() throws {
        // (0, 800, 393, 100) overhangs the screen's bottom by 48: the safe area's inset reaches
        // 34 into it from the screen's bottom edge, capped at the superview's 34 (not 34 + 48).
        let views = """
              - id: low
                type: view
                layout: [ "top == parent.top + 800", "horizontal == parent", "height == 100" ]
                subviews:
                  - { id: content, type: view, layout: [ "edges == margins" ] }
            """
        #expect(try frames(views).frames["content"] == rect(8, 808, 377, 100 - 8 - 8 - 34))
    }

    static func card(inset: Double, preserves: Bool) -> String {
        """
          - id: card
            type: view
            preservesSuperviewLayoutMargins: \(preserves)
            layout: [ "horizontal == parent + \(formatNumber(inset))", "top == parent.top + 200", "height == 100" ]
            subviews:
              - { id: text, type: view, layout: [ "edges == margins" ] }
        """
    }

    @Test func preservingTheSuperviewsMarginsKeepsContentInsideTheScreensMargins() throws {
        // Flush with the screen: its 8 grows to the screen's 16 at the sides; top and bottom are
        // far from the screen's (59 and 34), so they stay 8.
        let (f, findings) = try frames(Self.card(inset: 0, preserves: true))
        #expect(f["text"] == rect(16, 208, 361, 84))
        #expect(findings.isEmpty)
        // Not preserving: its own 8.
        #expect(try frames(Self.card(inset: 0, preserves: false)).frames["text"] == rect(8, 208, 377, 84))
        // 4 points in: "the smallest amount needed" is 16 − 4 = 12, so the content still starts at 16.
        #expect(try frames(Self.card(inset: 4, preserves: true)).frames["text"] == rect(16, 208, 361, 84))
        // 10 points in: 16 − 10 = 6 is less than its own 8, which stays.
        #expect(try frames(Self.card(inset: 10, preserves: true)).frames["text"] == rect(18, 208, 357, 84))
    }

    @Test func preservedMarginsCascadeThroughNestedViews() throws {
        // outer fills the screen and preserves: margins 16 at the sides, 59 + 8 = 67 at the
        // top (its own 8 on the safe area's 59, more than the screen's 59) and 8 + 34 at the
        // bottom. inner, flush with outer, preserves those; its own safe-area margins are the
        // same, so its content is where outer's margins are.
        let views = """
              - id: outer
                type: view
                preservesSuperviewLayoutMargins: true
                layout: [ "edges == parent" ]
                subviews:
                  - id: inner
                    type: view
                    preservesSuperviewLayoutMargins: true
                    directionalLayoutMargins: 0
                    insetsLayoutMarginsFromSafeArea: false
                    layout: [ "edges == parent" ]
                    subviews:
                      - { id: text, type: view, layout: [ "edges == margins" ] }
            """
        let (f, findings) = try frames(views)
        #expect(f["text"] == rect(16, 67, 361, 852 - 67 - 42))
        #expect(findings.isEmpty)
    }

    @Test func aFullScreenViewWithNoMarginsOfItsOwnTakesTheScreensMargins() throws {
        // How `listkit import` writes a view controller's root view: zero margins of its own and
        // the screen's preserved, which are the system minimum beside the safe area.
        let views = """
              - id: root
                type: view
                directionalLayoutMargins: 0
                preservesSuperviewLayoutMargins: true
                layout: [ "edges == parent" ]
                subviews:
                  - { id: text, type: view, layout: [ "edges == margins" ] }
            """
        #expect(try frames(views).frames["text"] == rect(16, 59, 361, 852 - 59 - 34))
        // iPad 11-inch, 834 × 1194: safe area 24 and 20, 20 at the sides.
        #expect(try frames(views, on: "ipad-11").frames["text"] == rect(20, 24, 794, 1194 - 24 - 20))
        // Landscape iPhone 15: 59 at each side, then 20 (852 points wide); 21 at the bottom.
        #expect(try frames(views, on: "iphone-15-landscape").frames["text"] == rect(79, 0, 852 - 158, 393 - 21))
    }

    @Test func aCellKindsViewPreservesTheContentViewsMargins() throws {
        // A 393-wide table's content view has 11 and 16; row fills it with no margins of its own
        // and preserves them, so its content is where the content view's margins are: a 20-point
        // box at (16, 11) in a 42-point cell. Without preserving, its own 0.
        func yaml(_ preserves: Bool) -> String {
            """
            listkit: 1
            screen: Cells
            views:
              - id: list
                type: table
                layout: [ "edges == parent" ]
                sections:
                  - id: s
                    cells: [ { id: c1, kind: Row } ]
            cellKinds:
              Row:
                views:
                  - id: row
                    type: view
                    directionalLayoutMargins: 0
                    preservesSuperviewLayoutMargins: \(preserves)
                    layout: [ "edges == parent" ]
                    subviews:
                      - { id: box, type: view, layout: [ "edges == margins", "height == 20" ] }
            """
        }
        func box(_ preserves: Bool) throws -> (cell: Rect, box: Rect) {
            let outcome = LayoutEngine(spec: try loadSpec(yaml(preserves)), options: LayoutOptions(full: true)).layout(on: device("iphone-15"))
            let cell = try #require(outcome.result.views.first?.list?.sections.first?.cells.first)
            return (cell.frame, try #require(cell.views.first?.children.first).frame)
        }
        let preserved = try box(true)
        #expect(preserved.cell == rect(0, 0, 393, 42))
        #expect(preserved.box == rect(16, 11, 361, 20))
        let own = try box(false)
        #expect(own.cell == rect(0, 0, 393, 20))
        #expect(own.box == rect(0, 0, 393, 20))
    }

    @Test func theSwitchesAreBooleans() throws {
        let yaml = "listkit: 1\nscreen: S\nviews:\n  - { id: a, type: view, preservesSuperviewLayoutMargins: 3, insetsLayoutMarginsFromSafeArea: \"no\" }\n"
        let diagnostics = Linter(rules: Linter.lintRules()).check(SpecLoader().load(Array(yaml.utf8), path: "s.yaml"))
        let errors = diagnostics.filter { $0.severity == .error }.map { "\($0.mark) \($0.rule)" }
        #expect(errors == ["4:59 wrong-type", "4:95 wrong-type"])
    }
}
