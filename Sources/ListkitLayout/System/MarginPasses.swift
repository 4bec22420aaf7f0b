import ListkitSpec

/// Lays a hierarchy out until the margins of the views whose margins guides constraints name
/// agree with the frames they produce (`EffectiveLayoutMargins`), as UIKit lays out again
/// when `layoutMarginsDidChange`: the first pass uses each view's own margins; a view that a
/// pass places in the safe area's reach, or near its superview's margins with
/// `preservesSuperviewLayoutMargins`, gets a second pass with the margins that gives.
enum MarginPasses {
    static let maxPasses = 4

    /// - Parameters:
    ///   - container: the container's margins; safeArea: its safe-area insets.
    ///   - solve: lays the hierarchy out with the views' margins by slot.
    /// - Returns: the last pass.
    static func run(template: SystemTemplate, container: Insets, safeArea: Insets,
                    solve: ([Insets]) -> WrappingSolve.Result) -> WrappingSolve.Result {
        var margins = template.ownMargins(container: container)
        let model = EffectiveLayoutMargins(hierarchy: template.hierarchy, rtl: template.rtl,
                                           containerMargins: container, containerSafeArea: safeArea)
        var pass = 0
        while true {
            pass += 1
            let result = solve(margins)
            guard !template.viewMarginSlots.isEmpty, pass < maxPasses, result.solution.failure == nil else { return result }
            let next = model.margins(frames: (0..<template.slotCount).map { Rect(result.solution.rect(slot: $0)) })
            if template.viewMarginSlots.keys.allSatisfy({ next[$0].isClose(to: margins[$0]) }) { return result }
            margins = next
        }
    }
}
