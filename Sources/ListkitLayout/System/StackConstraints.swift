import ListkitSpec

/// The constraints UIStackView adds for its arranged subviews, under UIKit's names.
///
/// Along the axis: the first and last visible views meet the stack's edges
/// (`UISV-canvas-connection`); neighbours are `spacing` apart (`UISV-spacing`: equal for the
/// fill distributions, at least for equalSpacing and equalCentering); fillEqually makes sizes
/// equal (`UISV-fill-equally`); fillProportionally makes them proportional to their intrinsic
/// sizes at 999 (`UISV-fill-proportionally`); equalSpacing makes the gaps equal and
/// equalCentering the distances between centres (`UISV-distributing-edge`, the latter below
/// every compression resistance, so the spacing shrinks to its minimum before a view is
/// compressed); both keep the stack at its views and minimum spacing @49 where nothing else
/// sizes it. Across the axis, by alignment (`UISV-alignment`;
/// `UISV-spanning-boundary` keeps views inside a stack that does not fill; `UISV-spanning-fit`
/// @51 hugs the largest; `UISV-ambiguity-suppression` @25 gives views with nothing else a size).
/// A hidden arranged view collapses to zero along the axis at the stack's start (`UISV-hiding`)
/// and takes no spacing. Horizontal stacks align baselines (`baselineAlignment`); baseline
/// alignment in a vertical stack, which UIKit does not define, is read as leading/trailing.
/// With `layoutMarginsRelativeArrangement` the edges the views meet are the stack's margins
/// guide's (`canvasSlot`), as UIKit's `isLayoutMarginsRelativeArrangement`.
struct StackConstraints: Sendable {
    let stackSlot: Int
    let spec: StackSpec
    /// Arranged views in order: their slot and whether they are hidden.
    let arranged: [(slot: Int, hidden: Bool)]
    /// Right-to-left: horizontal stacks run from the right.
    let mirrored: Bool
    /// The lowest compression resistance along the axis among the visible arranged views.
    var lowestCompressionResistance = ControlMetrics.current.compressionResistancePriority

    /// equalCentering's equal centre distances give way before any arranged view is
    /// compressed: Apple's UIStackView.Distribution.equalCentering says the stack "shrinks the
    /// spacing until it reaches the minimum spacing" and only then "shrinks the arranged views
    /// according to their compression resistance priority". So the distances sit below every
    /// view's compression resistance, and below the default hugging (250) so they never stretch
    /// a view either: 149, or one under a lower compression resistance.
    var equalCenteringPriority: Double {
        max(1, min(149, lowestCompressionResistance - 1))
    }
    /// Each slot's baselines (`BaselineOffsets`), for baseline alignment.
    var baselines: [BaselineOffsets] = []
    /// The size across the axis Interface Builder saved for an arranged view (by slot): where
    /// nothing but `UISV-ambiguity-suppression` sizes the view there, IB's canvas keeps the
    /// saved size, so the suppression asks for that size instead of zero
    /// (docs/interface-builder.md, "What is read"). Empty for specs without saved frames.
    var savedAcrossSizes: [Int: Double] = [:]
    /// The size along the axis Interface Builder saved for an arranged view (by slot): a
    /// fill-proportionally stack shares its room by it where the view has no intrinsic size
    /// there (`Proportional`). Empty for specs without saved frames.
    var savedAlongSizes: [Int: Double] = [:]
    /// The priority of `UISV-text-width-disambiguation` for each multi-line label arranged in a
    /// horizontal fill stack (by slot): the label is pulled to an equal share of the stack
    /// (`StackViewPriorities`). Empty for other stacks.
    var textWidthDisambiguation: [Int: Double] = [:]
    /// The rectangle the arranged views are laid out in: the stack's margins guide when it
    /// arranges them relative to its margins, else the stack itself (nil).
    var canvasSlot: Int?
    var canvas: Int { canvasSlot ?? stackSlot }

