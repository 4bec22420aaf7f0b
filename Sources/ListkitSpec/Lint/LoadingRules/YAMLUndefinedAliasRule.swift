import ListkitYAML

// The YAML loader's rule for `YAMLError.Kind.undefinedAlias` (its id is the kind's `rule`).

extension RuleDescription {
    public static let yamlUndefinedAlias = RuleDescription(
        id: RuleID(YAMLError.Kind.undefinedAlias.rule), severity: .error,
        summary: "An *alias with no &anchor before it.",
        rationale: "An alias stands for a node anchored before it; without one there is no value to read. An error.",
        examples: [
            RuleExample(file: "yaml-undefined-alias.yaml", triggering: #"""
                listkit: 1
                screen: *nowhere

                """#,
                fixed: #"""
                listkit: 1
                screen: S
                views: []

                """#),
        ])
}
