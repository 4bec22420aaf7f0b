// UIKit's metrics on iOS 18: every value with its source on the comment lines above it (a test
// checks that each value has one). docs/layout.md and docs/spec-format.md cite the same sources.

extension UIKitMetrics {
    public static let iOS18: UIKitMetrics = {
        let devices = DeviceTable(screens: DeviceTable.iOS18)
        return UIKitMetrics(
            release: .iOS18,
            devices: devices,
            idiom: IdiomThresholds(
                padShortSideFrom: devices.smallestPadShortSide,
                // Source: Apple, HIG "Layout" → size classes: iPhone Plus and Max models (8 Plus,
                // XR, XS Max, 11, 11 Pro Max, 12–14 Pro Max, 14 Plus, 15 Plus and Pro Max, 16 Plus
                // and Pro Max) are regular width in landscape, every other iPhone compact.
                regularWidthLandscapePhones: [736, 896, 926, 932, 956]),
            bars: .iOS18, margins: .iOS18, tables: .iOS18, accessories: .iOS18, contentConfiguration: .iOS18)
    }()
}

extension DeviceTable {
    /// Points and scales: Apple's device tables (HIG "Layout", `UIScreen.bounds` and `scale`).
    /// Safe areas: the iOS simulator as published per model (docs/spec-format.md, "Devices",
    /// sources [2]–[6]). Rows with presets first, in the order their names were added.
    static let iOS18: [DeviceScreen] = [
        // Source: docs/spec-format.md "Devices" [1] [2]: HIG "Layout"; useyourloaf.com "Supporting iPhone X" (status bar 20, none in landscape).
        .phone(["iphone-se"], 375, 667, scale: 2, top: 20, homeIndicator: 0, landscape: Insets(), ib: ["retina4_7"], simulated: true),
        // Source: docs/spec-format.md [1] [3] [5]: HIG "Layout"; useyourloaf.com screen sizes; csl.cool "iOS Layout Adaptation" (2023).
        .phone(["iphone-15", "iphone-15-pro", "iphone-16"], 393, 852, scale: 3, top: 59, homeIndicator: 34,
               landscape: Insets(left: 59, bottom: 21, right: 59), simulated: true),
        // Source: docs/spec-format.md [1] [3]: HIG "Layout"; useyourloaf.com "iPhone 13/14/15/16 screen sizes".
        .phone(["iphone-15-pro-max", "iphone-15-plus", "iphone-16-plus"], 430, 932, scale: 3, top: 59, homeIndicator: 34,
               landscape: Insets(left: 59, bottom: 21, right: 59), simulated: true),
        // Source: docs/spec-format.md [1] [6]: HIG "Layout"; Face ID iPads' 24-point status bar and 20-point home indicator.
        .pad(["ipad-11"], 834, 1194, scale: 2, statusBar: 24, homeIndicator: 20, ib: ["ipad11"], simulated: true),
        // Source: docs/spec-format.md [1] [3].
        .phone(["iphone-16e"], 390, 844, scale: 3, top: 47, homeIndicator: 34, landscape: Insets(left: 47, bottom: 21, right: 47),
               ib: ["retina6_0", "retina6_12"], simulated: true),
        // Source: docs/spec-format.md [1] [3].
        .phone(["iphone-16-pro"], 402, 874, scale: 3, top: 62, homeIndicator: 34, landscape: Insets(left: 62, bottom: 21, right: 62), simulated: true),
        // Source: docs/spec-format.md [1] [3].
        .phone(["iphone-16-pro-max"], 440, 956, scale: 3, top: 62, homeIndicator: 34, landscape: Insets(left: 62, bottom: 21, right: 62), simulated: true),
        // Source: docs/spec-format.md [1] [4]: useyourloaf.com "iPhone 17 screen sizes" (iOS 26, which insets the top by 20 in landscape).
        .phone(["iphone-17", "iphone-17-pro"], 402, 874, scale: 3, top: 62, homeIndicator: 34,
               landscape: Insets(top: 20, left: 62, bottom: 20, right: 62), simulated: false),
        // Source: docs/spec-format.md [1] [4] (iOS 26).
        .phone(["iphone-17-pro-max"], 440, 956, scale: 3, top: 62, homeIndicator: 34,
               landscape: Insets(top: 20, left: 62, bottom: 20, right: 62), simulated: false),
        // Source: docs/spec-format.md [1] [4] (portrait only: one source for landscape, unlike the others).
        .phone(["iphone-air"], 420, 912, scale: 3, top: 68, homeIndicator: 34, landscape: nil, simulated: false),
        // Source: docs/spec-format.md [1] [6].
        .pad(["ipad-pro-11-m4"], 834, 1210, scale: 2, statusBar: 24, homeIndicator: 20, simulated: false),
        // Source: docs/spec-format.md [1] [6].
        .pad(["ipad-pro-13-m4"], 1032, 1376, scale: 2, statusBar: 24, homeIndicator: 20, simulated: false),
        // Source: docs/spec-format.md [1] [6]. Interface Builder's `ipad10_9rounded` (zotero/zotero-ios
        // ZShare/MainInterface.storyboard, 23727: a root of that id 820 × 1180, its container on the
        // safe area's top saved at y 24; the scene embedded in it, 820 × 1106, with the status bar's 24
        // and a 50-point navigation bar inside, its scroll view on the safe area's top at 74).
        .pad(["ipad-air-11", "ipad-a16"], 820, 1180, scale: 2, statusBar: 24, homeIndicator: 20, ib: ["ipad10_9rounded"], simulated: true),
        // Source: docs/spec-format.md [1] [6].
        .pad(["ipad-air-13", "ipad-pro-12-9"], 1024, 1366, scale: 2, statusBar: 24, homeIndicator: 20, simulated: false),
        // Source: docs/spec-format.md [1] [6]. The smallest iPad screen.
        .pad(["ipad-mini"], 744, 1133, scale: 2, statusBar: 24, homeIndicator: 20, simulated: true),
        // Interface Builder's other devices ("View as:"), portrait: safe areas of a full-screen
        // view controller's view by screen size (Apple's device tables; iOS 17), as IB simulates them.
        // Source: Apple's device tables (iPhone 4s: @2x, the 20-point status bar, none in landscape).
        .phone([], 320, 480, scale: 2, top: 20, homeIndicator: 0, landscape: Insets(), ib: ["retina3_5"], simulated: true),
        // Source: Apple's device tables (iPhone 5, SE 1st gen).
        .phone([], 320, 568, scale: 2, top: 20, homeIndicator: 0, landscape: Insets(), ib: ["retina4_0"], simulated: true),
        // Source: Apple's device tables (iPhone 8 Plus: @3x, the 20-point status bar).
        .phone([], 414, 736, scale: 3, top: 20, homeIndicator: 0, landscape: Insets(), ib: ["retina5_5"], simulated: true),
        // Source: Apple's device tables (X, XS, 11 Pro: 44 and the 34-point home indicator; landscape 44 each side and 21).
        .phone([], 375, 812, scale: 3, top: 44, homeIndicator: 34, landscape: Insets(left: 44, bottom: 21, right: 44), ib: ["retina5_9"], simulated: true),
        // Source: Apple's device tables (12 mini: 50 and 34).
        .phone([], 375, 812, scale: 3, top: 50, homeIndicator: 34, landscape: Insets(left: 50, bottom: 21, right: 50), ib: ["retina5_4"], simulated: true),
        // Source: Apple's device tables (XR, 11: @2x). The XR and 11 report 48 from iOS 14, but IB
        // simulates retina6_1 with 44 (public documents' saved frames), as it does the XS Max.
        .phone([], 414, 896, scale: 2, top: 44, homeIndicator: 34, landscape: Insets(left: 44, bottom: 21, right: 44), ib: ["retina6_1"], simulated: true),
        // Source: Apple's device tables (XS Max, 11 Pro Max: @3x, 44 and 34).
        .phone([], 414, 896, scale: 3, top: 44, homeIndicator: 34, landscape: Insets(left: 44, bottom: 21, right: 44), ib: ["retina6_5"], simulated: true),
        // Source: Apple's device tables (12–14 Pro Max, 14 Plus: 47 and 34).
        .phone([], 428, 926, scale: 3, top: 47, homeIndicator: 34, landscape: Insets(left: 47, bottom: 21, right: 47),
               ib: ["retina6_7", "retina6_72"], simulated: true),
        // Source: Apple's device tables (iPads with a home button: a 20-point status bar, no home indicator).
        .pad([], 768, 1024, scale: 2, statusBar: 20, homeIndicator: 0, ib: ["ipad9_7"], simulated: true),
        // Source: Apple's device tables.
        .pad([], 810, 1080, scale: 2, statusBar: 20, homeIndicator: 0, ib: ["ipad10_2"], simulated: true),
        // Source: Apple's device tables.
        .pad([], 834, 1112, scale: 2, statusBar: 20, homeIndicator: 0, ib: ["ipad10_5"], simulated: true),
        // Source: Apple's device tables (the 12.9-inch iPad Pro with a home button).
        .pad([], 1024, 1366, scale: 2, statusBar: 20, homeIndicator: 0, ib: ["ipad12_9"], simulated: true),
        // Source: the rounded 12.9-inch iPad as Interface Builder simulates it, 24 and 20 as Face ID iPads
        // (docs/spec-format.md [6]): Automattic/pocket-casts-ios PodcastViewController.xib (21507), a view
        // from the root's top to the safe area's saved 24 tall and a view on the bottom margin ending 20
        // up; owncloud/ios-app LaunchScreen.storyboard (22155), an image view on the safe area saved from
        // y 24 to 20 above the bottom. After the home-button entry, so that a 1024 × 1366 root of a
        // document without this id keeps that one's insets.
        .pad([], 1024, 1366, scale: 2, statusBar: 24, homeIndicator: 20, ib: ["ipad12_9rounded"], simulated: true),
    ]
}

