extension ViewTypeDescription {
    /// `UIPickerView`: its standard size.
    static func pickerView(_ m: ControlMetrics) -> ViewTypeDescription {
        ViewTypeDescription(
            type: .pickerView,
            keys: [],
            sizing: .fixed(m.pickerSize),
            hugging: .init(m.huggingPriority),
            text: .none,
            truncation: .none,
            baselines: .edges,
            interfaceBuilder: IBMapping(elements: ["pickerView"]),
            drawing: .controlBox)
    }
}
