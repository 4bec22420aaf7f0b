import ListkitSpec

/// The rectangle a constraint's item stands for: a view, its parent, the safe area, or one of
/// their layout guides (docs/layout.md, "Margins and guides").
///
/// A view's margins guide is its frame inset by its margins (the spec's `layoutMargins` or
/// `directionalLayoutMargins`, else 8 points): constants, so no variables. The container's
/// guides (the screen's root view, a cell's content view) have margins that vary per instance
/// (device, table width), so they are rectangles of their own, pinned per instance
/// (`SystemTemplate.containerGuides`). A view's readable content guide is its margins guide;
/// only the container's is narrowed to the readable width. A scroll view's frame layout guide
/// is its frame; its content layout guide a rectangle of its own (`SystemTemplate`).
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
            let view = hierarchy.entries[slot - 1].view
            let insets = (view.layoutMargins?.value ?? .viewDefault).insets(rtl: rtl)
            return FrameVariable.rect(slot: slot).inset(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
        case .frameLayoutGuide:
            return scrollContentSlots[slot] == nil ? nil : FrameVariable.rect(slot: slot)
        case .contentLayoutGuide:
            return scrollContentSlots[slot].map(FrameVariable.rect(slot:))
        }
    }
}
