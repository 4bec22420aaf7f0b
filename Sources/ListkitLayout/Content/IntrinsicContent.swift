import ListkitSpec

/// A view's intrinsic content size and its content priorities, as UIKit gives them.
///
/// Sizes (see docs/layout.md): a label measures its text in its font (`body` by default); a
/// button its title plus the content insets of `UIButton.Configuration` (12 leading and
/// trailing, 6 top and bottom); an image its `image: WxH`; controls per `ControlCatalogue`
/// (a switch 49×31, its alignment rectangle); a non-scrolling text view its wrapped text plus
/// its insets; a text field
/// is its text (or placeholder) plus 7 points each side wide and 34 tall; a search bar is 56
/// tall; plain views, stacks, tables and collections have none. Any view's `intrinsicSize`
/// overrides. Priorities: content hugging 251 for labels, buttons and images (what Interface
/// Builder sets), 750 for switches, 250 otherwise; compression resistance 750 everywhere.
struct IntrinsicContent: Sendable {
    /// Per axis; nil on an axis with no intrinsic metric (UIView.noIntrinsicMetric).
    var width: Double?
    var height: Double?

    static let none = IntrinsicContent(width: nil, height: nil)

    static let buttonInsets = (horizontal: 12.0, vertical: 6.0)
    static let textFieldPadding = 7.0
    static let textFieldHeight = 34.0
    static let searchBarHeight = 56.0

    /// The intrinsic size of a view showing `text` (its bound text, title or placeholder).
    /// Multi-line labels wrap at `wrapWidth` (their preferredMaxLayoutWidth); nil measures them
    /// on one line per paragraph, as a first guess.
    static func of(_ view: ViewSpec, text: String?, wrapWidth: Double?, measurer: TextMeasurer) -> IntrinsicContent {
        if let explicit = view.intrinsicSize?.value {
            return IntrinsicContent(width: explicit.width, height: explicit.height)
        }
        let font = view.font?.value ?? .body
        switch view.type.value {
        case .label:
            let lines = view.lines?.value ?? 1
            let measured = lines == 1
                ? measurer.measure(text ?? "", in: font, wrapWidth: nil, maxLines: 1)
                : measurer.measure(text ?? "", in: font, wrapWidth: wrapWidth, maxLines: lines)
            return IntrinsicContent(width: measured.width, height: measured.height)
        case .button:
            let measured = measurer.measure(text ?? "", in: font, wrapWidth: nil, maxLines: 1)
            let height = max(measured.height, measurer.lineHeight(font))
            return IntrinsicContent(width: measured.width + 2 * buttonInsets.horizontal,
                                    height: height + 2 * buttonInsets.vertical)
        case .image:
            return .none
        case .textView:
            guard let insets = ControlCatalogue.textInsets(of: view) else { return .none }   // scrolling: none
            let measured = measurer.measure(text ?? "", in: font, wrapWidth: wrapWidth.map { max(0, $0 - insets.left - insets.right) }, maxLines: 0)
            let height = max(measured.height, measurer.lineHeight(font))
            return IntrinsicContent(width: measured.width + insets.left + insets.right, height: height + insets.top + insets.bottom)
        case .switch, .slider, .segmentedControl, .stepper, .activityIndicator, .progressView, .pageControl,
             .pickerView, .datePicker, .visualEffect, .scrollView:
            let size = ControlCatalogue.intrinsicSize(of: view)
            return IntrinsicContent(width: size?.width, height: size?.height)
        case .textField:
            let measured = measurer.measure(text ?? "", in: font, wrapWidth: nil, maxLines: 1)
            return IntrinsicContent(width: measured.width + 2 * textFieldPadding, height: textFieldHeight)
        case .searchBar:
            return IntrinsicContent(width: nil, height: searchBarHeight)
        case .view, .stack, .table, .collection:
            return .none
        }
    }

    /// The lines a view's text shows in its frame, and how they were measured: a label's wrapped at
    /// its width and cut to its `lines`, a button's title within its insets, a field's text
    /// within its padding — each on the widths the layout measured.
    static func textLines(of view: ViewSpec, text: String?, frame: Rect, measurer: TextMeasurer) -> (lines: [TextLine], appearance: TextAppearance)? {
        guard let text, !text.isEmpty else { return nil }
        let font = view.font?.value ?? .body
        let lines: [TextLine]
        switch view.type.value {
        case .label:
            lines = measurer.displayLines(text, in: font, wrapWidth: frame.width, maxLines: view.lines?.value ?? 1)
        case .button:
            lines = measurer.displayLines(text, in: font, wrapWidth: max(0, frame.width - 2 * buttonInsets.horizontal), maxLines: 1)
        case .textField:
            lines = measurer.displayLines(text, in: font, wrapWidth: max(0, frame.width - 2 * textFieldPadding), maxLines: 1)
        case .textView:
            let insets = ControlCatalogue.textViewInsets
            lines = measurer.displayLines(text, in: font, wrapWidth: max(0, frame.width - insets.left - insets.right), maxLines: 0)
        default:
            return nil
        }
        return (lines, measurer.appearance(font))
    }

    /// The text a view shows, before binding: a label's or field's text, a button's title,
    /// else a placeholder.
    static func displayedText(of view: ViewSpec) -> String? {
        switch view.type.value {
        case .label, .textView: return view.text?.value
        case .button: return view.title?.value
        case .textField, .searchBar: return view.text?.value ?? view.placeholder?.value
        default: return nil
        }
    }

    static func defaultHugging(_ type: ViewType) -> Double {
        switch type {
        case .label, .button, .image: return 251
        // UIKit's controls hug at 750, as Interface Builder shows them (switch, stepper,
        // segmented control, activity indicator, page control; progress views vertically).
        case .switch, .stepper, .segmentedControl, .activityIndicator, .pageControl: return 750
        default: return 250
        }
    }

    static let defaultCompressionResistance = 750.0

    /// Content hugging per axis (the spec's, else UIKit's default).
    static func hugging(_ view: ViewSpec) -> (horizontal: Double, vertical: Double) {
        let d = defaultHugging(view.type.value)
        return (view.hugging?.horizontal?.value ?? d, view.hugging?.vertical?.value ?? d)
    }

    static func compressionResistance(_ view: ViewSpec) -> (horizontal: Double, vertical: Double) {
        let d = defaultCompressionResistance
        return (view.compressionResistance?.horizontal?.value ?? d, view.compressionResistance?.vertical?.value ?? d)
    }

    /// Whether the view's intrinsic height depends on its width (a wrapping label).
    static func wraps(_ view: ViewSpec) -> Bool {
        guard view.intrinsicSize == nil else { return false }
        if view.type.value == .textView { return !view.isScrollEnabled }
        return view.type.value == .label && (view.lines?.value ?? 1) != 1
    }
}
