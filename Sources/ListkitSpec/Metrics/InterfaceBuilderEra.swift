/// What the Xcode that saved an Interface Builder document laid it out with, read from the
/// document's `toolsVersion` (Interface Builder's build number: "22505" is Xcode 15, "24506"
/// Xcode 26): the iOS release of its controls and margins, and the safe areas of devices whose
/// simulation changed between Xcodes. docs/interface-builder.md ("The document's era") lists
/// the evidence for each.
public struct InterfaceBuilderEra: Sendable, Hashable {
    /// The document's `toolsVersion`; 0 when it does not say.
    public var toolsVersion: Double

    public init(toolsVersion: Double) {
        self.toolsVersion = toolsVersion
    }

    // Source: the first Xcode 26 Interface Builder builds are 24xxx (NetNewsWire's storyboards saved by
    // 24093.9, 24412, 24506 and 24765 have iOS 26's 63 × 28 switches, 34-point sliders and 15-point cell
    // margins; IQKeyboardManager's by 24127 and GoMap's by 24506 the same), Xcode 16's are 23xxx
    // (23077.2, 23094, 23504, 23727 in public documents, with 51 × 31 switches).
    static let firstXcode26 = 24000.0
    // Source: the `toolsVersion` of no Xcode: the newest builds in public documents are Xcode 26's 24xxx
    // (24765), and `32700.99.1234` (20 documents of Automattic/pocket-casts-ios, woocommerce/woocommerce-ios,
    // videolan/vlc-ios) carries Xcode 15's plug-in and frames (`IBDocumentContext.build`).
    public static let firstPlaceholderBuild = 30000.0
    // Source: the first build seen saving iOS 13's controls: UIKitCatalog's ButtonViewController.storyboard
    // (appium/ios-uicatalog, 14810) has 25 × 24 system image buttons and 34-point text fields; documents of 14800
    // and earlier have 2-point progress views, and those of 14460 and earlier 22 × 22 system image buttons,
    // 94 × 29 steppers, 29-point segmented controls and 30-point text fields (ControlMetrics+iOS12.swift).
    static let firstIOS13Controls = 14810.0
    // Source: Xcode 15's builds are 22xxx (22155, 22505 in public documents), Xcode 16's 23xxx.
    static let xcode15And16 = 22000.0..<24000.0
    // Source: IQKeyboardManager's General.storyboard (toolsVersion 22505, device retina5_9): its four
    // root subviews pinned to the safe area's top sit 50 points below the screen's top (the 12 mini's
    // 50, which Xcode 15 and 16 show for 375 × 812; bryceco/GoMap's DirectionViewController.xib,
    // 23727, at twice that, see `firstDoublingSafeArea`); documents of retina5_9 saved by 19xxx
    // (Xcode 13) and earlier sit at 44 (kharrison/CodeExamples), and Xcode 26's navigation bars on
    // retina5_9 start twice 44 down (Ranchero-Software/NetNewsWire Add.storyboard, 24506: y 88).
    static let retina5_9TopInXcode15And16 = 50.0
    // Source: public documents of retina6_1 (414 × 896 @2x) pin root subviews to the safe area's top
    // 48 points down from Xcode 14 (woocommerce/woocommerce-ios ULAccountMismatchViewController.xib
    // 21225, RoleErrorViewController.xib 21507, OrderDetailsViewController.xib 22154,
    // ProductsViewController.xib 22505, ULErrorViewController.xib 23094; Automattic/pocket-casts-ios
    // AccountViewController.xib 21701; zotero/zotero-ios NoteEditorViewController.xib 23077;
    // videolan/vlc-ios QueueView.xib 23504: all 15 root subviews on the safe area's top of full-screen
    // retina6_1 roots of 21000 to 23726), the XR's and 11's inset since iOS 14; at 44 in those saved
    // by 20037 and earlier (69 views, 9 documents of 20037 among them).
    static let retina6_1TopFromXcode14 = 48.0
    // Source: Interface Builder before Xcode 14 simulates the later phones without a home button
    // with the X's 44-point top, not their own: woocommerce/woocommerce-ios
    // BulkUpdatePriceViewController.xib (19529, retina6_0, the 12's and 13's 390 × 844: a table
    // on the safe area's top saved at y 44, not 47) and Automattic/pocket-casts-ios
    // WhatsNewViewController.xib (17506, retina6_7, the 12 Pro Max's 428 × 926: a scroll view
    // there at 44, not 47); retina6_0 roots of Xcode 14 to 16 (21000 to 23726) at 47 (2 views),
    // as retina6_1's move from 44 to 48 with Xcode 14 (`retina6_1TopFromXcode14`).
    static let notchedPhoneTopBeforeXcode14 = 44.0
    // Source: freeform .xib views saved by Xcode 13.3 and 13.4 (20xxx: 20037 in public documents)
    // have the device's top inset but no home indicator at the bottom: zotero/zotero-ios
    // ItemDetailAddContentView.xib (414 × 276: a stack on the top and bottom margins saved 44 to
    // 276), ItemDetailTagContentView.xib, ItemDetailNoteContentView.xib and
    // ItemDetailAttachmentContentView.xib (a label's last baseline on the bottom margin at the
    // view's bottom), all retina6_1; no freeform view of these builds is 34 up. Those saved by
    // 19162 and 19529 (zotero-ios AnnotationEditViewController.xib, CollectionCellContentView.xib)
    // and by 21701 and later (zotero-ios ItemDetailAbstractEditContentView.xib,
    // ItemDetailFieldContentView.xib 22154, ItemDetailFieldMultilineEditContentView.xib 24093;
    // pocket-casts-ios SleepTimerViewController.xib 22505) have it, 34 up.
    static let freeformWithoutHomeIndicator = 20000.0..<21000.0
    // Source: Xcode 14's builds are 21xxx (21223, 21225, 21507, 21701 in public documents); Xcode
    // 13's last seen is 20037.
    static let firstXcode14 = 21000.0
    // Source: public documents saved by 14810 (Apple's UIKitCatalog as in appium/ios-uicatalog: 7
    // views on the safe area's top of retina4_7 roots at 0, or 44 under a navigation bar) to 21507
    // (woocommerce/woocommerce-ios Settings.storyboard: 3 at 0) simulate a phone with a home button
    // without its status bar (29 root subviews on the safe area's top of full-screen roots, all at
    // 0 or 44); those saved by 14490 and earlier (12 at 20 or 64, one under a 116-point bar) and by
    // 22505 and later (woocommerce/woocommerce-ios SearchViewController.xib 22505, ish-app/ish
    // About.storyboard 22505 at 64, onevcat/Kingfisher Main.storyboard 23727 at 64,
    // IQKeyboardManager FullScreenController 24127, Automattic/pocket-casts-ios
    // UploadedViewController.xib 32700.99: all 13 at 20 or 64) with it.
    static let firstWithoutHomeButtonStatusBar = 14810.0
    // Source: owncloud/ios-app PasscodeViewController.xib (retina4_0), re-saved by 21701 (Xcode
    // 14.3) in d308d5d8 (2023-06-02): its header, 10 below the safe area's top, moved from y 10
    // (19529 and every save before it, back to 16097) to y 30, and 23727 keeps 30; the last build
    // seen without the bar is 21507 (woocommerce-ios Settings.storyboard, above). No other document
    // of 21701 tells: pocket-casts-ios ProfileViewController.xib's root is below its opaque bar and
    // the rest are cells. The first build seen with the bar again.
    static let firstWithHomeButtonStatusBarAgain = 21701.0
    // Source: public documents saved by 23727 (Xcode 16.3) and later inset the safe area of a phone
    // without a home button by twice the device's insets, top and bottom: retina6_1 roots' subviews
    // on the safe area's top at 96 and on its bottom 68 above the screen's bottom (videolan/vlc-ios
    // AddToCollectionView.xib 24127, zotero/zotero-ios ManualLookupViewController.xib 24765,
    // IQKeyboardManager SpecialCase.storyboard and ScrollView.storyboard 24127, 9 views), retina6_12
    // at 118 and 68 (vlc-ios's four Donation view controllers, 24506; bryceco/GoMap
    // MainStoryboard.storyboard 24765 and Panoramax.storyboard 23727), retina5_9 at 100 and 68
    // (GoMap DirectionViewController.xib 23727), under a navigation bar at 96 + 54 (GoMap
    // Changeset.storyboard 24093); one scene of GoMap's QuestBuilder.storyboard (24093) keeps 59 and
    // 34. Those saved by 23504 (vlc-ios QueueView.xib) and earlier have the device's insets. The
    // navigation bars of Ranchero-Software/NetNewsWire's Add.storyboard (24506, retina5_9) start at 88.
    static let firstDoublingSafeArea = 23727.0
    // Source: public documents saved before Xcode 9 (toolsVersion below 13000; fetched 2026-12-06, none
    // committed) give a table cell's content view a plain view's 8-point margins on every side: views on
    // its margins sit 8 inside it in ChatSecure/ChatSecure-iOS PushAccountTableViewCell.xib,
    // ServerCapabilityTableViewCell.xib, UserInfoProfileCell.xib, XMPPAccountCell.xib,
    // OMEMODeviceFingerprintCell.xib (11542, 11762), xmartlabs/Eureka TextCell.xib, SwitchCell.xib,
    // DatePickerCell.xib (11762), HeroTransitions/Hero BuiltInTransitions.storyboard (11762) and
    // haiwen/seafile-iOS SeafUploadingFileCell.xib (10117): 25 of 29 margin constraints at 8 (the others
    // 6 to 8.5); from Xcode 9 (13528 on) 16 or 20 at the sides and 11 above and below (iOS 11's).
    static let firstIOS11CellMargins = 13000.0
    // Source: Xcode 9, whose first builds are 13xxx (as `firstIOS11CellMargins`), lays documents out with iOS 11's
    // controls: search bars 44 tall in documents before it (appium/ios-uicatalog 5053 and 10117, pinned
    // bars without a height), 56 from iOS 11 (ControlMetrics+iOS10.swift) and in documents of 14810 on.
    static let firstIOS11Controls = firstIOS11CellMargins
    // Source: a content view that preserves its superview's margins (`preservesSuperviewLayoutMargins="YES"`,
    // as storyboard prototype cells have) before Xcode 10 has the table's 15 at its sides:
    // GitHawkApp/GitHawk's SwipeCellKit MailExample Main.storyboard (12120, a 414-point table) and
    // ChatSecure/ChatSecure-iOS OTRRoomOccupants.storyboard (13771, 375 points): its views' leading and
    // trailing margins at 15 (8 constraints); from Xcode 10 (14xxx) such content views have 16 or 20 by
    // width (storyboards of 14460 to 24765: 16 at 320 to 375, 20 at 414).
    static let preIOS11TableSideMargin = 15.0
    // Source: as `preIOS11TableSideMargin`: the first Xcode 10 builds are 14xxx.
    static let firstSystemMinimumTableSides = 14000.0
    // Source: every table cell of a .xib (no table around it) saved by Xcode 11 (14868 to 16097.3) in a
    // document of a 375-point device has views on its content view's side margins 15 from its edges
    // (public documents, fetched 2026-12-06, none committed): openfoodfacts/openfoodfacts-ios
    // AllergensAddTableViewCell.xib and NutritionTableRowTableViewCell.xib (14868, 320 and 387 wide),
    // NutritionLevelsTableViewCell.xib (16097.3), woocommerce/woocommerce-ios
    // TwoColumnHeadlineFootnoteTableViewCell.xib (15400) and HeadlineLabelTableViewCell.xib (16097.3):
    // 14 constraints, none at 16. Such cells of Xcode 10 (14490.70: 7 documents of pocket-casts-ios and
    // woocommerce-ios) and Xcode 12 on (17156 to 32700.99.1234: 27 documents) are 16 from their sides, and
    // those of Xcode 11 in a 414-point device's document 16 or 20 by width (pocket-casts-ios
    // CreateSiriShortcutCell.xib 15505, woocommerce-ios IssueRefundTableViewCell.xib 16097.3).
    static let xcode11 = firstIOS13Controls..<17000.0
    // Source: as `xcode11`.
    static let xcode11NarrowXibCellSide = 15.0
    // Source: as `xcode11`: every such cell is in a 375-point device's document (retina4_7); no
    // public document shows a cell of those Xcodes in a 320-point one, which keeps its release's.
    static let xcode11NarrowXibCellDeviceWidth = 375.0
    // Source: a table cell of a .xib (no table around it) wider than 320 points (the width Interface
    // Builder gives a new one) in a document of a 414-point device has the wide 20-point side margins, as
    // a table as wide as that device would: woocommerce/woocommerce-ios RefundItemTableViewCell.xib and
    // two other cells 331 wide (16097.3, 19455), ChatSecure/ChatSecure-iOS XMPPServerInfoCell.xib 380 wide
    // (16096), woocommerce-ios cells 414 and 462 wide (15702 to 22154): 18 constraints on content views'
    // side margins at 20; 320-wide cells of such documents at 16 (22 constraints, 11 documents), and cells
    // of 375-point devices' documents at 16 whatever their width (331 to 394: 10).
    public static let newXibCellWidth = 320.0
    // Source: as `firstDoublingSafeArea`: twice the device's insets.
    static let doubledSafeArea = 2.0
    // Source: documents saved before Xcode 8 (toolsVersion below 11000: 10117 and earlier in the public
    // documents, fetched 2026-12-06, none committed) have no `<device>`; their storyboards' scenes are the
    // square canvas of size classes "Any, Any", and IB showed a status bar on it: kharrison/CodeExamples
    // `Encode/…/LaunchScreen.storyboard` (9531), a text field 32 below the top layout guide's bottom saved
    // at y 52, the views below it 20 lower than the guide at 0 would put them (7 views).
    static let firstWithDevice = 11000.0
    // Source: as `firstWithDevice`: the "Any, Any" canvas, 600 × 600 in every such storyboard of the
    // public documents (Encode, Stacks, FSCalendar, JSQMessagesViewController, XLPagerTabStrip launch screens).
    static let sizeClassCanvas = 600.0
    // Source: as `firstWithDevice`: 52 − 32, the status bar of a phone with a home button. The same 20 on
    // roots as tall as a screen in those documents: appium/ios-uicatalog `Main_iPad.storyboard` (5053, no
    // `<device>`), 703 × 768 split-view panes whose views on the top layout guide under a navigation bar
    // sit at 64 (20 + 44).
    static let sizeClassCanvasStatusBar = 20.0
    /// The iOS release whose metrics the document was laid out with: iOS 26 for Xcode 26, iOS 10's
    /// controls before Xcode 9's, iOS 12's before Xcode 11's, iOS 13's in Xcode 11's (a document
    /// that does not say is taken as recent), else iOS 18 (documents of Xcode 12 to 16 have iOS 14
    /// to 18's controls, not told apart).
    public var release: UIKitRelease {
        if toolsVersion >= Self.firstXcode26 { return .iOS26 }
        guard toolsVersion > 0 else { return .iOS18 }
        if toolsVersion < Self.firstIOS11Controls { return .iOS10 }
        if toolsVersion < Self.firstIOS13Controls { return .iOS12 }
        if Self.xcode11.contains(toolsVersion) { return .iOS13 }
        return .iOS18
    }

