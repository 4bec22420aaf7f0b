/// The two independent checks of a changeset, together: UIKit's batch-update rules
/// (`BatchUpdateRules`, from item counts alone) and the replay (`apply`, which must give
/// `new`). This is what `listkit diff --verify` runs.
public enum ChangesetVerification {
    /// Every problem found, each as "stage N: …"; empty when UIKit accepts every stage and
    /// replaying them on `old` gives `new`.
    /// - Complexity: O(stages × (n + c log c)) for n items and c changes per stage.
    public static func problems<S, I>(in changeset: Changeset<S, I>, old: [DiffSection<S, I>], new: [DiffSection<S, I>]) -> [String] {
        var problems = BatchUpdateRules.violations(in: changeset, old: old, new: new).map(\.description)
        do {
            if try apply(changeset, to: old) != new { problems.append("replaying the stages does not give the new list") }
        } catch {
            problems.append(error.description)
        }
        return problems
    }
}
