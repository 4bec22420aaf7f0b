import ListkitSpec

extension RuleID {
    public static let staleBaseline = RuleID("stale-baseline")
}

extension RuleDescription {
    public static let staleBaseline = RuleDescription(
        id: .staleBaseline, severity: .warning,
        summary: "A baseline entry that no longer matches a finding.",
        rationale: "An entry that matches no finding would accept the next finding like it; a warning asks to rewrite the baseline.",
        examples: [])
}