    struct Anchors: Sendable {
        var start: Attribute, end: Attribute, size: Attribute, center: Attribute
    }

    static func along(_ axis: StackSpec.Axis) -> Anchors {
        axis == .horizontal ? Anchors(start: .leading, end: .trailing, size: .width, center: .centerX)
                            : Anchors(start: .top, end: .bottom, size: .height, center: .centerY)
    }

    static func across(_ axis: StackSpec.Axis) -> Anchors {
        along(axis == .horizontal ? .vertical : .horizontal)
    }

    var visible: [Int] { arranged.filter { !$0.hidden }.map(\.slot) }

    private func anchor(_ slot: Int, _ attribute: Attribute) -> LinearExpression {
        var rect = FrameVariable.rect(slot: slot)
        if slot < baselines.count { rect.baselines = baselines[slot] }
        return rect.anchor(attribute, mirrored: mirrored)
    }

    private func make(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression, _ name: String, priority: Double = 1000) -> LayoutConstraint {
        LayoutConstraint(lhs, relation, rhs, priority: priority, origin: .stack(slot: stackSlot, name: name))
    }

    func constraints() -> [LayoutConstraint] {
        alongAxis() + acrossAxis() + hiding()
    }

    private func alongAxis() -> [LayoutConstraint] {
        let a = Self.along(spec.axis)
        let views = visible
        guard let first = views.first, let last = views.last else { return [] }
        var result = [
            make(anchor(first, a.start), .equal, anchor(canvas, a.start), "UISV-canvas-connection"),
            make(anchor(last, a.end), .equal, anchor(canvas, a.end), "UISV-canvas-connection"),
        ]
        let exactSpacing = [.fill, .fillEqually, .fillProportionally].contains(spec.distribution)
        for (previous, next) in zip(views, views.dropFirst()) {
            result.append(make(anchor(next, a.start), exactSpacing ? .equal : .greaterOrEqual,
                               anchor(previous, a.end) + spec.spacing, "UISV-spacing"))
        }
        switch spec.distribution {
        case .fill:
            result += textWidthShares(views)
        case .fillProportionally:
            break
        case .fillEqually:
            for view in views.dropFirst() {
                result.append(make(anchor(view, a.size), .equal, anchor(first, a.size), "UISV-fill-equally"))
            }
        case .equalSpacing:
            result.append(fitAlongAxis(a.size))
            guard views.count > 2 else { break }
            let firstGap = anchor(views[1], a.start) - anchor(views[0], a.end)
            for (previous, next) in zip(views.dropFirst(), views.dropFirst(2)) {
                result.append(make(anchor(next, a.start) - anchor(previous, a.end), .equal, firstGap, "UISV-distributing-edge"))
            }
        case .equalCentering:
            result.append(fitAlongAxis(a.size))
            guard views.count > 2 else { break }
            let firstDistance = anchor(views[1], a.center) - anchor(views[0], a.center)
            for (previous, next) in zip(views.dropFirst(), views.dropFirst(2)) {
                result.append(make(anchor(next, a.center) - anchor(previous, a.center), .equal, firstDistance, "UISV-distributing-edge",
                                   priority: equalCenteringPriority))
            }
        }
        return result
    }

    /// `UISV-text-width-disambiguation`: each multi-line label of a horizontal fill stack is
    /// pulled to an equal share of the stack, the spacing shared out too. Interface Builder saves
    /// such labels so: woocommerce-ios `PrimarySectionHeaderView.xib`, a wrapping label beside a
    /// button in a 393-point stack, both 196.5 wide; `SurveySubmittedViewController.xib`, 45 of a
    /// 94-point stack spaced 4; simplenote-ios `NoticeView.xib`, 102 of 220 inside the margins,
    /// spaced 16.
    private func textWidthShares(_ views: [Int]) -> [LayoutConstraint] {
        guard spec.axis == .horizontal, !textWidthDisambiguation.isEmpty else { return [] }
        let count = Double(views.count)
        let share = anchor(canvas, .width) * (1 / count) - spec.spacing * (count - 1) / count
        return views.compactMap { view in
            textWidthDisambiguation[view].map { make(anchor(view, .width), .equal, share, "UISV-text-width-disambiguation", priority: $0) }
        }
    }

