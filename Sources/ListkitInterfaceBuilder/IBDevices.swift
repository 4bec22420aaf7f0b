import ListkitSpec

/// The device an Interface Builder document was laid out on ("View as:"), as a listkit device:
/// the root view's saved size and the safe-area insets of that iPhone or iPad in that
/// orientation. The bars a scene simulates are its spec's screen chrome (`IBScreenFinder`).
///
/// Safe areas are UIKit's `safeAreaInsets` of a full-screen view controller's view, portrait,
/// by screen size (Apple's device tables; iOS 17): notch iPhones 44 (X, XS, 11 Pro, XS Max,
/// 11 Pro Max; and XR, 11 as IB simulates them), 50 (12 mini), 47 (12–14, Plus and Pro Max), Dynamic Island 59 (14 Pro,
/// 15, 16), 62 (16 Pro, 16 Pro Max), with the 34-point home indicator; iPhones with a home button
/// 20 (the status bar); iPads with rounded corners 24 and 20, others 20.
enum IBDevices {
    struct PortraitInsets { var top: Double; var bottom: Double; var side: Double; var landscapeBottom: Double }

    /// Portrait insets by size; where two phones share a size, IB's device id tells them apart.
    static func insets(width: Double, height: Double, id: String?) -> PortraitInsets? {
        let short = min(width, height), long = max(width, height)
        switch (short, long) {
        case (320, 480), (320, 568), (375, 667), (414, 736): return PortraitInsets(top: 20, bottom: 0, side: 0, landscapeBottom: 0)
        case (375, 812): return id == "retina5_4" ? PortraitInsets(top: 50, bottom: 34, side: 50, landscapeBottom: 21)
            : PortraitInsets(top: 44, bottom: 34, side: 44, landscapeBottom: 21)
        // The XR and 11 report 48 from iOS 14, but IB simulates retina6_1 with 44 (public
        // documents' saved frames), as it does the XS Max.
        case (414, 896): return PortraitInsets(top: 44, bottom: 34, side: 44, landscapeBottom: 21)
        case (390, 844), (428, 926): return PortraitInsets(top: 47, bottom: 34, side: 47, landscapeBottom: 21)
        case (393, 852), (430, 932): return PortraitInsets(top: 59, bottom: 34, side: 59, landscapeBottom: 21)
        case (402, 874), (440, 956): return PortraitInsets(top: 62, bottom: 34, side: 62, landscapeBottom: 21)
        case (768, 1024), (810, 1080), (834, 1112), (1024, 1366): return PortraitInsets(top: 20, bottom: 0, side: 0, landscapeBottom: 0)
        case (820, 1180), (834, 1194), (744, 1133): return PortraitInsets(top: 24, bottom: 20, side: 0, landscapeBottom: 20)
        default: return nil
        }
    }

    /// Screen sizes (portrait points) of IB's device ids ("View as:"), for root views shorter
    /// than their screen.
    static let screenSizes: [String: Size] = [
        "retina3_5": Size(width: 320, height: 480), "retina4_0": Size(width: 320, height: 568), "retina4_7": Size(width: 375, height: 667),
        "retina5_5": Size(width: 414, height: 736), "retina5_9": Size(width: 375, height: 812), "retina5_4": Size(width: 375, height: 812),
        "retina6_1": Size(width: 414, height: 896), "retina6_5": Size(width: 414, height: 896), "retina6_0": Size(width: 390, height: 844),
        "retina6_12": Size(width: 390, height: 844), "retina6_7": Size(width: 428, height: 926), "retina6_72": Size(width: 428, height: 926),
        "ipad9_7": Size(width: 768, height: 1024), "ipad10_2": Size(width: 810, height: 1080), "ipad10_5": Size(width: 834, height: 1112),
        "ipad11": Size(width: 834, height: 1194), "ipad12_9": Size(width: 1024, height: 1366), "ipad12_9rounded": Size(width: 1024, height: 1366),
    ]

