/// A device to lay a screen out on: its size in points, its safe-area insets and its scale
/// (pixels per point: text sizes round up to that pixel grid).
public struct Device: Sendable, Hashable {
    public var name: String
    public var width: Double
    public var height: Double
    public var safeArea: Insets
    /// `UIScreen.scale`: 2 or 3.
    public var scale: Int

    public init(name: String, width: Double, height: Double, safeArea: Insets = Insets(), scale: Int = Device.defaultScale) {
        self.name = name
        self.width = width
        self.height = height
        self.safeArea = safeArea
        self.scale = scale
    }

    /// A custom device's scale unless it says: every current iPhone is @3x.
    public static let defaultScale = 3
    public static let scales = [2, 3]

    public static let defaultPreset = presets[1]

    /// Presets, portrait and landscape. Points and safe areas as UIKit reports them
    /// (`UIScreen.bounds`, `safeAreaInsets` of a full-screen view controller's view); scales
    /// from Apple's device tables (HIG "Layout" device dimensions, `UIScreen.scale`): iPhone SE
    /// and iPad Pro 11-inch @2x, iPhone 15 and 15 Pro Max @3x.
    public static let presets: [Device] = [
        Device(name: "iphone-se", width: 375, height: 667, safeArea: Insets(top: 20), scale: 2),
        Device(name: "iphone-15", width: 393, height: 852, safeArea: Insets(top: 59, bottom: 34), scale: 3),
        Device(name: "iphone-15-pro-max", width: 430, height: 932, safeArea: Insets(top: 59, bottom: 34), scale: 3),
        Device(name: "ipad-11", width: 834, height: 1194, safeArea: Insets(top: 24, bottom: 20), scale: 2),
        Device(name: "iphone-se-landscape", width: 667, height: 375, safeArea: Insets(), scale: 2),
        Device(name: "iphone-15-landscape", width: 852, height: 393, safeArea: Insets(left: 59, bottom: 21, right: 59), scale: 3),
        Device(name: "iphone-15-pro-max-landscape", width: 932, height: 430, safeArea: Insets(left: 59, bottom: 21, right: 59), scale: 3),
        Device(name: "ipad-11-landscape", width: 1194, height: 834, safeArea: Insets(top: 24, bottom: 20), scale: 2),
    ]

    public static func preset(named name: String) -> Device? {
        presets.first(where: { $0.name == name })
    }
}
