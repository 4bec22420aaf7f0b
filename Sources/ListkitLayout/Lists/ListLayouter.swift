import ListkitSpec

/// Lays out one table's or collection's content in its content coordinates.
///
/// Every cell is sized (content sizes must be right); cells, headers and footers get views
/// only when on screen — intersecting the list's unscrolled bounds — unless `full`.
struct ListLayouter {
    let sizer: CellSizer
    let options: LayoutOptions
    /// UIKit's metrics for `options.release`.
    let metrics: UIKitMetrics
    /// The list's size on screen.
    let size: Size
    /// The adjusted content insets: content at rest is scrolled by `-contentInset.top`.
    var contentInset = Insets()
    /// How much of the list's width the unsafe area covers on the left and right: table cells'
    /// content views stay inside it (`insetsContentViewsToSafeArea`).
    var safeSides = (left: 0.0, right: 0.0)
    /// Its cells' content view margins (`LayoutMarginsModel`).
    var contentMargins = Insets()
    /// Whether placed cells get their views' frames (`LayoutEngine.buildsCellViews`), and their
    /// texts' lines (`LayoutEngine.buildsTextLines`).
    var buildsViews = true
    var buildsTextLines = true

    /// A sized item: its size, and its solved views when sizing needed a solve.
    struct Sized {
        var width: Double
        var height: Double
        var kind: CellKindSystem?
        var cell: CellSpec?
        var solved: (solved: CellSizer.Solved, texts: [String?])?
    }

    /// Whether a frame in content coordinates shows in the list's bounds at rest.
    func isOnScreen(_ frame: Rect) -> Bool {
        options.full || (frame.y + contentInset.top < size.height && frame.maxY + contentInset.top > 0)
    }

    /// Sizes a cell (or a kind-backed header) at a width; height nil: the kind decides.
    func sizeItem(kind unbound: CellKindSystem?, cell: CellSpec?, width: Double?, height: Double?, name: @autoclosure () -> String) -> Sized {
        guard let unbound else {
            return Sized(width: width ?? 0, height: height ?? metrics.tables.standardRowHeight, kind: nil, cell: cell, solved: nil)
        }
        let kind = sizer.system(unbound, for: cell)
        var fixedHeight = height
        if fixedHeight == nil, let w = width { fixedHeight = sizer.fixedHeight(of: kind, width: w) }
        if let w = width, let h = fixedHeight {
            return Sized(width: w, height: h, kind: kind, cell: cell, solved: nil)
        }
        let solved = sizer.solve(kind, cell: cell, width: width, height: fixedHeight, margins: contentMargins, context: "in cell kind '\(kind.kind.name.value)': ")
        let content = solved.solved.frames[0]
        // A row shorter than the kind's least height (a content configuration's 44) is that
        // tall; its views are solved again at that height when placed.
        if fixedHeight == nil, let least = kind.kind.minimumHeight, content.height < least {
            return Sized(width: width ?? content.width, height: least, kind: kind, cell: cell, solved: nil)
        }
        return Sized(width: width ?? content.width, height: fixedHeight ?? content.height, kind: kind, cell: cell, solved: solved)
    }

    /// The cell's layout at its frame: views when on screen, else the frame alone. The kind's
    /// views fill a content view `contentWidth` wide (the whole cell when nil). `name` (as
    /// findings name the cell) is made only for a finding.
    func place(_ item: Sized, id: String, frame: Rect, contentWidth: Double? = nil, title: String? = nil, name: @autoclosure () -> String) -> CellLayout? {
        guard isOnScreen(frame) else { return nil }
        var layout = CellLayout(id: id, kind: item.kind?.kind.name.value, frame: frame, title: title)
        guard let kind = item.kind else { return layout }
        let solved = item.solved ?? sizer.solve(kind, cell: item.cell, width: contentWidth ?? frame.width, height: frame.height, margins: contentMargins,
                                                context: "in cell kind '\(kind.kind.name.value)': ")
        sizer.checkGeometry(kind, cell: item.cell, solved: solved.solved, texts: solved.texts, cellName: name())
        guard buildsViews else { return layout }
        layout.views = ViewFrameTree.build(kind.template.hierarchy, frames: solved.solved.frames, texts: solved.texts,
                                           measurer: sizer.measurer, textLines: buildsTextLines, shape: kind.template.frameTreeShape)
        return layout
    }

