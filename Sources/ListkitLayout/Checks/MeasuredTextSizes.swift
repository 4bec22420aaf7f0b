import ListkitSpec

/// A spec's views with each text view's intrinsic size fixed at a size derived from the size
/// listkit measures for its text: the second layouts that ask how much a finding depends on the
/// text model (`MisplacedViewRule`'s widened tolerance, texts grown by a stand-in's error;
/// `LayoutEngine.standInAmbiguityFindings`, texts at the least a stand-in's error allows).
/// Text views are labels, buttons and fields (`MisplacedViewRule.growsWithItsText`) showing a
/// text, without an intrinsic size of their own.
struct MeasuredTextSizes {
    let measurer: TextMeasurer
    /// Frames of the first layout by view id: a wrapping label is measured at its width there.
    let solved: [String: Rect]

    /// `views` with every text view's intrinsic size set to `resize(view, measured)`, where that
    /// gives one; `changed` set when a size was set.
    func views(_ views: [ViewSpec], changed: inout Bool, resize: (ViewSpec, Size) -> Size?) -> [ViewSpec] {
        views.map { view(of: $0, changed: &changed, resize: resize) }
    }

    private func view(of view: ViewSpec, changed: inout Bool, resize: (ViewSpec, Size) -> Size?) -> ViewSpec {
        var view = view
        view.subviews = views(view.subviews, changed: &changed, resize: resize)
        view.arranged = views(view.arranged, changed: &changed, resize: resize)
        guard view.intrinsicSize == nil, let text = IntrinsicContent.displayedText(of: view), !text.isEmpty,
              MisplacedViewRule.growsWithItsText(view) else { return view }
        let size = IntrinsicContent.of(view, text: text, wrapWidth: solved[view.id.value]?.width, measurer: measurer)
        guard let width = size.width, let height = size.height,
              let resized = resize(view, Size(width: width, height: height)) else { return view }
        view.intrinsicSize = Located(resized, at: view.mark)
        changed = true
        return view
    }
}
