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
            guard let index = cause(of: finding, inView: finding.mark, viewMarks: viewMarks), index < conflicts.count else {
                rest.append(finding)
                continue
            }
            conflicts[index].related.append(note(for: finding))
        }
        return conflicts + rest
    }

    /// Which conflict (an index into `viewMarks`) caused a finding met in the view at
    /// `viewMark`, or nil when it is no consequence of one. A cell's truncation is reported at
    /// the cell's field, not at the view, so the view is given apart from the finding.
    static func cause(of finding: LayoutFinding, inView viewMark: Mark, viewMarks: [Set<Mark>]) -> Int? {
        guard isConsequence(finding.kind) else { return nil }
        return viewMarks.firstIndex { $0.contains(viewMark) }
    }

    /// A consequence as its conflict's related location.
    static func note(for finding: LayoutFinding) -> RelatedLocation {
        RelatedLocation("caused by this conflict: \(finding.message) [\(finding.kind.rule)]", at: finding.mark)
    }
}
