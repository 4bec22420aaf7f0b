import ListkitLayout
import ListkitSpec

/// Paints layout elements onto a wireframe canvas: the box, then what the element shows.
struct WireframePainter {
    enum Alignment { case leading, center, trailing }

    var canvas: WireframeCanvas
    let glyphs: WireframeGlyphs
    let mapping: WireframeMapping
    let rtl: Bool

    mutating func draw(_ element: LayoutElement) {
        let clip = element.clip.map { mapping.area($0).intersection(canvas.bounds) } ?? canvas.bounds
        let area = mapping.area(element.frame)
        canvas.box(area, clip: clip, point: glyphs.point)
        let natural: Alignment = rtl ? .trailing : .leading
        switch element.role {
        case .view(let type):
            // As the type's catalogue description says (`DrawingRole`).
            switch type.entry.drawing {
            case .image: crossDiagonals(area, clip: clip)
            case .box, .stack, .list, .controlBox:
                write(element.id, in: topEdge(area), alignment: .leading, wrap: false, clip: clip)
            case .track, .roundedControl, .spinner, .pageDots:
                write(element.role.name, in: textArea(area), alignment: .center, wrap: false, clip: clip)
            case .button, .toggle:
                element.text.map { write($0, measured: element.textLines, in: textArea(area), alignment: .center, wrap: false, clip: clip) }
            case .label, .textContainer:
                element.text.map { write($0, measured: element.textLines, in: textArea(area), alignment: natural, wrap: true, clip: clip) }
            case .field:
                element.text.map { write($0, measured: element.textLines, in: textArea(area), alignment: natural, wrap: false, clip: clip) }
            }
        case .header, .footer, .cell:
            element.text.map { write($0, in: textArea(area), alignment: natural, wrap: false, clip: clip) }
            if let accessory = element.accessory, let glyph = glyphs.accessory(accessory.kind, rtl: rtl) {
                write(String(glyph), in: textArea(mapping.area(accessory.frame)), alignment: .center, wrap: false, clip: clip)
            }
            // A custom accessory view is a box of its own size.
            if let view = element.accessory?.view { canvas.box(mapping.area(view), clip: clip, point: glyphs.point) }
        case .bar(_, let largeTitle):
            if let bar = element.bar, bar.prompt != nil || bar.searchPlaceholder != nil {
                // The prompt centred in its strip, the title in its row, the search field's
                // placeholder at the leading margin of the bar's bottom strip.
                let row = bar.titleRow
                bar.prompt.map { write($0, in: topEdge(area), alignment: .center, wrap: false, clip: clip) }
                let titleArea = mapping.area(bar.largeTitleRow ?? row)
                element.text.map { write($0, in: textArea(titleArea), alignment: largeTitle ? natural : .center, wrap: false, clip: clip) }
                if let placeholder = bar.searchPlaceholder, let search = bar.searchRow {
                    write("[ \(placeholder) ]", in: textArea(mapping.area(search)), alignment: natural, wrap: false, clip: clip)
                }
            } else {
                // A large title sits at the leading margin; other titles and items are centred.
                element.text.map { write($0, in: textArea(area), alignment: largeTitle ? natural : .center, wrap: false, clip: clip) }
            }
        }
    }

    /// Dotted guides along the safe area's inset edges, under everything drawn later.
    mutating func safeAreaGuides(_ safeArea: Rect, inside device: WireframeCanvas.Area) {
        let interior = WireframeCanvas.Area(minX: device.minX + 1, minY: device.minY + 1, maxX: device.maxX - 1, maxY: device.maxY - 1)
        guard interior.minX <= interior.maxX, interior.minY <= interior.maxY else { return }
        let edges = mapping.area(safeArea)
        for row in [edges.minY, edges.maxY] where row > interior.minY - 1 && row < interior.maxY + 1 && row != device.minY && row != device.maxY {
            for x in interior.minX...interior.maxX {
                canvas.put(glyphs.safeAreaHorizontal, x: x, y: row, limit: x, clip: interior)
            }
        }
        for column in [edges.minX, edges.maxX] where column >= interior.minX && column <= interior.maxX {
            for y in interior.minY...interior.maxY {
                canvas.put(glyphs.safeAreaVertical, x: column, y: y, limit: column, clip: interior)
            }
        }
    }

