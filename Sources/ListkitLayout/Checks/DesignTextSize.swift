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
/// `VLCStreamingHistoryCell.xib` (callout 16, footnote 14.5). Legacy buttons titled in a text
/// style tell it too, by their title's size at each setting (`LegacyButtonMetrics`): bryceco/GoMap
/// `Height.storyboard` (18122), headline buttons "Cancel" and "Set Height" 57 × 27 and 82 × 27
/// and a body one "Distance" 67 × 17 with no padding, and `PhotoShare/…/MainInterface.storyboard`
/// (18122), body buttons "Cancel" 45 × 29 and "OK" 30 × 29 (14 points: a 17-point line + 12),
/// all at xSmall; woocommerce-ios `LabelAndButtonTableViewCell.xib` (18122), a footnote button
/// "Button" 38 × 27 (12 points, xSmall to medium) beside a footnote label 31 wide. A screen whose
/// views Large gives, with none, or with views no one setting gives, is Large.
public enum DesignTextSize {
    /// The setting `spec`'s saved frames were laid out at, on a device of `scale` pixels a point.
    public static func of(_ spec: Spec, scale: Int, fonts: FontLibrary = .standard) -> ContentSizeCategory {
        told(spec, scale: scale, fonts: fonts) ?? .default
    }

    /// The setting the views of `spec` tell (`of`); nil where none tells one (no label or legacy
    /// button that may vote).
    public static func told(_ spec: Spec, scale: Int, fonts: FontLibrary = .standard) -> ContentSizeCategory? {
        lazy var measurer = TextMeasurer(fonts: fonts, scale: scale)
        var common = Set(candidates)
        var voted = false
        var pending = spec.views
        while let view = pending.popLast() {
            pending += view.children
            guard let saved = view.savedFrame else { continue }
            let settings: Set<ContentSizeCategory>
            if let font = votingFont(view), let text = view.text?.value {
                settings = Set(candidates.filter { isOneLine(text, font.sized(for: $0), saved: saved, measurer: measurer) })
            } else if let font = votingButtonFont(view) {
                settings = Set(candidates.filter { isTitleSized(view, font.sized(for: $0), saved: saved, measurer: measurer) })
            } else {
                continue
            }
            if settings.isEmpty { continue }
            common.formIntersection(settings)
            voted = true
        }
        guard voted else { return nil }
        // Large wherever the labels allow it (caption2 is 11 points from xSmall to Large), or
        // where they tell no one setting.
        guard !common.contains(.default) else { return .default }
        // Settings a style does not tell apart (footnote is 12 points from xSmall to medium): the
        // nearest to Large.
        let large = candidates.firstIndex(of: .default)!
        func distance(_ category: ContentSizeCategory) -> Int { abs(candidates.firstIndex(of: category)! - large) }
        return common.min { distance($0) < distance($1) } ?? .default
    }

    /// For a screen none of whose views tells the setting (`told` is nil), with text in a text
    /// style: the standard setting nearest Large, and not above it, at which every saved frame is where the
    /// screen's constraints put it, in its superview, within `MisplacedViewRule.tolerance`;
    /// nil where none is, or Large is. A screen whose text-style labels are all stretched by
    /// their constraints (a label's last baseline on its superview's bottom margin, its top on
    /// the top margin) says the setting only through the frames around them. Evidence:
    /// zotero/zotero-ios `ItemDetailNoteContentView.xib`, `ItemDetailTagContentView.xib` and
    /// `ItemDetailAttachmentContentView.xib` (20037, retina6_1 @2x): a body label from the
    /// safe area's top (44) to its last baseline on the views' bottom edge saved 168.5, 189.5
    /// and 307.5 tall, the bottom edge plus body's descender below Large (3.38 at xSmall, 14
    /// points, rounded to the pixel), where Large's (17 points: 4.10) gives 169.1, 190.1 and
    /// 308.1; the same repository's `TagRow.xib`, `LookupItemCell.xib` and five other .xib files
    /// have one-line body labels 17 tall, xSmall's line. videolan/vlc-ios
    /// `VLCCloudServiceCell.xib` (19162): a title3 "Label" and subhead "Login" stretched to 24
    /// and 17 tall by their constraints, saved 41.5 and 31 wide, their texts' widths at xSmall
    /// (17 and 12 points), not Large's 46 and 38 (vlc-ios's `VLCStreamingHistoryCell.xib` votes
    /// for xSmall). The setting found is the nearest to Large that places every frame (medium
    /// for zotero-ios's three views: within 0.5 of 3.86), not always the one IB had.
    ///
    /// - Complexity: one layout per setting tried (Large first, four at most), without findings; called only
    ///   where a frame is off at Large.
    /// `offAtLarge`: the caller laid the screen out at Large and found a frame off there
    /// (`misplaced-view`), so Large is not tried again.
    public static func landing(_ spec: Spec, on device: Device, fonts: FontLibrary = .standard,
                               release: UIKitRelease? = nil, offAtLarge: Bool = false) -> ContentSizeCategory? {
        guard hasTextStyle(spec.views) else { return nil }
        // Large first, then the settings below it, the nearest first: the public documents show
        // frames saved at xSmall, small and medium, none at a larger setting, and trying those
        // would explain away a view misplaced downwards by a few points (a view on a label's
        // baseline saved 6 points low lands at xxxLarge).
        let large = candidates.firstIndex(of: .default)!
        for category in candidates[...large].reversed() where !(offAtLarge && category == .default) {
            let options = LayoutOptions(full: false, findings: false, textSize: category, release: release)
            var engine = LayoutEngine(spec: spec, options: options, fonts: fonts)
            engine.buildsTextLines = false  // frames are read, no text's lines
            let frames = engine.layout(on: device).result.framesByID
            if lands(spec.views, parent: nil, frames: frames) { return category == .default ? nil : category }
        }
        return nil
    }

