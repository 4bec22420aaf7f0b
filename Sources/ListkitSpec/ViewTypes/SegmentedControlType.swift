extension ViewTypeDescription {
    /// `UISegmentedControl`: a fixed height; its width from its segments' titles where the spec
    /// gives them (`segments`, `SegmentedControlMetrics`), else none. Hugging 250: Interface Builder writes no hugging priority on
    /// the segmented controls it creates (Apple's UIKitCatalog storyboards, ten public .xib files),
    /// so they keep UIView's.
    static func segmentedControl(_ m: ControlMetrics) -> ViewTypeDescription {
        let segments = SegmentedControlMetrics.current
        return ViewTypeDescription(
            type: .segmentedControl,
            keys: ["segments", "apportionsSegmentWidthsByContent"],
            sizing: .segments(font: segments.titleFont, padding: segments.segmentPadding, height: m.segmentedControlSize.height),
            hugging: .init(m.huggingPriority),
            alignmentInsets: m.segmentedControlAlignmentInsets,
            text: .none,
            truncation: .none,
            baselines: .edges,
            interfaceBuilder: IBMapping(elements: ["segmentedControl"], content: .segments),
            drawing: .roundedControl)
    }
}
