/// Section ids are unique within a list, and cell ids are unique within a list across all
/// its sections: diffable data sources, IGListKit and RxDataSources crash on duplicates.
public struct DuplicateListIDRule: SpecRule {
    public init() {}
    public var ids: [RuleID] { [.duplicateSectionID, .duplicateCellID] }

    public func check(_ context: LintContext, into diagnostics: inout [Diagnostic]) {
        for entry in context.hierarchies[0].entries {
            guard let list = entry.view.list else { continue }
            let listID = entry.view.id.value
            var sections: [String: Located<String>] = [:]
            var cells: [String: Located<String>] = [:]
            for section in list.sections {
                if let first = sections[section.id.value] {
                    diagnostics.append(.error("duplicate section id '\(section.id.value)' in list '\(listID)' (first at \(first.mark)): a diffable data source would crash", .duplicateSectionID, at: section.id.mark))
                } else {
                    sections[section.id.value] = section.id
                }
                for cell in section.cells {
                    if let first = cells[cell.id.value] {
                        diagnostics.append(.error("duplicate cell id '\(cell.id.value)' in list '\(listID)' (first at \(first.mark)): a diffable data source would crash", .duplicateCellID, at: cell.id.mark))
                    } else {
                        cells[cell.id.value] = cell.id
                    }
                }
            }
        }
    }
}
