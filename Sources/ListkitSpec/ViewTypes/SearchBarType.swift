extension ViewTypeDescription {
    /// `UISearchBar`: a fixed height and no width; its text or placeholder is shown, not measured.
    static let searchBar = ViewTypeDescription(
        type: .searchBar,
        keys: ["placeholder", "text"],
        sizing: .fixed(ControlMetrics.current.searchBarSize),
        hugging: .init(ControlMetrics.current.huggingPriority),
        text: .textOrPlaceholder,
        truncation: .none,
        baselines: .edges,
        interfaceBuilder: IBMapping(elements: ["searchBar"], content: .field),
        drawing: .field(padding: ControlMetrics.current.textFieldPadding))
}
