import ListkitLayout
import ListkitSpec

/// Writes one layout element as SVG: its shape, then what it shows — text clipped to the
/// element's box (a nested `<svg>` viewport clips), an image's cross, a container's id.
struct SVGElementPainter {
    var rtl: Bool

    /// The markup for an element, or nothing when its frame cannot be drawn.
    func markup(_ element: LayoutElement) -> String {
        let frame = element.frame
        guard SVGMarkup.isDrawable(frame) else { return "" }
        let tooltip = "<title>" + SVGMarkup.escaped("\(element.id) (\(element.role.name))") + "</title>"
        let rect = SVGMarkup.rectAttributes(frame)
        switch element.role {
        case .view(let type):
            return viewMarkup(element, drawing: type.entry.drawing, tooltip: tooltip)
        case .cell:
            return "<rect class=\"cell\" \(rect)>\(tooltip)</rect>\n"
                + text(element.text, in: inset(frame, by: element.titleInset), fontSize: 17, anchor: natural, wrap: false, className: nil)
                + (element.separator.map { SVGMarkup.isDrawable($0) ? "<rect class=\"separator\" \(SVGMarkup.rectAttributes($0))/>\n" : "" } ?? "")
                + (element.accessory.map(accessoryMark) ?? "")
        case .header, .footer:
            // A footer's title wraps, as the layout measured it (a header's is one line).
            return "<rect class=\"supplementary\" \(rect)>\(tooltip)</rect>\n"
                + text(element.text, in: inset(frame, by: element.titleInset), fontSize: 13, anchor: natural, wrap: element.role == .footer, className: "title")
        case .bar(let kind, let largeTitle):
            return "<rect class=\"bar\" \(rect)>\(tooltip)</rect>\n" + barContent(kind, largeTitle: largeTitle, element)
        }
    }

    /// A view drawn as its type's catalogue description says (`DrawingRole`).
    private func viewMarkup(_ element: LayoutElement, drawing: DrawingRole, tooltip: String) -> String {
        let frame = element.frame
        let rect = SVGMarkup.rectAttributes(frame)
        switch drawing {
        case .box:
            return "<rect class=\"box\" \(rect)>\(tooltip)</rect>\n" + idTag(element)
        case .stack:
            return "<rect class=\"stack\" \(rect)>\(tooltip)</rect>\n" + idTag(element)
        case .list:
            return "<rect class=\"list\" \(rect)>\(tooltip)</rect>\n" + idTag(element)
        case .controlBox:
            return "<rect class=\"control\" \(rect)>\(tooltip)</rect>\n" + idTag(element)
        case .textContainer(let padding):
            return "<rect class=\"field\" \(rect)>\(tooltip)</rect>\n"
                + (measuredText(element, in: inset(frame, by: padding), anchor: natural, className: nil) ?? "")
        case .track(let knob):
            return "<rect class=\"box\" \(rect) opacity=\"0\">\(tooltip)</rect>\n" + track(frame, knob: knob)
        case .roundedControl:
            return "<rect class=\"control\" \(rect) rx=\"8\">\(tooltip)</rect>\n"
        case .spinner:
            return "<rect class=\"box\" \(rect) opacity=\"0\">\(tooltip)</rect>\n" + circle(frame, radius: min(frame.width, frame.height) / 2, className: "dot")
        case .pageDots:
            return "<rect class=\"box\" \(rect) opacity=\"0\">\(tooltip)</rect>\n" + circle(frame, radius: min(4, frame.height / 2), className: "dot")
        case .label:
            return "<rect class=\"label\" \(rect)>\(tooltip)</rect>\n"
                + (measuredText(element, in: frame, anchor: natural, className: nil)
                    ?? text(element.text, in: frame, fontSize: 17, anchor: natural, wrap: true, className: nil))
        case .button:
            return "<rect class=\"button\" \(rect) rx=\"8\">\(tooltip)</rect>\n"
                + (measuredText(element, in: frame, anchor: .middle, className: "button-title")
                    ?? text(element.text, in: frame, fontSize: 17, anchor: .middle, wrap: false, className: "button-title"))
        case .image:
            return "<rect class=\"image\" \(rect)>\(tooltip)</rect>\n" + cross(frame)
        case .field(let padding):
            // A field's text sits inside its padding, where the layout measured it.
            return "<rect class=\"field\" \(rect) rx=\"10\">\(tooltip)</rect>\n"
                + (measuredText(element, in: inset(frame, by: padding), anchor: natural, className: "placeholder")
                    ?? text(element.text, in: inset(frame, by: padding), fontSize: 17, anchor: natural, wrap: false, className: "placeholder"))
        case .toggle:
            let radius = SVGMarkup.number(min(frame.width, frame.height) / 2)
            // An explicit isOn: false draws the switch off, as UISwitch's grey track.
            let state = element.isOn == false ? "switch switch-off" : "switch"
            return "<rect class=\"\(state)\" \(rect) rx=\"\(radius)\">\(tooltip)</rect>\n"
        }
    }

