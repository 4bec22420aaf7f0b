import ListkitSpec
import ListkitYAML

/// What a view shows and its content priorities, read from its element: text, title,
/// placeholder, font, lines, line break mode, image size, switch state, hidden, hugging,
/// compression resistance and intrinsic size placeholders.
struct IBContentReader {
    /// Image sizes from the document's `<resources>` (`<image name="x" width="24" height="24"/>`).
    let imageSizes: [String: Size]
    var notes: [IBNote] = []

    mutating func read(_ element: XMLElementNode, into view: inout ViewSpec) {
        let mark = element.mark
        switch view.type.value.entry.interfaceBuilder.content {
        case .label:
            view.text = text(element).map { Located($0, at: mark) }
            if let lines = element["numberOfLines"].flatMap(Int.init) { view.lines = Located(lines, at: mark) }
            if let mode = element["lineBreakMode"].flatMap(Self.lineBreakModes.index(forKey:)) {
                view.lineBreakMode = Located(Self.lineBreakModes[mode].value, at: mark)
            }
        case .button:
            readButton(element, into: &view)
        case .field:
            view.text = element["text"].map { Located($0, at: mark) }
            view.placeholder = element["placeholder"].map { Located($0, at: mark) }
        case .image:
            if let name = element["image"] ?? element.child("imageReference", key: "image")?["image"] {
                if let size = imageSizes[name] { view.intrinsicSize = Located(size, at: mark) }
            }
        case .switchState:
            view.isOn = element["on"] == "YES"
        case .activityStyle:
            // UIActivityIndicatorView.Style as IB writes it: `large` and the former `whiteLarge`
            // are large; `medium`, `gray` and `white` (and no style) the 20-point medium one.
            if let style = element["style"] {
                view.controlStyle = Located(style == "large" || style == "whiteLarge" ? .large : .medium, at: mark)
            }
        case .none:
            break
        }
        if let font = element.child("fontDescription", key: "fontDescription").flatMap(Self.font) {
            view.font = Located(font, at: mark)
        }
        view.hidden = element["hidden"] == "YES"
        readPriorities(element, into: &view)
        readIntrinsicPlaceholder(element, into: &view)
    }

    /// A label's text: a `<string key="text">` (how IB writes multi-line texts), else the
    /// `text` attribute.
    func text(_ element: XMLElementNode) -> String? {
        element.child("string", key: "text")?.text ?? element["text"]
    }

    /// `UIButton.Configuration` buttons (`<buttonConfiguration>`) are what listkit models; a
    /// legacy button's title sits in `<state key="normal" title=…>`, with no content insets.
    mutating func readButton(_ element: XMLElementNode, into view: inout ViewSpec) {
        let mark = element.mark
        if let configuration = element.child("buttonConfiguration", key: "configuration") {
            view.title = configuration["title"].map { Located($0, at: mark) }
            if let font = configuration.child("fontDescription", key: "titleFontDescription").flatMap(Self.font) {
                view.font = Located(font, at: mark)
            }
            return
        }
        view.title = element.child("state", key: "normal")?["title"].map { Located($0, at: mark) }
        notes.append(IBNote("legacy button (no UIButton.Configuration): listkit sizes it as a configuration button (12-point side and 6-point vertical insets), UIKit by its title alone; its saved frame is not compared", at: mark, affectsLayout: false))
    }

    /// Content hugging and compression resistance. IB writes a priority only where it differs
    /// from its base for the element: the type's `IBMapping.unwrittenHugging` (UIView's 250) and
    /// UIView's 750 compression resistance.
    func readPriorities(_ element: XMLElementNode, into view: inout ViewSpec) {
        func priority(_ name: String, default value: Double) -> Located<Double> {
            Located(element[name].flatMap(Double.init) ?? value, at: element.mark)
        }
        let hugging = view.type.value.entry.interfaceBuilder.unwrittenHugging
        let resistance = ControlMetrics.current.compressionResistancePriority
        view.hugging = AxisPriorities(horizontal: priority("horizontalHuggingPriority", default: hugging),
                                      vertical: priority("verticalHuggingPriority", default: hugging))
        view.compressionResistance = AxisPriorities(horizontal: priority("horizontalCompressionResistancePriority", default: resistance),
                                                    vertical: priority("verticalCompressionResistancePriority", default: resistance))
    }

    /// "Intrinsic Size: Placeholder": IB lays the view out as if it had this intrinsic size.
    mutating func readIntrinsicPlaceholder(_ element: XMLElementNode, into view: inout ViewSpec) {
        let width = element["placeholderIntrinsicWidth"], height = element["placeholderIntrinsicHeight"]
        guard width != nil || height != nil else { return }
        if let w = width.flatMap(Double.init), let h = height.flatMap(Double.init) {
            view.intrinsicSize = Located(Size(width: w, height: h), at: element.mark)
        } else {
            notes.append(IBNote("an intrinsic size placeholder on one axis only (\(width ?? "none") × \(height ?? "none")): listkit's intrinsicSize takes both; left out", at: element.mark, affectsLayout: true))
        }
    }

    /// IB's line break modes. Tail truncation is UILabel's default, which IB writes on every label,
    /// so it says nothing about intent and is not carried over (docs/interface-builder.md).
    static let lineBreakModes: [String: LineBreakMode] = [
        "wordWrap": .byWordWrapping, "characterWrap": .byCharWrapping, "clip": .byClipping, "clipping": .byClipping,
        "headTruncation": .byTruncatingHead, "middleTruncation": .byTruncatingMiddle,
    ]

    static let textStyles: [String: Font.TextStyle] = [
        "UICTFontTextStyleTitle0": .largeTitle, "UICTFontTextStyleTitle1": .title1, "UICTFontTextStyleTitle2": .title2,
        "UICTFontTextStyleTitle3": .title3, "UICTFontTextStyleHeadline": .headline, "UICTFontTextStyleBody": .body,
        "UICTFontTextStyleCallout": .callout, "UICTFontTextStyleSubhead": .subheadline,
        "UICTFontTextStyleFootnote": .footnote, "UICTFontTextStyleCaption1": .caption1, "UICTFontTextStyleCaption2": .caption2,
    ]

    /// `<fontDescription>`: a text style, the system font (`type="system"`, `boldSystem`, with a
    /// `weight`), or a named font (`name="Avenir-Medium"`).
    static func font(_ description: XMLElementNode) -> Font? {
        if let style = description["style"], let textStyle = textStyles[style] { return Font(style: textStyle) }
        guard let size = description["pointSize"].flatMap(Double.init), size > 0 else { return nil }
        if let name = description["name"] { return Font(named: name, size: size) }
        switch description["type"] {
        case "boldSystem": return Font(systemSize: size, weight: .bold)
        default:
            let weight = description["weight"].flatMap(Font.Weight.init(rawValue:)) ?? .regular
            return Font(systemSize: size, weight: weight)
        }
    }
}
