extension ViewTypeDescription {
    /// `UITextField` (rounded rect): its text or placeholder on one line plus its padding, a fixed
    /// height; text that does not fit scrolls.
    static let textField = ViewTypeDescription(
        type: .textField,
        keys: ["placeholder", "text", "font"],
        sizing: .field(padding: ControlMetrics.current.textFieldPadding, height: ControlMetrics.current.textFieldHeight),
        hugging: .init(ControlMetrics.current.huggingPriority),
        text: .textOrPlaceholder,
        truncation: .none,
        baselines: .text,
        interfaceBuilder: IBMapping(elements: ["textField"], content: .field),
        drawing: .field(padding: ControlMetrics.current.textFieldPadding))
}