extension BarHeights {
    static let iOS18 = BarHeights(
        // Source: useyourloaf.com, "Supporting iPhone X": 20 + 44 = 64 on iPhone 8, 44 + 44 = 88 on iPhone X.
        navigationBar: 44,
        // Source: G. Hackworth, "iPad Navigation Bar and Toolbar Height Changes in iOS 12" (70 with the status bar).
        navigationBarPad: 50,
        // Source: useyourloaf.com, "Supporting iPhone X" (iPhone 8 in landscape).
        navigationBarCompactHeight: 32,
        // Source: Hackworth ("iOS 11's large titles add 52 points"); usagimaru, Qiita (140 to the bar's bottom on iPhone X).
        largeTitle: 52,
        // Source: dzhurov/ExampleTMWProject, GeneralUIConstants.h: kNavigationBarWithPromptHeight 74 beside 44.
        prompt: 30,
        // Source: SRGSSR/playsrg-apple, UIScrollView+PlaySRG.m, kSearchBarHeightContribution 52 ("Fix incorrect search bar height", 2022).
        searchBar: 52,
        // Source: a standalone UISearchBar is 56 tall from iOS 11 (Esri/maps-app-ios#67, jdisho/Papr#67) around
        // a 36-point field, the height apps matching UIKit's search field use; 52 − 36 leaves 8 above and below.
        searchField: 36,
        // Source: HIG (iOS 11), Tab bars: "maintain the same height in all screen orientations"; FPSafeArea.h (49 + 34).
        tabBar: 49,
        // Source: assumed equal to the iPad toolbar (Hackworth measured toolbars, not tab bars).
        tabBarPad: 50,
        // Source: Hackworth (44 before iOS 12's iPad change); useyourloaf.com (iPhone 8).
        toolbarWithHomeButton: 44,
        // Source: usagimaru, Qiita: on iPhone X "the toolbar and tab bar heights no longer differ".
        toolbarWithHomeIndicator: 49,
        // Source: assumed the compact-height navigation bar's (useyourloaf.com, "Supporting iPhone X", measured
        // the navigation bar of an iPhone 8 in landscape; no toolbar measurement was found).
        toolbarCompactHeight: 32,
        // Source: Hackworth, "iPad Navigation Bar and Toolbar Height Changes in iOS 12".
        toolbarPad: 50)
}