    /// The portrait safe-area top the document's Xcode simulated for an Interface Builder device
    /// id, where it differs from the device table's.
    public func portraitTop(deviceID: String) -> Double? {
        switch deviceID {
        case "retina5_9": Self.xcode15And16.contains(toolsVersion) ? Self.retina5_9TopInXcode15And16 : nil
        case "retina6_1": toolsVersion >= Self.firstXcode14 ? Self.retina6_1TopFromXcode14 : nil
        case "retina6_0", "retina6_7":
            toolsVersion > 0 && toolsVersion < Self.firstXcode14 ? Self.notchedPhoneTopBeforeXcode14 : nil
        default: nil
        }
    }

    /// The top safe-area inset of a view of `width` × `height` in a document without a device:
    /// the status bar IB showed on the square "Any, Any" canvas of documents saved before Xcode
    /// 8, and on a root as tall as a screen (`screenTall`: an iPad split view's panes), else none.
    public func canvasTop(width: Double, height: Double, screenTall: Bool = false) -> Double {
        let onCanvas = width == Self.sizeClassCanvas && height == Self.sizeClassCanvas
        return (onCanvas || screenTall) && toolsVersion > 0 && toolsVersion < Self.firstWithDevice ? Self.sizeClassCanvasStatusBar : 0
    }

