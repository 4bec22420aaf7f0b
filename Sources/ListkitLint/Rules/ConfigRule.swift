import ListkitSpec

extension RuleID {
    public static let config = RuleID("config")
}

extension RuleDescription {
    public static let config = RuleDescription(
        id: .config, severity: .error,
        summary: "A .listkit.yml that is not valid (unknown keys, rules, devices or values).",
        rationale: "A misspelled setting would otherwise be ignored and the run checked with other settings than meant. An error, and the run stops.",
        examples: [])
}
