import ListkitSpec
import ListkitYAML

/// The checks that read a solved hierarchy's frames: truncated text, views outside their
/// parent or off screen, zero-size views. Hidden views (and views inside them) are skipped.
struct GeometryChecks {
    /// Frames differ from their bounds by more than this before a finding (half a point).
    static let tolerance = 0.5

    let template: SystemTemplate
    /// Frames by slot, in the hierarchy's coordinates (slot 0 is the container).
    let frames: [Rect]
    /// What each entry shows, bound.
    let texts: [String?]
    let measurer: TextMeasurer
    /// Slots whose frame the constraints leave open: their values are arbitrary, so only the
    /// ambiguity is reported for them.
    var ambiguousSlots: Set<Int> = []
    /// Report labels that truncate although their `lineBreakMode` says they mean to.
    var reportsIntendedTruncation = false

    /// - Parameters:
    ///   - context: a prefix per kind of finding naming where the hierarchy is
    ///     ("in cell 'c1' (kind 'row'): ").
    ///   - containerName: how the container is named as a parent ("the cell").
    ///   - rootsAgainstScreen: root views are checked against the screen (off screen) rather
    ///     than as outside their parent.
    ///   - textMark: where to report a truncated text of an entry (a cell's field), if not the view.
    func findings(context: (LayoutFinding.Kind) -> String, containerName: String, rootsAgainstScreen: Bool,
                  textMark: (Int) -> Mark? = { _ in nil }) -> [LayoutFinding] {
        findingsByEntry(context: context, containerName: containerName, rootsAgainstScreen: rootsAgainstScreen, textMark: textMark).map(\.finding)
    }

    /// `findings`, each with the entry of the view it was met in (a cell's truncation is
    /// reported at the cell's field, so its mark alone does not name the view).
    func findingsByEntry(context: (LayoutFinding.Kind) -> String, containerName: String, rootsAgainstScreen: Bool,
                         textMark: (Int) -> Mark? = { _ in nil }) -> [(entry: Int, finding: LayoutFinding)] {
        var findings: [(entry: Int, finding: LayoutFinding)] = []
        // Entries are read in place: copying one out (its view's ~50 properties, each retained)
        // cost more than most checks.
        template.hierarchy.entries.withUnsafeBufferPointer { entries in
            let hidden = template.hiddenEntries
            for i in entries.indices where !hidden[i] {
                let parent = entries[i].parent
                // Alignment rectangles, as constraints see them: a slider's frame overhangs its
                // alignment rectangle by design (2 points each side), which is no finding.
                let frame = frames[SystemTemplate.slot(ofEntry: i)]
                let parentFrame = frames[parent.map(SystemTemplate.slot(ofEntry:)) ?? 0]
                guard !ambiguousSlots.contains(SystemTemplate.slot(ofEntry: i)) else { continue }
                if let truncation = truncation(of: entries.baseAddress! + i, font: template.intrinsicSources[i].font, text: texts[i], frame: frame) {
                    findings.append((i, LayoutFinding(kind: .truncatedText, mark: textMark(i) ?? entries[i].view.mark, message: context(.truncatedText) + truncation)))
                }
                // A scroll view's content may extend past its frame: that is what scrolls.
                let scrolls = parent.map { entries[$0].view.type.value == .scrollView } ?? false
                if !scrolls, !Self.contains(parentFrame, frame) {
                    if parent == nil && rootsAgainstScreen {
                        findings.append((i, LayoutFinding(kind: .viewOffScreen, mark: entries[i].view.mark,
                                                          message: "\(context(.viewOffScreen))view '\(entries[i].view.id.value)' \(describe(frame)) extends beyond the screen \(describe(parentFrame))")))
                    } else {
                        let parentName = parent.map { "its parent '\(entries[$0].view.id.value)'" } ?? containerName
                        findings.append((i, LayoutFinding(kind: .viewOutsideParent, mark: entries[i].view.mark,
                                                          message: "\(context(.viewOutsideParent))view '\(entries[i].view.id.value)' \(describe(frame)) extends outside \(parentName) \(describe(parentFrame))")))
                    }
                }
                let zeroWidth = frame.width <= 0.01, zeroHeight = frame.height <= 0.01
                if zeroWidth || zeroHeight {
                    let which = zeroWidth && zeroHeight ? "zero width and height" : zeroWidth ? "zero width" : "zero height"
                    findings.append((i, LayoutFinding(kind: .zeroSize, mark: entries[i].view.mark, message: "\(context(.zeroSize))view '\(entries[i].view.id.value)' has \(which)")))
                }
            }
        }
        return findings
    }