    /// Whether the document's Xcode simulates the 20-point status bar of a phone with a home
    /// button: Xcode 10 and earlier, and Xcode 14.3 (21701) and later; Xcode 11 to 14.2 do not.
    public var simulatesHomeButtonStatusBar: Bool {
        toolsVersion < Self.firstWithoutHomeButtonStatusBar || toolsVersion >= Self.firstWithHomeButtonStatusBarAgain
    }

    /// A table cell's content view margins where the document's Xcode simulated other margins
    /// than its release's (`MarginMetrics.tableCellContent`): before Xcode 9, 8 on every side;
    /// before Xcode 10, the table's 15 at the sides of a content view preserving its superview's
    /// margins; in Xcode 11, 15 at the sides of a .xib's cell (`xibDeviceWidth`: the width of
    /// the device of a document whose cell has no table around it) on a 375-point device; nil
    /// otherwise.
    public func tableCellContentMargins(preservesSuperviewMargins: Bool, xibDeviceWidth: Double? = nil) -> LayoutMargins? {
        guard toolsVersion > 0 else { return nil }
        // Before Xcode 9 a plain view's margins (`MarginMetrics.view`, 8), as `firstIOS11CellMargins` says.
        let margins = release.metrics.margins
        let plainView = margins.view
        let vertical = toolsVersion < Self.firstIOS11CellMargins ? plainView : margins.tableCellVertical
        if xibDeviceWidth == Self.xcode11NarrowXibCellDeviceWidth, Self.xcode11.contains(toolsVersion) {
            return LayoutMargins(top: vertical, leading: Self.xcode11NarrowXibCellSide, bottom: vertical,
                                 trailing: Self.xcode11NarrowXibCellSide, isDirectional: true)
        }
        if preservesSuperviewMargins, toolsVersion < Self.firstSystemMinimumTableSides {
            return LayoutMargins(top: vertical, leading: Self.preIOS11TableSideMargin, bottom: vertical,
                                 trailing: Self.preIOS11TableSideMargin, isDirectional: true)
        }
        guard toolsVersion < Self.firstIOS11CellMargins else { return nil }
        return LayoutMargins(top: vertical, leading: plainView, bottom: vertical, trailing: plainView, isDirectional: true)
    }

    /// How far a default-style cell's built-in title sits from its content view's sides where
    /// the document's Xcode placed it apart from the content view's margins: before Xcode 10, the
    /// table's 15 (19 of the 20 default-style titles beside no accessory in public documents of
    /// Xcode 5 to 8: appium/ios-uicatalog, kharrison/CodeExamples, jessesquires/
    /// JSQMessagesViewController; the content views' margins were 8); nil from Xcode 10, where
    /// it is on the content view's side margins.
    public var builtInCellTitleSideInset: Double? {
        toolsVersion > 0 && toolsVersion < Self.firstSystemMinimumTableSides ? Self.preIOS11TableSideMargin : nil
    }

    /// Whether the document's Xcode leaves the home indicator's inset out of a freeform .xib
    /// view's safe area (Xcode 13.3 and 13.4).
    public var freeformXibWithoutHomeIndicator: Bool {
        Self.freeformWithoutHomeIndicator.contains(toolsVersion)
    }

    /// How many times the device's portrait insets the document's Xcode gives the safe area of
    /// a phone without a home button: 2 from Xcode 16.3, else 1.
    public var notchedSafeAreaMultiplier: Double {
        toolsVersion >= Self.firstDoublingSafeArea ? Self.doubledSafeArea : 1
    }

}
