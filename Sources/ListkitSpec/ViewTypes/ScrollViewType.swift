extension ViewTypeDescription {
    /// `UIScrollView`: a container without a content size.
    static let scrollView = ViewTypeDescription(
        type: .scrollView,
        keys: [],
        sizing: .none,
        hugging: .init(ControlMetrics.current.huggingPriority),
        text: .none,
        truncation: .none,
        baselines: .edges,
        interfaceBuilder: IBMapping(elements: ["scrollView"]),
        drawing: .list)
}
