extension ViewTypeDescription {
    /// `UIDatePicker`: the wheels style (listkit's default) is a picker's size; compact and inline
    /// are not modelled (no size).
    static func datePicker(_ m: ControlMetrics) -> ViewTypeDescription {
        ViewTypeDescription(
            type: .datePicker,
            keys: ["style"],
            styles: [.wheels, .compact, .inline],
            sizing: .styled([.init(.wheels, m.pickerSize), .init(.compact, nil), .init(.inline, nil)]),
            hugging: .init(m.huggingPriority),
            text: .none,
            truncation: .none,
            baselines: .edges,
            interfaceBuilder: IBMapping(elements: ["datePicker"]),
            drawing: .controlBox)
    }
}
