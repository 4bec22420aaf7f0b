/// A device to lay a screen out on: its size in points, its safe-area insets, its scale
/// (pixels per point: text sizes round up to that pixel grid) and its idiom (bars are taller
/// on iPad).
public struct Device: Sendable, Hashable {
    /// `UIUserInterfaceIdiom`: bars differ between phones and pads (`BarMetrics`).
    public enum Idiom: String, CaseIterable, Sendable { case phone, pad }

    public var name: String
    public var width: Double
    public var height: Double
    public var safeArea: Insets
    /// `UIScreen.scale`: 2 or 3.
    public var scale: Int
    public var idiom: Idiom

    public init(name: String, width: Double, height: Double, safeArea: Insets = Insets(), scale: Int = Device.defaultScale,
                idiom: Idiom? = nil) {
        self.name = name
        self.width = width
        self.height = height
        self.safeArea = safeArea
        self.scale = scale
        self.idiom = idiom ?? Device.idiom(width: width, height: height)
    }

    /// A custom device's scale unless it says: every current iPhone is @3x.
    public static let defaultScale = 3
    public static let scales = [2, 3]

    /// A custom device's idiom unless it says: the smallest iPad's short side is 744 points
    /// (iPad mini), the largest iPhone's 440.
    public static func idiom(width: Double, height: Double) -> Idiom {
        min(width, height) >= 700 ? .pad : .phone
    }

    /// Whether the vertical size class is compact: an iPhone in landscape. Bars are then
    /// shorter and large titles are not shown (`BarMetrics`).
    public var isCompactHeight: Bool { idiom == .phone && width > height }

    public static let defaultPreset = preset(named: "iphone-15")!

    /// Presets, every portrait one then every landscape one, from `DeviceFamily.all` (see
    /// docs/spec-format.md, "Devices", for each value's source).
    public static let presets: [Device] = DeviceFamily.all.flatMap(\.portraitDevices) + DeviceFamily.all.flatMap(\.landscapeDevices)

    /// The first model of each screen size, portrait: a short list for messages.
    public static let familyNames: [String] = DeviceFamily.all.map { $0.names[0] }

    public static func preset(named name: String) -> Device? {
        presets.first(where: { $0.name == name })
    }
}

/// One screen size shared by models: points, scale, and the safe areas UIKit reports for a
/// full-screen view controller's view in portrait and (where evidence exists) landscape.
struct DeviceFamily: Sendable {
    var names: [String]
    var width: Double
    var height: Double
    var scale: Int
    var idiom: Device.Idiom
    var portrait: Insets
    /// nil: no public measurement of the landscape safe area, so no landscape preset.
    var landscape: Insets?

    var portraitDevices: [Device] {
        names.map { Device(name: $0, width: width, height: height, safeArea: portrait, scale: scale, idiom: idiom) }
    }

    /// Each model turned, named `…-landscape`.
    var landscapeDevices: [Device] {
        guard let landscape else { return [] }
        return names.map { Device(name: "\($0)-landscape", width: height, height: width, safeArea: landscape, scale: scale, idiom: idiom) }
    }

    static func phone(_ names: [String], _ width: Double, _ height: Double, scale: Int = 3, top: Double, landscape: Insets?) -> DeviceFamily {
        DeviceFamily(names: names, width: width, height: height, scale: scale, idiom: .phone,
                     portrait: Insets(top: top, bottom: top > 20 ? 34 : 0), landscape: landscape)
    }

    /// iPads without a home button: a 24-point status bar and a 20-point home indicator, in
    /// both orientations.
    static func pad(_ names: [String], _ width: Double, _ height: Double) -> DeviceFamily {
        let insets = Insets(top: 24, bottom: 20)
        return DeviceFamily(names: names, width: width, height: height, scale: 2, idiom: .pad, portrait: insets, landscape: insets)
    }

    /// Points and scales: Apple's device tables (HIG "Layout", `UIScreen.bounds` and `scale`);
    /// safe areas: the iOS simulator as published per model (useyourloaf.com "iPhone N screen
    /// sizes", iPhone 13 to 17; iPhone 16 and earlier on iOS 18, the 17 family on iOS 26, which
    /// also insets the top by 20 in landscape). Order: the original presets first, so their
    /// names stay where they were.
    static let all: [DeviceFamily] = [
        .phone(["iphone-se"], 375, 667, scale: 2, top: 20, landscape: Insets()),
        .phone(["iphone-15", "iphone-15-pro", "iphone-16"], 393, 852, top: 59, landscape: Insets(left: 59, bottom: 21, right: 59)),
        .phone(["iphone-15-pro-max", "iphone-15-plus", "iphone-16-plus"], 430, 932, top: 59, landscape: Insets(left: 59, bottom: 21, right: 59)),
        .pad(["ipad-11"], 834, 1194),
        .phone(["iphone-16e"], 390, 844, top: 47, landscape: Insets(left: 47, bottom: 21, right: 47)),
        .phone(["iphone-16-pro"], 402, 874, top: 62, landscape: Insets(left: 62, bottom: 21, right: 62)),
        .phone(["iphone-16-pro-max"], 440, 956, top: 62, landscape: Insets(left: 62, bottom: 21, right: 62)),
        .phone(["iphone-17", "iphone-17-pro"], 402, 874, top: 62, landscape: Insets(top: 20, left: 62, bottom: 20, right: 62)),
        .phone(["iphone-17-pro-max"], 440, 956, top: 62, landscape: Insets(top: 20, left: 62, bottom: 20, right: 62)),
        .phone(["iphone-air"], 420, 912, top: 68, landscape: nil),
        .pad(["ipad-pro-11-m4"], 834, 1210),
        .pad(["ipad-pro-13-m4"], 1032, 1376),
        .pad(["ipad-air-11", "ipad-a16"], 820, 1180),
        .pad(["ipad-air-13", "ipad-pro-12-9"], 1024, 1366),
        .pad(["ipad-mini"], 744, 1133),
    ]
}
