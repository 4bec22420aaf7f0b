import ListkitYAML

/// Section ids are unique within a list, and cell ids are unique within a list across all
/// its sections: diffable data sources, IGListKit and RxDataSources crash on duplicates.
public struct DuplicateListIDRule: SpecRule {
    public init() {}
    public var ids: [RuleID] { [.duplicateSectionID, .duplicateCellID] }

    /// - Complexity: O(n) in the number of sections and cells; each id is hashed once (into a
    ///   table sized up front, so it never rehashes) unless it is a duplicate.
    public func check(_ context: LintContext, into diagnostics: inout [Diagnostic]) {
        for entry in context.hierarchies[0].entries {
            guard let list = entry.view.list else { continue }
            let listID = entry.view.id.value
            var cellCount = 0
            for section in list.sections { cellCount += section.cells.count }
            var sections = FirstMarks(capacity: list.sections.count)
            var cells = FirstMarks(capacity: cellCount)
            for section in list.sections {
                if let first = sections.firstMark(of: section.id) {
                    diagnostics.append(.error("duplicate section id '\(section.id.value)' in list '\(listID)' (first at \(first)): a diffable data source would crash", .duplicateSectionID, at: section.id.mark))
                }
                for cell in section.cells {
                    if let first = cells.firstMark(of: cell.id) {
                        diagnostics.append(.error("duplicate cell id '\(cell.id.value)' in list '\(listID)' (first at \(first)): a diffable data source would crash", .duplicateCellID, at: cell.id.mark))
                    }
                }
            }
        }
    }
}

/// Where each id was first seen.
private struct FirstMarks {
    private var marks: [String: Mark]

    init(capacity: Int) {
        marks = Dictionary(minimumCapacity: capacity)
    }

    /// The mark of an earlier occurrence of `id`, or nil after recording this first one.
    mutating func firstMark(of id: Located<String>) -> Mark? {
        // One hash for a new id; a duplicate (rare) puts the first mark back with a second.
        guard let first = marks.updateValue(id.mark, forKey: id.value) else { return nil }
        marks[id.value] = first
        return first
    }
}
