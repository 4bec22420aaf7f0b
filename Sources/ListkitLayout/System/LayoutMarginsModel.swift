import ListkitSpec

/// UIKit's layout margins and readable width, where the spec does not set them
/// (docs/layout.md, "Margins and guides", lists each value's source).
///
/// - A view's margins are 8 points on each side (`directionalLayoutMargins`' documented default).
/// - A view controller's root view — the screen here — has the system minimum margins, 0 top and
///   bottom and 16 or 20 points at the sides, inside the safe area (its margins "reflect the
///   system minimum margins and safe area insets"): 16 on screens narrower than 414 points,
///   20 from there (iPhone Plus and Max, landscape iPhones, iPads).
/// - A table cell's content view: 11 points top and bottom, the table's side margin (16 or 20
///   by the table's width) at the sides. A collection cell's content view: a view's 8.
/// - The readable content guide is at most 672 points wide (at the Large text size), centred
///   in the margins.
enum LayoutMarginsModel {
    static let readableWidth = 672.0

    /// `systemMinimumLayoutMargins`' leading and trailing for a width.
    static func systemSide(forWidth width: Double) -> Double {
        SystemLayoutMargins.minimumSide(forWidth: width)
    }

    /// The screen's margins from its edges: the safe area (bars included), then the system minimum.
    static func screen(width: Double, safeArea safe: Insets) -> Insets {
        let side = systemSide(forWidth: width)
        return Insets(top: safe.top, left: safe.left + side, bottom: safe.bottom, right: safe.right + side)
    }

    /// A cell's content view margins in a table of a width.
    static func tableCell(tableWidth: Double) -> Insets {
        SystemLayoutMargins.tableCellContent(tableWidth: tableWidth).insets(rtl: false)
    }

    /// A collection cell's content view: a plain view's margins.
    static let collectionCell = Insets(top: 8, left: 8, bottom: 8, right: 8)

    /// How far the readable guide sits inside the margins on each side, for a margins width.
    static func readableInset(marginsWidth: Double) -> Double {
        max(0, (marginsWidth - readableWidth) / 2)
    }
}