    /// Why a view's text does not fit its frame, or nil. A text measured with a stand-in
    /// (`FontMeasurement.standIn`: Inter for SF) is reported only when it cannot fit even at the
    /// least size the font itself may give it, and one in a font listkit does not have is not
    /// checked: `unknown-font` is its finding, and its text was measured in the system font.
    /// The entry is read in place, its text's font given (`IntrinsicSource.font`): copying a view
    /// out for a computed property cost more than the check.
    func truncation(of entry: UnsafePointer<ViewHierarchy.Entry>, font: Font, text: String?, frame laidOut: Rect) -> String? {
        guard let text, !text.isEmpty, entry.pointee.view.intrinsicSize == nil else { return nil }
        // A view its container lays out at run time has the room the container gives it.
        var frame = laidOut
        if let room = entry.pointee.view.roomFromContainer {
            frame.width = max(frame.width, room.width)
            frame.height = max(frame.height, room.height)
        }
        if !reportsIntendedTruncation, entry.pointee.view.lineBreakMode?.value.cutsByDesign == true { return nil }
        let measurement = measurer.measurement(of: font)
        guard measurement != .unknown else { return nil }
        func exceeds(_ needed: Double, _ available: Double) -> Bool { measurement.least(needed) > available + Self.tolerance }
        var quoted: String { "'\(Self.abbreviated(text))'" }
        var name: String { "\(entry.pointee.view.type.value.rawValue) '\(entry.pointee.view.id.value)'" }
        switch entry.pointee.view.type.value.entry.truncation {
        case .title:
            let sides: Double
            switch entry.pointee.view.sizing(on: measurer.release) {
            case .insetText(let insets): sides = insets.left + insets.right
            case .legacyTitle(let sizing):
                let insets = IntrinsicContent.legacyTitleInsets(entry.pointee.view, sizing)
                sides = insets.left + insets.right
            case .none, .label, .field, .lineField, .textContainer, .fixed, .styled, .pages, .segments: return nil
            }
            let title = measurer.singleLine(text, in: font).width
            if exceeds(title, frame.width - sides) {
                // A legacy button's image beside its title takes its own width (part of `sides`):
                // what the title needs is told apart from what the image takes.
                let image = entry.pointee.view.titleImageSize?.width ?? 0
                guard image > 0 else {
                    return "\(name) truncates its title \(quoted): it needs \(formatPoints(title + sides)) points of width and has \(formatPoints(frame.width))"
                }
                return "\(name) truncates its title \(quoted): the title needs \(formatPoints(title + sides - image)) points of width beside its image's \(formatPoints(image)) (\(formatPoints(title + sides)) in all) and has \(formatPoints(frame.width))"
            }
            return nil
        case .lines:
            // A label that shrinks its text (Autoshrink) cuts it only below its smallest scale;
            // UIKit takes a scale of 0 as none.
            let shrink = entry.pointee.view.minimumScaleFactor.map { $0.value > 0 ? $0.value : 1 } ?? 1
            let paragraph = entry.pointee.view.lineHeightMultiple != nil || entry.pointee.view.lineSpacing != nil
                ? (multiple: entry.pointee.view.lineHeightMultiple?.value ?? 0, spacing: entry.pointee.view.lineSpacing?.value ?? 0) : nil
            return linesTruncation(text, font: font, measurement: measurement, shrink: shrink, lines: entry.pointee.view.lines?.value ?? 1, paragraph: paragraph,
                                   sample: entry.pointee.view.textIsSample && !reportsIntendedTruncation, frame: frame, name: name, quoted: quoted)
        // No text, or text that scrolls inside its view (a field, a text view) instead of truncating.
        case .none:
            return nil
        }
    }

