extension ViewTypeDescription {
    /// `UIScrollView`: a container without a content size.
    static func scrollView(_ m: ControlMetrics) -> ViewTypeDescription {
        ViewTypeDescription(
            type: .scrollView,
            keys: ["contentInsetAdjustmentBehavior"],
            sizing: .none,
            hugging: .init(m.huggingPriority),
            text: .none,
            truncation: .none,
            baselines: .edges,
            interfaceBuilder: IBMapping(elements: ["scrollView"]),
            drawing: .list)
    }
}
