import ListkitSpec

/// The constraints of one view hierarchy (the screen's, or a cell kind's) that do not depend
/// on content: the spec's own, the stacks', collapsed hidden views, non-negative sizes.
/// Built once; `constraints(…)` adds what varies — the container's frame, intrinsic sizes, and
/// fill-proportionally ratios — for one instance.
///
/// Slot 0 is the container (the screen, or a cell's content view); slot i + 1 is entry i of
/// the hierarchy. Each slot has four variables (x, y, width, height) in the hierarchy's
/// coordinates: screen points for the screen, cell points for a cell.
///
/// A class, unchecked Sendable: its properties are set in `init` only (none is settable
/// outside it), and every cell of a list reads its kind's template, which as a struct was
/// copied with each of its arrays retained.
final class SystemTemplate: @unchecked Sendable {
    let hierarchy: ViewHierarchy
    let rtl: Bool
    /// The release's margins: a view's default margins, the readable content guide's widest width.
    let marginMetrics: MarginMetrics
    /// A view's margins where it sets none (`MarginMetrics.viewDefault`).
    let viewMargins: LayoutMargins
    // Unchecked (these and the slot tables): set in `init` only, and read for every cell, where
    // a class's stored property is otherwise checked for exclusive access at run time.
    @exclusivity(unchecked) private(set) var structural: [LayoutConstraint] = []
    /// Fill-proportionally stacks: sizes follow the arranged views' intrinsic sizes.
    @exclusivity(unchecked) private(set) var proportionalStacks: [StackConstraints.Proportional] = []
    /// Slots whose arranged view is collapsed by its stack (hidden arranged views).
    @exclusivity(unchecked) private(set) var collapsed: Set<Int> = []
    /// Entries whose intrinsic height depends on their width (`IntrinsicContent.wraps`), in order.
    let wrappingEntries: [Int]
    /// Each entry's own margins (its `layoutMargins`, else the release's default), leading and
    /// trailing resolved: the first guess of every layout of the hierarchy (`firstGuess`).
    let ownMargins: [Insets]
    /// Whether each entry is hidden, itself or inside a hidden view: the geometry checks skip it.
    let hiddenEntries: [Bool]
    /// The hierarchy's tree, for its views' frames (`ViewFrameTree`).
    let frameTreeShape: ViewFrameTree.Shape
    /// What measuring each entry's intrinsic size reads of its view, by entry index, read for
    /// the release of the measurer the template is made with (its layouts measure for that release).
    let intrinsicSources: [IntrinsicSource]
    /// Each entry's content hugging and compression resistance (`IntrinsicContent.hugging`,
    /// `compressionResistance`), by entry index: the priorities of its intrinsic size's constraints.
    let contentPriorities: [(hugging: (horizontal: Double, vertical: Double), resistance: (horizontal: Double, vertical: Double))]

    var slotCount: Int { hierarchy.entries.count + 1 }
    /// The container's layout margins guide and readable content guide: two rectangles after
    /// the views' slots, pinned per instance (`containerGuides`) as their insets vary with it.
    var containerMarginsSlot: Int { slotCount }
    var containerReadableSlot: Int { slotCount + 1 }
    /// Scroll views' content layout guides, by the scroll view's slot: one rectangle each
    /// after the container's guides.
    @exclusivity(unchecked) private(set) var scrollContentSlots: [Int: Int] = [:]
    /// The margins guides of views (not the container) that constraints name, by the view's
    /// slot: one rectangle each after the scroll views' content guides, pinned per instance
    /// (`viewMarginPins`) since a view's margins can depend on where it sits
    /// (`EffectiveLayoutMargins`).
    @exclusivity(unchecked) private(set) var viewMarginSlots: [Int: Int] = [:]
    /// The safe-area guides of views (not the container) that constraints name, by the view's
    /// slot: one rectangle each after the margins guides, pinned per instance
    /// (`viewSafeAreaPins`) to the view's frame inset by the safe area that covers it.
    @exclusivity(unchecked) private(set) var viewSafeAreaSlots: [Int: Int] = [:]
    var variableCount: Int { (slotCount + 2 + scrollContentSlots.count + viewMarginSlots.count + viewSafeAreaSlots.count) * 4 }
    /// Whether a constraint names a view's own margins or safe area, which depend on where it sits.
    var hasViewGuides: Bool { !viewMarginSlots.isEmpty || !viewSafeAreaSlots.isEmpty }

