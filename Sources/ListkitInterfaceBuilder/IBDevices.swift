import ListkitSpec

/// The device an Interface Builder document was laid out on ("View as:"), as a listkit device:
/// the root view's saved size and the safe-area insets of that iPhone or iPad in that
/// orientation, from the one device table (`UIKitMetrics.devices`: its screens that Interface
/// Builder simulates, with their device ids and scales). The bars a scene simulates are its
/// spec's screen chrome (`IBScreenFinder`).
enum IBDevices {
    /// The metrics documents are read with: the default release's (a document names no iOS).
    static let metrics = UIKitRelease.default.metrics

    /// The screen IB simulates for a size; where two phones share a size, IB's device id tells
    /// them apart.
    static func screen(width: Double, height: Double, id: String?) -> DeviceScreen? {
        metrics.devices.interfaceBuilderScreen(width: width, height: height, id: id)
    }

    /// A root view as wide as its screen but shorter by whole bars: the top bars (status bar and
    /// navigation bar) or the bottom ones (tab bar or toolbar, and the home indicator) are outside
    /// it. The device is the root's size with the safe area and chrome of the side it extends under.
    /// The bars are as tall as on the full screen in the document's release (`BarHeights`: an
    /// iPad's are 50 points, an Xcode 26 document's navigation bar 54).
    static func betweenBars(id: String?, root: Size, chrome: ScreenChrome, statusBarHidden: Bool,
                            era: InterfaceBuilderEra = InterfaceBuilderEra(toolsVersion: 0)) -> (Device, ScreenChrome)? {
        guard let id, let model = metrics.devices.interfaceBuilderScreen(id: id), model.width == root.width, root.height < model.height else { return nil }
        let insets = simulatedPortrait(model, id: id, era: era, statusBarHidden: statusBarHidden)
        let screen = Device(name: id, width: model.width, height: model.height, safeArea: insets, scale: model.scale, idiom: model.idiom)
        let bars = era.release.metrics.bars
        let status = insets.top
        let top = status + (chrome.navigationBar != nil ? bars.navigationBarHeight(largeTitle: false, on: screen) : 0)
        let bottomBar = chrome.tabBar != nil ? bars.tabBarHeight(on: screen) : chrome.toolbar != nil ? bars.toolbarHeight(on: screen) : 0
        let bottom = insets.bottom + bottomBar
        let missing = model.height - root.height
        var kept = chrome, safe = ListkitSpec.Insets()
        switch missing {
        case top + bottom: kept = chrome.withBarsOutside
        case bottom: kept.tabBar = nil; kept.toolbar = nil; safe.top = status
        case top: kept = chrome.withNavigationBarOutside; safe.bottom = insets.bottom
        default: return nil
        }
        let name = "ib-\(id)-\(formatNumber(root.width))x\(formatNumber(root.height))"
        return (Device(name: name, width: root.width, height: root.height, safeArea: safe, scale: scale(id: id, size: root)), kept)
    }

    /// A freeform root's bars: the scene's simulated bars, inside the root (Interface Builder
    /// draws them over a freeform canvas as over a screen), except those the root is shorter
    /// than its `freeformSize` by, which are outside it (opaque bars it does not extend under),
    /// with the status bar's or home indicator's inset beside them. Evidence (public documents,
    /// none committed): openfoodfacts-ios `ProductAddViewController.storyboard` (16097,
    /// retina4_7, no status bar), a 375 × 2000 root under a simulated navigation bar whose scroll
    /// view on the top margin is saved at y 44; appium/ios-uicatalog `Main_iPad.storyboard`'s
    /// popover roots (5053), views on the top layout guide at 64 (status bar and bar);
    /// ReactiveX/RxSwift `APIWrappers.storyboard` (18122), an opaque navigation bar
    /// (`translucent="NO"`) over a 500 × 568 freeform size whose root is saved 524 tall, its
    /// scroll view on the top layout guide at y 0. A root saved below the top (`y` > 0) is below
    /// its top bars, as `belowTopBars` says of a screen's (UICatalog `Main_iPad.storyboard`: a
    /// 703 × 704 root saved at y 64 without `edgesForExtendedLayout`, its text view on the top
    /// layout guide at 0). The bars outside are as tall as the document's release makes them.
    static func freeformBars(chrome: ScreenChrome, root: Device, rootY: Double, freeformSize: Size?,
                             era: InterfaceBuilderEra = InterfaceBuilderEra(toolsVersion: 0)) -> (Device, ScreenChrome) {
        if rootY > 0 {
            let kept = chrome.withNavigationBarOutside
            var device = root
            device.safeArea.top = 0
            return (device, kept)
        }
        guard let freeformSize, freeformSize.width == root.width, freeformSize.height > root.height else { return (root, chrome) }
        let bars = era.release.metrics.bars
        let top = root.safeArea.top + (chrome.navigationBar != nil ? bars.navigationBarHeight(largeTitle: false, on: root) : 0)
        let bottomBar = chrome.tabBar != nil ? bars.tabBarHeight(on: root) : chrome.toolbar != nil ? bars.toolbarHeight(on: root) : 0
        let bottom = root.safeArea.bottom + bottomBar
        var kept = chrome, device = root
        switch freeformSize.height - root.height {
        case top + bottom: kept = chrome.withBarsOutside; device.safeArea = ListkitSpec.Insets()
        case top: kept = chrome.withNavigationBarOutside; device.safeArea.top = 0
        case bottom: kept.tabBar = nil; kept.toolbar = nil; device.safeArea.bottom = 0
        default: break
        }
        return (device, kept)
    }