    // MARK: - Tables

    /// Sections top to bottom: header, cells, footer. A cell's kind is solved at its content
    /// view's width (`TableCellPlacement`: safe area and accessory taken off).
    func table(_ list: ListSpec) -> ListLayout {
        var y = 0.0
        var sections: [SectionLayout] = []
        let pixel = 1 / sizer.measurer.scale
        let tableMetrics = TableMetrics(metrics)
        for section in list.sections {
            var layout = SectionLayout(id: section.id.value, cells: [])
            layout.header = tableSupplementary(section.header, id: "\(section.id.value)/header", list: list, isHeader: true, y: &y)
            for (index, cell) in section.cells.enumerated() {
                let kind = sizer.kind(named: cell.kind.value)
                let accessory = kind?.kind.shownAccessory ?? .none
                let viewSize = kind?.kind.accessoryView?.value
                let at = TableCellPlacement(style: list.style, tableWidth: size.width, safeLeft: safeSides.left, safeRight: safeSides.right,
                                            accessoryWidth: metrics.accessories.width(of: accessory, viewSize: viewSize), rtl: options.rtl,
                                            metrics: tableMetrics)
                let item = sizeItem(kind: kind, cell: cell, width: at.contentWidth, height: nil, name: "cell '\(cell.id.value)'")
                let frame = Rect(x: at.cellX, y: y, width: at.cellWidth, height: item.height)
                y += item.height
                guard var placed = place(item, id: cell.id.value, frame: frame, contentWidth: at.contentWidth, name: "cell '\(cell.id.value)'") else { continue }
                if !at.contentFillsCell { placed.contentFrame = Rect(x: at.contentX, y: 0, width: at.contentWidth, height: item.height) }
                if accessory != .none {
                    placed.accessory = AccessoryLayout(kind: accessory, frame: Rect(x: at.accessoryX, y: 0, width: at.accessoryWidth, height: item.height))
                    if let viewSize { placed.accessory?.view = accessoryViewFrame(viewSize, in: at, height: item.height) }
                }
                // Grouped styles draw no separator below a section's last row; plain tables do.
                if list.separatorStyle == .singleLine, list.style == .plain || index < section.cells.count - 1 {
                    placed.separator = Rect(x: at.separatorX, y: max(0, item.height - pixel), width: at.separatorWidth, height: min(pixel, item.height))
                }
                layout.cells.append(placed)
            }
            layout.footer = tableSupplementary(section.footer, id: "\(section.id.value)/footer", list: list, isHeader: false, y: &y)
            sections.append(layout)
        }
        return ListLayout(contentSize: Size(width: size.width, height: y), sections: sections, contentInset: contentInset)
    }

    /// A custom accessory view in its part of the cell: the view's own size, centred
    /// vertically, `AccessoryWidths.customViewTrailingGap` from the cell's trailing edge.
    func accessoryViewFrame(_ size: Size, in at: TableCellPlacement, height: Double) -> Rect {
        let gap = metrics.accessories.customViewTrailingGap
        let x = options.rtl ? at.accessoryX + gap : at.accessoryX + at.accessoryWidth - gap - size.width
        return Rect(x: x, y: (height - size.height) / 2, width: size.width, height: size.height)
    }

