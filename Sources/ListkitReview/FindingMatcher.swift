import ListkitSpec

/// Which findings a change brought, fixed or left: findings of the two versions paired by rule,
/// message and view (not by line, which any edit above them moves), first-in-first-out.
enum FindingMatcher {
    struct Key: Hashable {
        var rule: String
        var message: String
        var view: String?
    }

    /// The new version's findings (new or unchanged) in its order, then the fixed ones.
    static func match(old: [(Diagnostic, String?)], new: [(Diagnostic, String?)], ids: inout ViewIDTable) -> [FindingNote] {
        var pending: [Key: Int] = [:]
        for (finding, view) in old { pending[key(finding, view), default: 0] += 1 }
        var notes: [FindingNote] = []
        for (finding, view) in new {
            let key = key(finding, view)
            let unchanged = pending[key, default: 0] > 0
            if unchanged { pending[key]! -= 1 }
            notes.append(note(finding, view: view, status: unchanged ? .unchanged : .new, ids: &ids))
        }
        for (finding, view) in old {
            let key = key(finding, view)
            guard pending[key, default: 0] > 0 else { continue }
            pending[key]! -= 1
            notes.append(note(finding, view: view, status: .fixed, ids: &ids))
        }
        return notes
    }

    static func key(_ finding: Diagnostic, _ view: String?) -> Key {
        Key(rule: finding.rule.rawValue, message: finding.message, view: view)
    }

    static func note(_ finding: Diagnostic, view: String?, status: FindingNote.Status, ids: inout ViewIDTable) -> FindingNote {
        FindingNote(status: status, severity: finding.severity, rule: finding.rule.rawValue, message: finding.message,
                    view: view.map { ids.index($0) }, line: finding.mark.line)
    }
}
