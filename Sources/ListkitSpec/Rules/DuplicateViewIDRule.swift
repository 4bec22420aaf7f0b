extension RuleID {
    public static let duplicateViewID = RuleID("duplicate-view-id")
}

extension RuleDescription {
    public static let duplicateViewID = RuleDescription(
        id: .duplicateViewID, severity: .error,
        summary: "Two views with one id in a hierarchy.",
        rationale: "Constraints name views by id, so a second view with the same id could never be constrained on its own. An error.",
        examples: [
            RuleExample(file: "duplicate-view-id.yaml", triggering: #"""
                listkit: 1
                screen: S
                views:
                  - id: title
                    type: label
                    text: A
                    subviews:
                      - { id: title, type: view }
                  - { id: title, type: label, text: B }
                cellKinds:
                  K:
                    views:
                      - { id: title, type: label, text: "ok: another hierarchy" }

                """#,
                fixed: #"""
                listkit: 1
                screen: S
                views:
                  - id: title
                    type: label
                    text: A
                    layout: [ top == safeArea.top, leading == parent.leading + 16 ]
                    subviews:
                      - { id: underline, type: view, layout: [ top == parent.bottom - 1, horizontal == parent, height == 1 ] }
                  - { id: subtitle, type: label, text: B, layout: [ top == title.bottom + 4, leading == title.leading ] }

                """#),
        ])
}

/// View ids are unique within the screen and within each cell kind: constraints name views
/// by id, so a second view with the same id could never be constrained on its own.
public struct DuplicateViewIDRule: SpecRule {
    public init() {}
    public var descriptions: [RuleDescription] { [.duplicateViewID] }

    public func check(_ context: LintContext, into diagnostics: inout [Diagnostic]) {
        for hierarchy in context.hierarchies {
            for entry in hierarchy.entries {
                let id = entry.view.id
                guard let first = hierarchy.indexByID[id.value], hierarchy.entries[first].view.id.mark != id.mark else { continue }
                let original = hierarchy.entries[first].view.id.mark
                diagnostics.append(RuleDescription.duplicateViewID.finding("duplicate view id '\(id.value)' in \(hierarchy.owner) (first declared at \(original))", at: id.mark))
            }
        }
    }
}
