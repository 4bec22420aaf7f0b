import ListkitYAML

// The YAML loader's rule for `YAMLError.Kind.tooLarge` (its id is the kind's `rule`).

extension RuleDescription {
    public static let yamlTooLarge = RuleDescription(
        id: RuleID(YAMLError.Kind.tooLarge.rule), severity: .error,
        summary: "A file over 32 MiB.",
        rationale: "A cap keeps a huge or endless input (/dev/zero) from exhausting memory; no spec is this large. An error.",
        examples: [])
}
