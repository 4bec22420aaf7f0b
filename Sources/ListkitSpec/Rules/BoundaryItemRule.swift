extension RuleID {
    public static let missingBoundaryItem = RuleID("missing-boundary-item")
}

extension RuleDescription {
    public static let missingBoundaryItem = RuleDescription(
        id: .missingBoundaryItem, severity: .warning,
        summary: "A section header or footer that the collection's compositional layout has no boundary item for (never shown).",
        rationale: "UIKit asks for no supplementary view a compositional layout does not declare, so the header or footer is silently never shown; the screen still works, so a warning.",
        examples: [
            RuleExample(file: "boundary-items.yaml", triggering: #"""
                listkit: 1
                screen: S
                views:
                  - id: shop
                    type: collection
                    layout: [ edges == safeArea ]
                    compositional:
                      section:
                        group: { width: fractionalWidth(1), height: absolute(44), items: [ { width: fractionalWidth(1), height: fractionalHeight(1) } ] }
                      sections:
                        featured:
                          group: { width: fractionalWidth(1), height: absolute(120), items: [ { width: fractionalWidth(1), height: fractionalHeight(1) } ] }
                          footer: { height: 20 }
                    sections:
                      - id: featured
                        header: Featured
                        footer: Swipe for more
                        cells: [ { id: a, kind: Tile } ]
                      - id: all
                        header: All items
                        footer: { kind: Tile }
                        cells: [ { id: b, kind: Tile } ]
                cellKinds:
                  Tile: { height: 44 }

                """#,
                fixed: #"""
                listkit: 1
                screen: S
                views:
                  - id: shop
                    type: collection
                    layout: [ edges == safeArea ]
                    compositional:
                      section:
                        group: { width: fractionalWidth(1), height: absolute(44), items: [ { width: fractionalWidth(1), height: fractionalHeight(1) } ] }
                        header: { height: 36 }
                        footer: { height: 44 }
                      sections:
                        featured:
                          group: { width: fractionalWidth(1), height: absolute(120), items: [ { width: fractionalWidth(1), height: fractionalHeight(1) } ] }
                          header: { height: 36 }
                          footer: { height: 20 }
                    sections:
                      - id: featured
                        header: Featured
                        footer: Swipe for more
                        cells: [ { id: a, kind: Tile } ]
                      - id: all
                        header: All items
                        footer: { kind: Tile }
                        cells: [ { id: b, kind: Tile } ]
                cellKinds:
                  Tile: { height: 44 }

                """#),
        ])
}

/// A compositional layout shows a section's header or footer only through a boundary
/// supplementary item (`NSCollectionLayoutBoundarySupplementaryItem`) of its section layout:
/// UIKit asks the data source for no supplementary view the layout does not declare, so a
/// section's `header:` or `footer:` without one is never shown.
public struct BoundaryItemRule: SpecRule {
    public init() {}
    public var descriptions: [RuleDescription] { [.missingBoundaryItem] }

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
                        diagnostics.append(RuleDescription.missingBoundaryItem.finding("\(name) of section '\(section.id.value)' is never shown: its layout in collection '\(collection)' (\(which)) has no boundary \(name); add '\(name): { height: … }' to it",
                                                                                   at: data.mark))
                    }
                }
            }
        }
    }
}
