extension ViewTypeDescription {
    /// `UISlider`: a fixed height, no width; its frame 2 wider on each side. Hugging 250: Interface
    /// Builder writes no hugging priority on the sliders it creates (Apple's UIKitCatalog
    /// storyboards).
    static func slider(_ m: ControlMetrics) -> ViewTypeDescription {
        ViewTypeDescription(
            type: .slider,
            keys: [],
            sizing: .fixed(m.sliderSize),
            hugging: .init(m.huggingPriority),
            alignmentInsets: m.sliderAlignmentInsets,
            text: .none,
            truncation: .none,
            baselines: .edges,
            interfaceBuilder: IBMapping(elements: ["slider"]),
            drawing: .track(knob: true))
    }
}
