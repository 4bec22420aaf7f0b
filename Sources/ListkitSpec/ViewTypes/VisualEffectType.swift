extension ViewTypeDescription {
    /// `UIVisualEffectView`: a container without a content size.
    static func visualEffect(_ m: ControlMetrics) -> ViewTypeDescription {
        ViewTypeDescription(
            type: .visualEffect,
            keys: [],
            sizing: .none,
            hugging: .init(m.huggingPriority),
            text: .none,
            truncation: .none,
            baselines: .edges,
            interfaceBuilder: IBMapping(elements: ["visualEffectView"]),
            drawing: .controlBox)
    }
}
