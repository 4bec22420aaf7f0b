extension ViewTypeDescription {
    /// `UIButton` with a `UIButton.Configuration`: its title on one line inside the configuration's
    /// content insets. Hugging 251, as labels (listkit's long-standing default; see
    /// docs/layout.md).
    static let button = ViewTypeDescription(
        type: .button,
        keys: ["title", "font"],
        sizing: .insetText(ControlMetrics.current.buttonContentInsets),
        hugging: .init(ControlMetrics.current.textAndImageHugging),
        text: .title,
        truncation: .title,
        baselines: .text,
        interfaceBuilder: IBMapping(elements: ["button"], content: .button),
        drawing: .button)
}
