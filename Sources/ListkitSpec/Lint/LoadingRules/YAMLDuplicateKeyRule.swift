import ListkitYAML

// The YAML loader's rule for `YAMLError.Kind.duplicateKey` (its id is the kind's `rule`).

extension RuleDescription {
    public static let yamlDuplicateKey = RuleDescription(
        id: RuleID(YAMLError.Kind.duplicateKey.rule), severity: .error,
        summary: "The same key twice in one mapping.",
        rationale: "YAML leaves the winner of a repeated key to the reader; listkit refuses to guess which one was meant. An error.",
        examples: [
            RuleExample(file: "yaml-duplicate-key.yaml", triggering: #"""
                listkit: 1
                screen: S
                screen: T

                """#,
                fixed: #"""
                listkit: 1
                screen: S
                views: []

                """#),
        ])
}
