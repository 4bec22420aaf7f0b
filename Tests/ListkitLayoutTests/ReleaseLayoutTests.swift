import Testing
import ListkitLayout
import ListkitSpec
import ListkitYAML

/// A spec's `os:` picks its release's UIKit metrics (Sources/ListkitSpec/Metrics/, each value's
/// source there): iOS 26's controls, cell margins and navigation bar against iOS 18's. Frames
/// worked out by hand on the iPhone 15 (393 × 852, 59 at the top, @3x).
@Suite struct ReleaseLayoutTests {
    static func spec(os: String?, _ body: String) throws -> Spec {
        try loadSpec("listkit: 1\nscreen: Release\n" + (os.map { "os: \($0)\n" } ?? "") + body)
    }

    static let controls = """
        views:
          - { id: toggle, type: switch, layout: [ "trailing == parent.trailing - 20", "top == parent.top + 100" ] }
          - { id: slide, type: slider, layout: [ "horizontal == parent + 16", "top == parent.top + 200" ] }
          - { id: stepper, type: stepper, layout: [ "leading == parent.leading", "top == parent.top + 300" ] }
        """

    static func frames(_ spec: Spec, options: LayoutOptions = LayoutOptions()) -> [String: Rect] {
        LayoutEngine(spec: spec, options: options).layout(on: device("iphone-15")).result.framesByID
    }

    /// iOS 26: a switch's alignment rectangle is 61 × 28, ending 20 inside the edge at 373, its
    /// frame 2 wider (312, 63 wide); a slider 34 tall with no alignment insets (16, 361 wide); a
    /// stepper 94 × 32 as before. iOS 18: 49 × 31 (frame 324, 51 wide); a slider 31 tall, 2 wider
    /// on each side (14, 365 wide).
    @Test func osPicksTheReleasesControls() throws {
        let ios26 = Self.frames(try Self.spec(os: "ios26", Self.controls))
        #expect(ios26["toggle"] == rect(312, 100, 63, 28))
        #expect(ios26["slide"] == rect(16, 200, 361, 34))
        #expect(ios26["stepper"] == rect(0, 300, 94, 32))
        let ios18 = Self.frames(try Self.spec(os: "ios18", Self.controls))
        #expect(ios18["toggle"] == rect(324, 100, 51, 31))
        #expect(ios18["slide"] == rect(14, 200, 365, 31))
        #expect(ios18["stepper"] == rect(0, 300, 94, 32))
    }

    /// `LayoutOptions.release` (`--os`, `.listkit.yml`'s `os:`) lays out a spec that names no
    /// release; a spec's own `os:` wins over it.
    @Test func theSpecsOwnOSWinsOverTheOptions() throws {
        let unnamed = try Self.spec(os: nil, Self.controls)
        #expect(Self.frames(unnamed, options: LayoutOptions(release: .iOS26))["toggle"] == rect(312, 100, 63, 28))
        #expect(Self.frames(unnamed, options: LayoutOptions(release: .iOS18))["toggle"] == rect(324, 100, 51, 31))
        let named = try Self.spec(os: "ios18", Self.controls)
        #expect(Self.frames(named, options: LayoutOptions(release: .iOS26))["toggle"] == rect(324, 100, 51, 31))
        #expect(LayoutEngine.release(of: unnamed, options: LayoutOptions()) == .default)
    }

    /// A table cell's content view has 15 above and below on iOS 26 (11 on iOS 18), and the
    /// 393-point table's side margin is 20 on iOS 26 (16 on iOS 18, 20 only from 414): a 20-point
    /// box on the margins is at (20, 15), 353 wide, in a 50-point cell (16, 11, 361 wide in 42 on
    /// iOS 18).
    @Test func cellMarginsAreTheReleases() throws {
        let table = """
            views:
              - { id: list, type: table, layout: [ "edges == parent" ], sections: [ { id: s, cells: [ { id: c1, kind: Row } ] } ] }
            cellKinds:
              Row:
                views:
                  - { id: box, type: view, layout: [ "edges == margins", "height == 20" ] }
            """
        for (os, side, top, height) in [("ios26", 20.0, 15.0, 50.0), ("ios18", 16, 11, 42)] {
            let outcome = LayoutEngine(spec: try Self.spec(os: os, table), options: LayoutOptions(full: true)).layout(on: device("iphone-15"))
            let cell = try #require(outcome.result.views.first?.list?.sections.first?.cells.first)
            #expect(cell.frame.height == height, "\(os)")
            #expect(cell.views.first?.frame == rect(side, top, 393 - 2 * side, 20), "\(os)")
        }
    }

    /// The 20-point side margin of iOS 26's 393-point tables is the cells' only: a root view's
    /// margins on the iPhone 15 stay 16 (review11 on 7fc4cba: no public 393-point root of
    /// Xcode 26 is pinned to its margins), so a box on them is at x 16, 361 wide, on both releases.
    @Test func aRootViewsSideMarginsStay16() throws {
        let body = """
            views:
              - { id: box, type: view, layout: [ "horizontal == margins", "top == parent.top + 100", "height == 20" ] }
            """
        for os in ["ios26", "ios18"] {
            #expect(Self.frames(try Self.spec(os: os, body))["box"] == rect(16, 100, 361, 20), "\(os)")
        }
    }

    /// iOS 26's navigation bar is 54 tall (OpenUIKit's measurement of iOS 26.1, Xcode 26's saved
    /// bars): 59 + 54 = 113 to the safe area on the iPhone 15, 59 + 44 = 103 on iOS 18; a large
    /// title adds 52 on both.
    @Test func theNavigationBarIsTheReleases() throws {
        let body = "navigationBar: { title: Inbox }\nviews:\n  - { id: box, type: view, layout: [ \"top == safeArea.top\", \"leading == parent.leading\", \"width == 10\", \"height == 10\" ] }\n"
        let large = body.replacingOccurrences(of: "{ title: Inbox }", with: "{ title: Inbox, largeTitle: true }")
        for (os, top) in [("ios26", 113.0), ("ios18", 103)] {
            let plain = LayoutEngine(spec: try Self.spec(os: os, body)).layout(on: device("iphone-15")).result
            #expect(plain.safeArea.top == top, "\(os)")
            #expect(plain.framesByID["box"]?.y == top, "\(os)")
            let tall = LayoutEngine(spec: try Self.spec(os: os, large)).layout(on: device("iphone-15")).result
            #expect(tall.safeArea.top == top + 52, "\(os)")
        }
    }
}