    /// A navigation bar's prompt (13 points, centred in its top 30), title (centred in the title
    /// row, or a large title at the leading margin in the 52 points below it) and search field
    /// (a 36-point rounded field in its bottom 52); a bottom bar's items spread evenly.
    private func barContent(_ kind: BarFrame.Kind, largeTitle: Bool, _ element: LayoutElement) -> String {
        let frame = element.frame
        if kind == .navigationBar { return navigationBarContent(largeTitle: largeTitle, element) }
        guard let caption = element.text else { return "" }
        let items = caption.components(separatedBy: " · ")
        let slot = frame.width / Double(max(1, items.count))
        return items.enumerated().map { index, item in
            let box = Rect(x: frame.x + slot * Double(index), y: frame.y, width: slot, height: frame.height)
            return text(item, in: box, fontSize: kind == .tabBar ? 10 : 17, anchor: .middle, wrap: false, className: nil)
        }.joined()
    }

    private func navigationBarContent(largeTitle: Bool, _ element: LayoutElement) -> String {
        let frame = element.frame
        let bar = element.bar ?? BarFrame(kind: .navigationBar, frame: frame, largeTitle: largeTitle)
        let row = bar.titleRow
        var out = ""
        if let prompt = bar.prompt {
            out += text(prompt, in: Rect(x: frame.x, y: frame.y, width: frame.width, height: row.y - frame.y), fontSize: 13, anchor: .middle, wrap: false, className: nil)
        }
        if largeTitle {
            out += text(element.text, in: bar.largeTitleText ?? row, fontSize: Font(style: .largeTitle).pointSize, anchor: natural, wrap: false, className: "bar-title")
        } else {
            out += text(element.text, in: row, fontSize: 17, anchor: .middle, wrap: false, className: "bar-title")
        }
        if let placeholder = bar.searchPlaceholder, let field = bar.searchField, SVGMarkup.isDrawable(field) {
            // The placeholder starts where a text field's text does, inside its padding.
            let padding = ControlMetrics.of(bar.release).textFieldPadding
            out += "<rect class=\"field\" \(SVGMarkup.rectAttributes(field)) rx=\"10\"/>\n"
            out += text(placeholder, in: inset(field, by: padding), fontSize: 17, anchor: natural, wrap: false, className: "placeholder")
        }
        return out
    }

    /// A chevron or a checkmark centred in the accessory's part of the cell, pointing or
    /// reading as UIKit draws them (a chevron points to the trailing side).
    private func accessoryMark(_ accessory: AccessoryLayout) -> String {
        let f = accessory.frame
        guard SVGMarkup.isDrawable(f) else { return "" }
        let (cx, cy) = (f.x + f.width / 2, f.y + f.height / 2)
        func p(_ dx: Double, _ dy: Double) -> String { SVGMarkup.number(cx + (rtl ? -dx : dx)) + " " + SVGMarkup.number(cy + dy) }
        switch accessory.kind {
        case .disclosureIndicator: return "<path class=\"accessory\" d=\"M\(p(-2, -6))L\(p(3, 0))L\(p(-2, 6))\"/>\n"
        case .checkmark: return "<path class=\"accessory\" d=\"M\(p(-6, 0))L\(p(-2, 4))L\(p(6, -5))\"/>\n"
        case .detailButton: return infoMark(cx: cx, cy: cy)
        case .detailDisclosureButton:
            // The "i" before the chevron, as UIKit draws the pair.
            return infoMark(cx: cx + (rtl ? 10 : -10), cy: cy) + "<path class=\"accessory\" d=\"M\(p(12, -6))L\(p(17, 0))L\(p(12, 6))\"/>\n"
        case .custom:
            guard let v = accessory.view, SVGMarkup.isDrawable(v) else { return "" }
            return "<rect class=\"accessory\" x=\"\(SVGMarkup.number(v.x))\" y=\"\(SVGMarkup.number(v.y))\" width=\"\(SVGMarkup.number(v.width))\" height=\"\(SVGMarkup.number(v.height))\"/>\n"
        case .none: return ""
        }
    }

