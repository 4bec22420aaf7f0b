import ListkitSpec

/// Which listkit view type an Interface Builder element is, and what it shows.
enum IBViewTypes {
    /// IB's element names of the types listkit has. A type listkit gains under another name
    /// than IB's element is listed in `aliases`.
    static let aliases: [String: String] = [
        "imageView": "image", "stackView": "stack", "tableView": "table", "collectionView": "collection",
        "activityIndicatorView": "activityIndicator", "visualEffectView": "visualEffect",
        // Cells' content views and reusable views are plain views.
        "tableViewCellContentView": "view", "collectionViewCellContentView": "view", "collectionReusableView": "view",
    ]

    /// Elements that are views but have no listkit type: read as plain views, with a note.
    static let knownControls: Set<String> = [
        "slider", "segmentedControl", "stepper", "activityIndicatorView", "progressView", "pageControl",
        "textView", "scrollView", "datePicker", "pickerView", "visualEffectView", "mapView", "wkWebView",
        "webView", "navigationBar", "toolbar", "tabBar", "containerView", "arscnView", "sceneKitView",
        "mtkView", "glkView", "skView", "arskView", "imageView", "view",
    ]

    /// Elements that are never views of a hierarchy (what a `subviews` list may hold besides views
    /// is only views, so this is for top-level objects of a .xib).
    static let nonViews: Set<String> = [
        "placeholder", "customObject", "tapGestureRecognizer", "panGestureRecognizer", "swipeGestureRecognizer",
        "pinchGestureRecognizer", "longPressGestureRecognizer", "screenEdgePanGestureRecognizer",
        "rotationGestureRecognizer", "navigationItem", "barButtonItem", "tabBarItem", "viewControllerLayoutGuide",
        "exit", "segue", "menu", "simulatedMetricsContainer",
    ]

    /// The listkit type for an element, or nil when listkit has none.
    static func type(of element: XMLElementNode) -> ViewType? {
        let name = element.name
        return ViewType(rawValue: aliases[name] ?? name)
    }

    /// Whether an element is a view IB lays out (any element with a saved frame that is not a
    /// known non-view).
    static func isView(_ element: XMLElementNode) -> Bool {
        !nonViews.contains(element.name) && element.child("rect", key: "frame") != nil
    }
}
