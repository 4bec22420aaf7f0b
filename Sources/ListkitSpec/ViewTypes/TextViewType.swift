extension ViewTypeDescription {
    /// `UITextView`: scrolling (the default), no intrinsic size; with `isScrollEnabled: false`, its
    /// text wrapped at its width inside its text container's insets.
    static let textView = ViewTypeDescription(
        type: .textView,
        keys: ["text", "font", "isScrollEnabled"],
        sizing: .textContainer(ControlMetrics.current.textViewInsets),
        hugging: .init(ControlMetrics.current.huggingPriority),
        text: .text,
        truncation: .none,
        baselines: .text,
        interfaceBuilder: IBMapping(elements: ["textView"], content: .textView),
        drawing: .textContainer(padding: ControlMetrics.current.textViewInsets.left))
}
