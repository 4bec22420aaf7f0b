extension ViewTypeDescription {
    /// `UISegmentedControl`: a fixed height; its width from its titles is not modelled
    /// (docs/layout.md, "Controls"). Hugging 750, as UIKit's
    /// compact controls.
    static let segmentedControl = ViewTypeDescription(
        type: .segmentedControl,
        keys: [],
        sizing: .fixed(ControlMetrics.current.segmentedControlSize),
        hugging: .init(ControlMetrics.current.compactControlHugging),
        alignmentInsets: ControlMetrics.current.segmentedControlAlignmentInsets,
        text: .none,
        truncation: .none,
        baselines: .edges,
        interfaceBuilder: IBMapping(elements: ["segmentedControl"]),
        drawing: .roundedControl)
}
