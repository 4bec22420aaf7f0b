import ListkitYAML

/// The bars a screen's view controller shows: a navigation bar at the top, a tab bar or a
/// toolbar at the bottom. Each takes room from the safe area, as UIKit's containers do
/// (`BarHeights` in the metrics module has their heights).
public struct ScreenChrome: Sendable {
    public var navigationBar: NavigationBarSpec?
    public var tabBar: BarItemsSpec?
    public var toolbar: BarItemsSpec?
    /// Whether a navigation controller shows the screen where no navigation bar is laid out
    /// inside it: one whose bar is hidden (`navigationBarHidden`), or a bar outside the screen
    /// (a root saved below an opaque bar). A screen with a `navigationBar` is in one anyway.
    /// UIKit's `automatic` content inset adjustment asks this, not whether a bar shows.
    public var inNavigationControllerWithoutBar = false

    public init(navigationBar: NavigationBarSpec? = nil, tabBar: BarItemsSpec? = nil, toolbar: BarItemsSpec? = nil) {
        self.navigationBar = navigationBar
        self.tabBar = tabBar
        self.toolbar = toolbar
    }

    /// Whether a navigation controller shows the screen, with its bar or without.
    public var isInNavigationController: Bool { navigationBar != nil || inNavigationControllerWithoutBar }

    /// The chrome with its navigation bar outside the screen: no bar laid out in it, still in
    /// the navigation controller.
    public var withNavigationBarOutside: ScreenChrome {
        var chrome = self
        chrome.inNavigationControllerWithoutBar = isInNavigationController
        chrome.navigationBar = nil
        return chrome
    }

    /// The chrome with every bar outside the screen.
    public var withBarsOutside: ScreenChrome {
        var chrome = withNavigationBarOutside
        chrome.tabBar = nil
        chrome.toolbar = nil
        return chrome
    }

    public var isEmpty: Bool { navigationBar == nil && tabBar == nil && toolbar == nil }
}

/// A `UINavigationController`'s bar for this screen: its title, whether it prefers a large
/// title (`prefersLargeTitles`; shown only where the vertical size class is regular), the
/// navigation item's `prompt` (a line of text above the title) and its `searchController`
/// (a search bar below the title, shown at rest).
public struct NavigationBarSpec: Sendable {
    public var title: Located<String>?
    public var largeTitle: Bool
    public var prompt: Located<String>?
    public var search: SearchSpec?
    public var mark: Mark

    public init(title: Located<String>? = nil, largeTitle: Bool = false, prompt: Located<String>? = nil,
                search: SearchSpec? = nil, mark: Mark) {
        self.title = title
        self.largeTitle = largeTitle
        self.prompt = prompt
        self.search = search
        self.mark = mark
    }
}

/// A navigation item's integrated search bar (`navigationItem.searchController`) and the
/// placeholder its field shows.
public struct SearchSpec: Sendable, Equatable {
    /// UISearchBar's placeholder when the spec gives none.
    public static let defaultPlaceholder = "Search"

    public var placeholder: String
    public var mark: Mark

    public init(placeholder: String = SearchSpec.defaultPlaceholder, mark: Mark) {
        self.placeholder = placeholder
        self.mark = mark
    }
}

/// A tab bar's items or a toolbar's items, by title.
public struct BarItemsSpec: Sendable {
    public var items: [Located<String>]
    public var mark: Mark

    public init(items: [Located<String>] = [], mark: Mark) {
        self.items = items
        self.mark = mark
    }
}
