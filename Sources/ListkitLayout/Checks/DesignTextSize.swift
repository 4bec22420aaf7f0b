import ListkitSpec

/// The Dynamic Type setting a design tool laid a screen's text styles out at, told from the
/// frames it saved: what `misplaced-view` compares them at.
///
/// Interface Builder lays text styles out at the Dynamic Type setting of its canvas, which the
/// document does not keep. Where the labels in a text style that are as tall as one of their
/// lines at some setting are all so at one setting other than Large, and not all at Large, the
/// screen was saved at that setting. Evidence: kharrison/CodeExamples'
/// `DynamicText` storyboards (18122), ten labels, one per text style, each saved one line tall
/// at the xSmall setting (body 17 tall: 14 points; title1 30: 25 points; caption1 13.5: 11
/// points); zotero/zotero-ios's `TagRow.xib`, `LookupItemCell.xib`, `CollectionCellContentView.xib`
/// and four other .xib files (body labels 17 tall), videolan/vlc-ios's
/// `VLCStreamingHistoryCell.xib` (callout 16, footnote 14.5). A screen whose labels Large gives,
/// with none, or with labels no one setting gives, is Large.
public enum DesignTextSize {
    /// The setting `spec`'s saved frames were laid out at, on a device of `scale` pixels a point.
    public static func of(_ spec: Spec, scale: Int, fonts: FontLibrary = .standard) -> ContentSizeCategory {
        lazy var measurer = TextMeasurer(fonts: fonts, scale: scale)
        var common = Set(candidates)
        var voted = false
        var pending = spec.views
        while let view = pending.popLast() {
            pending += view.children
            guard let font = votingFont(view), let text = view.text?.value, let saved = view.savedFrame else { continue }
            let settings = Set(candidates.filter { isOneLine(text, font.sized(for: $0), saved: saved, measurer: measurer) })
            if settings.isEmpty { continue }
            common.formIntersection(settings)
            voted = true
        }
        // Large wherever the labels allow it (caption2 is 11 points from xSmall to Large), or
        // where they tell no one setting.
        guard voted, !common.contains(.default) else { return .default }
        // Settings a style does not tell apart (footnote is 12 points from xSmall to medium): the
        // nearest to Large.
        let large = candidates.firstIndex(of: .default)!
        func distance(_ category: ContentSizeCategory) -> Int { abs(candidates.firstIndex(of: category)! - large) }
        return common.min { distance($0) < distance($1) } ?? .default
    }

    /// The settings told apart: the seven standard ones, xSmall to xxxLarge (the public
    /// documents show xSmall and small; an accessibility size would take a label stretched to a
    /// large height for one line).
    static let candidates: [ContentSizeCategory] = [.xSmall, .small, .medium, .large, .xLarge, .xxLarge, .xxxLarge]

    /// Whether a label saved `saved` is one line of `text` in `font` (the style at a setting,
    /// `Font.sized(for:)`): one line tall, and its text not cut (a label stretched to a line's
    /// height at another setting, pinned above and below, is narrower than its text there).
    static func isOneLine(_ text: String, _ font: Font, saved: Rect, measurer: TextMeasurer) -> Bool {
        guard abs(measurer.lineHeight(font) - saved.height) < 0.01 else { return false }
        return measurer.fonts.measurement(of: font).least(measurer.singleLine(text, in: font).width) <= saved.width + 0.5
    }

    /// A label that may tell the setting: a text of one paragraph in a text style, with a saved
    /// frame IB did not mark and laid out itself (not a cell's built-in label, saved at IB's
    /// placeholder size), and no paragraph style of its own (it tells the setting where it is as
    /// tall as one line at some setting).
    static func votingFont(_ view: ViewSpec) -> Font? {
        guard case .label = view.sizing, let font = view.font?.value, font.style != nil, view.savedFrameFlag == nil,
              view.roomFromContainer == nil,
              view.lineHeightMultiple == nil, view.lineSpacing == nil,
              let text = view.text?.value, !text.isEmpty, !text.contains("\n") else { return nil }
        return font
    }
}

extension Font {
    /// The system font a text style is at a Dynamic Type setting: its point size there, in its
    /// weight (one line of it measures as the style does at that setting).
    func sized(for category: ContentSizeCategory) -> Font {
        Font(systemSize: pointSize(at: category), weight: weight)
    }
}
