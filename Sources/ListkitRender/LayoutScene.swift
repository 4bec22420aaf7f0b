import ListkitLayout
import ListkitSpec

/// What the pictures (wireframe and SVG) draw for one device: the device, its safe area, the
/// visible elements in painting order and, with `full`, each list's whole content in a panel
/// below the screen. Coordinates are points; the scene's origin is the device's top-left.
struct LayoutScene {
    /// A list's whole content drawn below the screen, with a caption above it.
    struct Panel {
        var caption: String
        var frame: Rect
        var elements: [LayoutElement]
    }

    var device: Device
    var safeArea: Rect
    var elements: [LayoutElement]
    var panels: [Panel]
    /// The bounds of everything drawn: the device, and the panels below it.
    var width: Double
    var height: Double

    /// `panelGap`: the points between the screen and a panel, and between panels; room for
    /// the panel's caption, which each picture sizes differently.
    /// - Complexity: O(n) in the number of elements drawn.
    init(_ result: LayoutResult, full: Bool, panelGap: Double) {
        let device = result.device
        self.device = device
        let insets = result.safeArea
        safeArea = Rect(x: insets.left, y: insets.top,
                        width: max(0, device.width - insets.left - insets.right),
                        height: max(0, device.height - insets.top - insets.bottom))
        let flattener = LayoutFlattener(full: false)
        elements = flattener.elements(of: result).filter { !$0.isHidden }
        var panels: [Panel] = []
        var width = device.width
        var bottom = device.height
        if full {
            let gap = panelGap.isFinite ? max(panelGap, 0) : 0
            for (id, frame, list) in Self.screenLists(result) {
                let panelFrame = Rect(x: frame.x, y: bottom + gap, width: list.contentSize.width, height: list.contentSize.height)
                let listBox = LayoutElement(id: id, role: .view(.table), depth: 0, frame: panelFrame)
                let content = LayoutFlattener(full: full).contentElements(of: list, id: id, originX: panelFrame.x,
                                                                         originY: panelFrame.y, depth: 1)
                let size = LayoutNumberFormat.string(list.contentSize.width) + "x" + LayoutNumberFormat.string(list.contentSize.height)
                panels.append(Panel(caption: "\(id): full content, \(size) pt",
                                    frame: panelFrame, elements: [listBox] + content.filter { !$0.isHidden }))
                width = max(width, panelFrame.maxX)
                bottom = panelFrame.maxY
            }
        }
        self.panels = panels
        self.width = width
        self.height = bottom
    }

    /// The screen's visible lists outside cells, in tree order, with their screen frames.
    static func screenLists(_ result: LayoutResult) -> [(id: String, frame: Rect, list: ListLayout)] {
        var lists: [(id: String, frame: Rect, list: ListLayout)] = []
        var pending = Array(result.views.reversed())
        while let view = pending.popLast() {
            guard !view.isHidden else { continue }
            if let list = view.list { lists.append((view.id, view.frame, list)) }
            pending += view.children.reversed()
        }
        return lists
    }
}
