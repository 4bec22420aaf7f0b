import ListkitYAML

/// The content of a table or a collection: sections of cells, and how they are laid out.
public struct ListSpec: Sendable {
    /// Table styles, with UIKit's metrics (see docs/layout.md).
    public enum Style: String, CaseIterable, Sendable { case plain, grouped, insetGrouped }
    /// `UIScrollView.ContentInsetAdjustmentBehavior` (docs/layout.md, "Screen chrome").
    public enum ContentInsetAdjustment: String, CaseIterable, Sendable { case automatic, scrollableAxes, never, always }

    public var style: Style
    public var contentInsetAdjustment = ContentInsetAdjustment.automatic
    /// `UITableView.separatorStyle`: a line between rows, or none.
    public enum SeparatorStyle: String, CaseIterable, Sendable { case singleLine, none }
    public var separatorStyle = SeparatorStyle.singleLine
    /// Tables: `sectionHeaderTopPadding`, points above each section header; nil is UIKit's
    /// `automaticDimension` (docs/layout.md, "Tables").
    public var sectionHeaderTopPadding: Double?
    public var sections: [SectionSpec]
    /// Collections only: the flow layout.
    public var flow: FlowSpec?
    /// Collections only: a compositional layout, instead of the flow layout.
    public var compositional: CompositionalSpec?

    public init(style: Style = .plain, sections: [SectionSpec] = [], flow: FlowSpec? = nil, compositional: CompositionalSpec? = nil) {
        self.style = style
        self.sections = sections
        self.flow = flow
        self.compositional = compositional
    }
}

public struct SectionSpec: Sendable {
    public var id: Located<String>
    public var mark: Mark
    public var header: SupplementarySpec?
    public var footer: SupplementarySpec?
    public var cells: CellList

    public init(id: Located<String>, mark: Mark, header: SupplementarySpec? = nil,
                footer: SupplementarySpec? = nil, cells: CellList = []) {
        self.id = id
        self.mark = mark
        self.header = header
        self.footer = footer
        self.cells = cells
    }
}

/// A section header or footer: a title, or a cell kind with an optional fixed height and the
/// fields its `{field}`s take (every other key, `title` included), as a cell's.
public struct SupplementarySpec: Sendable, Equatable {
    public var title: String?
    public var kind: Located<String>?
    public var height: Double?
    public var mark: Mark
    /// A kinded header's or footer's fields, in source order.
    public var fields: [CellSpec.Field]

    public init(title: String? = nil, kind: Located<String>? = nil, height: Double? = nil, mark: Mark, fields: [CellSpec.Field] = []) {
        self.title = title
        self.kind = kind
        self.height = height
        self.mark = mark
        self.fields = fields
    }

    /// The header or footer as a cell of its kind, for binding its fields; nil without a kind.
    public func asCell(id: String) -> CellSpec? {
        kind.map { CellSpec(id: Located(id, at: mark), kind: $0, mark: mark, fields: fields) }
    }
}

/// A collection's flow layout (UICollectionViewFlowLayout).
public struct FlowSpec: Sendable {
    /// Item width and height: expressions of `contentWidth` and `width`, or automatic (nil).
    public var itemWidth: Located<SizeExpression>?
    public var itemHeight: Located<SizeExpression>?
    public var spacing: Double
    public var lineSpacing: Double
    public var insets: Insets
    public var headerHeight: Double
    public var footerHeight: Double

    public init(itemWidth: Located<SizeExpression>? = nil, itemHeight: Located<SizeExpression>? = nil,
                spacing: Double = 10, lineSpacing: Double = 10, insets: Insets = Insets(),
                headerHeight: Double = 0, footerHeight: Double = 0) {
        self.itemWidth = itemWidth
        self.itemHeight = itemHeight
        self.spacing = spacing
        self.lineSpacing = lineSpacing
        self.insets = insets
        self.headerHeight = headerHeight
        self.footerHeight = footerHeight
    }
}

public struct Insets: Sendable, Hashable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
}
