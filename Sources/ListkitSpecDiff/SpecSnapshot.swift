import ListkitLayout
import ListkitSpec

/// What a comparison needs from one spec, prepared on its own: the engine's sections of each
/// list, the view and constraint indexes, and the screen's frames on the spec's devices.
///
/// Snapshots of two specs are independent, so a caller can build them concurrently (as
/// `listkit diff` does, each right after loading its file) and compare them afterwards.
public struct SpecSnapshot: Sendable {
    struct List: Sendable {
        var id: String
        var type: ViewType
        var sections: [ListChangeset.Section]
    }

    let lists: [List]
    let views: [(ViewKey, ViewComparison.Entry)]
    let constraints: [(ConstraintComparison.Key, ConstraintComparison.Value)]
    let devices: [Device]
    /// Frames by device, in `devices` order.
    let frames: [[(String, Rect)]]
    /// The spec without list content, to lay out on a device only the other spec names.
    let framesSpec: Spec

    /// - Complexity: O(n) in cells, views and constraints, plus one layout per device of the
    ///   spec's screen views (list contents left out: they never move a screen view).
    public init(_ spec: Spec) {
        let hierarchies = LintContext(spec: spec).hierarchies
        lists = hierarchies[0].entries.map(\.view).filter { $0.type.value.isList }.map {
            List(id: $0.id.value, type: $0.type.value, sections: ListComparison.sections($0.list))
        }
        views = ViewComparison.index(hierarchies)
        constraints = ConstraintComparison.entries(views)
        devices = spec.effectiveDevices
        framesSpec = FrameComparison.withoutListContent(spec)
        let engine = FrameComparison.engine(framesSpec)
        frames = devices.map { FrameComparison.frames(engine.layout(on: $0).result.views) }
    }

    /// The screen's frames on a device: prepared, or laid out now.
    func frames(on device: Device) -> [(String, Rect)] {
        if let index = devices.firstIndex(of: device) { return frames[index] }
        return FrameComparison.frames(FrameComparison.engine(framesSpec).layout(on: device).result.views)
    }
}
