import ListkitLayout
import ListkitSpec
import ListkitYAML
import Testing

/// Bars and the safe area they leave, against values published for real devices (each test
/// names its source; docs/layout.md, "Screen chrome", lists them), and content insets adjusted
/// as `contentInsetAdjustmentBehavior` documents.
struct ScreenChromeTests {
    /// A full-screen table of two 44-point rows, with optional screen-level keys.
    static func table(_ chrome: String = "", behavior: String? = nil, type: String = "table", device: String = "iphone-15") -> String {
        let list = type == "table" ? "type: table" : "type: collection\n    flow: { itemSize: { width: width, height: 44 } }"
        return """
        listkit: 1
        screen: Inbox
        device: \(device)
        \(chrome)
        views:
          - id: list
            \(list)
            layout: [ edges == parent ]\(behavior.map { "\n    contentInsetAdjustmentBehavior: \($0)" } ?? "")
            sections:
              - id: main
                cells: [ { id: a, kind: Row }, { id: b, kind: Row } ]
          - id: pinned
            type: view
            layout: [ "top == safeArea.top", "bottom == safeArea.bottom", horizontal == parent ]
        cellKinds:
          Row: { height: 44 }
        """
    }

    static func layout(_ yaml: String, on device: Device? = nil) throws -> LayoutResult {
        let spec = try loadSpec(yaml)
        return LayoutEngine(spec: spec).layout(on: device ?? spec.effectiveDevices[0]).result
    }

    static let iPhoneX = Device(name: "iphone-x", width: 375, height: 812, safeArea: Insets(top: 44, bottom: 34))

    /// The review's bug: with no bars, a full-screen table's first cell was drawn at y = 0,
    /// under the status bar. UIKit insets a table's content by the safe area it covers (59 on
    /// an iPhone 15), so the first cell starts at 59.
    @Test func aFullScreenTablesFirstCellStartsBelowTheStatusBar() throws {
        let result = try Self.layout(Self.table())
        let list = try #require(result.views[0].list)
        #expect(list.contentInset == Insets(top: 59, bottom: 34))
        #expect(list.sections[0].cells[0].frame.y + list.contentInset.top == 59)
    }

    /// useyourloaf.com, "Supporting iPhone X": the safe area's top is 20 + 44 = 64 on an iPhone
    /// 8 with a navigation bar, 44 + 44 = 88 on an iPhone X; large titles add 52 (Hackworth,
    /// "iPad Navigation Bar and Toolbar Height Changes in iOS 12": 96 without the status bar),
    /// 140 on an iPhone X (usagimaru, "iPhone Xのセーフエリアやマージン幅について").
    @Test func aNavigationBarGrowsTheTopSafeAreaAsUIKitReportsIt() throws {
        let nav = "navigationBar: { title: Inbox }"
        #expect(try Self.layout(Self.table(nav), on: device("iphone-se")).safeArea.top == 64)
        let x = try Self.layout(Self.table(nav), on: Self.iPhoneX)
        #expect(x.safeArea.top == 88)
        #expect(x.bars == [BarFrame(kind: .navigationBar, frame: rect(0, 44, 375, 44), title: "Inbox")])
        #expect(x.views[1].frame == rect(0, 88, 375, 812 - 88 - 34), "a view pinned to safeArea.top sits below the bar")
        let large = try Self.layout(Self.table("navigationBar: { title: Inbox, largeTitle: true }"), on: Self.iPhoneX)
        #expect(large.safeArea.top == 140 && large.bars[0].largeTitle)
        #expect(large.views[0].list?.contentInset.top == 140, "the first cell starts below the large title")
    }

    /// On iPad (iOS 12 and later) navigation bars are 50 points: 70 with a 20-point status bar
    /// (Hackworth). An iPhone in landscape has a compact height: a 32-point bar
    /// (useyourloaf, "Supporting iPhone X") and no large title.
    @Test func navigationBarsFollowTheIdiomAndSizeClass() throws {
        let pad = Device(name: "ipad-20", width: 834, height: 1112, safeArea: Insets(top: 20))
        #expect(try Self.layout(Self.table("navigationBar: Inbox"), on: pad).safeArea.top == 70)
        let landscape = try Self.layout(Self.table("navigationBar: { title: Inbox, largeTitle: true }"), on: device("iphone-se-landscape"))
        #expect(landscape.safeArea.top == 32 && landscape.bars[0].largeTitle == false)
    }

