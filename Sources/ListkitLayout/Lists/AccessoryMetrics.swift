import ListkitSpec

/// How much of a table cell's width an accessory takes from the content view, in points:
/// the accessory and its margins, measured on devices (docs/layout.md, "Table cells"):
///
/// - disclosure indicator: 34 (a 320-point cell's content view is 286 wide; openradar
///   18290376, iOS 8);
/// - checkmark: 39 (Xcode's view debugger, WordPress-iOS #11385, iOS 12; UITableView+
///   FDTemplateLayoutCell's table, measured on iOS 8–9, has 40);
/// - detail button: 48, detail disclosure button: 68 (UITableView+FDTemplateLayoutCell's
///   `systemAccessoryWidths`, forkingdog, measured on iOS 8–9; copied by many apps);
/// - a custom `accessoryView`: its width + 16 (the same library: "contentViewWidth -= 16 +
///   CGRectGetWidth(cell.accessoryView.frame)").
enum AccessoryMetrics {
    /// The gap a custom accessory view keeps from the cell's trailing edge.
    static let customViewTrailingGap = 16.0

    static func width(of accessory: CellAccessory, viewSize: Size? = nil) -> Double {
        switch accessory {
        case .none: return 0
        case .disclosureIndicator: return 34
        case .checkmark: return 39
        case .detailButton: return 48
        case .detailDisclosureButton: return 68
        case .custom: return (viewSize?.width ?? 0) + customViewTrailingGap
        }
    }
}
