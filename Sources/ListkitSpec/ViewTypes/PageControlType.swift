extension ViewTypeDescription {
    /// `UIPageControl`: its width from `numberOfPages` (none without), a fixed height. Hugging 250:
    /// Interface Builder writes no hugging priority on the page controls it creates (Apple's
    /// UIKitCatalog storyboards), so they keep UIView's.
    static let pageControl = ViewTypeDescription(
        type: .pageControl,
        keys: ["numberOfPages"],
        sizing: .pages(pitch: ControlMetrics.current.pageControlPitch, padding: ControlMetrics.current.pageControlPadding, height: ControlMetrics.current.pageControlHeight),
        hugging: .init(ControlMetrics.current.huggingPriority),
        text: .none,
        truncation: .none,
        baselines: .edges,
        interfaceBuilder: IBMapping(elements: ["pageControl"]),
        drawing: .pageDots)
}
