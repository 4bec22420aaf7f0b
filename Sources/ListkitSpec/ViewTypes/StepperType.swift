extension ViewTypeDescription {
    /// `UIStepper`: a fixed size. Hugging 750: Interface Builder writes 750 on both axes of every
    /// stepper it creates (Apple's UIKitCatalog storyboards).
    static func stepper(_ m: ControlMetrics) -> ViewTypeDescription {
        ViewTypeDescription(
            type: .stepper,
            keys: [],
            sizing: .fixed(m.stepperSize),
            hugging: .init(m.compactControlHugging),
            text: .none,
            truncation: .none,
            baselines: .edges,
            interfaceBuilder: IBMapping(elements: ["stepper"]),
            drawing: .roundedControl)
    }
}