    /// The detail button: a circle with an "i" (a dot and a stem), 11 points in radius.
    private func infoMark(cx: Double, cy: Double) -> String {
        let n = SVGMarkup.number
        return "<circle class=\"accessory\" cx=\"\(n(cx))\" cy=\"\(n(cy))\" r=\"11\"/>\n"
            + "<path class=\"accessory\" d=\"M\(n(cx)) \(n(cy - 5))L\(n(cx)) \(n(cy - 4))M\(n(cx)) \(n(cy - 1))L\(n(cx)) \(n(cy + 6))\"/>\n"
    }

    enum Anchor: String { case start, middle, end }

    var natural: Anchor { rtl ? .end : .start }

    /// A container's id in small type at its top-left corner.
    private func idTag(_ element: LayoutElement) -> String {
        guard element.frame.width >= 12, element.frame.height >= 10 else { return "" }
        let box = Rect(x: element.frame.x + 2, y: element.frame.y, width: element.frame.width - 4, height: 12)
        return text(element.id, in: box, fontSize: 9, anchor: .start, wrap: false, className: "id", centred: false)
    }

    /// A slider's or progress view's track along the middle, with a slider's knob at its centre.
    private func track(_ frame: Rect, knob: Bool) -> String {
        let y = SVGMarkup.number(frame.y + frame.height / 2)
        let line = "<path class=\"track\" d=\"M\(SVGMarkup.number(frame.x)) \(y)H\(SVGMarkup.number(frame.maxX))\"/>\n"
        return line + (knob ? circle(frame, radius: min(frame.height, frame.width) / 2, className: "knob") : "")
    }

    private func circle(_ frame: Rect, radius: Double, className: String) -> String {
        "<circle class=\"\(className)\" cx=\"\(SVGMarkup.number(frame.x + frame.width / 2))\" cy=\"\(SVGMarkup.number(frame.y + frame.height / 2))\" r=\"\(SVGMarkup.number(max(0, radius)))\"/>\n"
    }

    private func cross(_ frame: Rect) -> String {
        let (x0, y0, x1, y1) = (SVGMarkup.number(frame.x), SVGMarkup.number(frame.y), SVGMarkup.number(frame.maxX), SVGMarkup.number(frame.maxY))
        return "<path class=\"cross\" d=\"M\(x0) \(y0)L\(x1) \(y1)M\(x1) \(y0)L\(x0) \(y1)\"/>\n"
    }

    private func inset(_ frame: Rect, by amount: Double) -> Rect {
        let dx = min(amount, frame.width / 4)
        return Rect(x: frame.x + dx, y: frame.y, width: frame.width - 2 * dx, height: frame.height)
    }

    /// Text the layout measured, as it measured it: its lines at its point size, weight and
    /// tracking (`letter-spacing`), in Inter (Inter Display from 20 points) or the user's font,
    /// 1.19336 em apart and centred vertically as UILabel centres them, each stretched to the
    /// width the layout gave it (`textLength`, for viewers that honour it), so what the picture
    /// shows is what lint checked. The box's viewport clips it. Nil when the element carries no
    /// measured lines.
    private func measuredText(_ element: LayoutElement, in box: Rect, anchor: Anchor, className: String?) -> String? {
        guard let lines = element.textLines, let appearance = element.textAppearance, !lines.isEmpty,
              box.width > 0, box.height > 0 else { return nil }
        let size = appearance.size
        let family = appearance.family.map { "'\($0)'" } ?? (size >= 20 ? "'Inter Display', Inter" : "Inter")
        let style = " font-family=\"\(SVGMarkup.escaped(family)), sans-serif\" font-weight=\"\(Self.cssWeight(appearance.weight))\""
            + (appearance.tracking == 0 ? "" : " letter-spacing=\"\(SVGMarkup.number(appearance.tracking))\"")
        let lineHeight = size * 1.19336
        let firstBaseline = (box.height - Double(lines.count) * lineHeight) / 2 + size * 0.95
        let x = anchor == .start ? 0 : anchor == .middle ? box.width / 2 : box.width
        let classAttribute = className.map { " class=\"\($0)\"" } ?? ""
        var markup = "<svg \(SVGMarkup.rectAttributes(box))>"
        for (index, line) in lines.enumerated() where line.width > 0 {
            let y = firstBaseline + Double(index) * lineHeight
            markup += "<text\(classAttribute) x=\"\(SVGMarkup.number(x))\" y=\"\(SVGMarkup.number(y))\" font-size=\"\(SVGMarkup.number(size))\"" + style
            markup += anchor == .start ? "" : " text-anchor=\"\(anchor.rawValue)\""
            markup += " textLength=\"\(SVGMarkup.number(line.width))\" lengthAdjust=\"spacingAndGlyphs\""
            markup += ">\(SVGMarkup.escaped(TextEscaping.singleLine(line.text)))</text>"
        }
        return markup + "</svg>\n"
    }