    /// equalSpacing and equalCentering: the stack as short along its axis as its views and
    /// minimum spacing allow, @49, where nothing else sets its size ("Additional underflow
    /// spacing is divided equally", UIStackView.h: the spacing grows only when the stack is made
    /// larger). Source: TZStackView (tomvanzummeren/TZStackView), whose tests compare its
    /// constraints one by one with UIStackView's, adds `size == 0 @49` along the axis for these
    /// two distributions only; Interface Builder saves such stacks at their views' sizes plus
    /// the spacing (kharrison/CodeExamples `Buttons`: two 33-point buttons 20 apart, 86 tall).
    private func fitAlongAxis(_ size: Attribute) -> LayoutConstraint {
        make(anchor(stackSlot, size), .equal, .constant(0), "fit along the axis (no identifier in UIKit)", priority: 49)
    }

    private func acrossAxis() -> [LayoutConstraint] {
        let c = Self.across(spec.axis)
        var result: [LayoutConstraint] = []
        let stack = canvas
        if spec.axis == .horizontal, spec.alignment == .firstBaseline || spec.alignment == .lastBaseline {
            return baselineAlignment(spec.alignment == .firstBaseline ? .firstBaseline : .lastBaseline)
        }
        for (view, _) in arranged {
            switch spec.alignment {
            case .fill:
                result.append(make(anchor(view, c.start), .equal, anchor(stack, c.start), "UISV-alignment"))
                result.append(make(anchor(view, c.end), .equal, anchor(stack, c.end), "UISV-alignment"))
            case .leading, .top, .firstBaseline:
                result.append(make(anchor(view, c.start), .equal, anchor(stack, c.start), "UISV-alignment"))
                result.append(make(anchor(view, c.end), .lessOrEqual, anchor(stack, c.end), "UISV-spanning-boundary"))
            case .trailing, .bottom, .lastBaseline:
                result.append(make(anchor(view, c.end), .equal, anchor(stack, c.end), "UISV-alignment"))
                result.append(make(anchor(view, c.start), .greaterOrEqual, anchor(stack, c.start), "UISV-spanning-boundary"))
            case .center:
                result.append(make(anchor(view, c.center), .equal, anchor(stack, c.center), "UISV-alignment"))
                result.append(make(anchor(view, c.start), .greaterOrEqual, anchor(stack, c.start), "UISV-spanning-boundary"))
                result.append(make(anchor(view, c.end), .lessOrEqual, anchor(stack, c.end), "UISV-spanning-boundary"))
            }
            if spec.alignment != .fill {
                result.append(ambiguitySuppression(view, c.size))
            }
        }
        if spec.alignment != .fill, !arranged.isEmpty {
            result.append(make(anchor(stack, c.size), .equal, .constant(0), "UISV-spanning-fit", priority: 51))
        }
        return result
    }

    /// A horizontal stack aligned by baselines: every arranged view's baseline on the first's
    /// (`UISV-alignment`), each kept inside the stack (`UISV-spanning-boundary`), the stack as
    /// short as its views allow (`UISV-spanning-fit` @51) and views without other height
    /// constraints at zero height (`UISV-ambiguity-suppression` @25).
    private func baselineAlignment(_ baseline: Attribute) -> [LayoutConstraint] {
        guard let first = arranged.first?.slot else { return [] }
        var result: [LayoutConstraint] = []
        for (view, _) in arranged {
            if view != first {
                result.append(make(anchor(view, baseline), .equal, anchor(first, baseline), "UISV-alignment"))
            }
            result.append(make(anchor(view, .top), .greaterOrEqual, anchor(canvas, .top), "UISV-spanning-boundary"))
            result.append(make(anchor(view, .bottom), .lessOrEqual, anchor(canvas, .bottom), "UISV-spanning-boundary"))
            result.append(ambiguitySuppression(view, .height))
        }
        result.append(make(anchor(canvas, .height), .equal, .constant(0), "UISV-spanning-fit", priority: 51))
        return result
    }