    static func slot(ofEntry index: Int) -> Int { index + 1 }

    /// - Parameters:
    ///   - safeArea: the container's safe-area insets (the device's for the screen; none in cells).
    ///   - measurer: where text views' baselines sit (their fonts' ascenders and descenders).
    ///   - marginMetrics: the release's margins (a view's default, the readable width).
    init(hierarchy: ViewHierarchy, safeArea: Insets, rtl: Bool, measurer: TextMeasurer, marginMetrics: MarginMetrics) {
        self.hierarchy = hierarchy
        self.rtl = rtl
        self.marginMetrics = marginMetrics
        self.viewMargins = marginMetrics.viewDefault
        self.wrappingEntries = hierarchy.entries.indices.filter { IntrinsicContent.wraps(hierarchy.entries[$0].view) }
        let viewMargins = marginMetrics.viewDefault
        self.ownMargins = hierarchy.entries.map { ($0.view.layoutMargins?.value ?? viewMargins).insets(rtl: rtl) }
        self.frameTreeShape = ViewFrameTree.Shape(hierarchy)
        self.hiddenEntries = frameTreeShape.hidden
        self.intrinsicSources = hierarchy.entries.map { IntrinsicSource($0.view, measurer: measurer, isArranged: $0.isArranged) }
        self.contentPriorities = hierarchy.entries.map { (IntrinsicContent.hugging($0.view), IntrinsicContent.compressionResistance($0.view)) }
        // Room for the sizes' and the spec's constraints (a compound's atoms and the stacks'
        // may still grow it once): appended one by one, the array was reallocated ~5 times.
        structural.reserveCapacity(hierarchy.entries.reduce(2 * hierarchy.entries.count) { $0 + $1.view.layout.count })
        // Sizes are never negative, and Auto Layout holds that before any constraint of the
        // app's: over-constrained insets break the user's constraint added last, not a size.
        for index in hierarchy.entries.indices {
            let own = FrameVariable.rect(slot: Self.slot(ofEntry: index))
            structural.append(LayoutConstraint(own.width, .greaterOrEqual, .constant(0), origin: .nonNegative(slot: Self.slot(ofEntry: index), axis: .horizontal)))
            structural.append(LayoutConstraint(own.height, .greaterOrEqual, .constant(0), origin: .nonNegative(slot: Self.slot(ofEntry: index), axis: .vertical)))
        }
        let baselines = [BaselineOffsets.none] + hierarchy.entries.map { BaselineOffsets.of($0.view, measurer: measurer) }
        for (index, entry) in hierarchy.entries.enumerated() where entry.view.type.value == .scrollView {
            scrollContentSlots[Self.slot(ofEntry: index)] = hierarchy.entries.count + 3 + scrollContentSlots.count
        }
        let named = GuideRects.namedGuideSlots(hierarchy)
        for slot in named.margins {
            viewMarginSlots[slot] = hierarchy.entries.count + 3 + scrollContentSlots.count + viewMarginSlots.count
        }
        for slot in named.safeArea {
            viewSafeAreaSlots[slot] = hierarchy.entries.count + 3 + scrollContentSlots.count + viewMarginSlots.count + viewSafeAreaSlots.count
        }
        let guides = GuideRects(hierarchy: hierarchy, safeArea: safeArea, rtl: rtl, baselines: baselines,
                                marginsSlot: hierarchy.entries.count + 1, readableSlot: hierarchy.entries.count + 2,
                                scrollContentSlots: scrollContentSlots, viewMarginSlots: viewMarginSlots,
                                viewSafeAreaSlots: viewSafeAreaSlots)
        structural += Self.scrollContentOrigins(scrollContentSlots)
        for (index, entry) in hierarchy.entries.enumerated() {
            let slot = Self.slot(ofEntry: index)
            let parentSlot = entry.parent.map(Self.slot(ofEntry:)) ?? 0
            for (constraintIndex, spec) in entry.view.layout.enumerated() {
                guard case .success(let atoms)? = spec.constraint?.expanded() else { continue }
                for (part, atom) in atoms.enumerated() where atom.isValidForLayout {
                    func rect(_ ref: ViewRef, _ guide: LayoutGuide?) -> RectExpression? {
                        guides.rect(ref, guide, this: slot, parent: parentSlot)
                    }
                    guard let first = rect(atom.first, atom.firstGuide) else { continue }
                    let mirrored = rtl && atom.isDirectional
                    var rhs = LinearExpression.constant(atom.constant)
                    if let secondRef = atom.second, let secondAttribute = atom.secondAttribute {
                        guard let second = rect(secondRef, atom.secondGuide) else { continue }
                        rhs = second.anchor(secondAttribute, mirrored: mirrored) * atom.multiplier + atom.constant
                    }
                    structural.append(LayoutConstraint(first.anchor(atom.firstAttribute, mirrored: mirrored), atom.relation, rhs,
                                                       priority: atom.priority, origin: .spec(slot: slot, index: constraintIndex, part: part)))
                }
            }
        }
        for (index, entry) in hierarchy.entries.enumerated() where entry.view.type.value == .stack {
            let (stack, arranged) = Self.stack(ofEntry: index, hierarchy: hierarchy, rtl: rtl, baselines: baselines, viewMarginSlots: viewMarginSlots)
            structural += stack.constraints()
            if let proportional = stack.proportional { proportionalStacks.append(proportional) }
            for i in arranged where hierarchy.entries[i].view.hidden { collapsed.insert(Self.slot(ofEntry: i)) }
        }
    }

