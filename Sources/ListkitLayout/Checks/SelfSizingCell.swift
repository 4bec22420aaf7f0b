import ListkitSpec

/// A self-sizing table cell's text (`Spec.isSelfSizingCell`: a .xib's table view cell). At run
/// time UIKit makes the cell as tall as its content view's constraints need, its width required
/// and its height at fittingSizeLevel (`systemLayoutSizeFitting`), when its table's `rowHeight`
/// is `automaticDimension`, the default (Apple's `UITableView.rowHeight`); its table may also
/// give it a fixed height (a `rowHeight` or `tableView(_:heightForRowAt:)` in code), which the
/// document does not say. So text counts as cut only where it is cut both at the saved height
/// and at the fitting height: a cell saved compressed, whose constraints give it the room its
/// text needs, is not reported. Its constraints conflict only where they conflict at both heights
/// too: a height they cannot fill, which the fitting height does not ask of them, is no conflict
/// UIKit meets (bryceco/GoMap `QuestChooser.storyboard`, 23727: a prototype of an automatic-height
/// table, a 32-point image in a stack 8 from its top and bottom, saved in a 48.33-point content
/// view with the image 32.33 tall: 48 fits it).
extension LayoutEngine {
    /// The height UIKit gives the screen's root as a self-sizing cell's content view at the
    /// device's width: the fitting height `CellSizer` solves for a spec's automatic cell kind
    /// (the root as the kind's one view, as the screen's one root view in `layout(on:)`). nil
    /// where the constraints determine none: a content view they leave zero tall UIKit gives its
    /// standard height instead (its console says "constraints ambiguously suggest a height of
    /// zero for a table view cell's content view. We're considering the collapse unintentional
    /// and using standard height instead"); a failed solve keeps the saved height too.
    /// - Complexity: one solve of the screen's constraints per wrapping iteration.
    public func fittingHeight(on device: Device) -> Double? {
        let mark = spec.screen.mark
        let kind = CellKindSpec(name: spec.screen, mark: mark, height: Located(.automatic, at: mark), views: spec.views)
        let measurer = TextMeasurer(fonts: fonts, scale: device.scale, textSize: options.textSize, release: metrics.release)
        let system = CellKindSystem(kind: kind, rtl: options.rtl, measurer: measurer, marginMetrics: metrics.margins, id: 0)
        let sizer = CellSizer(kinds: [system], measurer: measurer, collectFindings: false)
        // The root's superview is the screen in `layout(on:)`: the screen's margins, and no safe area in a cell.
        let margins = LayoutMarginsModel.screen(width: device.width, safeArea: Insets(), margins: metrics.margins)
        let height = sizer.solve(system, cell: nil, width: device.width, height: nil, margins: margins, context: "").solved.frames[0].height
        guard sizer.failure == nil, height > 0 else { return nil }
        return height
    }

    /// `findings` of the screen laid out on `device` (its saved size), less the truncated texts
    /// that are not cut at the screen's fitting height (`fittingHeight(on:)`), where the
    /// constraints give one other than the saved height, less its conflicts where its
    /// constraints have none at that height (a conflict there, whichever constraint it breaks,
    /// keeps the saved height's), and less its ambiguity where the views are not ambiguous at
    /// that height: views tied in compression resistance because the saved height is too short
    /// for them (woocommerce-ios `ConnectedReaderTableViewCell.xib`, three labels 5 apart saved
    /// compressed in an 84-point cell) are not compressed at the height UIKit gives the cell.
    /// A view Interface Builder marks ambiguous (`ambiguous="YES"`) keeps its ambiguity: IB
    /// shows it at the saved height, and it is reported as IB shows it (NetNewsWire
    /// `Settings.storyboard`'s switches in automatic-height rows, pocket-casts-ios
    /// `PodcastHeadingTableCell.xib`).
    /// - Complexity: one layout of the screen at its fitting height, where that differs.
    public func selfSizingCellFindings(_ findings: [LayoutFinding], on device: Device) -> [LayoutFinding] {
        guard findings.contains(where: { [.truncatedText, .unsatisfiableConstraints, .ambiguousLayout].contains($0.kind) }),
              let height = fittingHeight(on: device), abs(height - device.height) > 1e-6 else { return findings }
        var fitted = device
        fitted.height = height
        let fittedFindings = layout(on: fitted).findings
        let cutWhenFitted = Set(fittedFindings.filter { $0.kind == .truncatedText }.map(\.mark))
        let conflictsWhenFitted = fittedFindings.contains { $0.kind == .unsatisfiableConstraints }
        var ambiguousWhenFitted = Set(fittedFindings.filter { $0.kind == .ambiguousLayout }.map(\.mark))
        var pending = spec.views
        while let view = pending.popLast() {
            pending += view.children
            if view.savedFrameFlag == .ambiguous { ambiguousWhenFitted.insert(view.mark) }
        }
        return findings.filter { finding in
            switch finding.kind {
            case .truncatedText: cutWhenFitted.contains(finding.mark)
            case .unsatisfiableConstraints: conflictsWhenFitted
            case .ambiguousLayout: ambiguousWhenFitted.contains(finding.mark)
            case .viewOutsideParent, .viewOffScreen, .zeroSize, .unknownFont: true
            }
        }
    }
}
