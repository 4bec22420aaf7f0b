import ListkitSpec

/// What measuring a view's intrinsic size reads of the view, read once (`IntrinsicContent.of`).
///
/// A cell kind's views are measured again for every cell, with the cell's texts: copying a
/// view out of its hierarchy for each measurement (its ~50 properties, each retained) cost
/// more than most measurements, so a template keeps one source per entry
/// (`SystemTemplate.intrinsicSources`). A class: a measurement reads it in place.
final class IntrinsicSource: Sendable {
    /// How the size follows from the view's text (its `IntrinsicSizing`, for the release it was
    /// read for), or from the view alone.
    enum Kind: Sendable {
        /// Any view's explicit `intrinsicSize`.
        case explicit(Size)
        /// No intrinsic size, or one that the view alone gives (an extent, a page control's).
        case textless(IntrinsicContent)
        /// A label on `lines` lines (1: one line per paragraph), in its paragraph style if it has
        /// one; without text, the size Interface Builder saved it at where it has one: IB's canvas
        /// keeps an empty label's size where UIKit makes it 0 × 0 (docs/interface-builder.md,
        /// "What is read"); a spec has no saved frame. A multi-line label with an explicit
        /// `preferredWidth` (`preferredMaxLayoutWidth`) wraps at it, not at its laid-out width.
        case label(lines: Int, paragraph: (multiple: Double, spacing: Double)?, savedSize: Size?, preferredWidth: Double?)
        case insetText(Insets)
        /// A legacy button's title: its sizing, the insets around the title (`IntrinsicContent.legacyTitleInsets`)
        /// and the height of an image beside it (0: none).
        case legacyTitle(LegacyButtonMetrics.TitleSizing, insets: Insets, imageHeight: Double)
        /// A text view that does not scroll (one that scrolls has no intrinsic size: `textless`).
        case textContainer(Insets)
        case field(padding: Double, height: Double)
        /// `secure`: a field with secure text entry (`BorderlessFieldMetrics.secureLineScale`).
        case lineField(padding: Double, verticalPadding: Double, secure: Bool)
        /// A segmented control: its segments' titles (nil: not given).
        case segments(titles: [String]?, apportioned: Bool, font: Font, padding: Double, height: Double?)
    }

    let kind: Kind
    /// The font the view's text is set in.
    let font: Font

    /// The view as `measurer`'s release sizes it; `isArranged`: an arranged subview of a stack.
    init(_ view: ViewSpec, measurer: TextMeasurer, isArranged: Bool = false) {
        font = view.textFont
        kind = Self.kind(of: view, sizing: view.sizing(on: measurer.release), isArranged: isArranged)
    }

    private static func kind(of view: ViewSpec, sizing: IntrinsicSizing, isArranged: Bool) -> Kind {
        if let explicit = view.intrinsicSize?.value { return .explicit(explicit) }
        // An image view without an image arranged in a stack (a spec's has no saved frame, an IB
        // document's every image has its size): Interface Builder's canvas keeps it at its saved
        // size, as it keeps an empty label (docs/interface-builder.md, "What is read"). Only in a
        // stack, the evidence's place: a free one IB calls ambiguous (review9), and so does lint.
        if isArranged, view.type.value == .image, let saved = view.savedFrame { return .explicit(Size(width: saved.width, height: saved.height)) }
        switch sizing {
        case .none:
            return .textless(.none)
        case .label:
            let paragraph = view.lineHeightMultiple != nil || view.lineSpacing != nil
                ? (multiple: view.lineHeightMultiple?.value ?? 0, spacing: view.lineSpacing?.value ?? 0) : nil
            return .label(lines: view.lines?.value ?? 1, paragraph: paragraph,
                          savedSize: view.savedFrame.map { Size(width: $0.width, height: $0.height) },
                          preferredWidth: view.preferredMaxLayoutWidth?.value)
        case .insetText(let insets):
            return .insetText(insets)
        case .legacyTitle(let sizing):
            return .legacyTitle(sizing, insets: IntrinsicContent.legacyTitleInsets(view, sizing), imageHeight: view.titleImageSize?.height ?? 0)
        case .textContainer(let insets):
            return view.isScrollEnabled ? .textless(.none) : .textContainer(insets)
        case .field(let padding, let height):
            return .field(padding: padding, height: height)
        case .lineField(let padding, let verticalPadding):
            return .lineField(padding: padding, verticalPadding: verticalPadding, secure: view.secureTextEntry)
        case .fixed(let extent):
            return .textless(IntrinsicContent(width: extent.width, height: extent.height))
        case .styled(let extents):
            let style = view.controlStyle?.value ?? extents.first?.style
            let extent = extents.first { $0.style == style }?.extent
            return .textless(IntrinsicContent(width: extent?.width, height: extent?.height))
        case .pages(let pitch, let onePage, let height):
            return .textless(IntrinsicContent(width: view.numberOfPages.map { onePage + pitch * Double($0.value - 1) }, height: height))
        case .segments(let titleFont, let padding, let height):
            return .segments(titles: view.segments?.value, apportioned: view.apportionsSegmentWidthsByContent, font: titleFont,
                             padding: padding, height: height)
        }
    }

