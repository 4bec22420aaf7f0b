extension ViewTypeDescription {
    /// `UISearchBar`: a fixed height and no width; its text or placeholder is shown, not measured.
    static func searchBar(_ m: ControlMetrics) -> ViewTypeDescription {
        ViewTypeDescription(
            type: .searchBar,
            keys: ["placeholder", "text"],
            sizing: .fixed(m.searchBarSize),
            hugging: .init(m.huggingPriority),
            text: .textOrPlaceholder,
            truncation: .none,
            baselines: .edges,
            interfaceBuilder: IBMapping(elements: ["searchBar"], content: .field),
            drawing: .field(padding: m.textFieldPadding))
    }
}
