extension ViewTypeDescription {
    /// `UICollectionView` with a flow or compositional layout (Lists/).
    static let collection = ViewTypeDescription(
        type: .collection,
        keys: ["flow", "compositional", "contentInsetAdjustmentBehavior"],
        sizing: .none,
        hugging: .init(ControlMetrics.current.huggingPriority),
        text: .none,
        truncation: .none,
        baselines: .edges,
        interfaceBuilder: IBMapping(elements: ["collectionView"]),
        drawing: .list)
}
