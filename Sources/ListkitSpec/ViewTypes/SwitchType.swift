extension ViewTypeDescription {
    /// `UISwitch`: a fixed alignment rectangle, its frame 2 wider on the right. Hugging 750:
    /// Interface Builder writes 750 on both axes of every switch it creates (Apple's UIKitCatalog
    /// storyboards; public .xib files).
    static func `switch`(_ m: ControlMetrics) -> ViewTypeDescription {
        ViewTypeDescription(
            type: .`switch`,
            keys: ["isOn"],
            sizing: .fixed(m.switchSize),
            hugging: .init(m.compactControlHugging),
            alignmentInsets: m.switchAlignmentInsets,
            text: .none,
            truncation: .none,
            baselines: .edges,
            interfaceBuilder: IBMapping(elements: ["switch"], content: .switchState),
            drawing: .toggle)
    }
}
