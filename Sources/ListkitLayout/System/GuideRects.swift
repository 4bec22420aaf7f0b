import ListkitSpec

/// The rectangle a constraint's item stands for: a view, its parent, the safe area, or one of
/// their layout guides (docs/layout.md, "Margins and guides").
///
/// A view's margins guide is a rectangle of its own, its frame inset by its margins per
/// instance (its own, or what `EffectiveLayoutMargins` makes of them). The container's
/// guides (the screen's root view, a cell's content view) have margins that vary per instance
/// (device, table width), so they are rectangles of their own, pinned per instance
/// (`SystemTemplate.containerGuides`). A view's readable content guide is its margins guide;
/// only the container's is narrowed to the readable width. A scroll view's frame layout guide
/// is its frame; its content layout guide a rectangle of its own (`SystemTemplate`). A view's
/// safe-area guide is a rectangle of its own, its frame inset by the part of the screen's safe
/// area that covers it, pinned per pass (`EffectiveLayoutMargins`); the container's is the
/// screen's safe area.
struct GuideRects {
    let hierarchy: ViewHierarchy
    let safeArea: Insets
    let rtl: Bool
    /// Baselines by slot (`BaselineOffsets`).
    let baselines: [BaselineOffsets]
    let marginsSlot: Int
    let readableSlot: Int
    /// Scroll views' content layout guides by the scroll view's slot.
    let scrollContentSlots: [Int: Int]
    /// Views' margins guides by the view's slot (`SystemTemplate.viewMarginSlots`).
    let viewMarginSlots: [Int: Int]
    /// Views' safe-area guides by the view's slot (`SystemTemplate.viewSafeAreaSlots`).
    let viewSafeAreaSlots: [Int: Int]

    /// The slots of views (not the container) whose guides a constraint names, each list in
    /// order: `margins`, the margins or readable content guide (a stack that arranges its views
    /// inside its margins names its margins guide too), and `safeArea`, the safe-area guide.
    /// One pass over the constraints, each expanded once.
    static func namedGuideSlots(_ hierarchy: ViewHierarchy) -> (margins: [Int], safeArea: [Int]) {
        var margins = Set<Int>()
        var safeArea = Set<Int>()
        for (index, entry) in hierarchy.entries.enumerated() {
            let slot = SystemTemplate.slot(ofEntry: index)
            let parent = entry.parent.map(SystemTemplate.slot(ofEntry:)) ?? 0
            if entry.view.type.value == .stack && entry.view.stack?.layoutMarginsRelativeArrangement == true { margins.insert(slot) }
            func note(_ ref: ViewRef, _ guide: LayoutGuide?) {
                guard let guide else { return }
                let named: Int?
                switch ref {
                case .this: named = slot
                case .parent: named = parent
                case .safeArea: named = nil
                case .named(let name): named = hierarchy.indexByID[name].map(SystemTemplate.slot(ofEntry:))
                }
                guard let named, named != 0 else { return }
                switch guide {
                case .margins, .readableContent: margins.insert(named)
                case .safeArea: safeArea.insert(named)
                case .contentLayoutGuide, .frameLayoutGuide: break
                }
            }
            for spec in entry.view.layout {
                guard let constraint = spec.constraint else { continue }
                // An atom's guides are its constraint's anchors' (`Constraint.expanded`): one
                // whose anchors name none notes nothing, and is not expanded (most are not).
                var namesAGuide = constraint.first.guide != nil
                if case .anchor(let anchor, _, _) = constraint.rhs, anchor.guide != nil { namesAGuide = true }
                guard namesAGuide, case .success(let atoms) = constraint.expanded() else { continue }
                for atom in atoms where atom.isValidForLayout {
                    note(atom.first, atom.firstGuide)
                    if let second = atom.second { note(second, atom.secondGuide) }
                }
            }
        }
        return (margins.sorted(), safeArea.sorted())
    }

    /// - Parameters: this, parent: the slots of the constraint's owner and of its parent.
    /// - Returns: nil when the item or guide does not exist (left out; lint reports it).
    func rect(_ ref: ViewRef, _ guide: LayoutGuide?, this: Int, parent: Int) -> RectExpression? {
        let slot: Int
        switch ref {
        case .this: slot = this
        case .parent: slot = parent
        case .safeArea:
            guard guide == nil else { return nil }
            return FrameVariable.rect(slot: 0).inset(top: safeArea.top, left: safeArea.left, bottom: safeArea.bottom, right: safeArea.right)
        case .named(let name):
            guard let index = hierarchy.indexByID[name] else { return nil }
            slot = SystemTemplate.slot(ofEntry: index)
        }
        guard let guide else {
            var rect = FrameVariable.rect(slot: slot)
            rect.baselines = baselines[slot]
            return rect
        }
        switch guide {
        case .margins, .readableContent:
            if slot == 0 { return FrameVariable.rect(slot: guide == .margins ? marginsSlot : readableSlot) }
            return viewMarginSlots[slot].map(FrameVariable.rect(slot:))
        case .frameLayoutGuide:
            return scrollContentSlots[slot] == nil ? nil : FrameVariable.rect(slot: slot)
        case .contentLayoutGuide:
            return scrollContentSlots[slot].map(FrameVariable.rect(slot:))
        case .safeArea:
            if slot == 0 { return FrameVariable.rect(slot: 0).inset(top: safeArea.top, left: safeArea.left, bottom: safeArea.bottom, right: safeArea.right) }
            return viewSafeAreaSlots[slot].map(FrameVariable.rect(slot:))
        }
    }
}
