/// The heights of UIKit's bars, in points, and which applies on a device: the navigation bar
/// below the status bar, a tab bar or toolbar above the home indicator.
public struct BarHeights: Sendable {
    public var navigationBar: Double
    public var navigationBarPad: Double
    /// In compact height (an iPhone in landscape).
    public var navigationBarCompactHeight: Double
    /// What `prefersLargeTitles` adds below the bar's buttons, in regular height.
    public var largeTitle: Double
    /// What a navigation item's `prompt` adds above the title.
    public var prompt: Double
    /// What a navigation item's `searchController` adds below the title, search bar shown.
    public var searchBar: Double
    /// The rounded search field inside that search bar, centred in it.
    public var searchField: Double
    public var tabBar: Double
    public var tabBarPad: Double
    public var toolbarWithHomeButton: Double
    public var toolbarWithHomeIndicator: Double
    public var toolbarCompactHeight: Double
    public var toolbarPad: Double

    public init(navigationBar: Double, navigationBarPad: Double, navigationBarCompactHeight: Double, largeTitle: Double, prompt: Double,
                searchBar: Double, searchField: Double, tabBar: Double, tabBarPad: Double, toolbarWithHomeButton: Double, toolbarWithHomeIndicator: Double,
                toolbarCompactHeight: Double, toolbarPad: Double) {
        self.navigationBar = navigationBar
        self.navigationBarPad = navigationBarPad
        self.navigationBarCompactHeight = navigationBarCompactHeight
        self.largeTitle = largeTitle
        self.prompt = prompt
        self.searchBar = searchBar
        self.searchField = searchField
        self.tabBar = tabBar
        self.tabBarPad = tabBarPad
        self.toolbarWithHomeButton = toolbarWithHomeButton
        self.toolbarWithHomeIndicator = toolbarWithHomeIndicator
        self.toolbarCompactHeight = toolbarCompactHeight
        self.toolbarPad = toolbarPad
    }

    /// The navigation bar's title row, plus the large title where it shows.
    public func navigationBarHeight(largeTitle showsLarge: Bool, on device: Device) -> Double {
        if device.isCompactHeight { return navigationBarCompactHeight }
        let bar = device.idiom == .pad ? navigationBarPad : navigationBar
        return showsLarge ? bar + largeTitle : bar
    }

    public func tabBarHeight(on device: Device) -> Double {
        device.idiom == .pad ? tabBarPad : tabBar
    }

    /// A phone with a home indicator has a bottom safe-area inset in portrait; one with a home
    /// button has none.
    public func toolbarHeight(on device: Device) -> Double {
        if device.idiom == .pad { return toolbarPad }
        if device.isCompactHeight { return toolbarCompactHeight }
        return device.safeArea.bottom > 0 ? toolbarWithHomeIndicator : toolbarWithHomeButton
    }
}
