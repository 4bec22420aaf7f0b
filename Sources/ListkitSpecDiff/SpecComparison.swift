import ListkitDiff
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
    public init(old: Spec, new: Spec, staging: Staging = .safe) {
        self.init(old: SpecSnapshot(old), new: SpecSnapshot(new), staging: staging)
    }

    /// Compares two prepared snapshots (see `SpecSnapshot`); `staging` groups each list's
    /// changes into batches (`Staging`).
    public init(old: SpecSnapshot, new: SpecSnapshot, staging: Staging = .safe) {
        lists = ListComparison.compare(old: old.lists, new: new.lists, staging: staging)
        views = ViewComparison.compare(old: old.views, new: new.views)
        constraints = ConstraintComparison.compare(old: old.constraints, new: new.constraints)
        frames = FrameComparison.compare(old: old, new: new)
    }
}

extension SpecComparison {
    /// Each list's changeset checked against UIKit's rules and replayed on its old sections
    /// (`ChangesetVerification`): "LIST: stage N: problem", empty when every list passes.
    public var verificationProblems: [String] {
        lists.flatMap { list in
            ChangesetVerification.problems(in: list.changeset, old: list.old, new: list.new).map { "\(list.listID): \($0)" }
        }
    }
}
