import ListkitYAML

// The YAML loader's rule for `YAMLError.Kind.unknownTag` (its id is the kind's `rule`).

extension RuleDescription {
    public static let yamlUnknownTag = RuleDescription(
        id: RuleID(YAMLError.Kind.unknownTag.rule), severity: .error,
        summary: "A YAML tag outside the core schema, or on the wrong kind of node.",
        rationale: "Tags outside the core schema ask a loader to build objects (`!!python/object`); listkit reads plain data only. An error.",
        examples: [
            RuleExample(file: "yaml-unknown-tag.yaml", triggering: #"""
                listkit: 1
                screen: !!python/object:os.system S
                views: []

                """#,
                fixed: nil),
        ])
}
