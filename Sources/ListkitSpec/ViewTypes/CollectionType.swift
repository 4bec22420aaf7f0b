extension ViewTypeDescription {
    /// `UICollectionView` with a flow or compositional layout (Lists/).
    static func collection(_ m: ControlMetrics) -> ViewTypeDescription {
        ViewTypeDescription(
            type: .collection,
            keys: ["flow", "compositional", "contentInsetAdjustmentBehavior"],
            sizing: .none,
            hugging: .init(m.huggingPriority),
            text: .none,
            truncation: .none,
            baselines: .edges,
            interfaceBuilder: IBMapping(elements: ["collectionView"]),
            drawing: .list)
    }
}
