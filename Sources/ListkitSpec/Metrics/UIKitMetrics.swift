/// UIKit's screen-level metrics for one iOS release: the devices, the iPad test and size
/// classes, the bars, the margins, the table view's headers, footers and rows, the accessories
/// and the list content configurations. Each value is stated once, in the release's data file
/// (`UIKitMetrics+iOS18.swift`), with its source beside it; docs/layout.md and
/// docs/spec-format.md cite the same sources. Readers take the metrics of the release they lay
/// out for (`LayoutOptions.release`), or `UIKitRelease.default.metrics` where no release is
/// chosen (spec decoding, the Interface Builder reader).
public struct UIKitMetrics: Sendable {
    public var release: UIKitRelease
    public var devices: DeviceTable
    public var idiom: IdiomThresholds
    public var bars: BarHeights
    public var margins: MarginMetrics
    public var tables: TableViewMetrics
    public var accessories: AccessoryWidths
    public var contentConfiguration: ListContentMetrics

    public init(release: UIKitRelease, devices: DeviceTable, idiom: IdiomThresholds, bars: BarHeights, margins: MarginMetrics,
                tables: TableViewMetrics, accessories: AccessoryWidths, contentConfiguration: ListContentMetrics) {
        self.release = release
        self.devices = devices
        self.idiom = idiom
        self.bars = bars
        self.margins = margins
        self.tables = tables
        self.accessories = accessories
        self.contentConfiguration = contentConfiguration
    }

    /// These metrics as another release's, whose own values are all these (an old release that
    /// differs from a newer one in its controls only: `ControlMetrics.of` gives those).
    func `as`(_ release: UIKitRelease) -> UIKitMetrics {
        var metrics = self
        metrics.release = release
        return metrics
    }

    /// The release's per-control metrics (the view-type catalogue's).
    public var controls: ControlMetrics { ControlMetrics.of(release) }
}