    /// Where a box's text goes: its interior, or for a box without interior rows, its top edge
    /// between the corners. Nil when the box is too narrow for any text.
    func textArea(_ area: WireframeCanvas.Area) -> WireframeCanvas.Area? {
        guard area.maxX - area.minX >= 2 else { return nil }
        if area.maxY - area.minY >= 2 {
            return WireframeCanvas.Area(minX: area.minX + 1, minY: area.minY + 1, maxX: area.maxX - 1, maxY: area.maxY - 1)
        }
        return topEdge(area)
    }

    func topEdge(_ area: WireframeCanvas.Area) -> WireframeCanvas.Area? {
        guard area.maxX - area.minX >= 2 else { return nil }
        return WireframeCanvas.Area(minX: area.minX + 1, minY: area.minY, maxX: area.maxX - 1, maxY: area.minY)
    }

    /// Text inside an area, clipped to it: vertically centred. Text the layout measured keeps
    /// the layout's lines (where it wrapped and what it cut, so the picture agrees with lint);
    /// other text is wrapped at spaces when it is too wide and the area has more than one row
    /// (and `wrap` is set).
    mutating func write(_ text: String, measured: [TextLine]? = nil, in area: WireframeCanvas.Area?, alignment: Alignment,
                        wrap: Bool, clip: WireframeCanvas.Area) {
        guard let area, area.maxX >= area.minX, area.maxY >= area.minY else { return }
        // Text that cannot be seen costs nothing (a full list's panel may hold thousands).
        let visible = area.intersection(clip).intersection(canvas.bounds)
        guard visible.minX <= visible.maxX, visible.minY <= visible.maxY else { return }
        let width = area.maxX - area.minX + 1
        let rows = area.maxY - area.minY + 1
        let single = TextEscaping.singleLine(text)
        var lines = [single]
        if let measured {
            lines = measured.prefix(rows).map { TextEscaping.singleLine($0.text) }
        } else if wrap && rows > 1 {
            let wrapping = LayoutTextWrapping(single)
            if wrapping.columns > width { lines = Array(wrapping.lines(width: width).prefix(rows)) }
        }
        let top = area.minY + (rows - lines.count) / 2
        for (index, line) in lines.enumerated() {
            let lineWidth = Self.columns(line)
            var x: Int
            switch alignment {
            case .leading: x = area.minX
            case .center: x = area.minX + max(0, (width - lineWidth) / 2)
            case .trailing: x = lineWidth <= width ? area.maxX - lineWidth + 1 : area.minX
            }
            for character in line {
                guard x <= area.maxX else { break }
                let used = canvas.put(character, x: x, y: top + index, limit: area.maxX, clip: clip)
                if used == 0 { break }
                x += used
            }
        }
    }

    /// An image's crossed box: a falling and a rising diagonal across the interior.
    mutating func crossDiagonals(_ area: WireframeCanvas.Area, clip: WireframeCanvas.Area) {
        guard area.maxX - area.minX >= 2, area.maxY - area.minY >= 2 else { return }
        let (left, right, top, bottom) = (area.minX + 1, area.maxX - 1, area.minY + 1, area.maxY - 1)
        let rows = bottom - top + 1, span = Double(right - left)
        let visible = clip.intersection(canvas.bounds)
        let first = max(top, visible.minY), last = min(bottom, visible.maxY)
        guard first <= last else { return }
        for index in (first - top)...(last - top) {
            let t = rows == 1 ? 0.5 : Double(index) / Double(rows - 1)
            let falling = left + (Int(finite: (t * span).rounded()) ?? 0)
            let rising = right - (Int(finite: (t * span).rounded()) ?? 0)
            if falling == rising {
                canvas.put(glyphs.crossedDiagonals, x: falling, y: top + index, limit: falling, clip: clip)
            } else {
                canvas.put(glyphs.fallingDiagonal, x: falling, y: top + index, limit: falling, clip: clip)
                canvas.put(glyphs.risingDiagonal, x: rising, y: top + index, limit: rising, clip: clip)
            }
        }
    }

    static func columns(_ text: String) -> Int {
        LayoutTextWrapping.columns(of: Substring(text))
    }
}