    /// CSS's numeric weights for `UIFont.Weight`, lightest 100 to heaviest 900.
    static func cssWeight(_ weight: Font.Weight) -> Int {
        100 * ((Font.Weight.allCases.firstIndex(of: weight) ?? 3) + 1)
    }

    /// Text in a box. Glyphs are estimated at 0.6 em (generous for sans-serif fonts, so text
    /// rarely spills), the font starts at `fontSize` (never above 80% of the box's height) and
    /// shrinks in half-point steps, down to half its size, until the text fits — wrapped to as
    /// many lines as the box holds when `wrap` is set. A nested `<svg>` viewport clips whatever
    /// still overflows.
    private func text(_ content: String?, in box: Rect, fontSize: Double, anchor: Anchor, wrap: Bool,
                      className: String?, centred: Bool = true) -> String {
        guard let content, !content.isEmpty, box.width > 0, box.height > 0 else { return "" }
        let single = TextEscaping.singleLine(content)
        let largest = max(1, min(fontSize, box.height * 0.8))
        var size = largest
        var columns = max(1, Int(finite: min(box.width / (size * 0.6), 10_000)) ?? 1)
        var rows = max(1, Int(finite: min(box.height / (size * 1.2), 1_000)) ?? 1)
        let singleColumns = LayoutTextWrapping.columns(of: Substring(single))
        var lines = [single]
        // Most text fits on one line at the largest size: then no words need measuring.
        if singleColumns > columns {
            let wrapping = LayoutTextWrapping(single)
            for step in 0...(Int(finite: largest) ?? 0) {
                size = largest - Double(step) * 0.5
                columns = max(1, Int(finite: min(box.width / (size * 0.6), 10_000)) ?? 1)
                rows = max(1, Int(finite: min(box.height / (size * 1.2), 1_000)) ?? 1)
                let fits = singleColumns <= columns || (wrap && rows > 1 && wrapping.lineCount(width: columns) <= rows)
                if fits || size <= largest / 2 { break }
            }
            if wrap, rows > 1, singleColumns > columns { lines = wrapping.lines(width: columns) }
        }
        if lines.count > rows { lines = Array(lines.prefix(rows)) }
        let lineHeight = size * 1.2
        let blockHeight = Double(lines.count) * lineHeight
        let firstBaseline = (centred ? max(0, (box.height - blockHeight) / 2) : 0) + size * 0.95
        let x: Double
        switch anchor {
        case .start: x = 0
        case .middle: x = box.width / 2
        case .end: x = box.width
        }
        let classAttribute = className.map { " class=\"\($0)\"" } ?? ""
        var markup = "<svg \(SVGMarkup.rectAttributes(box))>"
        for (index, line) in lines.enumerated() {
            let y = firstBaseline + Double(index) * lineHeight
            markup += "<text\(classAttribute) x=\"\(SVGMarkup.number(x))\" y=\"\(SVGMarkup.number(y))\" font-size=\"\(SVGMarkup.number(size))\""
            markup += anchor == .start ? "" : " text-anchor=\"\(anchor.rawValue)\""
            markup += ">\(SVGMarkup.escaped(line))</text>"
        }
        return markup + "</svg>\n"
    }
}
