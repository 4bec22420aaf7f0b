import ListkitSpec

/// The constraints of one view hierarchy (the screen's, or a cell kind's) that do not depend
/// on content: the spec's own, the stacks', collapsed hidden views, non-negative sizes.
/// Built once; `constraints(…)` adds what varies — the container's frame, intrinsic sizes, and
/// fill-proportionally ratios — for one instance.
///
/// Slot 0 is the container (the screen, or a cell's content view); slot i + 1 is entry i of
/// the hierarchy. Each slot has four variables (x, y, width, height) in the hierarchy's
/// coordinates: screen points for the screen, cell points for a cell.
struct SystemTemplate: Sendable {
    let hierarchy: ViewHierarchy
    let rtl: Bool
    private(set) var structural: [LayoutConstraint] = []
    /// Fill-proportionally stacks: sizes follow the arranged views' intrinsic sizes.
    private(set) var proportionalStacks: [StackConstraints.Proportional] = []
    /// Slots whose arranged view is collapsed by its stack (hidden arranged views).
    private(set) var collapsed: Set<Int> = []

    var slotCount: Int { hierarchy.entries.count + 1 }
    var variableCount: Int { slotCount * 4 }

    static func slot(ofEntry index: Int) -> Int { index + 1 }

    /// - Parameters:
    ///   - safeArea: the container's safe-area insets (the device's for the screen; none in cells).
    init(hierarchy: ViewHierarchy, safeArea: Insets, rtl: Bool) {
        self.hierarchy = hierarchy
        self.rtl = rtl
        let container = FrameVariable.rect(slot: 0)
        let safe = container.inset(top: safeArea.top, left: safeArea.left, bottom: safeArea.bottom, right: safeArea.right)
        // Sizes are never negative, and Auto Layout holds that before any constraint of the
        // app's: over-constrained insets break the user's constraint added last, not a size.
        for index in hierarchy.entries.indices {
            let own = FrameVariable.rect(slot: Self.slot(ofEntry: index))
            structural.append(LayoutConstraint(own.width, .greaterOrEqual, .constant(0), origin: .nonNegative(slot: Self.slot(ofEntry: index), axis: .horizontal)))
            structural.append(LayoutConstraint(own.height, .greaterOrEqual, .constant(0), origin: .nonNegative(slot: Self.slot(ofEntry: index), axis: .vertical)))
        }
        for (index, entry) in hierarchy.entries.enumerated() {
            let slot = Self.slot(ofEntry: index)
            let parentRect = entry.parent.map { FrameVariable.rect(slot: Self.slot(ofEntry: $0)) } ?? container
            for (constraintIndex, spec) in entry.view.layout.enumerated() {
                guard case .success(let atoms)? = spec.constraint?.expanded() else { continue }
                for (part, atom) in atoms.enumerated() where atom.isValidForLayout {
                    func rect(_ ref: ViewRef) -> RectExpression? {
                        switch ref {
                        case .this: return FrameVariable.rect(slot: slot)
                        case .parent: return parentRect
                        case .safeArea: return safe
                        case .named(let name): return hierarchy.indexByID[name].map { FrameVariable.rect(slot: Self.slot(ofEntry: $0)) }
                        }
                    }
                    guard let first = rect(atom.first) else { continue }
                    let mirrored = rtl && atom.isDirectional
                    var rhs = LinearExpression.constant(atom.constant)
                    if let secondRef = atom.second, let secondAttribute = atom.secondAttribute {
                        guard let second = rect(secondRef) else { continue }
                        rhs = second.anchor(secondAttribute, mirrored: mirrored) * atom.multiplier + atom.constant
                    }
                    structural.append(LayoutConstraint(first.anchor(atom.firstAttribute, mirrored: mirrored), atom.relation, rhs,
                                                       priority: atom.priority, origin: .spec(slot: slot, index: constraintIndex, part: part)))
                }
            }
        }
        for (index, entry) in hierarchy.entries.enumerated() where entry.view.type.value == .stack {
            let arranged = hierarchy.entries.indices.filter { hierarchy.entries[$0].parent == index && hierarchy.entries[$0].isArranged }
            let spec = entry.view.stack ?? StackSpec()
            var stack = StackConstraints(stackSlot: Self.slot(ofEntry: index), spec: spec,
                                         arranged: arranged.map { (Self.slot(ofEntry: $0), hierarchy.entries[$0].view.hidden) },
                                         mirrored: rtl)
            let resistances = arranged.filter { !hierarchy.entries[$0].view.hidden }.map { i in
                let r = IntrinsicContent.compressionResistance(hierarchy.entries[i].view)
                return spec.axis == .horizontal ? r.horizontal : r.vertical
            }
            stack.lowestCompressionResistance = resistances.min() ?? IntrinsicContent.defaultCompressionResistance
            structural += stack.constraints()
            if let proportional = stack.proportional { proportionalStacks.append(proportional) }
            for i in arranged where hierarchy.entries[i].view.hidden { collapsed.insert(Self.slot(ofEntry: i)) }
        }
    }

    /// The view of a slot (nil for the container).
    func view(atSlot slot: Int) -> ViewSpec? {
        slot == 0 ? nil : hierarchy.entries[slot - 1].view
    }

    /// Every constraint of one instance, in a fixed order: container, structural, intrinsic,
    /// proportional. `intrinsics[i]` is entry i's intrinsic content size.
    func constraints(container: [LayoutConstraint], intrinsics: [IntrinsicContent]) -> [LayoutConstraint] {
        var all = container
        all.reserveCapacity(container.count + structural.count + intrinsics.count * 4)
        all += structural
        for (index, intrinsic) in intrinsics.enumerated() where intrinsic.width != nil || intrinsic.height != nil {
            let slot = Self.slot(ofEntry: index)
            let view = hierarchy.entries[index].view
            let hugging = IntrinsicContent.hugging(view)
            let resistance = IntrinsicContent.compressionResistance(view)
            let own = FrameVariable.rect(slot: slot)
            if let w = intrinsic.width {
                all.append(LayoutConstraint(own.width, .lessOrEqual, .constant(w), priority: hugging.horizontal, origin: .intrinsic(slot: slot, axis: .horizontal, hugging: true)))
                all.append(LayoutConstraint(own.width, .greaterOrEqual, .constant(w), priority: resistance.horizontal, origin: .intrinsic(slot: slot, axis: .horizontal, hugging: false)))
            }
            if let h = intrinsic.height {
                all.append(LayoutConstraint(own.height, .lessOrEqual, .constant(h), priority: hugging.vertical, origin: .intrinsic(slot: slot, axis: .vertical, hugging: true)))
                all.append(LayoutConstraint(own.height, .greaterOrEqual, .constant(h), priority: resistance.vertical, origin: .intrinsic(slot: slot, axis: .vertical, hugging: false)))
            }
        }
        for stack in proportionalStacks {
            all += stack.constraints(intrinsics: { intrinsics[$0 - 1] })
        }
        return all
    }
}
