import ListkitSpec
import ListkitYAML

/// Writes a spec as YAML in listkit's format (`listkit import` of an Interface Builder screen):
/// header comment lines first (what could not be expressed, with the source's line:col), then
/// the spec, each view and constraint with the comment given for its mark (its IB element).
///
/// Strings are written double-quoted with JSON's escapes (valid YAML); numbers in their
/// shortest exact form, so the spec lays out to the same frames as its source.
public struct SpecYAMLRenderer {
    public let spec: Spec
    /// Lines of the leading comment, without "# ".
    public let header: [String]
    /// Comments by the mark of the view or constraint they describe.
    public let comments: [Mark: String]

    public init(spec: Spec, header: [String], comments: [Mark: String]) {
        self.spec = spec
        self.header = header
        self.comments = comments
    }

    public func render() -> String {
        var out = header.map { "# \(Self.commentText($0))\n" }.joined()
        out += "listkit: 1\nscreen: \(quoted(spec.screen.value))\n"
        if let device = spec.devices.first?.value { out += "device: \(self.device(device))\n" }
        if let os = spec.os?.value { out += "os: \(os.rawValue)\n" }
        if let bar = spec.chrome.navigationBar {
            var keys = "title: \(quoted(bar.title?.value ?? "")), largeTitle: \(bar.largeTitle)"
            if let prompt = bar.prompt { keys += ", prompt: \(quoted(prompt.value))" }
            if let search = bar.search { keys += ", search: \(quoted(search.placeholder))" }
            out += "navigationBar: { \(keys) }\n"
        } else if spec.chrome.inNavigationControllerWithoutBar {
            out += "navigationBar: { hidden: true }\n"
        }
        for (key, bar) in [("tabBar", spec.chrome.tabBar), ("toolbar", spec.chrome.toolbar)] {
            if let bar { out += "\(key): { items: [\(bar.items.map { quoted($0.value) }.joined(separator: ", "))] }\n" }
        }
        out += "views:\n"
        for view in spec.views { write(view, indent: 2, into: &out) }
        return out
    }

    /// A comment's text on one line, its control characters escaped: notes quote the document's
    /// attribute values, which may hold a line break (that would end the comment and put the
    /// rest in the spec) or a character YAML does not allow in a stream (DEL, C1 controls).
    static func commentText(_ text: String) -> String {
        TextEscaping.escaped(text)
    }

    func device(_ d: Device) -> String {
        if Device.preset(named: d.name) == d { return d.name }
        let s = d.safeArea
        return "{ name: \(quoted(d.name)), width: \(number(d.width)), height: \(number(d.height)), safeArea: { top: \(number(s.top)), left: \(number(s.left)), bottom: \(number(s.bottom)), right: \(number(s.right)) }, scale: \(d.scale), idiom: \(d.idiom.rawValue) }"
    }

    func write(_ view: ViewSpec, indent: Int, into out: inout String) {
        let pad = String(repeating: " ", count: indent)
        let inner = pad + "  "
        var header = "\(pad)- id: \(view.id.value)"
        var comment = "line \(view.mark.line)"
        if let extra = comments[view.mark] { comment += ", \(extra)" }
        header += "  # \(Self.commentText(comment))"
        out += header + "\n\(inner)type: \(view.type.value.rawValue)\n"
        for line in content(view) { out += "\(inner)\(line)\n" }
        if !view.layout.isEmpty {
            out += "\(inner)layout:\n"
            for constraint in view.layout {
                // A constraint generated at the view's own mark (a container's `edges == parent`)
                // would repeat the view's comment.
                let note = constraint.textMark == view.mark ? "" : comments[constraint.textMark].map { "  # \(Self.commentText($0))" } ?? ""
                out += "\(inner)  - \(constraint.text)\(note)\n"
            }
        }
        for (key, children) in [("arranged", view.arranged), ("subviews", view.subviews)] where !children.isEmpty {
            out += "\(inner)\(key):\n"
            for child in children { write(child, indent: indent + 4, into: &out) }
        }
    }

