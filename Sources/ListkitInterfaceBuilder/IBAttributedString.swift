import ListkitSpec

/// An `<attributedString>` as Interface Builder saves attributed text (`usesAttributedText="YES"`
/// on labels and text views, a button state's `attributedTitle`): its `<fragment>`s in order, each
/// with its text (a `content` attribute, or a `<string key="content">` for text with line breaks)
/// and its `<attributes>`, the font among them (`<font key="NSFont" size name>` or
/// `metaFont="system"` and AppKit's other meta fonts, or a `<fontDescription key="NSFont">`).
enum IBAttributedString {
    /// The fragments' text, joined; nil when there is none.
    static func text(_ string: XMLElementNode) -> String? {
        let parts = string.children("fragment").map { fragment in
            fragment["content"] ?? fragment.children.first { ($0.name == "string" || $0.name == "mutableString") && $0["key"] == "content" }?.text ?? ""
        }
        let text = parts.joined()
        return text.isEmpty ? nil : text
    }

    /// The first fragment's `<paragraphStyle key="NSParagraphStyle">`: its `lineHeightMultiple`
    /// and `lineSpacing` where set above 0 (NSParagraphStyle's defaults, 0, are none), in
    /// range (a multiple up to 100, a spacing up to 10,000 points); nil without either.
    static func firstParagraphStyle(_ string: XMLElementNode) -> (lineHeightMultiple: Double?, lineSpacing: Double?)? {
        guard let style = string.child("fragment")?.child("attributes")?.child("paragraphStyle", key: "NSParagraphStyle") else { return nil }
        func value(_ name: String, _ range: ClosedRange<Double>) -> Double? {
            style[name].flatMap(PlainDecimal.double).flatMap { $0 > 0 && range.contains($0) ? $0 : nil }
        }
        let multiple = value("lineHeightMultiple", NumberRange.fraction), spacing = value("lineSpacing", NumberRange.length)
        return multiple == nil && spacing == nil ? nil : (multiple, spacing)
    }

    /// The first fragment's font: what the view is measured in (listkit measures a text in one
    /// font, and the first fragment's sets the first line).
    static func firstFont(_ string: XMLElementNode) -> Font? {
        guard let attributes = string.child("fragment")?.child("attributes") else { return nil }
        if let description = attributes.child("fontDescription", key: "NSFont") { return IBContentReader.font(description) }
        guard let font = attributes.child("font", key: "NSFont"), let size = font["size"].flatMap(PlainDecimal.double), size > 0 else { return nil }
        if let name = font["name"] {
            // Names with a leading dot are the system font's private faces (".SFUI-Semibold").
            guard name.hasPrefix(".") else { return Font(named: name, size: size) }
            let weight = Font.Weight.allCases.filter { name.lowercased().hasSuffix($0.rawValue.lowercased()) }.max { $0.rawValue.count < $1.rawValue.count } ?? .regular
            return Font(systemSize: size, weight: weight)
        }
        // AppKit's meta fonts, as a Mac archives them: the system font (`system`, `label`,
        // `message`, `menu`, `smallSystem`, `cellTitle`…: NSFont's labelFont, messageFont,
        // menuFont and smallSystemFont are the system font at the size given) or its bold
        // (`systemBold`, `smallSystemBold`); the user's fixed-pitch font is not one.
        guard let meta = font["metaFont"], !meta.lowercased().contains("fixed") else { return nil }
        return Font(systemSize: size, weight: meta.hasSuffix("Bold") || meta == "boldSystem" ? .bold : .regular)
    }
}