    /// A root view Interface Builder saved below the top bars (`y` > 0: a navigation bar it does
    /// not extend under, `translucent="NO"` or "Under Top Bars" unchecked) is laid out as a screen
    /// that starts there: as wide as the root, as tall as the rest of the screen, no status bar,
    /// navigation bar or top safe area inside it; the home indicator's inset and the bottom bars
    /// where it reaches the screen's bottom. Documents saved by Xcode 8 keep the full screen's
    /// height in the root's frame (`y="64" height="667"` on a 667-point screen) while laying its
    /// subviews out in the 603 points below the bars (ReactiveX/RxSwift's RxExample storyboards:
    /// a table pinned to both layout guides saved 603 tall in such a root); so the screen is
    /// the model's height less `y` whenever the root would run past it.
    static func belowTopBars(id: String?, frame: Rect, chrome: ScreenChrome,
                             era: InterfaceBuilderEra = InterfaceBuilderEra(toolsVersion: 0)) -> (Device, ScreenChrome)? {
        guard frame.y > 0 else { return nil }
        let model = screen(width: frame.width, height: frame.height, id: id) ?? screen(width: frame.width, height: frame.y + frame.height, id: id)
        guard let model else { return nil }
        let landscape = frame.width > model.width
        let screenHeight = landscape ? model.width : model.height
        let height = min(frame.height, screenHeight - frame.y)
        guard height > 0 else { return nil }
        var kept = chrome.withNavigationBarOutside
        var safe = ListkitSpec.Insets()
        if frame.y + height >= screenHeight {
            safe.bottom = (landscape ? model.landscape?.bottom : simulatedPortrait(model, id: id, era: era, statusBarHidden: false).bottom) ?? 0
        } else {
            kept.tabBar = nil
            kept.toolbar = nil
        }
        let size = Size(width: frame.width, height: height)
        let deviceID = id ?? model.interfaceBuilderIDs.first
        let name = "ib-\(deviceID ?? "device")-\(formatNumber(size.width))x\(formatNumber(size.height))"
        return (Device(name: name, width: size.width, height: size.height, safeArea: safe, scale: scale(id: deviceID, size: size)), kept)
    }

    /// Whether Interface Builder simulates the 20-point status bar of a phone with a home button
    /// in a scene: Xcode 11 to 14.2 do not, earlier and later ones do
    /// (`InterfaceBuilderEra.simulatesHomeButtonStatusBar`, with the public documents' evidence).
    /// iPads keep it (no public evidence either way).
    static func simulatesStatusBar(era: InterfaceBuilderEra, size: Size) -> Bool {
        era.simulatesHomeButtonStatusBar || isPad(width: size.width, height: size.height)
    }

    /// The portrait safe area the document's Xcode simulated for a screen: the era's top where
    /// it differs from the table's (`InterfaceBuilderEra.portraitTop`), no status bar on a phone
    /// with a home button where the scene or the era hides it, and a phone without one inset by
    /// the era's multiple of its insets (`InterfaceBuilderEra.notchedSafeAreaMultiplier`).
    static func simulatedPortrait(_ model: DeviceScreen, id: String?, era: InterfaceBuilderEra, statusBarHidden: Bool) -> ListkitSpec.Insets {
        var safe = model.portrait
        if let id, model.interfaceBuilderIDs.contains(id), let top = era.portraitTop(deviceID: id) { safe.top = top }
        if model.hasHomeButton {
            // A hidden status bar gives its points back on phones with a home button.
            if statusBarHidden { safe.top = 0 }
        } else if model.idiom == .phone {
            safe.top *= era.notchedSafeAreaMultiplier
            safe.bottom *= era.notchedSafeAreaMultiplier
        }
        return safe
    }

