extension ViewTypeDescription {
    /// A plain `UIView`: a box for other views, with no content of its own; IB's cells' content
    /// views and reusable views are read as one, and so are IB's views of UIView subclasses that
    /// keep `UIView`'s intrinsic size (`noIntrinsicMetric` on both axes: none of `MKMapView`,
    /// `WKWebView` or `UIWebView` documents one of its own) and a container view, the box an
    /// embedded view controller's view fills.
    static func view(_ m: ControlMetrics) -> ViewTypeDescription {
        ViewTypeDescription(
            type: .view,
            keys: [],
            sizing: .none,
            hugging: .init(m.huggingPriority),
            text: .none,
            truncation: .none,
            baselines: .edges,
            interfaceBuilder: IBMapping(elements: ["view", "tableViewCellContentView", "collectionViewCellContentView", "collectionReusableView",
                                                   "containerView", "mapView", "wkWebView", "webView"]),
            drawing: .box)
    }
}
