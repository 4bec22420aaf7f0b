/// UIKit's layout margins: a view's default, a view controller's root view's system minimum,
/// a table cell's content view's, and the readable content width.
public struct MarginMetrics: Sendable {
    /// Every side of a view's default `directionalLayoutMargins` (a collection cell's content
    /// view's too).
    public var view: Double
    /// `systemMinimumLayoutMargins`' leading and trailing below `systemMinimumWideFrom`.
    public var systemMinimumNarrow: Double
    /// … and from that width.
    public var systemMinimumWide: Double
    public var systemMinimumWideFrom: Double
    /// A table cell's content view margin above and below.
    public var tableCellVertical: Double
    /// The readable content guide's widest width at the default text size.
    public var readableWidth: Double

    public init(view: Double, systemMinimumNarrow: Double, systemMinimumWide: Double, systemMinimumWideFrom: Double,
                tableCellVertical: Double, readableWidth: Double) {
        self.view = view
        self.systemMinimumNarrow = systemMinimumNarrow
        self.systemMinimumWide = systemMinimumWide
        self.systemMinimumWideFrom = systemMinimumWideFrom
        self.tableCellVertical = tableCellVertical
        self.readableWidth = readableWidth
    }

    /// A view's default margins.
    public var viewDefault: LayoutMargins {
        LayoutMargins(top: view, leading: view, bottom: view, trailing: view, isDirectional: true)
    }

    /// `systemMinimumLayoutMargins`' leading and trailing for a screen (or table) width: the
    /// side margin of the screen, of a table's cells, their separators and inset-grouped sections.
    public func minimumSide(forWidth width: Double) -> Double {
        width >= systemMinimumWideFrom ? systemMinimumWide : systemMinimumNarrow
    }

    /// A table cell's content view margins in a table of a width.
    public func tableCellContent(tableWidth: Double) -> LayoutMargins {
        let side = minimumSide(forWidth: tableWidth)
        return LayoutMargins(top: tableCellVertical, leading: side, bottom: tableCellVertical, trailing: side, isDirectional: true)
    }
}
