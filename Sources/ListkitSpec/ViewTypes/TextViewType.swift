extension ViewTypeDescription {
    /// `UITextView`: scrolling (the default), no intrinsic size; with `isScrollEnabled: false`, its
    /// text wrapped at its width inside its text container's insets.
    static func textView(_ m: ControlMetrics) -> ViewTypeDescription {
        ViewTypeDescription(
            type: .textView,
            keys: ["text", "font", "isScrollEnabled"],
            sizing: .textContainer(m.textViewInsets),
            hugging: .init(m.huggingPriority),
            text: .text,
            truncation: .none,
            baselines: .text,
            interfaceBuilder: IBMapping(elements: ["textView"], content: .textView),
            drawing: .textContainer(padding: m.textViewInsets.left))
    }
}
