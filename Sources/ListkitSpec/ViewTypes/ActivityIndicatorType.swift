extension ViewTypeDescription {
    /// `UIActivityIndicatorView`: a fixed size per `UIActivityIndicatorView.Style`. Hugging 750:
    /// Interface Builder writes 750 on both axes of every activity indicator it creates (Apple's
    /// UIKitCatalog storyboards; public .xib files).
    static let activityIndicator = ViewTypeDescription(
        type: .activityIndicator,
        keys: ["style"],
        styles: [.medium, .large],
        sizing: .styled([.init(.medium, ControlMetrics.current.activityIndicatorMediumSize), .init(.large, ControlMetrics.current.activityIndicatorLargeSize)]),
        hugging: .init(ControlMetrics.current.compactControlHugging),
        text: .none,
        truncation: .none,
        baselines: .edges,
        interfaceBuilder: IBMapping(elements: ["activityIndicatorView"], content: .activityStyle),
        drawing: .spinner)
}
