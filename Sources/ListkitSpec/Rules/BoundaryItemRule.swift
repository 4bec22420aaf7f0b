/// A compositional layout shows a section's header or footer only through a boundary
/// supplementary item (`NSCollectionLayoutBoundarySupplementaryItem`) of its section layout:
/// UIKit asks the data source for no supplementary view the layout does not declare, so a
/// section's `header:` or `footer:` without one is never shown.
public struct BoundaryItemRule: SpecRule {
    public init() {}
    public var ids: [RuleID] { [.missingBoundaryItem] }

    public func check(_ context: LintContext, into diagnostics: inout [Diagnostic]) {
        for hierarchy in context.hierarchies {
            for entry in hierarchy.entries {
                guard let list = entry.view.list, let layout = list.compositional else { continue }
                let collection = entry.view.id.value
                for section in list.sections {
                    let own = layout.sections.first { $0.id.value == section.id.value }
                    let sectionLayout = own?.layout ?? layout.section
                    let which = own.map { "sections.\($0.id.value) at \($0.id.mark.line):\($0.id.mark.column)" } ?? "the compositional 'section'"
                    for (name, data, boundary) in [("header", section.header, sectionLayout.header), ("footer", section.footer, sectionLayout.footer)] {
                        guard let data, boundary == nil else { continue }
                        diagnostics.append(.warning("\(name) of section '\(section.id.value)' is never shown: its layout in collection '\(collection)' (\(which)) has no boundary \(name); add '\(name): { height: … }' to it",
                                                    .missingBoundaryItem, at: data.mark))
                    }
                }
            }
        }
    }
}