    /// A stack view's arranged views (entries) and what lays them out: their slots, what the
    /// document saved of their sizes, the text-width disambiguation of its multi-line labels
    /// and its lowest compression resistance.
    static func stack(ofEntry index: Int, hierarchy: ViewHierarchy, rtl: Bool, baselines: [BaselineOffsets],
                      viewMarginSlots: [Int: Int]) -> (StackConstraints, arranged: [Int]) {
        let entry = hierarchy.entries[index]
        let arranged = hierarchy.entries.indices.filter { hierarchy.entries[$0].parent == index && hierarchy.entries[$0].isArranged }
        let spec = entry.view.stack ?? StackSpec()
        var stack = StackConstraints(stackSlot: Self.slot(ofEntry: index), spec: spec,
                                     arranged: arranged.map { (Self.slot(ofEntry: $0), hierarchy.entries[$0].view.hidden) },
                                     mirrored: rtl, baselines: baselines)
        if spec.layoutMarginsRelativeArrangement { stack.canvasSlot = viewMarginSlots[Self.slot(ofEntry: index)] }
        for i in arranged {
            guard let saved = hierarchy.entries[i].view.savedFrame else { continue }
            stack.savedAcrossSizes[Self.slot(ofEntry: i)] = spec.axis == .horizontal ? saved.height : saved.width
            stack.savedAlongSizes[Self.slot(ofEntry: i)] = spec.axis == .horizontal ? saved.width : saved.height
        }
        // Not in baseline-aligned stacks: pocket-casts-ios `LargeListSummaryViewController.xib`
        // saves a `numberOfLines="0"` label in a lastBaseline fill stack of three views at its
        // text's own width (92 of 338), not at a third of the stack.
        if spec.axis == .horizontal, spec.distribution == .fill, spec.alignment != .firstBaseline, spec.alignment != .lastBaseline {
            for i in arranged where IntrinsicContent.isMultiLineLabel(hierarchy.entries[i].view) {
                let above = IntrinsicContent.compressionResistance(hierarchy.entries[i].view).horizontal
                    + StackViewPriorities.textWidthDisambiguationAboveCompressionResistance
                stack.textWidthDisambiguation[Self.slot(ofEntry: i)] = min(above, StackViewPriorities.highestOptional)
            }
        }
        let resistances = arranged.filter { !hierarchy.entries[$0].view.hidden }.map { i in
            let r = IntrinsicContent.compressionResistance(hierarchy.entries[i].view)
            return spec.axis == .horizontal ? r.horizontal : r.vertical
        }
        stack.lowestCompressionResistance = resistances.min() ?? ControlMetrics.current.compressionResistancePriority
        return (stack, arranged)
    }

