import ListkitSpec

/// UITableView's metrics per style, from the release's `TableViewMetrics` and `MarginMetrics`
/// (docs/layout.md, "Tables", cites each figure):
///
/// - a titled header is the plain or grouped titled height; untitled, plain sections have none
///   and grouped ones `groupedUntitled` (so twice that between sections);
/// - a titled footer is the plain titled height in plain tables; in grouped ones it is its
///   text, in the footnote style wrapped at the footer label's width, with the grouped
///   footer's padding above and below; untitled, as the header;
/// - plain tables put `sectionHeaderTopPadding` above each header; grouped tables none unless
///   the spec sets it;
/// - inset-grouped cells are inset by the cells' side layout margin. Headers and footers span
///   the table's width.
struct TableMetrics: Sendable {
    let table: TableViewMetrics
    let margins: MarginMetrics

    init(_ metrics: UIKitMetrics) {
        table = metrics.tables
        margins = metrics.margins
    }

    func headerHeight(style: ListSpec.Style, titled: Bool) -> Double {
        switch style {
        case .plain: return titled ? table.plainTitledHeader : 0
        case .grouped, .insetGrouped: return titled ? table.groupedTitledHeader : table.groupedUntitled
        }
    }

    /// A footer's height: a grouped footer's title is measured, wrapped at the width its label
    /// has (the table's width less the text inset on each side).
    func footerHeight(style: ListSpec.Style, title: String?, tableWidth: Double, measurer: TextMeasurer) -> Double {
        guard let title else { return headerHeight(style: style, titled: false) }
        guard style != .plain else { return table.plainTitledFooter }
        let wrapWidth = max(1, tableWidth - 2 * titleTextInset(style: style, tableWidth: tableWidth))
        let text = measurer.measure(title, in: Self.footerFont, wrapWidth: wrapWidth, maxLines: 0)
        return table.groupedFooterTextTop + text.height + table.groupedFooterTextBottom
    }

    /// UITableView's `sectionHeaderTopPadding` when left `automaticDimension`.
    func headerTopPadding(style: ListSpec.Style) -> Double {
        style == .plain ? table.plainHeaderTopPadding : 0
    }

    static let footerFont = Font(style: .footnote)

    /// Where a header's or footer's title starts: the layout margin from the table's edge, and
    /// in an inset-grouped table its own inset inside the inset cells.
    func titleTextInset(style: ListSpec.Style, tableWidth: Double) -> Double {
        style == .insetGrouped ? cellInset(style: style, tableWidth: tableWidth) + table.insetGroupedFooterTextInset : layoutMargin(tableWidth: tableWidth)
    }

    func cellInset(style: ListSpec.Style, tableWidth: Double) -> Double {
        guard style == .insetGrouped else { return 0 }
        return layoutMargin(tableWidth: tableWidth)
    }

    /// A cell's side layout margin in a table of a width: the system minimum for that width,
    /// the same margin the cell's content view has (`MarginMetrics.tableCellContent`), so a
    /// row's text and its separator start at the same x.
    func layoutMargin(tableWidth: Double) -> Double {
        margins.tableCellSide(forWidth: tableWidth)
    }
}
