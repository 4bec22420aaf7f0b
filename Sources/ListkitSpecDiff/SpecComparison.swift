import ListkitSpec

/// Everything that changed between two versions of a spec.
public struct SpecComparison: Sendable {
    /// One entry per table or collection in either spec, changed or not.
    public var lists: [ListChange]
    public var views: [ViewChange]
    public var constraints: [ConstraintChange]
    /// Screen views whose frames moved or resized, per device.
    public var frames: [FrameChange]

    public var isEmpty: Bool { lists.allSatisfy(\.changeset.isEmpty) && views.isEmpty && constraints.isEmpty && frames.isEmpty }

    /// Compares lists (through the diff engine), views (by hierarchy and id), their
    /// constraints (by what they relate) and the screen views' frames on every device.
    /// - Complexity: O(n log n) in the number of cells, O(n) in views and constraints.
    public init(old: Spec, new: Spec) {
        lists = ListComparison.compare(old: old, new: new)
        let oldViews = ViewComparison.index(old)
        let newViews = ViewComparison.index(new)
        views = ViewComparison.compare(old: oldViews, new: newViews)
        constraints = ConstraintComparison.compare(old: ConstraintComparison.entries(oldViews),
                                                   new: ConstraintComparison.entries(newViews))
        frames = FrameComparison.compare(old: old, new: new)
    }
}
