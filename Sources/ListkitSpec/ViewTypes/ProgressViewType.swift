extension ViewTypeDescription {
    /// `UIProgressView`: a fixed bar height, no width. Hugging 750 vertically only: Interface
    /// Builder writes `verticalHuggingPriority="750"` and no horizontal one on the progress views
    /// it creates (Apple's UIKitCatalog storyboards).
    static func progressView(_ m: ControlMetrics) -> ViewTypeDescription {
        ViewTypeDescription(
            type: .progressView,
            keys: [],
            sizing: .fixed(m.progressViewSize),
            hugging: m.progressViewHugging,
            text: .none,
            truncation: .none,
            baselines: .edges,
            interfaceBuilder: IBMapping(elements: ["progressView"]),
            drawing: .track(knob: false))
    }
}