    /// The view's intrinsic size showing `text` (its bound text, title or placeholder).
    /// Multi-line labels wrap at `wrapWidth` (their preferredMaxLayoutWidth); nil measures them
    /// on one line per paragraph, as a first guess.
    func measure(text: String?, wrapWidth: Double?, measurer: TextMeasurer) -> IntrinsicContent {
        switch kind {
        case .explicit(let size):
            return IntrinsicContent(width: size.width, height: size.height)
        case .textless(let content):
            return content
        case .label(let lines, let paragraph, let savedSize, let preferredWidth):
            if let savedSize, (text ?? "").isEmpty { return IntrinsicContent(width: savedSize.width, height: savedSize.height) }
            let measured = lines == 1
                ? measurer.measure(text ?? "", in: font, wrapWidth: nil, maxLines: 1)
                : measurer.measure(text ?? "", in: font, wrapWidth: preferredWidth ?? wrapWidth, maxLines: lines)
            return IntrinsicContent(width: measured.width, height: paragraphHeight(measured, maxLines: lines, paragraph: paragraph, measurer: measurer))
        case .insetText(let insets):
            let measured = measurer.measure(text ?? "", in: font, wrapWidth: nil, maxLines: 1)
            let height = max(measured.height, measurer.lineHeight(font))
            return IntrinsicContent(width: measured.width + (insets.left + insets.right),
                                    height: height + (insets.top + insets.bottom))
        case .legacyTitle(let sizing, let insets, let imageHeight):
            let measured = measurer.measure(text ?? "", in: font, wrapWidth: nil, maxLines: 1)
            let least = (text ?? "").isEmpty ? max(sizing.minimumWidth, sizing.untitledWidth) : sizing.minimumWidth
            // Negative insets can take more than the title: a size is never below 0.
            let title = measurer.legacyTitleWidth(text ?? "", measured: measured.width, in: font)
            return IntrinsicContent(width: max(TextModel.roundUp(title, scale: 1) + insets.left + insets.right, least, 0),
                                    height: max(0, max(TextModel.roundUp(measurer.lineHeight(font), scale: 1), imageHeight) + insets.top + insets.bottom))
        case .textContainer(let insets):
            let measured = measurer.measure(text ?? "", in: font, wrapWidth: wrapWidth.map { max(0, $0 - insets.left - insets.right) }, maxLines: 0)
            let height = measurer.textViewHeight(lines: measured.lines, font: font)
            return IntrinsicContent(width: measured.width + insets.left + insets.right, height: height + insets.top + insets.bottom)
        case .field(let padding, let height):
            let measured = measurer.measure(text ?? "", in: font, wrapWidth: nil, maxLines: 1)
            return IntrinsicContent(width: measured.width + 2 * padding, height: height)
        case .lineField(let padding, let verticalPadding, let secure):
            let measured = measurer.measure(text ?? "", in: font, wrapWidth: nil, maxLines: 1)
            return IntrinsicContent(width: measured.width + 2 * padding,
                                    height: Self.lineFieldHeight(font, verticalPadding: verticalPadding, secure: secure, measurer: measurer))
        case .segments(let titles, let apportioned, let titleFont, let padding, let height):
            return IntrinsicContent(width: Self.segmentsWidth(titles, apportioned: apportioned, font: titleFont, padding: padding, measurer: measurer),
                                    height: height)
        }
    }

    /// A label's height: its lines set in its paragraph style when it has one (`lineHeightMultiple`,
    /// `lineSpacing`; Interface Builder's attributed text), else as measured.
    private func paragraphHeight(_ measured: TextMeasurer.Measurement, maxLines: Int, paragraph: (multiple: Double, spacing: Double)?,
                                 measurer: TextMeasurer) -> Double {
        guard let paragraph, measured.lines > 0 else { return measured.height }
        let shown = maxLines == 0 ? measured.lines : min(measured.lines, maxLines)
        return measurer.height(lines: shown, font: font, lineHeightMultiple: paragraph.multiple, lineSpacing: paragraph.spacing)
    }

    /// A segmented control's width from its segments' titles (nil without them): each segment
    /// the widest title plus the padding, or its own with `apportionsSegmentWidthsByContent`.
    private static func segmentsWidth(_ titles: [String]?, apportioned: Bool, font: Font, padding: Double, measurer: TextMeasurer) -> Double? {
        guard let titles, !titles.isEmpty else { return nil }
        let widths = titles.map { measurer.width(of: Substring($0), in: font) + padding }
        let total = apportioned ? widths.reduce(0, +) : Double(widths.count) * (widths.max() ?? 0)
        return TextModel.roundUp(total, scale: measurer.scale)
    }
}

extension IntrinsicSource {
    /// A borderless field's height: its line and padding rounded up to the pixel grid, or with
    /// secure text entry its line alone rounded up to `BorderlessFieldMetrics.secureLineScale`.
    static func lineFieldHeight(_ font: Font, verticalPadding: Double, secure: Bool, measurer: TextMeasurer) -> Double {
        guard secure else { return measurer.lineHeight(font, plus: verticalPadding) }
        return TextModel.roundUp(measurer.lineHeight(font), scale: Double(BorderlessFieldMetrics.of(measurer.release).secureLineScale))
    }
}
