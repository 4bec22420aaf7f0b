extension ViewTypeDescription {
    /// `UITableView`: a list of sections of cells (Lists/).
    static func table(_ m: ControlMetrics) -> ViewTypeDescription {
        ViewTypeDescription(
            type: .table,
            keys: ["style", "separatorStyle", "sectionHeaderTopPadding", "contentInsetAdjustmentBehavior"],
            sizing: .none,
            hugging: .init(m.huggingPriority),
            text: .none,
            truncation: .none,
            baselines: .edges,
            interfaceBuilder: IBMapping(elements: ["tableView"]),
            drawing: .list)
    }
}
