/// Constraint strings parse; the error points at the column inside the string.
public struct ConstraintSyntaxRule: SpecRule {
    public init() {}
    public var ids: [RuleID] { [.constraintSyntax] }

    public func check(_ context: LintContext, into diagnostics: inout [Diagnostic]) {
        for hierarchy in context.hierarchies {
            for entry in hierarchy.entries {
                for constraint in entry.view.layout {
                    guard case .failure(let error) = constraint.parsed else { continue }
                    diagnostics.append(.error("in constraint '\(constraint.text)': \(error.message)", .constraintSyntax, at: constraint.mark(atOffset: error.offset)))
                }
            }
        }
    }
}
