import ListkitYAML

/// The bars a screen's view controller shows: a navigation bar at the top, a tab bar or a
/// toolbar at the bottom. Each takes room from the safe area, as UIKit's containers do
/// (`BarMetrics` in ListkitLayout has their heights).
public struct ScreenChrome: Sendable {
    public var navigationBar: NavigationBarSpec?
    public var tabBar: BarItemsSpec?
    public var toolbar: BarItemsSpec?

    public init(navigationBar: NavigationBarSpec? = nil, tabBar: BarItemsSpec? = nil, toolbar: BarItemsSpec? = nil) {
        self.navigationBar = navigationBar
        self.tabBar = tabBar
        self.toolbar = toolbar
    }

    public var isEmpty: Bool { navigationBar == nil && tabBar == nil && toolbar == nil }
}

/// A `UINavigationController`'s bar for this screen: its title and whether it prefers a large
/// title (`prefersLargeTitles`; shown only where the vertical size class is regular).
public struct NavigationBarSpec: Sendable {
    public var title: Located<String>?
    public var largeTitle: Bool
    public var mark: Mark

    public init(title: Located<String>? = nil, largeTitle: Bool = false, mark: Mark) {
        self.title = title
        self.largeTitle = largeTitle
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
