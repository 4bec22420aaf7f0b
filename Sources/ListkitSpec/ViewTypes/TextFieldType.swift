extension ViewTypeDescription {
    /// `UITextField` (rounded rect): its text or placeholder on one line plus its padding, a fixed
    /// height; text that does not fit scrolls.
    static func textField(_ m: ControlMetrics) -> ViewTypeDescription {
        ViewTypeDescription(
            type: .textField,
            keys: ["placeholder", "text", "font"],
            sizing: .field(padding: m.textFieldPadding, height: m.textFieldHeight),
            hugging: .init(m.huggingPriority),
            text: .textOrPlaceholder,
            truncation: .none,
            baselines: .text,
            interfaceBuilder: IBMapping(elements: ["textField"], content: .field),
            drawing: .field(padding: m.textFieldPadding))
    }
}
