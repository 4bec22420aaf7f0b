extension ViewTypeDescription {
    /// `UIVisualEffectView`: a container without a content size.
    static let visualEffect = ViewTypeDescription(
        type: .visualEffect,
        keys: [],
        sizing: .none,
        hugging: .init(ControlMetrics.current.huggingPriority),
        text: .none,
        truncation: .none,
        baselines: .edges,
        interfaceBuilder: IBMapping(elements: ["visualEffectView"]),
        drawing: .controlBox)
}
