import ListkitSpec

/// One of UIKit's bars as laid out on a device: its frame in screen points and what it shows.
public struct BarFrame: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable { case navigationBar, tabBar, toolbar }

    public var kind: Kind
    /// The bar's own frame: below the status bar, or above the home indicator.
    public var frame: Rect
    public var title: String?
    /// A navigation bar showing its large title (`prefersLargeTitles` in regular height).
    public var largeTitle: Bool
    /// A navigation bar's prompt, in the bar's top 30 points.
    public var prompt: String?
    /// A navigation bar's integrated search bar's placeholder, in the bar's bottom 52 points.
    public var searchPlaceholder: String?
    /// A tab bar's or toolbar's item titles.
    public var items: [String]
    /// The release whose bar metrics place the prompt, large title and search rows.
    public var release: UIKitRelease

    public init(kind: Kind, frame: Rect, title: String? = nil, largeTitle: Bool = false, prompt: String? = nil,
                searchPlaceholder: String? = nil, items: [String] = [], release: UIKitRelease = .default) {
        self.kind = kind
        self.frame = frame
        self.title = title
        self.largeTitle = largeTitle
        self.prompt = prompt
        self.searchPlaceholder = searchPlaceholder
        self.items = items
        self.release = release
    }

    /// Where a navigation bar's title row is (its 44 or 50 points, or 32 in compact height):
    /// below the prompt, above the large title and the search bar.
    public var titleRow: Rect {
        let bars = release.metrics.bars
        let top = prompt == nil ? 0 : bars.prompt
        let bottom = (largeTitle ? bars.largeTitle : 0) + (searchPlaceholder == nil ? 0 : bars.searchBar)
        return Rect(x: frame.x, y: frame.y + top, width: frame.width, height: max(0, frame.height - top - bottom))
    }

    /// The 52 points below the title row where a large title shows; nil without one.
    public var largeTitleRow: Rect? {
        largeTitle ? Rect(x: frame.x, y: titleRow.maxY, width: frame.width, height: release.metrics.bars.largeTitle) : nil
    }

    /// The bar's bottom 52 points, where its search bar shows; nil without one.
    public var searchRow: Rect? {
        let height = release.metrics.bars.searchBar
        return searchPlaceholder == nil ? nil : Rect(x: frame.x, y: frame.maxY - height, width: frame.width, height: height)
    }

    /// The bar's side layout margin, where its large title starts and its search field's ends
    /// are: the system minimum for the bar's width, as for the screen's content.
    public var sideMargin: Double { release.metrics.margins.minimumSide(forWidth: frame.width) }

    /// The large title's text box: the large-title row inside the side margins.
    public var largeTitleText: Rect? {
        largeTitleRow.map { Rect(x: $0.x + sideMargin, y: $0.y, width: max(0, $0.width - 2 * sideMargin), height: $0.height) }
    }

    /// The rounded search field: inside the side margins, centred in the search row.
    public var searchField: Rect? {
        guard let row = searchRow else { return nil }
        let height = min(row.height, release.metrics.bars.searchField)
        return Rect(x: row.x + sideMargin, y: row.y + (row.height - height) / 2, width: max(0, row.width - 2 * sideMargin), height: height)
    }
}

/// Places a screen's bars on a device and shrinks the safe area by them, as a view controller
/// inside a navigation controller and a tab bar controller sees it: the navigation bar sits
/// below the status bar (the device's top inset), a tab bar or toolbar above the home
/// indicator (its bottom inset), and the view's `safeAreaInsets` grow by each bar's height.
/// A navigation bar's height is, top to bottom, its prompt, its title row, its large title and
/// its search bar: the layout is at rest (content scrolled to the top, where the documentation
/// of `hidesSearchBarWhenScrolling` says the search bar is visible).
enum ScreenChromeLayout {
    /// - Returns: the bars, top first, and the safe area they leave.
    static func layout(_ chrome: ScreenChrome, on device: Device, metrics: UIKitMetrics) -> (bars: [BarFrame], safeArea: Insets) {
        let heights = metrics.bars
        var safeArea = device.safeArea
        var bars: [BarFrame] = []
        if let nav = chrome.navigationBar {
            let showsLarge = nav.largeTitle && !device.isCompactHeight
            let height = heights.navigationBarHeight(largeTitle: showsLarge, on: device)
                + (nav.prompt == nil ? 0 : heights.prompt)
                + (nav.search == nil ? 0 : heights.searchBar)
            bars.append(BarFrame(kind: .navigationBar, frame: Rect(x: 0, y: safeArea.top, width: device.width, height: height),
                                 title: nav.title?.value, largeTitle: showsLarge, prompt: nav.prompt?.value,
                                 searchPlaceholder: nav.search?.placeholder, release: metrics.release))
            safeArea.top += height
        }
        for (kind, spec) in [(BarFrame.Kind.tabBar, chrome.tabBar), (.toolbar, chrome.toolbar)] {
            guard let spec else { continue }
            let height = kind == .tabBar ? heights.tabBarHeight(on: device) : heights.toolbarHeight(on: device)
            let y = device.height - safeArea.bottom - height
            bars.append(BarFrame(kind: kind, frame: Rect(x: 0, y: y, width: device.width, height: height), items: spec.items.map(\.value),
                                 release: metrics.release))
            safeArea.bottom += height
        }
        // Bars never take more than the screen: the safe area stays non-negative.
        safeArea.top = min(safeArea.top, device.height)
        safeArea.bottom = min(safeArea.bottom, max(0, device.height - safeArea.top))
        return (bars, safeArea)
    }
}
