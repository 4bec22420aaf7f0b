extension ViewTypeDescription {
    /// `UITableView`: a list of sections of cells (Lists/).
    static let table = ViewTypeDescription(
        type: .table,
        keys: ["style", "separatorStyle", "sectionHeaderTopPadding", "contentInsetAdjustmentBehavior"],
        sizing: .none,
        hugging: .init(ControlMetrics.current.huggingPriority),
        text: .none,
        truncation: .none,
        baselines: .edges,
        interfaceBuilder: IBMapping(elements: ["tableView"]),
        drawing: .list)
}
