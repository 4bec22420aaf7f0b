import ListkitLayout
import ListkitSpec

/// The `json` format: every frame of every device's layout, as documented in
/// docs/layout-output.md. Keys always come in the same order; optional keys (`text`, `list`,
/// `kind`, `title`, `header`, `footer`) are left out when absent.
///
/// Frames keep `LayoutResult`'s coordinates: screen views in screen points, cells in their
/// list's content coordinates, a cell's views in the cell's coordinates. Lists hold the cells
/// that overlap their bounds, or every cell when `full` is set (the document says which).
public struct LayoutJSONRenderer: Sendable {
    public var full: Bool
    public var rtl: Bool

    public init(full: Bool = false, rtl: Bool = false) {
        self.full = full
        self.rtl = rtl
    }

    /// - Complexity: O(n) in the number of views and cells written.
    public func render(_ results: [LayoutResult], screen: String) -> String {
        let document: LayoutJSONValue = .object([
            ("format", .string("listkit-layout")),
            ("version", .number(1)),
            ("screen", .string(screen)),
            ("rtl", .bool(rtl)),
            ("full", .bool(full)),
            ("layouts", .array(results.map(layout))),
        ])
        return document.serialized() + "\n"
    }

    private func layout(_ result: LayoutResult) -> LayoutJSONValue {
        let device = result.device
        let insets = device.safeArea
        return .object([
            ("device", .object([("name", .string(device.name)), ("width", .number(device.width)), ("height", .number(device.height))])),
            ("safeArea", .object([("top", .number(insets.top)), ("left", .number(insets.left)),
                                  ("bottom", .number(insets.bottom)), ("right", .number(insets.right))])),
            ("views", .array(result.views.map(view))),
        ])
    }

    private func view(_ view: ViewFrame) -> LayoutJSONValue {
        var pairs: [(key: String, value: LayoutJSONValue)] = [
            ("id", .string(view.id)),
            ("type", .string(view.type.rawValue)),
            ("frame", Self.rect(view.frame)),
        ]
        if let text = view.text { pairs.append(("text", .string(text))) }
        pairs.append(("hidden", .bool(view.isHidden)))
        if let list = view.list { pairs.append(("list", self.list(list, width: view.frame.width, height: view.frame.height))) }
        pairs.append(("children", .array(view.children.map(self.view))))
        return .object(pairs)
    }

    private func list(_ list: ListLayout, width: Double, height: Double) -> LayoutJSONValue {
        func shown(_ cell: CellLayout) -> Bool {
            full || LayoutVisibility.overlaps(cell.frame, width: width, height: height)
        }
        let sections: [LayoutJSONValue] = list.sections.map { section in
            var pairs: [(key: String, value: LayoutJSONValue)] = [("id", .string(section.id))]
            if let header = section.header, shown(header) { pairs.append(("header", cell(header))) }
            pairs.append(("cells", .array(section.cells.filter(shown).map(cell))))
            if let footer = section.footer, shown(footer) { pairs.append(("footer", cell(footer))) }
            return .object(pairs)
        }
        return .object([
            ("contentSize", .object([("width", .number(list.contentSize.width)), ("height", .number(list.contentSize.height))])),
            ("sections", .array(sections)),
        ])
    }

    private func cell(_ cell: CellLayout) -> LayoutJSONValue {
        var pairs: [(key: String, value: LayoutJSONValue)] = [("id", .string(cell.id))]
        if let kind = cell.kind { pairs.append(("kind", .string(kind))) }
        pairs.append(("frame", Self.rect(cell.frame)))
        if let title = cell.title { pairs.append(("title", .string(title))) }
        pairs.append(("views", .array(cell.views.map(view))))
        return .object(pairs)
    }

    static func rect(_ rect: Rect) -> LayoutJSONValue {
        .object([("x", .number(rect.x)), ("y", .number(rect.y)), ("width", .number(rect.width)), ("height", .number(rect.height))])
    }
}