    /// The landscape safe area the document's Xcode simulated for a screen: the table's, without
    /// the status bar where the scene hides it (`<nil key="simulatedStatusBarMetrics"/>`) on a
    /// device with a home button, as in portrait (`simulatedPortrait`); an iPad's status bar is
    /// 20 points in both orientations. Evidence (public documents, none committed):
    /// artsy/eidolon `Auction.storyboard` (12118, ipad9_7 in landscape): the `SaleArtworkDetail`
    /// scene hides its status bar and its back button, `top == topLayoutGuide.bottom + 20` and
    /// `top == view.top + 20`, is saved at y 20 and a divider on the top margin + 90 at y 90 (a
    /// guide and margin at 0), where the document's scenes that simulate it (`Card Tester` and
    /// the admin log) have their back buttons on the top layout guide at y 20.
    static func simulatedLandscape(_ model: DeviceScreen, statusBarHidden: Bool) -> ListkitSpec.Insets {
        var safe = model.landscape ?? ListkitSpec.Insets()
        if model.hasHomeButton && statusBarHidden { safe.top = 0 }
        return safe
    }

    /// The safe area Interface Builder gives a view of no screen's size (a freeform view
    /// controller's root, a .xib's freeform view): the document's device's, whatever the view's
    /// size, as if it filled that screen, each inset at most what the view's height leaves (top
    /// first); without the home indicator's inset where a .xib's view sets a simulated metric to
    /// None (`<nil key="simulatedBottomBarMetrics"/>`, or the top bar's or status bar's).
    /// Evidence (public documents, none committed): views pinned to the safe area's top of
    /// freeform .xib views in retina6_1 documents sit 44 down (Automattic/simplenote-ios
    /// SPNoteHistoryViewController.xib 414 × 258 and NoteEditorTagListViewController.xib
    /// 431 × 155, zotero/zotero-ios AnnotationEditViewController.xib 460 × 443,
    /// CreatorEditViewController.xib 414 × 348 and CollectionCellContentView.xib 428 × 115,
    /// videolan/vlc-ios VLCNetworkLoginViewController.xib 320 × 522); views on its bottom 34 up
    /// (AnnotationEditViewController.xib, CollectionCellContentView.xib,
    /// Automattic/pocket-casts-ios SleepTimerViewController.xib 408 × 488, simplenote-ios
    /// BannerView.xib 390 × 72 on retina6_0), at the bottom where a metric is None (simplenote-ios
    /// NoticeView.xib 275 × 94 and SPSortBar.xib 414 × 49, VLCNetworkLoginViewController.xib) or
    /// the view is no taller than the top inset (simplenote-ios SPTagHeaderView.xib, 414 × 34);
    /// retina4_7 documents' at 20 before Xcode 11 (pocket-casts-ios NetworkViewController.xib
    /// 400 × 600; artsy/eidolon Fulfillment.storyboard's freeform roots, 815 × 660) and at 0 in
    /// Xcode 11 to 14.2 (openfoodfacts-ios, woocommerce-ios). Without a known device id: none, but
    /// the status bar of the "Any, Any" canvas before Xcode 8, and of a root as tall as a screen
    /// (`InterfaceBuilderEra.canvasTop`).
    static func freeformSafeArea(id: String?, size: Size, landscape: Bool, era: InterfaceBuilderEra, statusBarHidden: Bool,
                                 withoutHomeIndicator: Bool) -> ListkitSpec.Insets {
        guard let id, let model = metrics.devices.interfaceBuilderScreen(id: id) else {
            let screenTall = metrics.devices.screens.contains { $0.simulatedByInterfaceBuilder && (size.height == $0.height || size.height == $0.width) }
            return ListkitSpec.Insets(top: statusBarHidden ? 0 : era.canvasTop(width: size.width, height: size.height, screenTall: screenTall))
        }
        var safe = landscape ? simulatedLandscape(model, statusBarHidden: statusBarHidden) : simulatedPortrait(model, id: id, era: era, statusBarHidden: statusBarHidden)
        if withoutHomeIndicator { safe.bottom = 0 }
        safe.top = min(safe.top, size.height)
        safe.bottom = min(safe.bottom, size.height - safe.top)
        return safe
    }

    /// Whether a size is an iPad's (regular width and height in both orientations).
    static func isPad(width: Double, height: Double) -> Bool { metrics.idiom.isPad(width: width, height: height) }

