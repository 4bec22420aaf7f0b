/// UITableView's metrics per style: section headers and footers, the padding above plain
/// headers, the grouped footer's text, and the standard row height.
public struct TableViewMetrics: Sendable {
    public var plainTitledHeader: Double
    public var plainTitledFooter: Double
    public var groupedTitledHeader: Double
    /// An untitled grouped header or footer (so twice this between sections).
    public var groupedUntitled: Double
    /// Above and below a grouped footer's wrapped text.
    public var groupedFooterTextTop: Double
    public var groupedFooterTextBottom: Double
    /// `sectionHeaderTopPadding` when left `automaticDimension`, in plain tables (none in grouped).
    public var plainHeaderTopPadding: Double
    /// How far an inset-grouped footer's text sits inside the inset cells.
    public var insetGroupedFooterTextInset: Double
    /// UITableView's standard row height: a row of unknown kind, and the least height of a row
    /// with a content configuration.
    public var standardRowHeight: Double

    public init(plainTitledHeader: Double, plainTitledFooter: Double, groupedTitledHeader: Double, groupedUntitled: Double,
                groupedFooterTextTop: Double, groupedFooterTextBottom: Double, plainHeaderTopPadding: Double,
                insetGroupedFooterTextInset: Double, standardRowHeight: Double) {
        self.plainTitledHeader = plainTitledHeader
        self.plainTitledFooter = plainTitledFooter
        self.groupedTitledHeader = groupedTitledHeader
        self.groupedUntitled = groupedUntitled
        self.groupedFooterTextTop = groupedFooterTextTop
        self.groupedFooterTextBottom = groupedFooterTextBottom
        self.plainHeaderTopPadding = plainHeaderTopPadding
        self.insetGroupedFooterTextInset = insetGroupedFooterTextInset
        self.standardRowHeight = standardRowHeight
    }
}
