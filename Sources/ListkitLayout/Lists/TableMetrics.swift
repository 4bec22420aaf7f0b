import ListkitSpec

/// UITableView's metrics per style, as listkit approximates them (docs/layout.md):
/// a titled header or footer is 28 points in plain tables and 38 in grouped ones; without a
/// title, plain sections have none and grouped sections 18 (so 36 between sections, close to
/// UIKit's 35); inset-grouped cells are inset by the layout margin, 16 points below 768 points
/// of width (compact) and 20 from there (regular). Headers and footers span the table's width.
enum TableMetrics {
    static func supplementaryHeight(style: ListSpec.Style, titled: Bool) -> Double {
        switch style {
        case .plain: return titled ? 28 : 0
        case .grouped, .insetGrouped: return titled ? 38 : 18
        }
    }

    static func cellInset(style: ListSpec.Style, tableWidth: Double) -> Double {
        guard style == .insetGrouped else { return 0 }
        return layoutMargin(tableWidth: tableWidth)
    }

    /// A cell's leading layout margin: 16 points below 768 points of table width, 20 from there.
    static func layoutMargin(tableWidth: Double) -> Double {
        tableWidth >= 768 ? 20 : 16
    }
}
