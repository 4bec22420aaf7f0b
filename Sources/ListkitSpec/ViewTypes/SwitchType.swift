extension ViewTypeDescription {
    /// `UISwitch`: a fixed alignment rectangle, its frame 2 wider on the right. Hugging 750:
    /// Interface Builder writes 750 on both axes of every switch it creates (Apple's UIKitCatalog
    /// storyboards; public .xib files).
    static let `switch` = ViewTypeDescription(
        type: .`switch`,
        keys: ["isOn"],
        sizing: .fixed(ControlMetrics.current.switchSize),
        hugging: .init(ControlMetrics.current.compactControlHugging),
        alignmentInsets: ControlMetrics.current.switchAlignmentInsets,
        text: .none,
        truncation: .none,
        baselines: .edges,
        interfaceBuilder: IBMapping(elements: ["switch"], content: .switchState),
        drawing: .toggle)
}