    /// Why a label's text does not fit its frame in its lines, or nil. A wrapping text measured
    /// with a stand-in is counted in lines at the widest the font itself may need (its width
    /// grown by the stand-in's error): it needs more lines only if it needs them there too. Text
    /// that may shrink to `shrink` of its size needs that fraction of its width. Lines set in a
    /// paragraph style (`lineHeightMultiple`, `lineSpacing`: a label's attributed text) need
    /// the height it gives them, as the label's own height does (`IntrinsicContent`).
    /// A `sample` text (`ViewSpec.textIsSample`: the app sets the label's text at run time) is
    /// reported only where a single line is cut by the label's height, which any text in its
    /// font would be, however many lines the sample takes; its width and its number of lines are
    /// the sample's, not the app's.
    /// `name` and `quoted` are made only for a finding: abbreviating a text for every label
    /// checked cost more than the check.
    func linesTruncation(_ text: String, font: Font, measurement: FontMeasurement, shrink: Double, lines: Int,
                         paragraph: (multiple: Double, spacing: Double)? = nil, sample: Bool = false, frame: Rect,
                         name: @autoclosure () -> String, quoted: @autoclosure () -> String) -> String? {
        // What the label needs (its intrinsic height, rounded up to the pixel grid) is what a
        // finding names; whether its text is cut is the height the text is drawn in, unrounded:
        // a label of a fill-proportionally stack's share, 18.95 tall for a 16-point line drawn
        // 19.09 tall (19.5 with UILabel's rounding: videolan/vlc-ios `VideoFiltersView.xib`,
        // saved so), loses 0.14 of it, within the tolerance.
        func height(_ count: Int) -> Double {
            guard let paragraph else { return measurer.height(lines: count, font: font) }
            return measurer.height(lines: count, font: font, lineHeightMultiple: paragraph.multiple, lineSpacing: paragraph.spacing)
        }
        func drawn(_ count: Int) -> Double {
            guard let paragraph else { return measurer.drawnHeight(lines: count, font: font) }
            return measurer.drawnHeight(lines: count, font: font, lineHeightMultiple: paragraph.multiple, lineSpacing: paragraph.spacing)
        }
        // What a shrinking label needs at its smallest, beside its full size: what was compared.
        func shrunk(_ size: Double) -> String {
            shrink < 1 ? ", \(formatPoints(size * shrink)) at its minimum scale factor \(formatPoints(shrink))," : ""
        }
        if lines == 1 {
            let needed = measurer.singleLine(text, in: font)
            if !sample, measurement.least(needed.width) * shrink > frame.width + Self.tolerance {
                return "\(name()) truncates its text \(quoted()): it needs \(formatPoints(needed.width)) points of width\(shrunk(needed.width)) and has \(formatPoints(frame.width))"
            }
            // A sample's lines are the app's: one of them is what every text needs.
            let cut = sample ? 1 : needed.lines
            if drawn(cut) > frame.height + Self.tolerance,
               paragraph != nil || cut != 1
                || !inkFits(text, font: font, measurement: measurement, line: drawn(1), frameHeight: frame.height) {
                let neededHeight = height(cut)
                return "\(name()) clips its text \(quoted()): it needs \(formatPoints(neededHeight)) points of height and has \(formatPoints(frame.height))"
            }
            return nil
        }
        // A line the stand-in measures up to `most(width)` may be within the width in the font.
        let wrapped = measurer.measure(text, in: font, wrapWidth: measurement.most(frame.width) / shrink, maxLines: 0)
        if !sample, lines > 1, wrapped.lines > lines {
            return "\(name()) truncates its text \(quoted()): it needs \(wrapped.lines) lines at width \(formatPoints(frame.width)) and shows \(lines)"
        }
        let shown = lines == 0 ? wrapped.lines : min(wrapped.lines, lines)
        // Several lines shrink to fit the label's height too (iOS 7 on; one line only its width).
        // A sample is cut only where a single line of it is: the app's text may take one.
        let cut = sample ? 1 : shown
        if drawn(cut) * shrink > frame.height + Self.tolerance {
            let neededHeight = height(cut)
            return "\(name()) truncates its text \(quoted()): it needs \(formatPoints(neededHeight)) points of height (\(cut) lines)\(shrunk(neededHeight)) and has \(formatPoints(frame.height))"
        }
        return nil
    }

