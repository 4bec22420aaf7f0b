extension ViewTypeDescription {
    /// `UISegmentedControl`: a fixed height; its width from its titles is not modelled
    /// (docs/layout.md, "Controls"). Hugging 250: Interface Builder writes no hugging priority on
    /// the segmented controls it creates (Apple's UIKitCatalog storyboards, ten public .xib files),
    /// so they keep UIView's.
    static func segmentedControl(_ m: ControlMetrics) -> ViewTypeDescription {
        ViewTypeDescription(
            type: .segmentedControl,
            keys: [],
            sizing: .fixed(m.segmentedControlSize),
            hugging: .init(m.huggingPriority),
            alignmentInsets: m.segmentedControlAlignmentInsets,
            text: .none,
            truncation: .none,
            baselines: .edges,
            interfaceBuilder: IBMapping(elements: ["segmentedControl"]),
            drawing: .roundedControl)
    }
}
