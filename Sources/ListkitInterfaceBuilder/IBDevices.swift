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
    /// The bars are as tall as on the full screen (`BarHeights`: an iPad's are 50 points).
    static func betweenBars(id: String?, root: Size, chrome: ScreenChrome, statusBarHidden: Bool,
                            era: InterfaceBuilderEra = InterfaceBuilderEra(toolsVersion: 0)) -> (Device, ScreenChrome)? {
        guard let id, var model = metrics.devices.interfaceBuilderScreen(id: id), model.width == root.width, root.height < model.height else { return nil }
        model.portrait.top = era.portraitTop(deviceID: id) ?? model.portrait.top
        let screen = Device(name: id, width: model.width, height: model.height, safeArea: model.portrait, scale: model.scale, idiom: model.idiom)
        let bars = metrics.bars
        let status = statusBarHidden && model.hasHomeButton ? 0 : model.portrait.top
        let top = status + (chrome.navigationBar != nil ? bars.navigationBarHeight(largeTitle: false, on: screen) : 0)
        let bottomBar = chrome.tabBar != nil ? bars.tabBarHeight(on: screen) : chrome.toolbar != nil ? bars.toolbarHeight(on: screen) : 0
        let bottom = model.portrait.bottom + bottomBar
        let missing = model.height - root.height
        var kept = chrome, safe = ListkitSpec.Insets()
        switch missing {
        case top + bottom: kept = ScreenChrome()
        case bottom: kept.tabBar = nil; kept.toolbar = nil; safe.top = status
        case top: kept.navigationBar = nil; safe.bottom = model.portrait.bottom
        default: return nil
        }
        let name = "ib-\(id)-\(formatNumber(root.width))x\(formatNumber(root.height))"
        return (Device(name: name, width: root.width, height: root.height, safeArea: safe, scale: scale(id: id, size: root)), kept)
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
    static func belowTopBars(id: String?, frame: Rect, chrome: ScreenChrome) -> (Device, ScreenChrome)? {
        guard frame.y > 0 else { return nil }
        let model = screen(width: frame.width, height: frame.height, id: id) ?? screen(width: frame.width, height: frame.y + frame.height, id: id)
        guard let model else { return nil }
        let landscape = frame.width > model.width
        let screenHeight = landscape ? model.width : model.height
        let height = min(frame.height, screenHeight - frame.y)
        guard height > 0 else { return nil }
        var kept = chrome
        kept.navigationBar = nil
        var safe = ListkitSpec.Insets()
        if frame.y + height >= screenHeight {
            safe.bottom = (landscape ? model.landscape?.bottom : model.portrait.bottom) ?? 0
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
    /// in a scene: Xcode 11 and later do not (saved frames of public documents: every root
    /// subview on the safe area's or the top layout guide's top, or under a navigation bar, of
    /// retina4_7 documents saved by IB 15505 and 16095 sits 0 or 44 points down; of those saved
    /// by 14490 and earlier, 20 or 64). The first Xcode 11 (15400 and its betas from 14868) is
    /// taken to behave as the ones observed. iPads keep it (no public evidence either way).
    static func simulatesStatusBar(toolsVersion: Double, size: Size) -> Bool {
        toolsVersion < xcode11 || isPad(width: size.width, height: size.height)
    }

    /// `toolsVersion` of the first Xcode 11 beta's Interface Builder.
    static let xcode11 = 14868.0

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
    static func device(id: String?, size: Size, statusBarHidden: Bool, scale: Int,
                       era: InterfaceBuilderEra = InterfaceBuilderEra(toolsVersion: 0)) -> (Device, known: Bool) {
        let landscape = size.width > size.height
        let model = screen(width: size.width, height: size.height, id: id)
        var safe = ListkitSpec.Insets()
        if let model {
            safe = landscape ? model.landscape ?? ListkitSpec.Insets() : model.portrait
            if !landscape, let id, model.interfaceBuilderIDs.contains(id), let top = era.portraitTop(deviceID: id) { safe.top = top }
            // A hidden status bar gives its points back on phones with a home button.
            if statusBarHidden, model.hasHomeButton, !landscape { safe.top = 0 }
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
