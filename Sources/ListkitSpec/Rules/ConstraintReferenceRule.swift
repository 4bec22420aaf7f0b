extension RuleID {
    public static let unknownView = RuleID("unknown-view")
    public static let noCommonAncestor = RuleID("no-common-ancestor")
}

extension RuleDescription {
    public static let unknownView = RuleDescription(
        id: .unknownView, severity: .error,
        summary: "A constraint naming no view in its hierarchy.",
        rationale: "A constraint to a view that does not exist cannot be created. An error.",
        examples: [constraintReferencesExample])
    public static let noCommonAncestor = RuleDescription(
        id: .noCommonAncestor, severity: .error,
        summary: "A constraint relating a screen view and a cell kind's view.",
        rationale: "Auto Layout raises when views without a common ancestor are related. An error.",
        examples: [constraintReferencesExample])

    private static let constraintReferencesExample = RuleExample(file: "constraint-references.yaml", triggering: #"""
        listkit: 1
        screen: S
        views:
          - id: title
            type: label
            text: x
            layout:
              - top == titel.bottom + 8
              - leading == photo.leading
          - id: list
            type: table
            sections:
              - id: s
                cells: [ { id: c, kind: K } ]
        cellKinds:
          K:
            views:
              - { id: photo, type: image, image: 40x40, layout: [ top == title.bottom ] }

        """#,
        fixed: #"""
        listkit: 1
        screen: S
        views:
          - id: title
            type: label
            text: x
            layout:
              - top == safeArea.top + 8
              - leading == parent.leading + 16
          - id: list
            type: table
            layout: [ top == title.bottom + 8, horizontal == parent, bottom == parent.bottom ]
            sections:
              - id: s
                cells: [ { id: c, kind: K } ]
        cellKinds:
          K:
            views:
              - { id: photo, type: image, image: 40x40, layout: [ top == parent.top + 2, leading == parent.leading + 16, bottom == parent.bottom - 2 ] }

        """#)
}

/// Constraints name views that exist, in the same hierarchy: a screen view and a view of a
/// cell kind share no ancestor, and Auto Layout raises when such views are related.
public struct ConstraintReferenceRule: SpecRule {
    public init() {}
    public var descriptions: [RuleDescription] { [.unknownView, .noCommonAncestor] }

    public func check(_ context: LintContext, into diagnostics: inout [Diagnostic]) {
        for hierarchy in context.hierarchies {
            for entry in hierarchy.entries {
                for spec in entry.view.layout {
                    guard let constraint = spec.constraint else { continue }
                    var anchors = [constraint.first]
                    if case .anchor(let second, _, _) = constraint.rhs { anchors.append(second) }
                    for anchor in anchors {
                        guard case .named(let name) = anchor.view, hierarchy.indexByID[name] == nil else { continue }
                        let mark = spec.mark(atOffset: anchor.offset)
                        if let other = context.hierarchies.first(where: { $0.indexByID[name] != nil }) {
                            diagnostics.append(RuleDescription.noCommonAncestor.finding("view '\(name)' belongs to \(other.owner), and \(hierarchy.owner) cannot constrain it: the two views have no common ancestor", at: mark))
                        } else {
                            let hint = DidYouMean.best(name, in: hierarchy.ids + ["parent", "safeArea"]).map { "; did you mean '\($0)'?" } ?? ""
                            diagnostics.append(RuleDescription.unknownView.finding("constraint names unknown view '\(name)' in \(hierarchy.owner)\(hint)", at: mark))
                        }
                    }
                }
            }
        }
    }
}
