import ListkitSpec

/// How much of a table cell's width an accessory takes from the content view, in points:
/// the accessory and its margins, measured on devices (docs/layout.md, "Cell accessories").
///
/// - disclosure indicator: 34 (a 320-point cell's content view is 286 wide; openradar
///   18290376, iOS 8);
/// - checkmark: 39 (Xcode's view debugger, WordPress-iOS #11385, iOS 12).
///
/// The detail buttons have no public measurement; the decoder rejects them.
enum AccessoryMetrics {
    static func width(of accessory: CellAccessory) -> Double {
        switch accessory {
        case .none: return 0
        case .disclosureIndicator: return 34
        case .checkmark: return 39
        case .detailButton, .detailDisclosureButton: return 0
        }
    }
}
