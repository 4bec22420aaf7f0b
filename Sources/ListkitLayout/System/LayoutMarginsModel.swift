import ListkitSpec

/// UIKit's layout margins and readable width, where the spec does not set them, from the
/// release's `MarginMetrics` (docs/layout.md, "Margins and guides", lists each value's source).
///
/// - A view controller's root view — the screen here — has the system minimum margins, 0 top and
///   bottom and the system minimum at the sides (by the screen's width), inside the safe area
///   (its margins "reflect the system minimum margins and safe area insets").
/// - A table cell's content view: the cell's vertical margin top and bottom, the table's side
///   margin (the system minimum for the table's width) at the sides. A collection cell's
///   content view: a plain view's margins.
/// - The readable content guide is at most the readable width (at the Large text size),
///   centred in the margins.
enum LayoutMarginsModel {
    /// The screen's margins from its edges: the safe area (bars included), then the system minimum.
    static func screen(width: Double, safeArea safe: Insets, margins: MarginMetrics) -> Insets {
        let side = margins.minimumSide(forWidth: width)
        return Insets(top: safe.top, left: safe.left + side, bottom: safe.bottom, right: safe.right + side)
    }

    /// A cell's content view margins in a table of a width.
    static func tableCell(tableWidth: Double, margins: MarginMetrics) -> Insets {
        margins.tableCellContent(tableWidth: tableWidth).insets(rtl: false)
    }

    /// A collection cell's content view: a plain view's margins.
    static func collectionCell(_ margins: MarginMetrics) -> Insets {
        margins.viewDefault.insets(rtl: false)
    }

    /// How far the readable guide sits inside the margins on each side, for a margins width.
    static func readableInset(marginsWidth: Double, readableWidth: Double) -> Double {
        max(0, (marginsWidth - readableWidth) / 2)
    }
}