    /// A root view as wide as its screen but shorter by whole bars: the top bars (status bar and
    /// navigation bar) or the bottom ones (tab bar or toolbar, and the home indicator) are outside
    /// it. The device is the root's size with the safe area and chrome of the side it extends under.
    static func betweenBars(id: String?, root: Size, chrome: ScreenChrome, statusBarHidden: Bool) -> (Device, ScreenChrome)? {
        guard let id, let screen = screenSizes[id], screen.width == root.width, root.height < screen.height,
              let model = insets(width: screen.width, height: screen.height, id: id) else { return nil }
        let status = statusBarHidden && model.top == 20 ? 0 : model.top
        let top = status + (chrome.navigationBar != nil ? 44 : 0)
        let bottom = model.bottom + (chrome.tabBar != nil ? 49 : chrome.toolbar != nil ? 44 : 0)
        let missing = screen.height - root.height
        var kept = chrome, safe = ListkitSpec.Insets()
        switch missing {
        case top + bottom: kept = ScreenChrome()
        case bottom: kept.tabBar = nil; kept.toolbar = nil; safe.top = status
        case top: kept.navigationBar = nil; safe.bottom = model.bottom
        default: return nil
        }
        let name = "ib-\(id)-\(formatNumber(root.width))x\(formatNumber(root.height))"
        return (Device(name: name, width: root.width, height: root.height, safeArea: safe, scale: scale(id: id, size: root)), kept)
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
    static func isPad(width: Double, height: Double) -> Bool { min(width, height) >= 744 }

    /// UIKit's size classes for a full-screen app: iPads regular/regular; iPhones compact width,
    /// regular height in portrait; in landscape compact height, and regular width on the Plus
    /// and Max phones (736, 896, 926, 932 and 956 points wide).
    static func sizeClasses(of device: Device) -> SizeClasses {
        if isPad(width: device.width, height: device.height) { return SizeClasses(width: .regular, height: .regular) }
        guard device.width > device.height else { return SizeClasses(width: .compact, height: .regular) }
        let wide: Set<Double> = [736, 896, 926, 932, 956]
        return SizeClasses(width: wide.contains(device.width) ? .regular : .compact, height: .compact)
    }

    /// The size classes of the document's device ("View as:"), for cells, whose traits are
    /// their window's; without a known device, a phone in portrait unless `width` is an iPad's.
    static func documentSizeClasses(id: String?, landscape: Bool, width: Double) -> SizeClasses {
        guard let id, let size = screenSizes[id] else {
            return width >= 744 ? SizeClasses(width: .regular, height: .regular) : SizeClasses(width: .compact, height: .regular)
        }
        let (w, h) = landscape ? (size.height, size.width) : (size.width, size.height)
        return sizeClasses(of: Device(name: id, width: w, height: h))
    }

    /// The design device: the root view's saved size and the model's insets.
    static func device(id: String?, size: Size, statusBarHidden: Bool, scale: Int) -> (Device, known: Bool) {
        let landscape = size.width > size.height
        let model = insets(width: size.width, height: size.height, id: id)
        var safe = ListkitSpec.Insets()
        if let model {
            if landscape {
                let phone = !isPad(width: size.width, height: size.height)
                safe = ListkitSpec.Insets(top: phone ? 0 : model.top, left: model.side, bottom: phone ? model.landscapeBottom : model.bottom, right: model.side)
            } else {
                safe = ListkitSpec.Insets(top: model.top, bottom: model.bottom)
            }
            // A hidden status bar gives its 20 points back on phones with a home button.
            if statusBarHidden, model.top == 20, !landscape { safe.top = 0 }
        }
        var name = model == nil ? "ib-freeform-\(formatNumber(size.width))x\(formatNumber(size.height))" : "ib-\(id ?? "device")"
        if landscape, model != nil { name += "-landscape" }
        if let preset = Device.presets.first(where: { $0.width == size.width && $0.height == size.height && $0.safeArea == safe }) {
            return (preset, model != nil)
        }
        return (Device(name: name, width: size.width, height: size.height, safeArea: safe, scale: scale), model != nil)
    }

    /// Points per pixel of IB's device ids: every retina id is @2x or @3x; Plus, X and later
    /// phones are @3x, except the XR/11 (retina6_1) at @2x; iPads @2x.
    static func scale(id: String?, size: Size) -> Int {
        guard let id else { return 2 }
        if id.hasPrefix("ipad") || isPad(width: size.width, height: size.height) { return 2 }
        switch id {
        case "retina3_5", "retina4_0", "retina4_7", "retina6_1": return 2
        default: return min(size.width, size.height) >= 375 ? 3 : 2
        }
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