    /// `UISV-ambiguity-suppression` @25: a view with nothing else to size it across the axis is
    /// as wide (or tall) as IB saved it, else zero.
    private func ambiguitySuppression(_ view: Int, _ size: Attribute) -> LayoutConstraint {
        make(anchor(view, size), .equal, .constant(savedAcrossSizes[view] ?? 0), "UISV-ambiguity-suppression", priority: 25)
    }

    private func hiding() -> [LayoutConstraint] {
        let a = Self.along(spec.axis)
        return arranged.filter(\.hidden).flatMap { view in
            [LayoutConstraint(anchor(view.slot, a.size), .equal, .constant(0), origin: .hiding(slot: view.slot)),
             make(anchor(view.slot, a.start), .equal, anchor(canvas, a.start), "UISV-canvas-connection")]
        }
    }

    /// Fill-proportionally: what its ratio constraints need once intrinsic sizes are known.
    struct Proportional: Sendable {
        var stackSlot: Int
        /// The rectangle whose size the views share (`StackConstraints.canvas`).
        var canvasSlot: Int
        var axis: StackSpec.Axis
        var spacing: Double
        var slots: [Int]
        var mirrored: Bool
        /// `StackConstraints.savedAlongSizes`: the size a view without an intrinsic size along
        /// the axis has when the stack first lays it out, its frame from the document.
        var savedSizes: [Int: Double] = [:]

        /// Each view with an intrinsic size along the axis gets
        /// `size == (stack.size − spacings) × intrinsic / Σ intrinsic @999`. A view without one
        /// is shared by its current size instead, which for a view read from a document is the
        /// frame saved there: UIKit's proportions come from the views' sizes when they have no
        /// intrinsic one (views of equal frames and no intrinsic size share a stack equally:
        /// Stack Overflow question 46253248, "UIStackView proportional layout with only
        /// intrinsicContentSize"; spin.atomicobject.com, "Proportional Custom UIViews with
        /// 'Fill Proportionally'", 2017, three custom views loaded from one .xib shown equal).
        func constraints(intrinsics: (Int) -> IntrinsicContent) -> [LayoutConstraint] {
            let sizes = slots.map { slot -> Double? in
                let i = intrinsics(slot)
                return (axis == .horizontal ? i.width : i.height) ?? savedSizes[slot]
            }
            let total = sizes.compactMap { $0 }.reduce(0, +)
            guard total > 0 else { return [] }
            let a = StackConstraints.along(axis)
            let stackSize = FrameVariable.rect(slot: canvasSlot).anchor(a.size, mirrored: mirrored)
            let available = stackSize - spacing * Double(max(slots.count - 1, 0))
            return zip(slots, sizes).compactMap { slot, size in
                guard let size else { return nil }
                return LayoutConstraint(FrameVariable.rect(slot: slot).anchor(a.size, mirrored: mirrored), .equal,
                                        available * (size / total), priority: 999,
                                        origin: .stack(slot: stackSlot, name: "UISV-fill-proportionally"))
            }
        }
    }

    var proportional: Proportional? {
        guard spec.distribution == .fillProportionally, !visible.isEmpty else { return nil }
        return Proportional(stackSlot: stackSlot, canvasSlot: canvas, axis: spec.axis, spacing: spec.spacing, slots: visible, mirrored: mirrored,
                            savedSizes: savedAlongSizes)
    }
}
