/// `UITableViewCell.AccessoryType`: what a table cell shows at its trailing edge, beside the
/// content view, which narrows by the accessory's width (`AccessoryMetrics` in ListkitLayout).
public enum CellAccessory: String, CaseIterable, Sendable, Hashable {
    case none, disclosureIndicator, checkmark, detailButton, detailDisclosureButton

    /// The accessories listkit lays out: those with a public measurement of how much they take.
    public static let modelled: [CellAccessory] = [.none, .disclosureIndicator, .checkmark]
}
