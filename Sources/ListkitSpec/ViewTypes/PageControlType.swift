extension ViewTypeDescription {
    /// `UIPageControl`: its width from `numberOfPages` (none without), a fixed height. Hugging 250:
    /// Interface Builder writes no hugging priority on the page controls it creates (Apple's
    /// UIKitCatalog storyboards), so they keep UIView's.
    static func pageControl(_ m: ControlMetrics) -> ViewTypeDescription {
        ViewTypeDescription(
            type: .pageControl,
            keys: ["numberOfPages"],
            sizing: .pages(pitch: m.pageControlPitch, onePage: m.pageControlOnePageWidth, height: m.pageControlHeight),
            hugging: .init(m.huggingPriority),
            text: .none,
            truncation: .none,
            baselines: .edges,
            interfaceBuilder: IBMapping(elements: ["pageControl"], content: .pages),
            drawing: .pageDots)
    }
}
