extension ViewTypeDescription {
    /// `UIStackView`: sized by its arranged views (Lists/, System/), not by content of its own.
    static func stack(_ m: ControlMetrics) -> ViewTypeDescription {
        ViewTypeDescription(
            type: .stack,
            keys: ["axis", "alignment", "distribution", "spacing", "layoutMarginsRelativeArrangement"],
            sizing: .none,
            hugging: .init(m.huggingPriority),
            text: .none,
            truncation: .none,
            baselines: .edges,
            interfaceBuilder: IBMapping(elements: ["stackView"]),
            drawing: .stack)
    }
}