extension MarginMetrics {
    static let iOS18 = MarginMetrics(
        // Source: Apple, UIView.directionalLayoutMargins: "For most views, the default layout margins are 8 points on each side".
        view: 8,
        // Source: Apple, UIView.layoutMargins: "The side margins vary depending on the current size class, but can be either 16 or 20 points".
        systemMinimumNarrow: 16,
        // Source: the same; 20 on an iPad (UseYourLoaf, "Readable Content Guides").
        systemMinimumWide: 20,
        // Source: 20 on the 414-point iPhone 6 Plus in portrait (Vik Denic, "Margins and Autolayout on iPhone 6 Plus", 2015); table
        // cells' separators (the cells' margins) too: "iPhone 6+ [20], iPhone 5 [16]" (MIT-Mobile/MIT-Mobile-for-iOS#719,
        // 2015), "left margin is 20 for 6/7 plus device" (Jacky Tay's SwiftStickyHeaderTableView, UITableViewCell+Extensions.swift, 2018).
        systemMinimumWideFrom: 414,
        // Source: measured, not documented: apps copying UIKit's cells use layoutMargins (11, 16, 11, 16); a logged
        // UIListContentConfiguration (iOS 16) has directionalLayoutMargins = {11, 16, 11, 8}.
        tableCellVertical: 11,
        // Source: UseYourLoaf, "Readable Content Guides": "an area that is 672 points wide" (iPad, landscape, default text size).
        readableWidth: 672)
}

