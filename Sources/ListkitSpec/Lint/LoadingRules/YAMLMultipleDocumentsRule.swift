import ListkitYAML

// The YAML loader's rule for `YAMLError.Kind.multipleDocuments` (its id is the kind's `rule`).

extension RuleDescription {
    public static let yamlMultipleDocuments = RuleDescription(
        id: RuleID(YAMLError.Kind.multipleDocuments.rule), severity: .error,
        summary: "More than one YAML document in a spec.",
        rationale: "A spec file describes one screen; a second document would be silently ignored. An error.",
        examples: [
            RuleExample(file: "yaml-multiple-documents.yaml", triggering: #"""
                listkit: 1
                screen: S
                ---
                listkit: 1

                """#,
                fixed: #"""
                listkit: 1
                screen: S
                views: []

                """#),
        ])
}
