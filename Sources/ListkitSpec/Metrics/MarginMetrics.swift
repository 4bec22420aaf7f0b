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
    /// The table width from which a table cell's side margin (its content view's, its
    /// separator's, an inset-grouped section's) is `systemMinimumWide`: the system minimum's own
    /// width where nothing says otherwise; iOS 26's documents show 20 in 393-point tables' cells,
    /// and no root view of that width (docs/layout.md, "Tables").
    public var tableCellSideWideFrom: Double
    /// A table cell's content view margin above and below.
    public var tableCellVertical: Double
    /// The readable content guide's widest width at the default text size.
    public var readableWidth: Double

    public init(view: Double, systemMinimumNarrow: Double, systemMinimumWide: Double, systemMinimumWideFrom: Double,
                tableCellSideWideFrom: Double? = nil, tableCellVertical: Double, readableWidth: Double) {
        self.view = view
        self.systemMinimumNarrow = systemMinimumNarrow
        self.systemMinimumWide = systemMinimumWide
        self.systemMinimumWideFrom = systemMinimumWideFrom
        self.tableCellSideWideFrom = tableCellSideWideFrom ?? systemMinimumWideFrom
        self.tableCellVertical = tableCellVertical
        self.readableWidth = readableWidth
    }

    /// A view's default margins.
    public var viewDefault: LayoutMargins {
        LayoutMargins(top: view, leading: view, bottom: view, trailing: view, isDirectional: true)
    }

    /// `systemMinimumLayoutMargins`' leading and trailing for a screen width: the side margin
    /// of the screen and of a view controller's root view.
    public func minimumSide(forWidth width: Double) -> Double {
        width >= systemMinimumWideFrom ? systemMinimumWide : systemMinimumNarrow
    }

    /// The side margin of a table's cells, their separators and inset-grouped sections, for a
    /// table width: the system minimum's two values, wide from `tableCellSideWideFrom`.
    public func tableCellSide(forWidth width: Double) -> Double {
        width >= tableCellSideWideFrom ? systemMinimumWide : systemMinimumNarrow
    }

    /// A table cell's content view margins in a table of a width.
    public func tableCellContent(tableWidth: Double) -> LayoutMargins {
        let side = tableCellSide(forWidth: tableWidth)
        return LayoutMargins(top: tableCellVertical, leading: side, bottom: tableCellVertical, trailing: side, isDirectional: true)
    }
}