    /// A navigation item's prompt adds 30 points above the title: 74 in all on an iPhone
    /// (public code: dzhurov/ExampleTMWProject's `kNavigationBarWithPromptHeight = 74` beside
    /// `kNavigationBarHeight = 44`), so 20 + 74 = 94 on an iPhone 8 and 44 + 74 = 118 on an
    /// iPhone X; the title row keeps its 44 below the prompt.
    @Test func aPromptAddsThirtyPointsAboveTheTitle() throws {
        let nav = "navigationBar: { title: Inbox, prompt: Select a mailbox }"
        #expect(try Self.layout(Self.table(nav), on: device("iphone-se")).safeArea.top == 94)
        let x = try Self.layout(Self.table(nav), on: Self.iPhoneX)
        #expect(x.safeArea.top == 118)
        #expect(x.bars == [BarFrame(kind: .navigationBar, frame: rect(0, 44, 375, 74), title: "Inbox", prompt: "Select a mailbox")])
        #expect(x.bars[0].titleRow == rect(0, 74, 375, 44))
        #expect(x.views[0].list?.contentInset.top == 118, "the first cell starts below the prompt's bar")
    }

    /// An integrated search bar (`navigationItem.searchController`) adds 52 points below the
    /// title, at rest (`hidesSearchBarWhenScrolling`: "the search bar is visible only when the
    /// scroll position equals the top of your content view"). 52 is the public code's figure
    /// (SRGSSR/playsrg-apple, UIScrollView+PlaySRG.m: `kSearchBarHeightContribution` fixed from
    /// 44 to 52 in "Fix incorrect search bar height", 2022), beside its 52 for a large title.
    /// An iPhone X: 44 + 44 + 52 = 140; with a large title 44 + 96 + 52 = 192; with a prompt
    /// too 44 + 30 + 96 + 52 = 222.
    @Test func aSearchBarAddsFiftyTwoPointsBelowTheTitle() throws {
        let search = try Self.layout(Self.table("navigationBar: { title: Inbox, search: true }"), on: Self.iPhoneX)
        #expect(search.safeArea.top == 140)
        #expect(search.bars[0] == BarFrame(kind: .navigationBar, frame: rect(0, 44, 375, 96), title: "Inbox", searchPlaceholder: "Search"))
        #expect(search.bars[0].searchRow == rect(0, 88, 375, 52) && search.bars[0].titleRow == rect(0, 44, 375, 44))
        let large = try Self.layout(Self.table("navigationBar: { title: Inbox, largeTitle: true, search: Search mail }"), on: Self.iPhoneX)
        #expect(large.safeArea.top == 192 && large.bars[0].searchPlaceholder == "Search mail")
        #expect(large.bars[0].largeTitleRow == rect(0, 88, 375, 52) && large.bars[0].searchRow == rect(0, 140, 375, 52))
        let all = try Self.layout(Self.table("navigationBar: { title: Inbox, largeTitle: true, prompt: Pick one, search: true }"), on: Self.iPhoneX)
        #expect(all.safeArea.top == 222 && all.views[0].list?.contentInset.top == 222)
        #expect(all.views[1].frame.y == 222, "a view pinned to safeArea.top sits below the search bar")
        #expect(try Self.layout(Self.table("navigationBar: { title: Inbox, search: false }"), on: Self.iPhoneX).safeArea.top == 88)
    }

