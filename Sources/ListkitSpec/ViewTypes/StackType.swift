extension ViewTypeDescription {
    /// `UIStackView`: sized by its arranged views (Lists/, System/), not by content of its own.
    static let stack = ViewTypeDescription(
        type: .stack,
        keys: ["axis", "alignment", "distribution", "spacing", "layoutMarginsRelativeArrangement"],
        sizing: .none,
        hugging: .init(ControlMetrics.current.huggingPriority),
        text: .none,
        truncation: .none,
        baselines: .edges,
        interfaceBuilder: IBMapping(elements: ["stackView"]),
        drawing: .stack)
}
