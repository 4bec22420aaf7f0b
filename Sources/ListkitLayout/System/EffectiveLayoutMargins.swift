import ListkitSpec

/// The margins UIKit actually gives a view, from its own margins and where it sits
/// (docs/layout.md, "Margins and guides"):
///
/// - `insetsLayoutMarginsFromSafeArea` (default true): the view's safe-area insets are added to
///   its margins. A view's safe-area insets are "only the portion of that view that is
///   obscured" (Apple, `safeAreaInsets`): how far its superview's safe area reaches into it,
///   never more than the superview's own insets (they do not grow past the superview's edge).
///   Added, not clamped: a view reported `layoutMargins.top` 48 where a copy outside the
///   safe area reported 28, "differing only by the amount of the safeAreaInsets" (20), in
///   Stack Overflow question 47003878.
/// - `preservesSuperviewLayoutMargins` (default false): "the amount of the adjustment is the
///   smallest amount needed to ensure that content is also inside the superview's margins"
///   (Apple): each side is at least the superview's margin minus the distance between the two
///   edges.
///
/// A view's safe-area guide is its frame inset by those safe-area insets.
///
/// A scroll view's subviews are its content: the part of its safe area that its adjusted
/// content inset takes (`contentInsetAdjustmentBehavior`, `ContentInsetAdjustment`) moves the
/// content at rest instead, so that part does not reach them.
///
/// Both depend on the solved frames, so the layout solves again with the margins the frames
/// give until they stop changing, as UIKit lays out again after `layoutMarginsDidChange`.
struct EffectiveLayoutMargins {
    let hierarchy: ViewHierarchy
    let rtl: Bool
    /// A view's margins where it sets none (the release's `MarginMetrics.viewDefault`).
    let viewMargins: LayoutMargins
    /// The container's margins (the screen's root view, a cell's content view), from its edges.
    let containerMargins: Insets
    /// The container's safe-area insets (the device's and bars' for the screen; none in cells).
    let containerSafeArea: Insets
    /// Whether a navigation controller shows the screen (its scroll views' `automatic`
    /// adjustment then takes the top and bottom insets: `ContentInsetAdjustment.inNavigationController`).
    var inNavigationController = false

    /// Every entry's effective margins and safe-area insets, by slot (0: the container), from
    /// frames by slot in the hierarchy's coordinates and scroll views' content sizes by slot.
    func insets(frames: [Rect], contentSizes: [Int: Size] = [:]) -> ViewGuideInsets {
        var margins = [containerMargins]
        var safe = [containerSafeArea]
        // The safe area each slot's subviews are reached by: its own, less what a scroll view's
        // content inset takes.
        var forSubviews = [containerSafeArea]
        // The margins each slot's subviews preserve: its own, less what a scroll view's content
        // inset scrolls away (at rest the content starts below the adjusted inset, so the part of
        // the scroll view's margins the inset covers does not reach it).
        var marginsForSubviews = [containerMargins]
        forSubviews.reserveCapacity(hierarchy.entries.count + 1)
        marginsForSubviews.reserveCapacity(hierarchy.entries.count + 1)
        margins.reserveCapacity(hierarchy.entries.count + 1)
        safe.reserveCapacity(hierarchy.entries.count + 1)
        // Entries are in preorder: a parent's slot is always computed before its children's.
        for (index, entry) in hierarchy.entries.enumerated() {
            let slot = SystemTemplate.slot(ofEntry: index)
            let parent = entry.parent.map(SystemTemplate.slot(ofEntry:)) ?? 0
            let frame = frames[slot], parentFrame = frames[parent]
            // Distances from each of the view's edges to its superview's (negative outside).
            let gap = Insets(top: frame.y - parentFrame.y, left: frame.x - parentFrame.x,
                             bottom: parentFrame.maxY - frame.maxY, right: parentFrame.maxX - frame.maxX)
            let ownSafe = Self.reach(forSubviews[parent], over: gap)
            safe.append(ownSafe)
            let view = entry.view
            let inset = contentInset(of: view, frame: frame, covered: ownSafe, content: contentSizes[slot])
            forSubviews.append(ownSafe.removing(inset))
            var m = (view.layoutMargins?.value ?? viewMargins).insets(rtl: rtl)
            if view.insetsLayoutMarginsFromSafeArea { m = m.adding(ownSafe) }
            if view.preservesSuperviewLayoutMargins { m = m.atLeast(Self.reach(marginsForSubviews[parent], over: gap, capped: false)) }
            margins.append(m)
            marginsForSubviews.append(m.removing(inset).atLeast(Insets()))
        }
        return ViewGuideInsets(margins: margins, safeAreas: safe)
    }

    /// The safe-area insets a scroll view's adjusted content inset takes (none for other views).
    func contentInset(of view: ViewSpec, frame: Rect, covered: Insets, content: Size?) -> Insets {
        guard view.type.value == .scrollView, let content else { return Insets() }
        return ContentInsetAdjustment.adjusted(covered: covered, frame: Size(width: frame.width, height: frame.height), content: content,
                                               behavior: view.contentInsetAdjustment, alwaysBouncesVertically: false,
                                               inNavigationController: inNavigationController)
    }

    /// How far a superview's insets reach into a view whose edges are `gap` inside the
    /// superview's: never below 0 and, for the safe area, never beyond the superview's inset.
    static func reach(_ insets: Insets, over gap: Insets, capped: Bool = true) -> Insets {
        func side(_ inset: Double, _ distance: Double) -> Double {
            let reach = max(0, inset - distance)
            return capped ? min(reach, inset) : reach
        }
        return Insets(top: side(insets.top, gap.top), left: side(insets.left, gap.left),
                      bottom: side(insets.bottom, gap.bottom), right: side(insets.right, gap.right))
    }
}

extension Insets {
    func adding(_ other: Insets) -> Insets {
        Insets(top: top + other.top, left: left + other.left, bottom: bottom + other.bottom, right: right + other.right)
    }

    func removing(_ other: Insets) -> Insets {
        Insets(top: top - other.top, left: left - other.left, bottom: bottom - other.bottom, right: right - other.right)
    }

    func atLeast(_ other: Insets) -> Insets {
        Insets(top: Swift.max(top, other.top), left: Swift.max(left, other.left),
               bottom: Swift.max(bottom, other.bottom), right: Swift.max(right, other.right))
    }

    /// Equal within a hundredth of a point on every side.
    func isClose(to other: Insets) -> Bool {
        abs(top - other.top) <= 0.01 && abs(left - other.left) <= 0.01
            && abs(bottom - other.bottom) <= 0.01 && abs(right - other.right) <= 0.01
    }
}
