import ListkitSpec

/// Where a view's text baselines sit: the first below its top, the last above its bottom
/// (docs/layout.md, "Baselines"). Auto Layout holds each as a constant offset from the view's
/// edge, computed from the font when constraints update, so baseline anchors stay linear.
///
/// - label: the font's ascender below the top, its descender above the bottom (text starts at
///   the top of a label sized to its text), the first baseline lower by what a paragraph
///   style's `lineHeightMultiple` adds to the line;
/// - button: the title's, inside its content insets; text field: the text's, centred in the
///   field's height; non-scrolling text view: the text's, inside its text container insets
///   (each its type's `IntrinsicSizing`);
/// - a type whose description has `baselines: .edges`, a scrolling text view: none (top and
///   bottom edges, as `forFirstBaselineLayout` documents for views without a baseline).
struct BaselineOffsets: Sendable, Hashable {
    var fromTop: Double
    var fromBottom: Double

    static let none = BaselineOffsets(fromTop: 0, fromBottom: 0)

    static func of(_ view: ViewSpec, measurer: TextMeasurer) -> BaselineOffsets {
        guard view.type.value.entry.baselines == .text else { return .none }
        let font = view.textFont
        let metrics = measurer.verticalMetrics(font)
        switch view.sizing(on: measurer.release) {
        case .label:
            // A paragraph style's `lineHeightMultiple` grows (or shrinks) each line above its
            // text, so the first baseline moves by the difference; the last stays its descender
            // above the bottom, and `lineSpacing` (between lines, not after the last) moves
            // neither. Core Text gives a multiple's extra height "at the top of the text", and
            // `lineSpacing` "to the bottom" (Stack Overflow 8138859, "Core Text - NSAttributedString
            // line height done right"; NSParagraphStyle: the natural line height is multiplied).
            let multiple = view.lineHeightMultiple.map { $0.value > 0 ? $0.value : 1 } ?? 1
            return BaselineOffsets(fromTop: metrics.ascender + (multiple - 1) * metrics.lineHeight, fromBottom: metrics.descender)
        case .insetText(let insets):
            return BaselineOffsets(fromTop: insets.top + metrics.ascender, fromBottom: insets.bottom + metrics.descender)
        case .legacyTitle(let sizing):
            // The title is centred in its line rounded up to whole points (or an image beside it
            // that is taller), inside the insets.
            let insets = IntrinsicContent.legacyTitleInsets(view, sizing)
            let rounding = (IntrinsicContent.legacyTitleLine(view, lineHeight: metrics.lineHeight) - metrics.lineHeight) / 2
            return BaselineOffsets(fromTop: insets.top + rounding + metrics.ascender, fromBottom: insets.bottom + rounding + metrics.descender)
        case .field(_, let height):
            let inset = max(0, (height - metrics.lineHeight) / 2)
            return BaselineOffsets(fromTop: inset + metrics.ascender, fromBottom: inset + metrics.descender)
        case .lineField(_, let verticalPadding):
            // The text is centred in the field: its line and the padding, rounded up.
            let height = IntrinsicSource.lineFieldHeight(font, verticalPadding: verticalPadding, secure: view.secureTextEntry, measurer: measurer)
            let inset = (height - metrics.lineHeight) / 2
            return BaselineOffsets(fromTop: inset + metrics.ascender, fromBottom: inset + metrics.descender)
        case .textContainer:
            return IntrinsicContent.textContainerInsets(of: view, release: measurer.release).map {
                BaselineOffsets(fromTop: $0.top + metrics.ascender, fromBottom: $0.bottom + metrics.descender)
            } ?? .none
        case .none, .fixed, .styled, .pages, .segments:
            return .none
        }
    }
}
