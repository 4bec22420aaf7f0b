import ListkitSpec

/// Everything that changed between two versions of a spec.
public struct SpecComparison: Sendable {
    public var views: [ViewChange]
    public var constraints: [ConstraintChange]

    public var isEmpty: Bool { views.isEmpty && constraints.isEmpty }

    /// Compares views (by hierarchy and id) and their constraints (by what they relate).
    /// - Complexity: O(n) in the number of views and constraints.
    public init(old: Spec, new: Spec) {
        let oldViews = ViewComparison.index(old)
        let newViews = ViewComparison.index(new)
        views = ViewComparison.compare(old: oldViews, new: newViews)
        constraints = ConstraintComparison.compare(old: ConstraintComparison.entries(oldViews),
                                                   new: ConstraintComparison.entries(newViews))
    }
}