    /// UIKit's size classes for a full-screen app: iPads regular/regular; iPhones compact width,
    /// regular height in portrait; in landscape compact height, and regular width on the Plus
    /// and Max phones (`IdiomThresholds.regularWidthLandscapePhones`).
    static func sizeClasses(of device: Device) -> SizeClasses {
        if isPad(width: device.width, height: device.height) { return SizeClasses(width: .regular, height: .regular) }
        guard device.width > device.height else { return SizeClasses(width: .compact, height: .regular) }
        return SizeClasses(width: metrics.idiom.hasRegularWidthInLandscape(width: device.width) ? .regular : .compact, height: .compact)
    }

    /// The size classes of the document's device ("View as:"), for cells, whose traits are
    /// their window's; without a known device, a phone in portrait unless `width` is an iPad's.
    static func documentSizeClasses(id: String?, landscape: Bool, width: Double) -> SizeClasses {
        guard let id, let size = metrics.devices.interfaceBuilderScreen(id: id) else {
            return isPad(width: width, height: width) ? SizeClasses(width: .regular, height: .regular) : SizeClasses(width: .compact, height: .regular)
        }
        let (w, h) = landscape ? (size.height, size.width) : (size.width, size.height)
        return sizeClasses(of: Device(name: id, width: w, height: h))
    }

    /// The design device: the root view's saved size and the model's insets.
    /// The era's simulated top inset replaces the table's where they differ (`InterfaceBuilderEra`).
    /// A view of no screen's size (freeform) has the safe area of the document's device
    /// (`freeformSafeArea`).
    static func device(id: String?, size: Size, statusBarHidden: Bool, scale: Int,
                       era: InterfaceBuilderEra = InterfaceBuilderEra(toolsVersion: 0), documentLandscape: Bool = false,
                       freeformWithoutHomeIndicator: Bool = false) -> (Device, known: Bool) {
        let landscape = size.width > size.height
        let model = screen(width: size.width, height: size.height, id: id)
        var safe = ListkitSpec.Insets()
        if let model {
            safe = landscape ? simulatedLandscape(model, statusBarHidden: statusBarHidden) : simulatedPortrait(model, id: id, era: era, statusBarHidden: statusBarHidden)
        } else {
            safe = freeformSafeArea(id: id, size: size, landscape: documentLandscape, era: era, statusBarHidden: statusBarHidden,
                                    withoutHomeIndicator: freeformWithoutHomeIndicator)
        }
        var name = model == nil ? "ib-freeform-\(formatNumber(size.width))x\(formatNumber(size.height))" : "ib-\(id ?? "device")"
        if landscape, model != nil { name += "-landscape" }
        if let preset = Device.presets.first(where: { $0.width == size.width && $0.height == size.height && $0.safeArea == safe }) {
            return (preset, model != nil)
        }
        return (Device(name: name, width: size.width, height: size.height, safeArea: safe, scale: scale), model != nil)
    }

    /// Points per pixel of IB's device ids: the device table's scale of a known id, for every view
    /// of the document, freeform views and cells included (IB renders the whole document at its
    /// device's scale: Xcode 26's cells 343 points wide in a retina5_9 document have labels at
    /// y 11.667, NetNewsWire Add.storyboard); iPads @2x; an unknown id @3x for views at least as
    /// wide as the narrowest @3x phone, else @2x.
    static func scale(id: String?, size: Size) -> Int {
        guard let id else { return 2 }
        if id.hasPrefix("ipad") || isPad(width: size.width, height: size.height) { return 2 }
        if let screen = metrics.devices.interfaceBuilderScreen(id: id) { return screen.scale }
        return min(size.width, size.height) >= metrics.devices.narrowestPhoneAtTheLargestScale ? 3 : 2
    }
}

/// A size class pair, as trait collections give them.
public struct SizeClasses: Sendable, Hashable {
    public enum Class: String, Sendable { case compact, regular }
    public var width: Class
    public var height: Class

    public init(width: Class, height: Class) {
        self.width = width
        self.height = height
    }

    /// UIKit's size classes for a full-screen app on a device (`IBDevices.sizeClasses`).
    public static func of(_ device: Device) -> SizeClasses { IBDevices.sizeClasses(of: device) }

    /// Whether an Interface Builder variation key ("widthClass=compact",
    /// "heightClass=compact-widthClass=regular", "default") applies to these classes.
    func matches(variation key: String) -> Bool {
        if key == "default" { return true }
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2 else { return false }
            switch pair[0] {
            case "widthClass": if pair[1] != width.rawValue { return false }
            case "heightClass": if pair[1] != height.rawValue { return false }
            default: return false
            }
        }
        return true
    }

    /// How specific a key is: the number of traits it names (0 for "default").
    static func specificity(_ key: String) -> Int {
        key == "default" ? 0 : key.split(separator: "-").count
    }
}
