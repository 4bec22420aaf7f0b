extension RuleID {
    public static let arrangedOutsideStack = RuleID("arranged-outside-stack")
    public static let sectionsOutsideList = RuleID("sections-outside-list")
}

extension RuleDescription {
    public static let arrangedOutsideStack = RuleDescription(
        id: .arrangedOutsideStack, severity: .error,
        summary: "Arranged subviews on a view that is not a stack.",
        rationale: "Only a stack has arranged subviews; elsewhere UIKit has nowhere to put them. An error.",
        examples: [containersExample])
    public static let sectionsOutsideList = RuleDescription(
        id: .sectionsOutsideList, severity: .error,
        summary: "Sections on a view that is not a table or collection.",
        rationale: "Only tables and collections have sections; elsewhere UIKit has nowhere to put them. An error.",
        examples: [containersExample])

    private static let containersExample = RuleExample(file: "containers.yaml", triggering: #"""
        listkit: 1
        screen: S
        views:
          - id: box
            type: view
            arranged:
              - { id: a, type: label, text: x }
          - id: label
            type: label
            text: y
            sections:
              - id: s

        """#,
        fixed: #"""
        listkit: 1
        screen: S
        views:
          - id: box
            type: stack
            layout: [ top == safeArea.top, leading == parent.leading + 16 ]
            arranged:
              - { id: a, type: label, text: x }
          - id: list
            type: table
            layout: [ top == box.bottom + 8, horizontal == parent, bottom == parent.bottom ]
            sections:
              - id: s

        """#)
}

/// `arranged:` belongs to stacks and `sections:` to tables and collections: elsewhere UIKit
/// has nowhere to put them.
public struct ContainerRule: SpecRule {
    public init() {}
    public var descriptions: [RuleDescription] { [.arrangedOutsideStack, .sectionsOutsideList] }

    public func check(_ context: LintContext, into diagnostics: inout [Diagnostic]) {
        for hierarchy in context.hierarchies {
            for entry in hierarchy.entries {
                let view = entry.view
                if view.type.value != .stack, let first = view.arranged.first {
                    diagnostics.append(RuleDescription.arrangedOutsideStack.finding("'arranged' is only for stacks; view '\(view.id.value)' is a \(view.type.value.rawValue) (use 'subviews')", at: first.mark))
                }
                if !view.type.value.isList, let list = view.list {
                    diagnostics.append(RuleDescription.sectionsOutsideList.finding("'sections' is only for tables and collections; view '\(view.id.value)' is a \(view.type.value.rawValue)", at: list.sections.first?.mark ?? view.mark))
                }
            }
        }
    }
}
