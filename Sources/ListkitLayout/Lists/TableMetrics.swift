import ListkitSpec

/// UITableView's metrics per style (docs/layout.md, "Tables", cites each figure):
///
/// - a titled header is 28 points in plain tables and 38 in grouped ones; untitled, plain
///   sections have none and grouped ones 18 (so 36 between sections);
/// - a titled footer is 28 in plain tables; in grouped ones it is its text, in the footnote
///   style wrapped at the footer label's width, with 8 points above and 6 below (30 for one
///   line); untitled, as the header;
/// - plain tables put `sectionHeaderTopPadding` (22 by default, iOS 15 and later) above each
///   header; grouped tables none unless the spec sets it;
/// - inset-grouped cells are inset by the layout margin, 16 points below 768 points of width
///   (compact) and 20 from there (regular). Headers and footers span the table's width.
enum TableMetrics {
    static func headerHeight(style: ListSpec.Style, titled: Bool) -> Double {
        switch style {
        case .plain: return titled ? 28 : 0
        case .grouped, .insetGrouped: return titled ? 38 : 18
        }
    }

    /// A footer's height: a grouped footer's title is measured, wrapped at the width its label
    /// has (the table's width less the text inset on each side).
    static func footerHeight(style: ListSpec.Style, title: String?, tableWidth: Double, measurer: TextMeasurer) -> Double {
        guard let title else { return headerHeight(style: style, titled: false) }
        guard style != .plain else { return 28 }
        let wrapWidth = max(1, tableWidth - 2 * footerTextInset(style: style, tableWidth: tableWidth))
        let text = measurer.measure(title, in: footerFont, wrapWidth: wrapWidth, maxLines: 0)
        return groupedFooterTopPadding + text.height + groupedFooterBottomPadding
    }

    /// UITableView's `sectionHeaderTopPadding` when left `automaticDimension`.
    static func headerTopPadding(style: ListSpec.Style) -> Double {
        style == .plain ? 22 : 0
    }

    static let footerFont = Font(style: .footnote)
    static let groupedFooterTopPadding = 8.0
    static let groupedFooterBottomPadding = 6.0

    /// Where a grouped footer's text starts: the layout margin from the table's edge, and in
    /// an inset-grouped table 16 inside the inset cells.
    static func footerTextInset(style: ListSpec.Style, tableWidth: Double) -> Double {
        style == .insetGrouped ? cellInset(style: style, tableWidth: tableWidth) + 16 : layoutMargin(tableWidth: tableWidth)
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
