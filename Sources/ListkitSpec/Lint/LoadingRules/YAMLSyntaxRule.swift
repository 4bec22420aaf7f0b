import ListkitYAML

// The YAML loader's rule for `YAMLError.Kind.reader`, `.scanner` and `.parser` (its id is the kind's `rule`).

extension RuleDescription {
    public static let yamlSyntax = RuleDescription(
        id: RuleID(YAMLError.Kind.reader.rule), severity: .error,
        summary: "YAML that does not parse (reader, scanner and parser errors).",
        rationale: "Nothing after a syntax error can be trusted to mean what it says, so the file is not read further; an error.",
        examples: [
            RuleExample(file: "yaml-syntax.yaml", triggering: #"""
                listkit: 1
                screen: "unterminated

                """#,
                fixed: #"""
                listkit: 1
                screen: S
                views: []

                """#),
        ])
}
