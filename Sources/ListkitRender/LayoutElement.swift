import ListkitLayout
import ListkitSpec

/// One element of a laid-out screen — a view, a cell, a header or a footer — with its frame in
/// screen points, in tree order (parents before children, lists' content before their subviews).
///
/// Renderers draw and print these instead of walking `LayoutResult`'s mixed coordinate spaces:
/// cells are placed at their list's screen origin (content unscrolled), a cell's views at their
/// cell's screen origin.
public struct LayoutElement: Sendable, Equatable {
    public enum Role: Sendable, Hashable {
        case view(ViewType)
        case header
        case footer
        /// A cell of a kind (nil for a kindless cell).
        case cell(kind: String?)
        /// A navigation bar (showing a large title or not), tab bar or toolbar.
        case bar(BarFrame.Kind, largeTitle: Bool)

        /// The word a table prints in its type column: `label`, `header`, `cell:review`.
        public var name: String {
            switch self {
            case .view(let type): return type.rawValue
            case .header: return "header"
            case .footer: return "footer"
            case .cell(let kind): return kind.map { "cell:\($0)" } ?? "cell"
            case .bar(let kind, _): return kind.rawValue
            }
        }
    }

    /// A view's id; `list/section/cell` for cells, `list/section/header` and `…/footer`.
    public var id: String
    public var role: Role
    /// Nesting depth: 0 for the screen's root views.
    public var depth: Int
    public var frame: Rect
    /// A label's text, a button's title, a placeholder, a header's title.
    public var text: String?
    /// The text's lines and how the layout measured them (`ViewFrame.textLines`).
    public var textLines: [TextLine]?
    public var textAppearance: TextAppearance?
    /// Hidden itself or inside a hidden view.
    public var isHidden: Bool
    /// The screen rectangle this element is seen through (its lists' bounds); nil when unclipped.
    public var clip: Rect?
    /// A table cell's accessory and its screen frame (drawn with the cell, not an element of its own).
    public var accessory: AccessoryLayout?
    /// A table cell's separator in screen points.
    public var separator: Rect?
    /// How far a header's or footer's title is inset from each side (`CellLayout.titleInset`).
    public var titleInset: Double = 0
    /// A switch's state, when the spec sets it.
    public var isOn: Bool?
    /// A bar's layout (its prompt and search bar besides the title), for bars.
    public var bar: BarFrame?

    public init(id: String, role: Role, depth: Int, frame: Rect, text: String? = nil, textLines: [TextLine]? = nil,
                textAppearance: TextAppearance? = nil, isHidden: Bool = false, clip: Rect? = nil) {
        self.id = id
        self.role = role
        self.depth = depth
        self.frame = frame
        self.text = text
        self.textLines = textLines
        self.textAppearance = textAppearance
        self.isHidden = isHidden
        self.clip = clip
    }
}

extension Rect {
    /// The overlap of two rectangles; nil when they do not overlap with positive area
    /// (edges that only touch do not count).
    func intersection(_ other: Rect) -> Rect? {
        let left = max(x, other.x), right = min(maxX, other.maxX)
        let top = max(y, other.y), bottom = min(maxY, other.maxY)
        guard left < right, top < bottom else { return nil }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }
}