    /// Where no measurement was found the prompt and search bar keep their iPhone-portrait
    /// heights (docs/layout.md marks these as assumed): an iPad (50-point bar) with a search
    /// bar is 20 + 50 + 52 = 122; an iPhone in landscape (32-point bar, no large title) 0 + 32
    /// + 30 + 52 = 114.
    @Test func promptAndSearchElsewhereKeepTheirPortraitHeights() throws {
        let pad = Device(name: "ipad-20", width: 834, height: 1112, safeArea: Insets(top: 20))
        #expect(try Self.layout(Self.table("navigationBar: { title: Inbox, search: true }"), on: pad).safeArea.top == 122)
        let landscape = try Self.layout(Self.table("navigationBar: { title: Inbox, largeTitle: true, prompt: P, search: true }"), on: device("iphone-se-landscape"))
        #expect(landscape.safeArea.top == 114 && landscape.bars[0].titleRow == rect(0, 30, 667, 32))
    }

    @Test func promptAndSearchAreDecodedAndChecked() throws {
        let yaml = Self.table("navigationBar: { title: Inbox, serach: true, prompt: [a], search: 3 }")
        let root = try ListkitYAML.YAMLLoader().load(yaml)
        var decoder = SpecDecoder()
        let spec = decoder.decode(root)
        let messages = decoder.diagnostics.map(\.message)
        #expect(messages.contains { $0.contains("'serach'") && $0.contains("did you mean 'search'") }, "\(messages)")
        #expect(messages.contains { $0.contains("navigationBar.prompt") }, "\(messages)")
        #expect(spec.chrome.navigationBar?.search?.placeholder == "3", "a number is the placeholder's text")
    }

    /// A tab bar is 49 points above the home indicator: 49 + 34 = 83 on an iPhone X (public
    /// code: FlutterPrograms' FPSafeArea.h); a toolbar is 44 on a home-button iPhone, and as tall
    /// as a tab bar on a home-indicator one (usagimaru).
    @Test func bottomBarsGrowTheBottomSafeArea() throws {
        let tabs = try Self.layout(Self.table("tabBar: { items: [Chats, Calls] }"), on: Self.iPhoneX)
        #expect(tabs.safeArea.bottom == 83)
        #expect(tabs.bars == [BarFrame(kind: .tabBar, frame: rect(0, 812 - 83, 375, 49), items: ["Chats", "Calls"])])
        #expect(try Self.layout(Self.table("toolbar: { items: [Edit] }"), on: device("iphone-se")).safeArea.bottom == 44)
        #expect(try Self.layout(Self.table("toolbar: { items: [Edit] }"), on: Self.iPhoneX).safeArea.bottom == 83)
    }

    /// `never` leaves content at the list's top; `always` adjusts every edge, the landscape
    /// sensor housing's too; `scrollableAxes` leaves a collection whose content fits alone, and
    /// `automatic` adjusts it inside a navigation controller.
    @Test func contentInsetAdjustmentBehaviorsAsDocumented() throws {
        #expect(try Self.layout(Self.table(behavior: "never")).views[0].list?.contentInset == Insets())
        let always = try Self.layout(Self.table(behavior: "always", device: "iphone-15-landscape"))
        #expect(always.views[0].list?.contentInset == Insets(top: 0, left: 59, bottom: 21, right: 59))
        let automaticLandscape = try Self.layout(Self.table(device: "iphone-15-landscape"))
        #expect(automaticLandscape.views[0].list?.contentInset == Insets(bottom: 21), "only the scrolling axis")
        let short = try Self.layout(Self.table(behavior: "scrollableAxes", type: "collection"))
        #expect(short.views[0].list?.contentInset == Insets(), "88 points of content in a 852-point collection do not scroll")
        let navigated = try Self.layout(Self.table("navigationBar: Inbox", type: "collection"))
        #expect(navigated.views[0].list?.contentInset == Insets(top: 103, bottom: 34))
    }

    @Test func aTabBarAndAToolbarTogetherAreAnError() throws {
        let yaml = Self.table("tabBar: { items: [A] }\ntoolbar: { items: [B] }")
        let root = try ListkitYAML.YAMLLoader().load(yaml)
        var decoder = SpecDecoder()
        _ = decoder.decode(root)
        #expect(decoder.diagnostics.map(\.message).contains { $0.contains("a tab bar or a toolbar, not both") })
    }
}
