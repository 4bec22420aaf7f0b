// UIKit's per-control metrics of iOS 7 to 10, as Interface Builder laid controls out before Xcode 9
// (toolsVersion below 13000, `InterfaceBuilderEra`): iOS 12's (ControlMetrics+iOS12.swift, whose sources
// are mostly documents of this era), but where iOS 11 changed a control, each with its source on the
// comment lines above it.

extension ControlMetrics {
    public static let iOS10: ControlMetrics = {
        var metrics = ControlMetrics.iOS12
        // Source: "As of iOS 11, the UISearchBar's intrinsic content size has increased from 44 to 56"
        // (Esri/maps-app-ios#67, whose fix for 56 was withdrawn because it "breaks iOS 10 behavior", #69;
        // tidev/titanium-sdk#9496: `isIOS11OrGreater ? 56.0 : 44.0`). Interface Builder before Xcode 9 saves
        // search bars 44 tall: Apple's UICatalog as in appium/ios-uicatalog, `Main_iPad.storyboard` (5053) and
        // `Main_iPhone.storyboard` (10117), two search bars each pinned to the top layout guide and the sides
        // with no height of their own (RxSwift's 44-point bars of 11542 are table header views, whose
        // frames IB keeps as saved, so they say nothing of the intrinsic height); from Xcode 10 (UIKitCatalog `SearchViewControllers.storyboard`,
        // 14810; openfoodfacts-ios, 14868) 56.
        metrics.searchBarSize.height = 44
        return metrics
    }()
}
