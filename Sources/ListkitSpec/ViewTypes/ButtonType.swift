extension ViewTypeDescription {
    /// `UIButton`: with a `UIButton.Configuration` (no style), its title on one line inside the
    /// configuration's content insets; without one (`style: system` or `custom`, the button's
    /// `UIButton.ButtonType`, as Interface Builder's `<button>` without a `<buttonConfiguration>`),
    /// by its title alone (`LegacyButtonMetrics`), or its title inside its `contentEdgeInsets`.
    /// Hugging 251, as labels (listkit's
    /// long-standing default; see docs/layout.md).
    static func button(_ m: ControlMetrics) -> ViewTypeDescription {
        ViewTypeDescription(
            type: .button,
            keys: ["title", "font", "style", "contentEdgeInsets"],
            styles: [.system, .custom],
            sizing: .insetText(m.buttonContentInsets),
            sizingByStyle: [.system: .legacyTitle(LegacyButtonMetrics.current.system), .custom: .legacyTitle(LegacyButtonMetrics.current.custom)],
            hugging: .init(m.textAndImageHugging),
            text: .title,
            truncation: .title,
            baselines: .text,
            interfaceBuilder: IBMapping(elements: ["button"], content: .button),
            drawing: .button)
    }
}
