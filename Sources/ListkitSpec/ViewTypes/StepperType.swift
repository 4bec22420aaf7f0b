extension ViewTypeDescription {
    /// `UIStepper`: a fixed size. Hugging 750: Interface Builder writes 750 on both axes of every
    /// stepper it creates (Apple's UIKitCatalog storyboards).
    static let stepper = ViewTypeDescription(
        type: .stepper,
        keys: [],
        sizing: .fixed(ControlMetrics.current.stepperSize),
        hugging: .init(ControlMetrics.current.compactControlHugging),
        text: .none,
        truncation: .none,
        baselines: .edges,
        interfaceBuilder: IBMapping(elements: ["stepper"]),
        drawing: .roundedControl)
}
