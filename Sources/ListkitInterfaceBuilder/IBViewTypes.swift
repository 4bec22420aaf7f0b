import ListkitSpec

/// Which listkit view type an Interface Builder element is, and what it shows.
enum IBViewTypes {
    /// Elements that are never views of a hierarchy (what a `subviews` list may hold besides views
    /// is only views, so this is for top-level objects of a .xib).
    static let nonViews: Set<String> = [
        "placeholder", "customObject", "tapGestureRecognizer", "panGestureRecognizer", "swipeGestureRecognizer",
        "pinchGestureRecognizer", "longPressGestureRecognizer", "screenEdgePanGestureRecognizer",
        "rotationGestureRecognizer", "navigationItem", "barButtonItem", "tabBarItem", "viewControllerLayoutGuide",
        "exit", "segue", "menu", "simulatedMetricsContainer",
    ]

    /// The listkit type for an element (the one whose description lists the element's name),
    /// or nil when listkit has none.
    static func type(of element: XMLElementNode) -> ViewType? {
        ViewTypeCatalogue.typesByIBElement[element.name]
    }

    /// Whether an element is a view IB lays out (any element with a saved frame that is not a
    /// known non-view).
    static func isView(_ element: XMLElementNode) -> Bool {
        !nonViews.contains(element.name) && IBSavedFrame.isSaved(element)
    }
}
