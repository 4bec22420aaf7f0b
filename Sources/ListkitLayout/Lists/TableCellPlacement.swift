import ListkitSpec

/// Where a table cell's parts go across the table's width: the cell, its content view, its
/// accessory and its separator, in the cell's coordinates.
///
/// - The content view is inset from the safe area the table covers on the left and right
///   (`insetsContentViewsToSafeArea`, on by default), and narrowed by the accessory at the
///   trailing edge (the left one right to left).
/// - Inset-grouped cells sit inside the safe area, inset by the layout margin; the other
///   styles span the table.
/// - The separator runs along the cell's bottom edge, one pixel thick, from the leading layout
///   margin (inside the safe area) to the trailing edge: since iOS 11 separators are inset from
///   the cell's edges by its layout margins (`separatorInsetReference = .fromCellEdges`).
struct TableCellPlacement: Sendable, Equatable {
    /// The cell's x and width in the table.
    var cellX: Double
    var cellWidth: Double
    /// The content view in the cell.
    var contentX: Double
    var contentWidth: Double
    /// The accessory's x and width in the cell (width 0: none).
    var accessoryX: Double
    var accessoryWidth: Double
    /// The separator's x and width in the cell.
    var separatorX: Double
    var separatorWidth: Double

    /// - Parameters:
    ///   - safeLeft, safeRight: how much of the table's width the unsafe area covers on each side.
    init(style: ListSpec.Style, tableWidth: Double, safeLeft: Double, safeRight: Double, accessoryWidth requested: Double, rtl: Bool,
         metrics: TableMetrics) {
        let margin = metrics.layoutMargin(tableWidth: tableWidth)
        let inset = metrics.cellInset(style: style, tableWidth: tableWidth)
        let grouped = style == .insetGrouped
        cellX = grouped ? safeLeft + inset : 0
        cellWidth = max(0, grouped ? tableWidth - safeLeft - safeRight - 2 * inset : tableWidth)
        // Inset-grouped cells already sit inside the safe area.
        let left = grouped ? 0 : safeLeft, right = grouped ? 0 : safeRight
        let width = max(0, min(requested, cellWidth - left - right))
        contentWidth = max(0, cellWidth - left - right - width)
        accessoryWidth = width
        if rtl {
            accessoryX = left
            contentX = left + width
            separatorX = 0
            separatorWidth = max(0, cellWidth - right - margin)
        } else {
            contentX = left
            accessoryX = left + contentWidth
            separatorX = min(cellWidth, left + margin)
            separatorWidth = max(0, cellWidth - separatorX)
        }
    }

    /// Whether the content view is the whole cell (no safe-area inset, no accessory).
    var contentFillsCell: Bool { contentX == 0 && contentWidth == cellWidth }
}
