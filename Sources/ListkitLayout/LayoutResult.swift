import ListkitSpec

/// A screen laid out on one device: every view's frame, and each list's content.
public struct LayoutResult: Sendable {
    public var device: Device
    /// The screen's root views, in spec order, with frames in screen coordinates.
    public var views: [ViewFrame]
    /// The navigation bar, tab bar and toolbar, top first, in screen coordinates.
    public var bars: [BarFrame]
    /// The screen's safe-area insets: the device's, grown by the bars.
    public var safeArea: Insets

    public init(device: Device, views: [ViewFrame], bars: [BarFrame] = [], safeArea: Insets? = nil) {
        self.device = device
        self.views = views
        self.bars = bars
        self.safeArea = safeArea ?? device.safeArea
    }
}

/// One view's solved frame, what it shows, and its children.
public struct ViewFrame: Sendable {
    public var id: String
    public var type: ViewType
    /// Screen coordinates for screen views; cell coordinates for views inside a cell.
    public var frame: Rect
    /// What the view shows: a label's text (fields bound), a button's title, a placeholder.
    public var text: String?
    /// The text as the layout set it: its lines at the view's width (wrapped and cut as the
    /// measurement decided, a cut line ending in "…") and how they were measured. Renderers
    /// draw these, so a picture agrees with lint. Nil for views that show no measured text.
    public var textLines: [TextLine]?
    public var textAppearance: TextAppearance?
    public var isHidden: Bool
    /// A switch's `isOn` as the spec (or the cell's bound field) sets it; nil when unset.
    public var isOn: Bool?
    public var children: [ViewFrame]
    /// Tables and collections: their content.
    public var list: ListLayout?

    public init(id: String, type: ViewType, frame: Rect, text: String? = nil, textLines: [TextLine]? = nil,
                textAppearance: TextAppearance? = nil, isHidden: Bool = false, children: [ViewFrame] = [], list: ListLayout? = nil) {
        self.id = id
        self.type = type
        self.frame = frame
        self.text = text
        self.textLines = textLines
        self.textAppearance = textAppearance
        self.isHidden = isHidden
        self.children = children
        self.list = list
    }
}

/// One line of a view's text as the layout measured it: what it shows and its width in points.
public struct TextLine: Sendable, Hashable {
    public var text: String
    public var width: Double

    public init(_ text: String, width: Double) {
        self.text = text
        self.width = width
    }
}

/// How a view's text was measured: point size (after Dynamic Type), weight and the tracking
/// added after each character (SF's, 0 for a user font), and the font's name when it is the
/// user's.
public struct TextAppearance: Sendable, Hashable {
    public var size: Double
    public var weight: Font.Weight
    public var tracking: Double
    public var family: String?

    public init(size: Double, weight: Font.Weight, tracking: Double, family: String? = nil) {
        self.size = size
        self.weight = weight
        self.tracking = tracking
        self.family = family
    }
}

/// A list's content, in its content coordinates (origin at the list's top-left, unscrolled).
public struct ListLayout: Sendable {
    public var contentSize: Size
    public var sections: [SectionLayout]
    /// `adjustedContentInset`: at rest the content is scrolled to `-contentInset.top`, so its
    /// origin shows `contentInset.top` below the list's top edge (below the bars).
    public var contentInset: Insets

    public init(contentSize: Size, sections: [SectionLayout], contentInset: Insets = Insets()) {
        self.contentSize = contentSize
        self.sections = sections
        self.contentInset = contentInset
    }
}

public struct SectionLayout: Sendable {
    public var id: String
    public var header: CellLayout?
    public var footer: CellLayout?
    public var cells: [CellLayout]

    public init(id: String, header: CellLayout? = nil, footer: CellLayout? = nil, cells: [CellLayout]) {
        self.id = id
        self.header = header
        self.footer = footer
        self.cells = cells
    }
}

/// A cell (or a header or footer): its frame in the list's content coordinates, and its
/// kind's views with frames in the cell's own coordinates.
public struct CellLayout: Sendable {
    public var id: String
    /// The cell kind; nil for a title-only header or footer.
    public var kind: String?
    public var frame: Rect
    /// A title-only header's or footer's text.
    public var title: String?
    /// How far that title is inset from each side: the text inset UIKit gives a header's or
    /// footer's label (`TableMetrics.titleTextInset`, the layout margin in collections).
    public var titleInset: Double = 0
    public var views: [ViewFrame]
    /// The content view in the cell's coordinates when it is not the whole cell (a safe-area
    /// inset, an accessory); the views' frames are in the content view's coordinates.
    public var contentFrame: Rect?
    /// A table cell's accessory and the part of the cell it takes.
    public var accessory: AccessoryLayout?
    /// A table cell's separator along its bottom edge, in the cell's coordinates.
    public var separator: Rect?

    public init(id: String, kind: String?, frame: Rect, title: String? = nil, views: [ViewFrame] = []) {
        self.id = id
        self.kind = kind
        self.frame = frame
        self.title = title
        self.views = views
    }
}

/// A table cell's standard accessory and the part of the cell beside the content view it takes.
public struct AccessoryLayout: Sendable, Hashable {
    public var kind: CellAccessory
    public var frame: Rect
    /// A custom accessory view's frame in the cell (`accessoryView: WxH`).
    public var view: Rect?

    public init(kind: CellAccessory, frame: Rect) {
        self.kind = kind
        self.frame = frame
    }
}

extension LayoutResult {
    /// Every screen view's frame by id (the last of a repeated id), children included.
    public var framesByID: [String: Rect] { ViewFrame.framesByID(views) }
}

extension ViewFrame {
    /// The frames of these views and all their descendants by id (the last of a repeated id).
    public static func framesByID(_ views: [ViewFrame]) -> [String: Rect] {
        var result: [String: Rect] = [:]
        var pending = views
        while let view = pending.popLast() {
            result[view.id] = view.frame
            pending += view.children
        }
        return result
    }
}
