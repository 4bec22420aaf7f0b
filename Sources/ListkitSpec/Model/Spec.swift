import ListkitYAML

/// A screen spec, format v1: the screen's views, the devices to lay it out on, and cell kinds.
///
/// A spec is produced by `SpecDecoder` even from a file with schema errors: what could not be
/// read is left out (and reported), so later rules still check everything else.
public struct Spec: Sendable {
    public var version: Int
    public var screen: Located<String>
    /// The devices the spec names (empty: the default device, `Device.defaultPreset`).
    public var devices: [Located<Device>]
    public var views: [ViewSpec]
    /// Cell kinds in source order; names are unique (the loader rejects duplicate keys).
    public var cellKinds: [CellKindSpec]
    /// The navigation bar, tab bar and toolbar the screen shows.
    public var chrome = ScreenChrome()
    /// The device a design tool laid the screen out on when it saved its views' frames
    /// (`ViewSpec.savedFrame`): set for screens read from Interface Builder documents, where
    /// `misplaced-view` compares those frames with the solved ones. nil for YAML specs.
    public var designDevice: Device?
    /// Whether the screen is a self-sizing table cell's content view, as it is laid out at run
    /// time: a .xib's table view cell, registered by code in a table whose `rowHeight` is
    /// `automaticDimension`, UIKit's default (Apple's `UITableView.rowHeight`), or a cell of a
    /// table Interface Builder saved with that row height (`rowHeight="-1"`). Such a cell is as
    /// tall as its constraints need, not the height it was saved at, and `truncated-text` holds
    /// its text to that height (`LayoutEngine.fittingHeight(on:)`). false for YAML specs.
    public var isSelfSizingCell = false
    /// The iOS release the screen is for (`os: ios26`): its UIKit metrics (controls, bars,
    /// margins, tables). An Interface Builder document's is the era of the Xcode that saved it.
    /// nil: the lint configuration's or `--os`, else the newest iOS of the device.
    public var os: Located<UIKitRelease>?

    public init(version: Int = 1, screen: Located<String>, devices: [Located<Device>] = [],
                views: [ViewSpec] = [], cellKinds: [CellKindSpec] = []) {
        self.version = version
        self.screen = screen
        self.devices = devices
        self.views = views
        self.cellKinds = cellKinds
    }

    /// The devices to lay out on: those named, or the default.
    public var effectiveDevices: [Device] {
        devices.isEmpty ? [Device.defaultPreset] : devices.map(\.value)
    }
}
