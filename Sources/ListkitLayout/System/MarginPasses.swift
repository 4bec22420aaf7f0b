import ListkitSpec

/// Lays a hierarchy out until the margins and safe areas of the views whose margins or
/// safe-area guides constraints name agree with the frames they produce
/// (`EffectiveLayoutMargins`), as UIKit lays out again when `layoutMarginsDidChange` and
/// `safeAreaInsetsDidChange`: the first pass uses each view's own margins and no safe area; a
/// view that a pass places in the safe area's reach, or near its superview's margins with
/// `preservesSuperviewLayoutMargins`, gets a second pass with the insets that gives.
enum MarginPasses {
    static let maxPasses = 4

    /// - Parameters:
    ///   - container: the container's margins; safeArea: its safe-area insets.
    ///   - solve: lays the hierarchy out with the views' margins and safe areas by slot.
    /// - Returns: the last pass.
    ///   - inNavigationController: whether a navigation controller shows the screen
    ///     (`ContentInsetAdjustment.inNavigationController`).
    ///   - firstGuess: `template.firstGuess(container:safeArea:)`, when the caller keeps it.
    static func run(template: SystemTemplate, container: Insets, safeArea: Insets, inNavigationController: Bool = false,
                    firstGuess: ViewGuideInsets? = nil, solve: (ViewGuideInsets) -> WrappingSolve.Result) -> WrappingSolve.Result {
        var insets = firstGuess ?? template.firstGuess(container: container, safeArea: safeArea)
        // Without views whose margins or safe areas constraints name, one pass is the answer.
        guard template.hasViewGuides else { return solve(insets) }
        var model = EffectiveLayoutMargins(hierarchy: template.hierarchy, rtl: template.rtl, viewMargins: template.viewMargins,
                                           containerMargins: container, containerSafeArea: safeArea)
        model.inNavigationController = inNavigationController
        var pass = 0
        while true {
            pass += 1
            let result = solve(insets)
            guard template.hasViewGuides, pass < maxPasses, result.solution.failure == nil else { return result }
            let contentSizes = template.scrollContentSlots.mapValues { slot in
                let rect = Rect(result.solution.rect(slot: slot))
                return Size(width: rect.width, height: rect.height)
            }
            let next = model.insets(frames: (0..<template.slotCount).map { Rect(result.solution.rect(slot: $0)) }, contentSizes: contentSizes)
            if template.viewMarginSlots.keys.allSatisfy({ next.margins[$0].isClose(to: insets.margins[$0]) })
                && template.viewSafeAreaSlots.keys.allSatisfy({ next.safeAreas[$0].isClose(to: insets.safeAreas[$0]) }) { return result }
            insets = next
        }
    }
}