    /// Whether every view with a saved frame IB did not mark, outside hidden views, is within
    /// `MisplacedViewRule.tolerance` of its frame in `frames`, in its superview.
    static func lands(_ views: [ViewSpec], parent: ViewSpec?, frames: [String: Rect]) -> Bool {
        views.allSatisfy { view in
            guard !view.hidden else { return true }
            if let saved = view.savedFrame, view.savedFrameFlag == nil {
                guard let frame = frames[view.id.value] else { return false }
                let origins = MisplacedViewRule.origins(saved: parent?.savedFrame, solved: parent.flatMap { frames[$0.id.value] })
                if MisplacedViewRule.isMisplaced(saved: saved, frame: frame, grown: frame, origins: origins, symbol: view.showsSystemSymbol) {
                    return false
                }
            }
            return lands(view.children, parent: view, frames: frames)
        }
    }

    /// Whether a view among `views` or their subviews shows text in a text style.
    static func hasTextStyle(_ views: [ViewSpec]) -> Bool {
        views.contains { $0.font?.value.style != nil || hasTextStyle($0.children) }
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
        return measurer.measurement(of: font).least(measurer.singleLine(text, in: font).width) <= saved.width + 0.5
    }

    /// Whether a legacy button saved `saved` is its title's size in `font` (the style at a
    /// setting): as tall as UIKit sizes it (`IntrinsicContent`: the title's line rounded up and
    /// its padding or content edge insets), and the title not cut (a button stretched by its
    /// constraints is wider than its title).
    static func isTitleSized(_ button: ViewSpec, _ font: Font, saved: Rect, measurer: TextMeasurer) -> Bool {
        var sized = button
        sized.font = button.font.map { Located(font, at: $0.mark) }
        let content = IntrinsicContent.of(sized, text: button.title?.value, wrapWidth: nil, measurer: measurer)
        guard let width = content.width, let height = content.height else { return false }
        return abs(height - saved.height) < 0.01 && width <= saved.width + 0.5
    }

    /// A legacy button that may tell the setting: a title of one line in a text style, no image
    /// (an image button's size is the image's, `intrinsicSize`), a saved frame IB did not mark,
    /// and no height of its own (a height constraint sizes the button, not its title).
    static func votingButtonFont(_ view: ViewSpec) -> Font? {
        guard case .legacyTitle = view.sizing, let font = view.font?.value, font.style != nil, view.savedFrameFlag == nil,
              view.intrinsicSize == nil, view.roomFromContainer == nil,
              let title = view.title?.value, !title.isEmpty, !title.contains("\n") else { return nil }
        let ownHeight = view.layout.contains { spec in
            guard let constraint = spec.constraint, constraint.first.view == .this, constraint.first.guide == nil else { return false }
            return constraint.first.attribute == .single(.height) || constraint.first.attribute == .compound(.size)
        }
        return ownHeight ? nil : font
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
