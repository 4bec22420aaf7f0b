extension ViewTypeDescription {
    /// `UIPageControl`: its width from `numberOfPages` (none without), a fixed height. Hugging 750,
    /// as UIKit's compact controls.
    static let pageControl = ViewTypeDescription(
        type: .pageControl,
        keys: ["numberOfPages"],
        sizing: .pages(pitch: ControlMetrics.current.pageControlPitch, padding: ControlMetrics.current.pageControlPadding, height: ControlMetrics.current.pageControlHeight),
        hugging: .init(ControlMetrics.current.compactControlHugging),
        text: .none,
        truncation: .none,
        baselines: .edges,
        interfaceBuilder: IBMapping(elements: ["pageControl"]),
        drawing: .pageDots)
}
