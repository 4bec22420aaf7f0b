/// One screen size shared by models, as one row of the device table: points, scale, idiom,
/// the safe areas UIKit reports for a full-screen view controller's view in portrait and
/// landscape, the listkit presets on it and the Interface Builder device ids ("View as:") that
/// simulate it.
public struct DeviceScreen: Sendable, Hashable {
    /// Preset names (`iphone-15`, …); empty for a screen only Interface Builder simulates.
    public var presets: [String]
    /// Portrait points.
    public var width: Double
    public var height: Double
    /// `UIScreen.scale`: 2 or 3.
    public var scale: Int
    public var idiom: Device.Idiom
    public var portrait: Insets
    /// nil: no public measurement of the landscape safe area, so no landscape preset.
    public var landscape: Insets?
    /// Interface Builder's device ids of this screen (`retina6_12`, …).
    public var interfaceBuilderIDs: [String]
    /// Whether Interface Builder's design device of this size has these safe areas: a root
    /// view of this size is that device. Of several rows of one size, IB's is the one naming
    /// the document's id, else the first simulated one.
    public var simulatedByInterfaceBuilder: Bool

    public init(presets: [String], width: Double, height: Double, scale: Int, idiom: Device.Idiom, portrait: Insets, landscape: Insets?,
                interfaceBuilderIDs: [String] = [], simulatedByInterfaceBuilder: Bool) {
        self.presets = presets
        self.width = width
        self.height = height
        self.scale = scale
        self.idiom = idiom
        self.portrait = portrait
        self.landscape = landscape
        self.interfaceBuilderIDs = interfaceBuilderIDs
        self.simulatedByInterfaceBuilder = simulatedByInterfaceBuilder
    }

    /// An iPhone: a home indicator (34 points, or none with a home button) below the top inset,
    /// which is the status bar (with a home button) or the sensor housing.
    static func phone(_ presets: [String], _ width: Double, _ height: Double, scale: Int, top: Double, homeIndicator: Double,
                      landscape: Insets?, ib ids: [String] = [], simulated: Bool) -> DeviceScreen {
        DeviceScreen(presets: presets, width: width, height: height, scale: scale, idiom: .phone, portrait: Insets(top: top, bottom: homeIndicator),
                     landscape: landscape, interfaceBuilderIDs: ids, simulatedByInterfaceBuilder: simulated)
    }

    /// An iPad: the same status bar and home indicator in both orientations.
    static func pad(_ presets: [String], _ width: Double, _ height: Double, scale: Int, statusBar: Double, homeIndicator: Double,
                    ib ids: [String] = [], simulated: Bool) -> DeviceScreen {
        let insets = Insets(top: statusBar, bottom: homeIndicator)
        return DeviceScreen(presets: presets, width: width, height: height, scale: scale, idiom: .pad, portrait: insets, landscape: insets,
                            interfaceBuilderIDs: ids, simulatedByInterfaceBuilder: simulated)
    }

    /// A home button and no home indicator: the top inset is the status bar, which a scene can hide.
    public var hasHomeButton: Bool { portrait.bottom == 0 }

    /// Each preset on this screen in portrait.
    var portraitDevices: [Device] {
        presets.map { Device(name: $0, width: width, height: height, safeArea: portrait, scale: scale, idiom: idiom) }
    }

    /// Each preset turned, named `…-landscape`.
    var landscapeDevices: [Device] {
        guard let landscape else { return [] }
        return presets.map { Device(name: "\($0)-landscape", width: height, height: width, safeArea: landscape, scale: scale, idiom: idiom) }
    }
}