    /// The view's keys other than id, type, layout and children, in the format's order, one
    /// `key: value` line each (what `listkit review` compares between two versions of a view).
    public func content(_ view: ViewSpec) -> [String] {
        var lines: [String] = []
        if let text = view.text { lines.append("text: \(quoted(text.value))") }
        if let title = view.title { lines.append("title: \(quoted(title.value))") }
        if let placeholder = view.placeholder { lines.append("placeholder: \(quoted(placeholder.value))") }
        if let font = view.font?.value { lines.append("font: \(self.font(font))") }
        if let lines_ = view.lines { lines.append("lines: \(lines_.value)") }
        if let mode = view.lineBreakMode { lines.append("lineBreakMode: \(mode.value.rawValue)") }
        if let scale = view.minimumScaleFactor { lines.append("minimumScaleFactor: \(number(scale.value))") }
        if let multiple = view.lineHeightMultiple { lines.append("lineHeightMultiple: \(number(multiple.value))") }
        if let spacing = view.lineSpacing { lines.append("lineSpacing: \(number(spacing.value))") }
        if let size = view.intrinsicSize?.value {
            lines.append("\(view.type.value.entry.yamlSizeKey): \(number(size.width))x\(number(size.height))")
        }
        if let on = view.isOn { lines.append("isOn: \(on)") }
        if let segments = view.segments?.value { lines.append("segments: [\(segments.map(quoted).joined(separator: ", "))]") }
        if view.apportionsSegmentWidthsByContent { lines.append("apportionsSegmentWidthsByContent: true") }
        if let pages = view.numberOfPages { lines.append("numberOfPages: \(pages.value)") }
        if !view.isScrollEnabled { lines.append("isScrollEnabled: false") }
        if let style = view.controlStyle { lines.append("style: \(style.value.rawValue)") }
        if let i = view.contentEdgeInsets?.value {
            lines.append("contentEdgeInsets: { top: \(number(i.top)), left: \(number(i.left)), bottom: \(number(i.bottom)), right: \(number(i.right)) }")
        }
        if view.hidden { lines.append("hidden: true") }
        if let margins = view.layoutMargins?.value { lines.append(self.margins(margins)) }
        if view.preservesSuperviewLayoutMargins { lines.append("preservesSuperviewLayoutMargins: true") }
        if !view.insetsLayoutMarginsFromSafeArea { lines.append("insetsLayoutMarginsFromSafeArea: false") }
        if let stack = view.stack {
            lines += ["axis: \(stack.axis.rawValue)", "alignment: \(stack.alignment.rawValue)",
                      "distribution: \(stack.distribution.rawValue)", "spacing: \(number(stack.spacing))"]
            if stack.layoutMarginsRelativeArrangement { lines.append("layoutMarginsRelativeArrangement: true") }
        }
        if view.type.value == .table, let style = view.list?.style, style != .plain { lines.append("style: \(style.rawValue)") }
        let insetAdjustment = view.list?.contentInsetAdjustment ?? view.contentInsetAdjustment
        if insetAdjustment != .automatic { lines.append("contentInsetAdjustmentBehavior: \(insetAdjustment.rawValue)") }
        // Priorities are written where they differ from the defaults layout gives the type.
        let entry = view.type.value.entry
        if let hugging = priorities(view.hugging, default: entry.hugging) { lines.append("hugging: \(hugging)") }
        if let resistance = priorities(view.compressionResistance, default: entry.compressionResistance) { lines.append("compressionResistance: \(resistance)") }
        return lines
    }

    /// Written only where they differ from the type's defaults (its catalogue description,
    /// which layout reads too); one number when both axes agree.
    func priorities(_ p: AxisPriorities?, default value: ControlMetrics.AxisDefaults) -> String? {
        let h = p?.horizontal?.value ?? value.horizontal, v = p?.vertical?.value ?? value.vertical
        if h == value.horizontal && v == value.vertical { return nil }
        return h == v ? number(h) : "{ horizontal: \(number(h)), vertical: \(number(v)) }"
    }

    /// `directionalLayoutMargins` or `layoutMargins`, one number when the four sides agree.
    func margins(_ m: LayoutMargins) -> String {
        let key = m.isDirectional ? "directionalLayoutMargins" : "layoutMargins"
        if m.top == m.leading && m.top == m.bottom && m.top == m.trailing { return "\(key): \(number(m.top))" }
        let (leading, trailing) = m.isDirectional ? ("leading", "trailing") : ("left", "right")
        return "\(key): { top: \(number(m.top)), \(leading): \(number(m.leading)), bottom: \(number(m.bottom)), \(trailing): \(number(m.trailing)) }"
    }

    func font(_ font: Font) -> String {
        if let family = font.family { return "{ name: \(quoted(family)), size: \(number(font.pointSize)) }" }
        return font.style == nil ? quoted(font.name) : font.name
    }

    func number(_ value: Double) -> String { formatNumber(value) }

    func quoted(_ text: String) -> String { JSONWriter.quoted(text) }
}
