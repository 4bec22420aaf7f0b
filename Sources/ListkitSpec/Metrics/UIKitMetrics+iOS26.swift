// UIKit's metrics on iOS 26: iOS 18's, but where a public measurement of iOS 26 establishes
// another value, each with its source on the comment lines above it (a test checks that each
// value has one, and ReleaseMetricsTests that no other value differs). listkit does not guess a
// redesigned bar's or control's size.
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
            // Table views, accessories and content configurations: iOS 18's (the table's values agree with iOS 26
            // measurements, below). OpenUIKit measured iOS 26.1's redesigned accessories (a 10.5-point chevron 16
            // from the trailing edge) but not the width they take from the content view, and no iOS 26 content
            // configuration's paddings were found.
            bars: .iOS26, margins: .iOS26, tables: .iOS18, accessories: .iOS18, contentConfiguration: .iOS18)
    }()
}

// iOS 18's bar heights that iOS 26 measurements agree with: the large title's zone (OpenUIKit,
// UINavigationBar.swift: 52 on iOS 26.1, 10 + 54 + 52 = 116). Not measured on iOS 26, so iOS 18's:
// the iPad and landscape bars, the search bar row and field, the toolbars, and the tab bar — iOS 26's
// floats (OpenUIKit, UITabBar.swift: a 62-point platter 10 above the bottom of a 72-point region,
// measured without a home indicator), which listkit does not model.
extension BarHeights {
    static let iOS26: BarHeights = {
        var bars = BarHeights.iOS18
        // Source: OpenUIKit, UINavigationBar.swift: "54pt content bar" measured on real iOS 26.1
        // (iPhone 16); every navigation controller's bar saved by Xcode 26 in NetNewsWire's
        // storyboards is 54 tall (Settings.storyboard, Account.storyboard, Add.storyboard). Not
        // modelled: the 10 points OpenUIKit measured above the bar in a window without a status bar.
        bars.navigationBar = 54
        // Source: OpenUIKit, UINavigationBar.swift: a prompt adds 32 on iOS 26.1 ("promptHeight … measured").
        bars.prompt = 32
        return bars
    }()
}

// iOS 18's margins that Xcode 26's frames agree with: the system minimum side margins (a label pinned
// to a cell's leadingMargin in NetNewsWire's Settings.storyboard sits at x 20 in a 414-point table,
// retina6_1). Not measured on iOS 26, so iOS 18's: a view's default margins (no change is documented)
// and the readable width.
extension MarginMetrics {
    static let iOS26: MarginMetrics = {
        var margins = MarginMetrics.iOS18
        // Source: Xcode 26's saved frames: labels pinned to a table cell content view's topMargin and bottomMargin sit
        // at y 15 with 15 below them (NetNewsWire Settings.storyboard: 15 + 21.5 + 15 = 51.5 at @2x; Add.storyboard:
        // 15 + 21 + 15 = 51 at @3x). OpenUIKit measured a list cell's text 15.5 from its top on iOS 26.1 Catalyst.
        margins.tableCellVertical = 15
        // Source: Xcode 26's saved frames: views pinned to the side margins of cells of 393-point tables
        // (retina6_12) sit 20 in, where Xcode 15's and 16's 375-point tables have 16 (every such
        // constraint of the public documents: bryceco/GoMap MainStoryboard.storyboard, 24765, a label
        // and a text view on a grouped table's cell's leadingMargin at x 20, and two text views 20
        // inside its trailing margin; POI.storyboard, 24506, a row of buttons from x 20). No Xcode 26
        // table narrower than 393 and no root view of that width pinned to its margins is public: 393
        // is the narrowest width seen with 20. The cells' margin only: a root view's system minimum
        // keeps iOS 18's 414 until a document shows it (review11, on 7fc4cba).
        margins.tableCellSideWideFrom = 393
        return margins
    }()
}

// The table view's metrics on iOS 26 are iOS 18's (`UIKitMetrics.iOS26` takes them), and iOS 26
// measurements agree with them: OpenUIKit measured a plain header of 28 on iOS 26.1 (iPhone 16), a
// grouped titled header of 38, an untitled footer of 17.5, sectionHeaderTopPadding 22, an
// inset-grouped footer's label 16 inside the cells, and a grouped footer's text 8 above and 6 below;
// Xcode 26 still writes sectionHeaderHeight="28" and sectionFooterHeight="28" on plain tables and 18 on
// inset-grouped ones, and puts a plain table's first prototype cell at y 50 (28 + 22; NetNewsWire
// Add.storyboard). OpenUIKit's 51.5-point default row is a content configuration's height (its margins
// and text), not rowHeight's default, which stays the standard 44.
