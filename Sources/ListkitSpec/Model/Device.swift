/// A device to lay a screen out on: its size in points, its safe-area insets, its scale
/// (pixels per point: text sizes round up to that pixel grid) and its idiom (bars are taller
/// on iPad).
public struct Device: Sendable, Hashable {
    /// `UIUserInterfaceIdiom`: bars differ between phones and pads (`BarHeights`).
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

    /// A custom device's idiom unless it says: the one iPad test (`IdiomThresholds`).
    public static func idiom(width: Double, height: Double) -> Idiom {
        UIKitRelease.default.metrics.idiom.idiom(width: width, height: height)
    }

    /// Whether the vertical size class is compact: an iPhone in landscape. Bars are then
    /// shorter and large titles are not shown (`BarHeights`).
    public var isCompactHeight: Bool { idiom == .phone && width > height }

    public static let defaultPreset = preset(named: "iphone-15")!

    /// Presets, every portrait one then every landscape one, from the device table
    /// (`UIKitMetrics.devices`; docs/spec-format.md, "Devices", has each value's source).
    public static let presets: [Device] = UIKitRelease.default.metrics.devices.presets

    /// The first model of each screen size, portrait: a short list for messages.
    public static let familyNames: [String] = UIKitRelease.default.metrics.devices.familyNames

    public static func preset(named name: String) -> Device? {
        presets.first(where: { $0.name == name })
    }
}
