import ListkitSpec

/// A view's intrinsic content size and its content priorities, as UIKit gives them.
///
/// What each type measures and adds is its catalogue description's `IntrinsicSizing`
/// (ListkitSpec/ViewTypes/, values in ControlMetrics; docs/layout.md, "Intrinsic content
/// size"): this measures the text. A control's size is its **alignment rectangle**'s:
/// constraints place that rectangle and `AlignmentFrame` grows it into the frame. Any view's
/// `intrinsicSize` overrides. Priorities: the spec's, else the type's defaults in its description.
struct IntrinsicContent: Sendable {
    /// Per axis; nil on an axis with no intrinsic metric (UIView.noIntrinsicMetric).
    var width: Double?
    var height: Double?

    static let none = IntrinsicContent(width: nil, height: nil)

    /// The intrinsic size of a view showing `text` (its bound text, title or placeholder).
    /// Multi-line labels wrap at `wrapWidth` (their preferredMaxLayoutWidth); nil measures them
    /// on one line per paragraph, as a first guess. A view measured again and again (a cell
    /// kind's, with every cell's texts) is measured through its `IntrinsicSource`, made once.
    static func of(_ view: ViewSpec, text: String?, wrapWidth: Double?, measurer: TextMeasurer) -> IntrinsicContent {
        IntrinsicSource(view, measurer: measurer).measure(text: text, wrapWidth: wrapWidth, measurer: measurer)
    }

    /// The lines a view's text shows in its frame, and how they were measured: a label's wrapped at
    /// its width and cut to its `lines`, a button's title within its insets, a field's text
    /// within its padding, a text view's within its text container — each on the widths the
    /// layout measured.
    static func textLines(of view: ViewSpec, text: String?, frame: Rect, measurer: TextMeasurer) -> (lines: [TextLine], appearance: TextAppearance)? {
        guard let text, !text.isEmpty else { return nil }
        let font = view.textFont
        let lines: [TextLine]
        switch view.sizing(on: measurer.release) {
        case .label:
            lines = measurer.displayLines(text, in: font, wrapWidth: frame.width, maxLines: view.lines?.value ?? 1)
        case .insetText(let insets):
            lines = measurer.displayLines(text, in: font, wrapWidth: max(0, frame.width - (insets.left + insets.right)), maxLines: 1)
        case .legacyTitle(let sizing):
            let insets = legacyTitleInsets(view, sizing)
            lines = measurer.displayLines(text, in: font, wrapWidth: max(0, frame.width - (insets.left + insets.right)), maxLines: 1)
        case .field(let padding, _), .lineField(let padding, _):
            lines = measurer.displayLines(text, in: font, wrapWidth: max(0, frame.width - 2 * padding), maxLines: 1)
        case .textContainer(let insets):
            lines = measurer.displayLines(text, in: font, wrapWidth: max(0, frame.width - insets.left - insets.right), maxLines: 0)
        case .none, .fixed, .styled, .pages, .segments:
            return nil
        }
        return (lines, measurer.appearance(font))
    }

    /// Around a legacy button's title: its `contentEdgeInsets`, else the type's padding, half
    /// above and half below (Interface Builder's frames: buttons with content edge insets are
    /// their line and the insets, without the padding; docs/interface-builder.md). An image
    /// beside the title (`titleImageSize`) takes its width on the leading side, and the title
    /// has no padding there (GitHawk `Settings.storyboard`: a 14 × 14 image and a 14-point title
    /// saved 41 × 17, the image's width and the title's, its line alone tall).
    static func legacyTitleInsets(_ view: ViewSpec, _ sizing: LegacyButtonMetrics.TitleSizing) -> Insets {
        let padding = view.titleImageSize == nil ? sizing.verticalPadding / 2 : 0
        var insets = view.contentEdgeInsets?.value ?? Insets(top: padding, bottom: padding)
        insets.left += view.titleImageSize?.width ?? 0
        return insets
    }

    /// The height a legacy button's title line shares with the image beside it (`titleImageSize`):
    /// the line rounded up to whole points, or the image's height where that is taller.
    static func legacyTitleLine(_ view: ViewSpec, lineHeight: Double) -> Double {
        max(TextModel.roundUp(lineHeight, scale: 1), view.titleImageSize?.height ?? 0)
    }

    /// The text a view shows, before binding (its description's `TextRole`).
    static func displayedText(of view: ViewSpec) -> String? {
        switch view.type.value.entry.text {
        case .none: return nil
        case .text: return view.text?.value
        case .title: return view.title?.value
        case .textOrPlaceholder: return view.text?.value ?? view.placeholder?.value
        }
    }

    /// Content hugging per axis (the spec's, else the type's default).
    static func hugging(_ view: ViewSpec) -> (horizontal: Double, vertical: Double) {
        let d = view.type.value.entry.hugging
        return (view.hugging?.horizontal?.value ?? d.horizontal, view.hugging?.vertical?.value ?? d.vertical)
    }

    static func compressionResistance(_ view: ViewSpec) -> (horizontal: Double, vertical: Double) {
        let d = view.type.value.entry.compressionResistance
        return (view.compressionResistance?.horizontal?.value ?? d.horizontal, view.compressionResistance?.vertical?.value ?? d.vertical)
    }

    /// A label of more than one line (`numberOfLines` 0 or above 1) that measures its text:
    /// what UIStackView gives a share of its width (`StackConstraints`). A label Interface
    /// Builder gives an intrinsic size placeholder keeps it there (pocket-casts-ios
    /// `EpisodeListTableViewCell.xib`: a wrapping label with a 46-point placeholder, saved 46
    /// wide in a stack of its width and no share).
    static func isMultiLineLabel(_ view: ViewSpec) -> Bool {
        guard case .label = view.sizing, view.intrinsicSize == nil else { return false }
        return (view.lines?.value ?? 1) != 1
    }

    /// Whether the view's intrinsic height depends on its width (a wrapping label, a
    /// non-scrolling text view).
    static func wraps(_ view: ViewSpec) -> Bool {
        guard view.intrinsicSize == nil else { return false }
        switch view.sizing {
        case .label: return (view.lines?.value ?? 1) != 1
        case .textContainer: return !view.isScrollEnabled
        case .none, .insetText, .legacyTitle, .field, .lineField, .fixed, .styled, .pages, .segments: return false
        }
    }

    /// A non-scrolling text view's insets around its text (text container inset and line
    /// fragment padding). Nil for other views.
    static func textContainerInsets(of view: ViewSpec, release: UIKitRelease) -> Insets? {
        guard case .textContainer(let insets) = view.sizing(on: release), !view.isScrollEnabled else { return nil }
        return insets
    }
}
