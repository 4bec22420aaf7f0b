extension ViewTypeDescription {
    /// `UIProgressView`: a fixed bar height, no width. Hugging 250.
    static let progressView = ViewTypeDescription(
        type: .progressView,
        keys: [],
        sizing: .fixed(ControlMetrics.current.progressViewSize),
        hugging: .init(ControlMetrics.current.huggingPriority),
        text: .none,
        truncation: .none,
        baselines: .edges,
        interfaceBuilder: IBMapping(elements: ["progressView"]),
        drawing: .track(knob: false))
}
