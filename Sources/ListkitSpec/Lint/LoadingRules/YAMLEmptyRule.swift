import ListkitYAML

// The YAML loader's rule for `YAMLError.Kind.empty` (its id is the kind's `rule`).

extension RuleDescription {
    public static let yamlEmpty = RuleDescription(
        id: RuleID(YAMLError.Kind.empty.rule), severity: .error,
        summary: "A file with no document.",
        rationale: "A spec is a mapping with a screen; an empty file describes nothing. An error.",
        examples: [
            RuleExample(file: "yaml-empty.yaml", triggering: #"""
                # Comments only: no document.

                """#,
                fixed: #"""
                listkit: 1
                screen: S
                views: []

                """#),
        ])
}
