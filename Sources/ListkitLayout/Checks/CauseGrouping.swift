import ListkitSpec
import ListkitYAML

/// One finding per cause: when Auto Layout breaks a constraint, the views whose frames the
/// conflicting constraints set come out wrong too — a zero size, a truncated label, a view
/// outside its parent or off screen. Those findings are the conflict's consequences, reported
/// as related locations of the conflict (`note:` lines, SARIF `relatedLocations`), not as
/// findings of their own; nothing is dropped. A view outside every conflict keeps its findings.
enum CauseGrouping {
    /// The finding kinds a conflict can cause in the views it involves.
    static func isConsequence(_ kind: LayoutFinding.Kind) -> Bool {
        switch kind {
        case .zeroSize, .truncatedText, .viewOutsideParent, .viewOffScreen: return true
        case .unsatisfiableConstraints, .ambiguousLayout, .unknownFont: return false
        }
    }

    /// - Parameters:
    ///   - conflicts: the conflict findings, in the order of `viewMarks`.
    ///   - viewMarks: for each conflict, the marks of the views its constraints involve.
    ///   - others: every other finding.
    /// - Returns: the conflicts with their consequences as related locations, then the rest.
    static func grouped(conflicts: [LayoutFinding], viewMarks: [Set<Mark>], others: [LayoutFinding]) -> [LayoutFinding] {
        var conflicts = conflicts
        var rest: [LayoutFinding] = []
        for finding in others {
            guard isConsequence(finding.kind),
                  let index = viewMarks.firstIndex(where: { $0.contains(finding.mark) }), index < conflicts.count else {
                rest.append(finding)
                continue
            }
            conflicts[index].related.append(RelatedLocation("caused by this conflict: \(finding.message) [\(finding.kind.rule)]", at: finding.mark))
        }
        return conflicts + rest
    }
}