extension TableViewMetrics {
    static let iOS18 = TableViewMetrics(
        // Source: Interface Builder's plain-table defaults sectionHeaderHeight="28" (public documents); OpenUIKit measured 28.
        plainTitledHeader: 28,
        // Source: Interface Builder's plain-table defaults sectionFooterHeight="28".
        plainTitledFooter: 28,
        // Source: Stephen Anthony, CountiesUI, TableStyleLayoutMetrics.swift (2020): header 38; OpenUIKit measured 38.
        groupedTitledHeader: 38,
        // Source: the same CountiesUI table: 18 below a section.
        groupedUntitled: 18,
        // Source: OpenUIKit, Mac Catalyst iOS 26.1: "footer 8 + text + 6 pt".
        groupedFooterTextTop: 8,
        // Source: the same OpenUIKit measurement.
        groupedFooterTextBottom: 6,
        // Source: sectionHeaderTopPadding (iOS 15), Apple Developer Forums thread 684706; OpenUIKit measured 22.
        plainHeaderTopPadding: 22,
        // Source: OpenUIKit (an inset-grouped footer's label 16 inside the inset cells).
        insetGroupedFooterTextInset: 16,
        // Source: UITableView's standard row height (Table View Programming Guide).
        standardRowHeight: 44)
}

extension AccessoryWidths {
    static let iOS18 = AccessoryWidths(
        // Source: openradar 18290376 (iOS 8): a 320-point cell's content view is 286 wide with a disclosure indicator.
        disclosureIndicator: 34,
        // Source: WordPress-iOS #11385 (2019): "the hardcoded 39 value for the checkmark width … taken from Xcode's UI debugger".
        checkmark: 39,
        // Source: forkingdog/UITableView-FDTemplateLayoutCell, systemAccessoryWidths (iOS 8–9).
        detailButton: 48,
        // Source: the same table.
        detailDisclosureButton: 68,
        // Source: the same library: "contentViewWidth -= 16 + CGRectGetWidth(cell.accessoryView.frame)".
        customViewTrailingGap: 16)
}

extension ListContentMetrics {
    static let iOS18 = ListContentMetrics(
        // Source: a logged UIListContentConfiguration (iOS 16): directionalLayoutMargins = {11, 16, 11, 8}, the trailing 8.
        trailingMarginBesideAccessory: 8,
        // Source: the same log: imageToTextPadding = 16.
        imageToTextPadding: 16,
        // Source: the same log: textToSecondaryTextVerticalPadding = 3.
        textToSecondaryTextVerticalPadding: 3,
        // Source: assumed (the standard spacing): no logged value was found.
        textToSecondaryTextHorizontalPadding: 8)
}
