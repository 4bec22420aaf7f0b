extension ViewTypeDescription {
    /// `UISlider`: a fixed height, no width; its frame 2 wider on each side. Hugging 250: Interface
    /// Builder writes no hugging priority on the sliders it creates (Apple's UIKitCatalog
    /// storyboards).
    static let slider = ViewTypeDescription(
        type: .slider,
        keys: [],
        sizing: .fixed(ControlMetrics.current.sliderSize),
        hugging: .init(ControlMetrics.current.huggingPriority),
        alignmentInsets: ControlMetrics.current.sliderAlignmentInsets,
        text: .none,
        truncation: .none,
        baselines: .edges,
        interfaceBuilder: IBMapping(elements: ["slider"]),
        drawing: .track(knob: true))
}
