/// What a table cell shows at its trailing edge, beside the content view, which narrows by the
/// accessory's width (`AccessoryWidths` in the metrics module): one of
/// `UITableViewCell.AccessoryType`, or a custom `accessoryView` of its own size.
public enum CellAccessory: String, CaseIterable, Sendable, Hashable {
    case none, disclosureIndicator, checkmark, detailButton, detailDisclosureButton
    /// A custom `accessoryView` (`accessoryView: WxH` on the cell kind), not an accessory type.
    case custom

    /// UIKit's `UITableViewCell.AccessoryType` cases: what `accessory:` accepts.
    public static let types: [CellAccessory] = [.none, .disclosureIndicator, .checkmark, .detailButton, .detailDisclosureButton]
}