    /// A scroll view's content starts at its own origin (content offset zero, no content
    /// inset); its size is what the constraints on `contentLayoutGuide` make it, never negative.
    static func scrollContentOrigins(_ slots: [Int: Int]) -> [LayoutConstraint] {
        slots.sorted { $0.key < $1.key }.flatMap { scroll, content -> [LayoutConstraint] in
            let s = FrameVariable.rect(slot: scroll), c = FrameVariable.rect(slot: content)
            let origin = ConstraintOrigin.container(name: "the content layout guide's origin (content offset zero)")
            return [LayoutConstraint(c.x, .equal, s.x, origin: origin), LayoutConstraint(c.y, .equal, s.y, origin: origin),
                    LayoutConstraint(c.width, .greaterOrEqual, .constant(0), origin: .nonNegative(slot: scroll, axis: .horizontal)),
                    LayoutConstraint(c.height, .greaterOrEqual, .constant(0), origin: .nonNegative(slot: scroll, axis: .vertical))]
        }
    }

    /// The view of a slot (nil for the container and its guides).
    func view(atSlot slot: Int) -> ViewSpec? {
        slot == 0 || slot >= slotCount ? nil : hierarchy.entries[slot - 1].view
    }

    /// Pins the container's margins and readable content guides for one instance: the
    /// margins are `margins` inside the container (for the screen, safe area included); the
    /// readable guide is at most `MarginMetrics.readableWidth` wide, centred in them, when
    /// the container's width is known (else it is the margins).
    ///
    /// Also pins the margins and safe-area guides of views that constraints name
    /// (`viewMarginPins`, `viewSafeAreaPins`): `views` by slot, or each view's own margins and
    /// no safe area where it has none.
    func containerGuides(margins: Insets, containerWidth: Double?, name: String, views: ViewGuideInsets? = nil) -> [LayoutConstraint] {
        let container = FrameVariable.rect(slot: 0)
        let inner = container.inset(top: margins.top, left: margins.left, bottom: margins.bottom, right: margins.right)
        let marginsRect = FrameVariable.rect(slot: containerMarginsSlot)
        let readable = FrameVariable.rect(slot: containerReadableSlot)
        let side = containerWidth.map { LayoutMarginsModel.readableInset(marginsWidth: $0 - margins.left - margins.right, readableWidth: marginMetrics.readableWidth) } ?? 0
        let readableTarget = RectExpression(x: marginsRect.x + side, y: marginsRect.y, width: marginsRect.width - 2 * side, height: marginsRect.height)
        let marginsOrigin = ConstraintOrigin.container(name: "the layout margins of \(name)")
        let readableOrigin = ConstraintOrigin.container(name: "the readable content guide of \(name)")
        return zip([marginsRect.x, marginsRect.y, marginsRect.width, marginsRect.height], [inner.x, inner.y, inner.width, inner.height])
            .map { LayoutConstraint($0, .equal, $1, origin: marginsOrigin) }
            + zip([readable.x, readable.y, readable.width, readable.height],
                  [readableTarget.x, readableTarget.y, readableTarget.width, readableTarget.height])
            .map { LayoutConstraint($0, .equal, $1, origin: readableOrigin) }
            + viewMarginPins(views?.margins) + viewSafeAreaPins(views?.safeAreas)
    }

    /// A view's safe-area guide is its frame inset by the safe area that covers it in this pass.
    func viewSafeAreaPins(_ safeAreas: [Insets]?) -> [LayoutConstraint] {
        viewSafeAreaSlots.sorted { $0.key < $1.key }.flatMap { slot, guideSlot -> [LayoutConstraint] in
            let view = hierarchy.entries[slot - 1].view
            let s = safeAreas?[slot] ?? Insets()
            let inner = FrameVariable.rect(slot: slot).inset(top: s.top, left: s.left, bottom: s.bottom, right: s.right)
            let guide = FrameVariable.rect(slot: guideSlot)
            let origin = ConstraintOrigin.container(name: "the safe area of '\(view.id.value)' (\(formatPoints(s.top)), \(formatPoints(s.left)), \(formatPoints(s.bottom)), \(formatPoints(s.right)))")
            return zip([guide.x, guide.y, guide.width, guide.height], [inner.x, inner.y, inner.width, inner.height])
                .map { LayoutConstraint($0, .equal, $1, origin: origin) }
        }
    }

