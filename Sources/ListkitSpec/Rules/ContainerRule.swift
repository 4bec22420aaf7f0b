/// `arranged:` belongs to stacks and `sections:` to tables and collections: elsewhere UIKit
/// has nowhere to put them.
public struct ContainerRule: SpecRule {
    public init() {}
    public var ids: [RuleID] { [.arrangedOutsideStack, .sectionsOutsideList] }

    public func check(_ context: LintContext, into diagnostics: inout [Diagnostic]) {
        for hierarchy in context.hierarchies {
            for entry in hierarchy.entries {
                let view = entry.view
                if view.type.value != .stack, let first = view.arranged.first {
                    diagnostics.append(.error("'arranged' is only for stacks; view '\(view.id.value)' is a \(view.type.value.rawValue) (use 'subviews')", .arrangedOutsideStack, at: first.mark))
                }
                if !view.type.value.isList, let list = view.list {
                    diagnostics.append(.error("'sections' is only for tables and collections; view '\(view.id.value)' is a \(view.type.value.rawValue)", .sectionsOutsideList, at: list.sections.first?.mark ?? view.mark))
                }
            }
        }
    }
}
