/// Section ids are unique within a list, and cell ids are unique within a list across all
/// its sections: diffable data sources, IGListKit and RxDataSources crash on duplicates.
public struct DuplicateListIDRule: SpecRule {
    public init() {}
    public var ids: [RuleID] { [.duplicateSectionID, .duplicateCellID] }

    /// - Complexity: O(n) in the number of sections and cells: each id is hashed once, into a
    ///   table sized up front.
    public func check(_ context: LintContext, into diagnostics: inout [Diagnostic]) {
        for entry in context.hierarchies[0].entries {
            guard let list = entry.view.list else { continue }
            let listID = entry.view.id.value
            let sections = list.sections
            // Cells are numbered across the list; `starts[s]` is section s's first cell number.
            var cellCount = 0
            let starts = sections.map { section in
                defer { cellCount += section.cells.count }
                return cellCount
            }
            func cellID(_ number: Int) -> Located<String> {
                // The last section starting at or before `number` (only for duplicates and collisions).
                var low = 0, high = starts.count - 1
                while low < high {
                    let middle = (low + high + 1) / 2
                    if starts[middle] <= number { low = middle } else { high = middle - 1 }
                }
                return sections[low].cells[number - starts[low]].id
            }
            var sectionTable = FirstOccurrenceTable(capacity: sections.count)
            var cellTable = FirstOccurrenceTable(capacity: cellCount)
            for (s, section) in sections.enumerated() {
                let sectionID = section.id
                if let first = sectionTable.firstIndex(of: sectionID.value, recording: s, idAt: { sections[$0].id.value }) {
                    diagnostics.append(.error("duplicate section id '\(sectionID.value)' in list '\(listID)' (first at \(sections[first].id.mark)): a diffable data source would crash", .duplicateSectionID, at: sectionID.mark))
                }
                let cells = section.cells
                for c in cells.indices {
                    guard let first = cellTable.firstIndex(of: cells[c].id.value, recording: starts[s] + c, idAt: { cellID($0).value }) else { continue }
                    let id = cells[c].id
                    diagnostics.append(.error("duplicate cell id '\(id.value)' in list '\(listID)' (first at \(cellID(first).mark)): a diffable data source would crash", .duplicateCellID, at: id.mark))
                }
            }
        }
    }
}
