/// View ids are unique within the screen and within each cell kind: constraints name views
/// by id, so a second view with the same id could never be constrained on its own.
public struct DuplicateViewIDRule: SpecRule {
    public init() {}
    public var ids: [RuleID] { [.duplicateViewID] }

    public func check(_ context: LintContext, into diagnostics: inout [Diagnostic]) {
        for hierarchy in context.hierarchies {
            for entry in hierarchy.entries {
                let id = entry.view.id
                guard let first = hierarchy.indexByID[id.value], hierarchy.entries[first].view.id.mark != id.mark else { continue }
                let original = hierarchy.entries[first].view.id.mark
                diagnostics.append(.error("duplicate view id '\(id.value)' in \(hierarchy.owner) (first declared at \(original))", .duplicateViewID, at: id.mark))
            }
        }
    }
}
