import ListkitSpec

/// Where a view's text baselines sit: the first below its top, the last above its bottom
/// (docs/layout.md, "Baselines"). Auto Layout holds each as a constant offset from the view's
/// edge, computed from the font when constraints update, so baseline anchors stay linear.
///
/// - label: the font's ascender below the top, its descender above the bottom (text starts at
///   the top of a label sized to its text);
/// - button: the title's, inside the 6-point content insets; text field: the text's, centred
///   in the 34-point field; non-scrolling text view: the text's, inside its 8-point text
///   container insets;
/// - any other view, a scrolling text view, a search bar: none (top and bottom edges, as
///   `forFirstBaselineLayout` documents for views without a baseline).
struct BaselineOffsets: Sendable, Hashable {
    var fromTop: Double
    var fromBottom: Double

    static let none = BaselineOffsets(fromTop: 0, fromBottom: 0)

    static func of(_ view: ViewSpec, measurer: TextMeasurer) -> BaselineOffsets {
        let font = view.font?.value ?? .body
        let metrics = measurer.verticalMetrics(font)
        switch view.type.value {
        case .label:
            return BaselineOffsets(fromTop: metrics.ascender, fromBottom: metrics.descender)
        case .button:
            let inset = IntrinsicContent.buttonInsets.vertical
            return BaselineOffsets(fromTop: inset + metrics.ascender, fromBottom: inset + metrics.descender)
        case .textField:
            let inset = max(0, (IntrinsicContent.textFieldHeight - metrics.lineHeight) / 2)
            return BaselineOffsets(fromTop: inset + metrics.ascender, fromBottom: inset + metrics.descender)
        default:
            return ControlCatalogue.textInsets(of: view).map {
                BaselineOffsets(fromTop: $0.top + metrics.ascender, fromBottom: $0.bottom + metrics.descender)
            } ?? .none
        }
    }
}