    /// Whether a line of the system font taller than its label keeps its glyphs inside it.
    /// UILabel centres its text vertically in its bounds (Stack Overflow 1054558, "Vertically align
    /// text to top within a UILabel"), so a line taller than the label loses as much at its top
    /// as at its bottom, and its drawing is cut at the bounds: "gyjq" in the 30-point system font
    /// in a 30-point label (its line 35.8) loses the bottoms of its descenders, other letters
    /// none ("UILabel is a pit that many people will step on", mo4tech). SF's line leaves room
    /// above its capitals and below its descenders (ascender 0.952 em, capitals 0.705, accented
    /// ones 0.90; descender 0.241, "g" 0.19: SF Pro Display's outlines), so a line a point over
    /// its label cuts nothing of most texts. The glyphs are the measuring face's: SF's own where
    /// the library has its files, as shaped; else Inter's own glyph of each character, only for
    /// the characters and weights whose reach was compared with SF's, each with its character's
    /// `StandInGlyphReach` allowance added (Inter's ascenders, "/", "_" and others reach less
    /// far than SF's). The system font only, the evidence's; a named font, and any other text,
    /// keeps the line's height as the test.
    func inkFits(_ text: String, font: Font, measurement: FontMeasurement, line: Double, frameHeight: Double) -> Bool {
        guard font.family == nil else { return false }
        if measurement != .exact {
            guard StandInGlyphReach.weights.contains(font.weight),
                  text.unicodeScalars.allSatisfy({ StandInGlyphReach.allowance($0) != nil }) else { return false }
        }
        let allowance: ((Unicode.Scalar) -> (above: Double, below: Double))? =
            measurement == .exact ? nil : { StandInGlyphReach.allowance($0) ?? (0, 0) }
        guard let ink = measurer.inkExtents(text, in: font, standInAllowance: allowance) else { return false }
        let baseline = (frameHeight - line) / 2 + measurer.verticalMetrics(font).ascender
        return baseline - ink.above >= -Self.inkTolerance && baseline + ink.below <= frameHeight + Self.inkTolerance
    }

    /// Glyphs reaching this far past a label's bounds are not counted as cut: arithmetic's rounding.
    static let inkTolerance = 0.01

    static func contains(_ outer: Rect, _ inner: Rect) -> Bool {
        inner.x >= outer.x - tolerance && inner.y >= outer.y - tolerance
            && inner.maxX <= outer.maxX + tolerance && inner.maxY <= outer.maxY + tolerance
    }

    func describe(_ r: Rect) -> String {
        "(\(formatPoints(r.x)), \(formatPoints(r.y)), \(formatPoints(r.width))×\(formatPoints(r.height)))"
    }

    static func abbreviated(_ text: String) -> String {
        let flat = String(text.map { $0 == "\n" ? " " : $0 })
        return flat.count <= 30 ? flat : String(flat.prefix(29)) + "…"
    }
}

/// Points as people read them: at most two decimals, no trailing zeros, never "-0".
func formatPoints(_ value: Double) -> String {
    guard abs(value) < 1e12, let cents = Int(finite: (value * 100).rounded()) else { return formatNumber(value) }
    if cents == 0 { return "0" }
    let sign = cents < 0 ? "-" : ""
    let whole = abs(cents) / 100, fraction = abs(cents) % 100
    if fraction == 0 { return "\(sign)\(whole)" }
    let digits = fraction % 10 == 0 ? "\(fraction / 10)" : (fraction < 10 ? "0\(fraction)" : "\(fraction)")
    return "\(sign)\(whole).\(digits)"
}