    /// A section's header or footer at `y` (a header after `sectionHeaderTopPadding`), or the
    /// space an untitled one takes; `y` moves past it.
    private func tableSupplementary(_ spec: SupplementarySpec?, id: String, list: ListSpec, isHeader: Bool, y: inout Double) -> CellLayout? {
        let style = list.style
        let tableMetrics = TableMetrics(metrics)
        guard let spec else {
            y += tableMetrics.headerHeight(style: style, titled: false)
            return nil
        }
        let kind = spec.kind.flatMap { sizer.kind(named: $0.value) }
        // A kinded header's content view stays inside the safe area, as a cell's does.
        let contentWidth = max(0, size.width - safeSides.left - safeSides.right)
        let item: Sized
        if kind != nil {
            item = sizeItem(kind: kind, cell: spec.asCell(id: id), width: contentWidth, height: spec.height, name: "'\(id)'")
        } else {
            let height = spec.height ?? (isHeader ? tableMetrics.headerHeight(style: style, titled: spec.title != nil)
                : tableMetrics.footerHeight(style: style, title: spec.title, tableWidth: size.width, measurer: sizer.measurer))
            item = Sized(width: size.width, height: height, kind: nil, cell: nil, solved: nil)
        }
        if isHeader, item.height > 0 { y += list.sectionHeaderTopPadding ?? tableMetrics.headerTopPadding(style: style) }
        let frame = Rect(x: 0, y: y, width: size.width, height: item.height)
        y += item.height
        guard var placed = place(item, id: id, frame: frame, contentWidth: contentWidth, title: spec.title, name: "'\(id)'") else { return nil }
        placed.titleInset = tableMetrics.titleTextInset(style: style, tableWidth: size.width)
        if kind != nil, contentWidth != size.width {
            placed.contentFrame = Rect(x: safeSides.left, y: 0, width: contentWidth, height: item.height)
        }
        return placed
    }

    // MARK: - Collections

    func flow(_ list: ListSpec) -> ListLayout {
        let flow = list.flow ?? FlowSpec()
        let contentWidth = max(0, size.width - flow.insets.left - flow.insets.right)
        let names = ["contentWidth": contentWidth, "width": size.width]
        var y = 0.0
        var sections: [SectionLayout] = []
        for section in list.sections {
            var layout = SectionLayout(id: section.id.value, cells: [])
            layout.header = flowSupplementary(section.header, id: "\(section.id.value)/header", defaultHeight: flow.headerHeight, y: &y)
            let items = section.cells.map { cell in
                sizeItem(kind: sizer.kind(named: cell.kind.value), cell: cell,
                         width: flow.itemWidth.map { max(0, $0.value.evaluate(names) ?? 0) },
                         height: flow.itemHeight.map { max(0, $0.value.evaluate(names) ?? 0) },
                         name: "cell '\(cell.id.value)'")
            }
            if !items.isEmpty {
                y += flow.insets.top
                let lines = FlowLines.break(items.map(\.width), contentWidth: contentWidth, spacing: flow.spacing)
                for (lineIndex, line) in lines.enumerated() {
                    let lineHeight = line.map { items[$0].height }.max() ?? 0
                    let xs = FlowLines.positions(line.map { items[$0].width }, contentWidth: contentWidth, spacing: flow.spacing,
                                                 justified: lineIndex < lines.count - 1)
                    for (position, itemIndex) in zip(xs, line) {
                        let item = items[itemIndex]
                        var x = flow.insets.left + position
                        if options.rtl { x = size.width - x - item.width }
                        let frame = Rect(x: x, y: y + (lineHeight - item.height) / 2, width: item.width, height: item.height)
                        let cell = section.cells[itemIndex]
                        if let placed = place(item, id: cell.id.value, frame: frame, name: "cell '\(cell.id.value)'") { layout.cells.append(placed) }
                    }
                    y += lineHeight + (lineIndex < lines.count - 1 ? flow.lineSpacing : 0)
                }
                y += flow.insets.bottom
            }
            layout.footer = flowSupplementary(section.footer, id: "\(section.id.value)/footer", defaultHeight: flow.footerHeight, y: &y)
            sections.append(layout)
        }
        return ListLayout(contentSize: Size(width: size.width, height: y), sections: sections, contentInset: contentInset)
    }

    private func flowSupplementary(_ spec: SupplementarySpec?, id: String, defaultHeight: Double, y: inout Double) -> CellLayout? {
        guard let spec else { return nil }
        let kind = spec.kind.flatMap { sizer.kind(named: $0.value) }
        let height = spec.height ?? (kind == nil || defaultHeight > 0 ? defaultHeight : nil)
        let item = sizeItem(kind: kind, cell: spec.asCell(id: id), width: size.width, height: height, name: "'\(id)'")
        let frame = Rect(x: 0, y: y, width: size.width, height: item.height)
        y += item.height
        var placed = place(item, id: id, frame: frame, title: spec.title, name: "'\(id)'")
        placed?.titleInset = TableMetrics(metrics).layoutMargin(tableWidth: size.width)
        return placed
    }
}
