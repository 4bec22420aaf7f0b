import ListkitSpec

/// The heights of UIKit's bars, in points (docs/layout.md, "Screen chrome", cites each):
///
/// - navigation bar: 44 on iPhone, 50 on iPad (iOS 12 and later), 32 on an iPhone in landscape
///   (compact height); a large title adds 52 where the height is regular (96 in all);
/// - tab bar: 49 on iPhone in every orientation (the HIG: tab bars "maintain the same height
///   in all screen orientations"), 50 on iPad;
/// - toolbar: 44 on iPhones with a home button, 49 on iPhones with a home indicator (where the
///   toolbar and tab bar heights no longer differ), 32 in landscape, 50 on iPad;
/// - a navigation item's prompt adds 30 above the bar's content, its integrated search bar 52
///   below it (both measured on iPhones in portrait; elsewhere assumed the same).
///
/// A bar sits inside the device's safe area: the navigation bar below the status bar, a
/// bottom bar above the home indicator; the view controller's safe area shrinks by the bars.
enum BarMetrics {
    static func navigationBarHeight(largeTitle: Bool, on device: Device) -> Double {
        if device.isCompactHeight { return 32 }
        let bar = device.idiom == .pad ? 50.0 : 44.0
        return largeTitle ? bar + largeTitleHeight : bar
    }

    /// What `prefersLargeTitles` adds below the bar's buttons.
    static let largeTitleHeight = 52.0

    /// What a navigation item's `prompt` adds above the title (74 in all on iPhone).
    static let promptHeight = 30.0

    /// What a navigation item's `searchController` adds below the title, search bar shown.
    static let searchBarHeight = 52.0

    static func tabBarHeight(on device: Device) -> Double {
        device.idiom == .pad ? 50 : 49
    }

    static func toolbarHeight(on device: Device) -> Double {
        if device.idiom == .pad { return 50 }
        if device.isCompactHeight { return 32 }
        return device.safeArea.bottom > 0 ? 49 : 44
    }
}
