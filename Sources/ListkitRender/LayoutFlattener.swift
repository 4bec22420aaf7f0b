import ListkitLayout
import ListkitSpec

/// Flattens a `LayoutResult` into `LayoutElement`s in screen points, in tree order.
///
/// Lists show the cells, headers and footers that overlap their bounds (content unscrolled),
/// or all of them when `full` is set. The walk uses an explicit stack: a deep tree costs memory
/// in proportion to its size, never call-stack depth.
public struct LayoutFlattener: Sendable {
    /// Every cell of every list, not just those on screen.
    public var full: Bool

    public init(full: Bool = false) {
        self.full = full
    }

    /// - Complexity: O(n) in the number of views and cells in the result.
    public func elements(of result: LayoutResult) -> [LayoutElement] {
        walk(result.views.map { .view($0, Placement(dx: 0, dy: 0, depth: 0, clip: nil, hidden: false)) })
            + result.bars.map { bar in
                var element = LayoutElement(id: bar.kind.rawValue, role: .bar(bar.kind, largeTitle: bar.largeTitle), depth: 0, frame: bar.frame, text: Self.caption(of: bar))
                element.bar = bar
                return element
            }
    }

    /// What a bar shows: a navigation bar's title, a bottom bar's items.
    static func caption(of bar: BarFrame) -> String? {
        bar.kind == .navigationBar ? bar.title : (bar.items.isEmpty ? nil : bar.items.joined(separator: " · "))
    }

    /// A list's whole content with its origin at `origin` (a list's content drawn on its own,
    /// as the pictures' full-content panels do); lists nested in its cells follow `full`.
    public func contentElements(of list: ListLayout, id: String, originX: Double, originY: Double,
                                depth: Int) -> [LayoutElement] {
        let bounds = Rect(x: originX, y: originY, width: list.contentSize.width, height: list.contentSize.height)
        let placement = Placement(dx: originX, dy: originY, depth: depth, clip: bounds, hidden: false)
        return walk(content(of: list, id: id, placement: placement, visibleSize: nil))
    }

    /// Where an element goes: the offset from its own coordinates to the screen's, how deep it
    /// is, what it is seen through, and whether an ancestor hides it.
    struct Placement {
        var dx: Double
        var dy: Double
        var depth: Int
        var clip: Rect?
        var hidden: Bool
    }

    enum Work {
        case view(ViewFrame, Placement)
        case cell(CellLayout, id: String, role: LayoutElement.Role, Placement)
    }

    private func walk(_ initial: [Work]) -> [LayoutElement] {
        var elements: [LayoutElement] = []
        var pending = Array(initial.reversed())
        while let work = pending.popLast() {
            switch work {
            case .view(let view, let at):
                let frame = view.frame.offsetBy(dx: at.dx, dy: at.dy)
                let hidden = at.hidden || view.isHidden
                var element = LayoutElement(id: view.id, role: .view(view.type), depth: at.depth, frame: frame,
                                            text: view.text, textLines: view.textLines, textAppearance: view.textAppearance,
                                            isHidden: hidden, clip: at.clip)
                element.isOn = view.isOn
                elements.append(element)
                var next: [Work] = []
                if let list = view.list {
                    let clip = at.clip.map { $0.intersection(frame) ?? Rect(x: frame.x, y: frame.y, width: 0, height: 0) } ?? frame
                    let inner = Placement(dx: frame.x, dy: frame.y + list.contentInset.top, depth: at.depth + 1, clip: clip, hidden: hidden)
                    next += content(of: list, id: view.id, placement: inner,
                                    visibleSize: full ? nil : (view.frame.width, view.frame.height))
                }
                let child = Placement(dx: at.dx, dy: at.dy, depth: at.depth + 1, clip: at.clip, hidden: hidden)
                next += view.children.map { .view($0, child) }
                pending += next.reversed()
            case .cell(let cell, let id, let role, let at):
                let frame = cell.frame.offsetBy(dx: at.dx, dy: at.dy)
                var element = LayoutElement(id: id, role: role, depth: at.depth, frame: frame,
                                            text: cell.title, isHidden: at.hidden, clip: at.clip)
                element.accessory = cell.accessory.map {
                    var accessory = AccessoryLayout(kind: $0.kind, frame: $0.frame.offsetBy(dx: frame.x, dy: frame.y))
                    accessory.view = $0.view?.offsetBy(dx: frame.x, dy: frame.y)
                    return accessory
                }
                element.separator = cell.separator?.offsetBy(dx: frame.x, dy: frame.y)
                element.titleInset = cell.titleInset
                elements.append(element)
                // The kind's views are in the content view's coordinates.
                let content = cell.contentFrame ?? Rect(x: 0, y: 0, width: 0, height: 0)
                let inner = Placement(dx: frame.x + content.x, dy: frame.y + content.y, depth: at.depth + 1, clip: at.clip, hidden: at.hidden)
                pending += cell.views.reversed().map { .view($0, inner) }
            }
        }
        return elements
    }

    /// Headers, cells and footers in order, keeping those that overlap a list of `visibleSize`
    /// (all of them when nil).
    private func content(of list: ListLayout, id: String, placement: Placement,
                         visibleSize: (width: Double, height: Double)?) -> [Work] {
        var work: [Work] = []
        func add(_ cell: CellLayout?, _ name: String, _ role: LayoutElement.Role, section: String) {
            guard let cell else { return }
            if let size = visibleSize,
               !LayoutVisibility.overlaps(cell.frame, width: size.width, height: size.height, topInset: list.contentInset.top) { return }
            work.append(.cell(cell, id: "\(id)/\(section)/\(name)", role: role, placement))
        }
        for section in list.sections {
            add(section.header, "header", .header, section: section.id)
            for cell in section.cells { add(cell, cell.id, .cell(kind: cell.kind), section: section.id) }
            add(section.footer, "footer", .footer, section: section.id)
        }
        return work
    }
}