    /// A view's margins guide is its frame inset by its margins for this instance.
    func viewMarginPins(_ margins: [Insets]?) -> [LayoutConstraint] {
        viewMarginSlots.sorted { $0.key < $1.key }.flatMap { slot, guideSlot -> [LayoutConstraint] in
            let view = hierarchy.entries[slot - 1].view
            let m = margins?[slot] ?? (view.layoutMargins?.value ?? viewMargins).insets(rtl: rtl)
            let inner = FrameVariable.rect(slot: slot).inset(top: m.top, left: m.left, bottom: m.bottom, right: m.right)
            let guide = FrameVariable.rect(slot: guideSlot)
            let origin = ConstraintOrigin.container(name: "the layout margins of '\(view.id.value)' (\(formatPoints(m.top)), \(formatPoints(m.left)), \(formatPoints(m.bottom)), \(formatPoints(m.right)))")
            return zip([guide.x, guide.y, guide.width, guide.height], [inner.x, inner.y, inner.width, inner.height])
                .map { LayoutConstraint($0, .equal, $1, origin: origin) }
        }
    }

    /// Each view's own margins and no safe area, by slot (the container's are `container` and
    /// `safeArea`): the first guess before the frames say where the views sit.
    func firstGuess(container: Insets, safeArea: Insets) -> ViewGuideInsets {
        var margins = [container]
        margins.reserveCapacity(ownMargins.count + 1)
        margins.append(contentsOf: ownMargins)
        var safeAreas = [Insets](repeating: Insets(), count: ownMargins.count + 1)
        safeAreas[0] = safeArea
        return ViewGuideInsets(margins: margins, safeAreas: safeAreas)
    }

    /// Every constraint of one instance, in a fixed order: container, structural, intrinsic,
    /// proportional. `intrinsics[i]` is entry i's intrinsic content size.
    /// One array, allocated once at about its final size (not a concatenation of three).
    func constraints(container: [LayoutConstraint], intrinsics: [IntrinsicContent]) -> [LayoutConstraint] {
        var all: [LayoutConstraint] = []
        all.reserveCapacity(container.count + structural.count + intrinsics.count * 4)
        all.append(contentsOf: container)
        all.append(contentsOf: structural)
        appendInstanceConstraints(intrinsics: intrinsics, to: &all)
        return all
    }

    /// What follows the container's and the structural constraints in `constraints(…)`: the
    /// intrinsic sizes' and fill-proportionally ratios'.
    func instanceConstraints(intrinsics: [IntrinsicContent]) -> [LayoutConstraint] {
        var all: [LayoutConstraint] = []
        all.reserveCapacity(intrinsics.count * 4)
        appendInstanceConstraints(intrinsics: intrinsics, to: &all)
        return all
    }

    /// Appends `instanceConstraints(intrinsics:)` to `all`.
    private func appendInstanceConstraints(intrinsics: [IntrinsicContent], to all: inout [LayoutConstraint]) {
        for (index, intrinsic) in intrinsics.enumerated() where intrinsic.width != nil || intrinsic.height != nil {
            let slot = Self.slot(ofEntry: index)
            let (hugging, resistance) = contentPriorities[index]
            let own = FrameVariable.rect(slot: slot)
            if let w = intrinsic.width {
                all.append(LayoutConstraint(own.width, .lessOrEqual, .constant(w), priority: ContentSizePriority.effective(hugging.horizontal), origin: .intrinsic(slot: slot, axis: .horizontal, hugging: true)))
                all.append(LayoutConstraint(own.width, .greaterOrEqual, .constant(w), priority: ContentSizePriority.effective(resistance.horizontal), origin: .intrinsic(slot: slot, axis: .horizontal, hugging: false)))
            }
            if let h = intrinsic.height {
                all.append(LayoutConstraint(own.height, .lessOrEqual, .constant(h), priority: ContentSizePriority.effective(hugging.vertical), origin: .intrinsic(slot: slot, axis: .vertical, hugging: true)))
                all.append(LayoutConstraint(own.height, .greaterOrEqual, .constant(h), priority: ContentSizePriority.effective(resistance.vertical), origin: .intrinsic(slot: slot, axis: .vertical, hugging: false)))
            }
        }
        for stack in proportionalStacks {
            all += stack.constraints(intrinsics: { intrinsics[$0 - 1] })
        }
    }
}
