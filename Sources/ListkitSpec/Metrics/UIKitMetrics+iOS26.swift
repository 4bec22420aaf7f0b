// UIKit's metrics on iOS 26: every value with its source on the comment lines above it (a test
// checks that each value has one). A value no public measurement of iOS 26 establishes is
// iOS 18's, and its comment says so: listkit does not guess a redesigned bar's or control's size.
//
// The two sources of iOS 26 figures:
// - Interface Builder documents saved by Xcode 26 (toolsVersion 24093 and later) in
//   Ranchero-Software/NetNewsWire (iOS/Settings/Settings.storyboard, toolsVersion 24765, and
//   iOS/Add/Add.storyboard, 24506; fetched 2026-12-06): the frames IB saved for its own layout.
// - OpenUIKit (Vercantez/openuikit), which probes real UIKit on iOS 26.1 (Mac Catalyst and
//   the iPhone 16 simulator) and writes each measurement beside the class it reimplements.

extension UIKitMetrics {
    public static let iOS26: UIKitMetrics = {
        // Source: iOS 26 adds no screen size or portrait safe area to those listkit knows; the
        // table's iPhone 17 rows are iOS 26 measurements already (docs/spec-format.md [4]).
        let devices = DeviceTable(screens: DeviceTable.iOS18)
        return UIKitMetrics(
            release: .iOS26,
            devices: devices,
            idiom: IdiomThresholds(
                padShortSideFrom: devices.smallestPadShortSide,
                // Source: iOS 18's (HIG "Layout", size classes): no iOS 26 change is documented.
                regularWidthLandscapePhones: UIKitMetrics.iOS18.idiom.regularWidthLandscapePhones),
            // Accessories and content configurations: iOS 18's. OpenUIKit measured iOS 26.1's redesigned
            // accessories (a 10.5-point chevron 16 from the trailing edge) but not the width they take from the
            // content view, and no iOS 26 content configuration's paddings were found.
            bars: .iOS26, margins: .iOS26, tables: .iOS26, accessories: .iOS18, contentConfiguration: .iOS18)
    }()
}

extension BarHeights {
    static let iOS26 = BarHeights(
        // Source: OpenUIKit, UINavigationBar.swift: "54pt content bar" measured on real iOS 26.1
        // (iPhone 16); every navigation controller's bar saved by Xcode 26 in NetNewsWire's
        // storyboards is 54 tall (Settings.storyboard, Account.storyboard, Add.storyboard). Not
        // modelled: the 10 points OpenUIKit measured above the bar in a window without a status bar.
        navigationBar: 54,
        // Source: iOS 18's (Hackworth): no iPad measurement of iOS 26 was found.
        navigationBarPad: 50,
        // Source: iOS 18's (useyourloaf.com): no landscape measurement of iOS 26 was found.
        navigationBarCompactHeight: 32,
        // Source: OpenUIKit, UINavigationBar.swift: the large title's zone is 52 on iOS 26.1 (10 + 54 + 52 = 116).
        largeTitle: 52,
        // Source: OpenUIKit, UINavigationBar.swift: a prompt adds 32 on iOS 26.1 ("promptHeight … measured").
        prompt: 32,
        // Source: iOS 18's (playsrg-apple): no iOS 26 measurement of the search bar row was found.
        searchBar: 52,
        // Source: iOS 18's (36, the field apps matching UIKit's search field use): not measured on iOS 26.
        searchField: 36,
        // Source: iOS 18's: iOS 26's tab bar floats (OpenUIKit, UITabBar.swift: a 62-point platter
        // 10 above the bottom of a 72-point region, measured without a home indicator), which
        // listkit does not model.
        tabBar: 49,
        // Source: iOS 18's (assumed the iPad toolbar's): no iOS 26 measurement was found.
        tabBarPad: 50,
        // Source: iOS 18's (Hackworth): no iOS 26 toolbar measurement was found.
        toolbarWithHomeButton: 44,
        // Source: iOS 18's (usagimaru): no iOS 26 toolbar measurement was found.
        toolbarWithHomeIndicator: 49,
        // Source: iOS 18's (assumed the compact navigation bar's).
        toolbarCompactHeight: 32,
        // Source: iOS 18's (Hackworth).
        toolbarPad: 50)
}

extension MarginMetrics {
    static let iOS26 = MarginMetrics(
        // Source: iOS 18's (Apple, UIView.directionalLayoutMargins: 8); no change is documented.
        view: 8,
        // Source: iOS 18's (Apple, UIView.layoutMargins: 16 or 20); Xcode 26 frames agree: a label pinned to a cell's
        // leadingMargin in NetNewsWire's Settings.storyboard sits at x 20 in a 414-point table (retina6_1).
        systemMinimumNarrow: 16,
        // Source: the same.
        systemMinimumWide: 20,
        // Source: iOS 18's (20 from the 414-point phones).
        systemMinimumWideFrom: 414,
        // Source: Xcode 26's saved frames: labels pinned to a table cell content view's topMargin and bottomMargin sit
        // at y 15 with 15 below them (NetNewsWire Settings.storyboard: 15 + 21.5 + 15 = 51.5 at @2x; Add.storyboard:
        // 15 + 21 + 15 = 51 at @3x). OpenUIKit measured a list cell's text 15.5 from its top on iOS 26.1 Catalyst.
        tableCellVertical: 15,
        // Source: iOS 18's (UseYourLoaf, "Readable Content Guides": 672); no iOS 26 measurement was found.
        readableWidth: 672)
}

extension TableViewMetrics {
    static let iOS26 = TableViewMetrics(
        // Source: OpenUIKit, UITableView.swift: a plain header of 28 on iOS 26.1 (iPhone 16); Xcode 26 still writes
        // sectionHeaderHeight="28" on plain tables (NetNewsWire Add.storyboard).
        plainTitledHeader: 28,
        // Source: iOS 18's (IB's plain-table default, sectionFooterHeight="28", which Xcode 26 still writes).
        plainTitledFooter: 28,
        // Source: OpenUIKit measured 38 on iOS 26.1 for a header under a large title or after an untitled footer.
        groupedTitledHeader: 38,
        // Source: OpenUIKit measured 17.5 for an untitled footer on iOS 26.1; Xcode 26 writes sectionHeaderHeight="18"
        // and sectionFooterHeight="18" on inset-grouped tables (NetNewsWire), as listkit's iOS 18 value.
        groupedUntitled: 18,
        // Source: OpenUIKit, Mac Catalyst iOS 26.1: "footer 8 + text + 6 pt".
        groupedFooterTextTop: 8,
        // Source: the same OpenUIKit measurement.
        groupedFooterTextBottom: 6,
        // Source: OpenUIKit measured 22 (sectionHeaderTopPadding) on iOS 26.1; Xcode 26 puts a plain table's first
        // prototype cell at y 50 (28 + 22: NetNewsWire Add.storyboard).
        plainHeaderTopPadding: 22,
        // Source: OpenUIKit (an inset-grouped footer's label 16 inside the inset cells), iOS 26.1.
        insetGroupedFooterTextInset: 16,
        // Source: iOS 18's (UITableView's standard row height, 44): OpenUIKit's 51.5-point default row is a content
        // configuration's height (its margins and text), not rowHeight's default.
        standardRowHeight: 44)
}
