extension ViewTypeDescription {
    /// `UILabel`: its text in its font, on `lines` lines (1 by default; 0 for unlimited). Hugging
    /// 251: Interface Builder writes `horizontalHuggingPriority="251"` on every label it creates.
    static func label(_ m: ControlMetrics) -> ViewTypeDescription {
        ViewTypeDescription(
            type: .label,
            keys: ["text", "font", "lines", "lineBreakMode", "minimumScaleFactor", "lineHeightMultiple", "lineSpacing"],
            sizing: .label,
            hugging: .init(m.textAndImageHugging),
            text: .text,
            truncation: .lines,
            baselines: .text,
            interfaceBuilder: IBMapping(elements: ["label"], content: .label),
            drawing: .label)
    }
}
