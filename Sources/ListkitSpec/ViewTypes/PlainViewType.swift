extension ViewTypeDescription {
    /// A plain `UIView`: a box for other views, with no content of its own; IB's cells' content
    /// views and reusable views are read as one.
    static func view(_ m: ControlMetrics) -> ViewTypeDescription {
        ViewTypeDescription(
            type: .view,
            keys: [],
            sizing: .none,
            hugging: .init(m.huggingPriority),
            text: .none,
            truncation: .none,
            baselines: .edges,
            interfaceBuilder: IBMapping(elements: ["view", "tableViewCellContentView", "collectionViewCellContentView", "collectionReusableView"]),
            drawing: .box)
    }
}
