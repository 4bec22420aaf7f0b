/// How a changeset's changes are grouped into `performBatchUpdates` calls.
///
/// Both stagings move exactly the same elements (the minimum, see docs/changesets.md) and
/// both obey `BatchUpdateRules`; they differ in which kinds of change share a batch.
public enum Staging: String, CaseIterable, Sendable {
    /// No batch mixes reloads with any insert, delete or move, of items or sections, and
    /// structure is staged in the order of DifferenceKit's sectioned algorithm: item
    /// reloads; deletes; section inserts and moves; item inserts and moves; section
    /// reloads. Reload-plus-move batches are behind public UIKit crash reports (rdar
    /// 27041784, rdar 33662307; IGListKit #42, #75, #690, PR #948).
    case safe
    /// The fewest stages `BatchUpdateRules` allows: most diffs are one batch, reloads
    /// included.
    case compact

    /// What the staging does, in a few words (`listkit diff --help` lists these).
    public var summary: String {
        switch self {
        case .safe: return "no batch mixes reloads with structure (DifferenceKit's order)"
        case .compact: return "the fewest batches UIKit's rules allow"
        }
    }
}
