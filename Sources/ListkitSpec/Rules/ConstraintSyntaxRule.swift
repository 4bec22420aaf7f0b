extension RuleID {
    public static let constraintSyntax = RuleID("constraint-syntax")
}

extension RuleDescription {
    public static let constraintSyntax = RuleDescription(
        id: .constraintSyntax, severity: .error,
        summary: "A constraint string that does not parse.",
        rationale: "A constraint that does not parse constrains nothing; the error points at the column inside the string. An error.",
        examples: [
            RuleExample(file: "constraint-syntax.yaml", triggering: #"""
                listkit: 1
                screen: S
                views:
                  - id: a
                    type: view
                    layout:
                      - "top == parent.top +"
                      - 'leading => parent.leading'
                      - top == parent.tpo
                      - width == 100 @sometimes
                      - height == 44 extra
                      - ""
                      - 42

                """#,
                fixed: #"""
                listkit: 1
                screen: S
                views:
                  - id: a
                    type: view
                    layout:
                      - "top == parent.top + 8"
                      - 'leading >= parent.leading'
                      - leading == parent.leading + 16 @high
                      - width == 100 @750
                      - height == 44

                """#),
        ])
}

/// Constraint strings parse; the error points at the column inside the string.
public struct ConstraintSyntaxRule: SpecRule {
    public init() {}
    public var descriptions: [RuleDescription] { [.constraintSyntax] }

    public func check(_ context: LintContext, into diagnostics: inout [Diagnostic]) {
        for hierarchy in context.hierarchies {
            for entry in hierarchy.entries {
                for constraint in entry.view.layout {
                    guard case .failure(let error) = constraint.parsed else { continue }
                    diagnostics.append(RuleDescription.constraintSyntax.finding("in constraint '\(constraint.text)': \(error.message)", at: constraint.mark(atOffset: error.offset)))
                }
            }
        }
    }
}
