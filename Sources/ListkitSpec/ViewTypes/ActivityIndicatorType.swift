extension ViewTypeDescription {
    /// `UIActivityIndicatorView`: a fixed size per `UIActivityIndicatorView.Style`. Hugging 750:
    /// Interface Builder writes 750 on both axes of every activity indicator it creates (Apple's
    /// UIKitCatalog storyboards; public .xib files).
    static func activityIndicator(_ m: ControlMetrics) -> ViewTypeDescription {
        ViewTypeDescription(
            type: .activityIndicator,
            keys: ["style"],
            styles: [.medium, .large],
            sizing: .styled([.init(.medium, m.activityIndicatorMediumSize), .init(.large, m.activityIndicatorLargeSize)]),
            hugging: .init(m.compactControlHugging),
            text: .none,
            truncation: .none,
            baselines: .edges,
            interfaceBuilder: IBMapping(elements: ["activityIndicatorView"], content: .activityStyle),
            drawing: .spinner)
    }
}
