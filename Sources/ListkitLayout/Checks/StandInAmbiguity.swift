import ListkitSpec
import ListkitYAML

/// Ambiguity that only a stand-in's text widths make. A text measured with a stand-in (Inter
/// for SF) may be up to `FontMeasurement.standInError` wider than in its font, and views that
/// overflow their room by less than that may fit in the font itself; where they overflow, views
/// of equal compression resistance tie (`ContentPriorityTie`), and where they fit nothing is
/// compressed and nothing ties. So ambiguity counts only where it is there with the tied views'
/// one-line texts at the least width the font itself may need, as `truncated-text` counts a cut
/// only beyond that error (`FontMeasurement.least`). Evidence: woocommerce-ios
/// `PickListTableViewCell.xib` (17701, public, not committed): a centred horizontal stack 228
/// wide of a footnote label "View Add-ons" (hugging 1000), a 20-point image and an empty
/// "spacer" label IB keeps at its saved 115 (docs/interface-builder.md, "What is read"), 4
/// apart, which Interface Builder saved with the label at 85, its text's width in SF: 228
/// exactly, no view compressed. Inter measures the text 86, one point over, and the label and
/// the spacer tied in compression resistance.
extension LayoutEngine {
    /// `findings` of the screen laid out on `device`, less the ambiguity the screen does not
    /// have with its tied views' one-line texts at the least width their stand-in allows.
    /// Only a tie in compression resistance comes from overflowing text (a view without
    /// constraints, or views that tie in hugging, are ambiguous however wide the texts are), and
    /// the views whose places a tie leaves open come with it.
    /// - Complexity: a second layout of the screen (its cells' views not built), only where the
    ///   screen's own views tie in compression resistance and one of its texts is measured with a
    ///   stand-in.
    public func standInAmbiguityFindings(_ findings: [LayoutFinding], solved: [String: Rect], on device: Device) -> [LayoutFinding] {
        // Only the screen's own views' texts are narrowed (a cell kind's are bound per cell): a
        // tie among a cell kind's views stays as found, and needs no second layout.
        let screenMarks = Self.marks(of: spec.views)
        // Only the tied views' texts are narrowed: another text's slack (a long title that
        // resists compression at 1000) is not theirs, and crediting it would clear a real tie.
        let tied = Set(findings.filter { $0.isCompressionTie && screenMarks.contains($0.mark) }.flatMap(\.tiedMarks))
        guard !tied.isEmpty else { return findings }
        let measurer = TextMeasurer(fonts: fonts, scale: device.scale, textSize: options.textSize, release: metrics.release)
        var narrowed = spec
        var changed = false
        narrowed.views = MeasuredTextSizes(measurer: measurer, solved: solved).views(spec.views, changed: &changed) { view, size in
            // A wrapping label's width is its room's, not its text's.
            guard tied.contains(view.mark), !IntrinsicContent.wraps(view) else { return nil }
            let least = measurer.measurement(of: view.textFont).least(size.width)
            return least < size.width ? Size(width: least, height: size.height) : nil
        }
        guard changed else { return findings }
        var engine = LayoutEngine(spec: narrowed, options: options, fonts: fonts)
        engine.buildsCellViews = false
        engine.buildsTextLines = false
        let stillAmbiguous = Set(engine.layout(on: device).findings.filter { $0.kind == .ambiguousLayout }.map(\.mark))
        return findings.filter { $0.kind != .ambiguousLayout || !screenMarks.contains($0.mark) || stillAmbiguous.contains($0.mark) }
    }

    /// The marks of `views` and of all their subviews and arranged views.
    static func marks(of views: [ViewSpec]) -> Set<Mark> {
        var marks = Set<Mark>()
        var pending = views
        while let view = pending.popLast() {
            marks.insert(view.mark)
            pending += view.children
        }
        return marks
    }
}
