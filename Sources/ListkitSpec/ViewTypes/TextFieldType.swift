extension ViewTypeDescription {
    /// `UITextField` (rounded rect): its text or placeholder on one line plus its padding, a fixed
    /// height; text that does not fit scrolls. `style: borderless` (`borderStyle` `.none`): as
    /// tall as its line plus a little (`BorderlessFieldMetrics`).
    static func textField(_ m: ControlMetrics) -> ViewTypeDescription {
        let borderless = BorderlessFieldMetrics.current
        return ViewTypeDescription(
            type: .textField,
            keys: ["placeholder", "text", "font", "style"],
            styles: [.borderless],
            sizing: .field(padding: m.textFieldPadding, height: m.textFieldHeight),
            sizingByStyle: [.borderless: .lineField(padding: borderless.padding, verticalPadding: borderless.verticalPadding)],
            hugging: .init(m.huggingPriority),
            text: .textOrPlaceholder,
            truncation: .none,
            baselines: .text,
            interfaceBuilder: IBMapping(elements: ["textField"], content: .field),
            drawing: .field(padding: m.textFieldPadding))
    }
}
