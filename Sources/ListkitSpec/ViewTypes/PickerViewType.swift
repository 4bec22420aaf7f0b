extension ViewTypeDescription {
    /// `UIPickerView`: its standard size.
    static let pickerView = ViewTypeDescription(
        type: .pickerView,
        keys: [],
        sizing: .fixed(ControlMetrics.current.pickerSize),
        hugging: .init(ControlMetrics.current.huggingPriority),
        text: .none,
        truncation: .none,
        baselines: .edges,
        interfaceBuilder: IBMapping(elements: ["pickerView"]),
        drawing: .controlBox)
}
