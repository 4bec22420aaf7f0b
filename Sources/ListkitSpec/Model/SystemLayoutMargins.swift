/// UIKit's system margins, shared by the layout (`LayoutMarginsModel`) and the Interface
/// Builder reader (docs/layout.md, "Margins and guides", lists each value's source).
public enum SystemLayoutMargins {
    /// `systemMinimumLayoutMargins`' leading and trailing change from 16 to 20 at this width.
    public static let wideFrom = 414.0
    /// A table cell's content view margin above and below (measured, not documented).
    public static let tableCellVertical = 11.0

    /// `systemMinimumLayoutMargins`' leading and trailing for a screen (or table) width.
    public static func minimumSide(forWidth width: Double) -> Double {
        width >= wideFrom ? 20 : 16
    }

    /// A table cell's content view margins in a table of a width.
    public static func tableCellContent(tableWidth: Double) -> LayoutMargins {
        let side = minimumSide(forWidth: tableWidth)
        return LayoutMargins(top: tableCellVertical, leading: side, bottom: tableCellVertical, trailing: side, isDirectional: true)
    }
}
