/// Every screen listkit knows, once: the presets a spec names and the devices Interface
/// Builder documents are designed on (`DeviceScreen`).
public struct DeviceTable: Sendable {
    public var screens: [DeviceScreen]

    public init(screens: [DeviceScreen]) {
        self.screens = screens
    }

    /// Presets, every portrait one then every landscape one, in the table's order.
    public var presets: [Device] {
        screens.flatMap(\.portraitDevices) + screens.flatMap(\.landscapeDevices)
    }

    /// The first model of each screen with presets, portrait.
    public var familyNames: [String] {
        screens.compactMap(\.presets.first)
    }

    /// The shortest side of the smallest iPad screen: the one iPad test (`IdiomThresholds`).
    public var smallestPadShortSide: Double {
        screens.filter { $0.idiom == .pad }.map { min($0.width, $0.height) }.min() ?? .infinity
    }

    /// The narrowest phone at the largest scale (@3x): Interface Builder ids it does not know
    /// are at that scale from this width.
    public var narrowestPhoneAtTheLargestScale: Double {
        let phones = screens.filter { $0.idiom == .phone }
        let largest = phones.map(\.scale).max()
        return phones.filter { $0.scale == largest }.map { min($0.width, $0.height) }.min() ?? .infinity
    }

    /// The screen Interface Builder simulates for a size (either orientation), the document's
    /// device id choosing between screens of one size.
    public func interfaceBuilderScreen(width: Double, height: Double, id: String?) -> DeviceScreen? {
        let short = min(width, height), long = max(width, height)
        let sized = screens.filter { $0.simulatedByInterfaceBuilder && $0.width == short && $0.height == long }
        return sized.first { id.map($0.interfaceBuilderIDs.contains) ?? false } ?? sized.first
    }

    /// The screen of an Interface Builder device id.
    public func interfaceBuilderScreen(id: String) -> DeviceScreen? {
        screens.first { $0.interfaceBuilderIDs.contains(id) }
    }
}
