import ListkitSpec

extension RuleID {
    public static let unusedSuppression = RuleID("unused-suppression")
}

extension RuleDescription {
    public static let unusedSuppression = RuleDescription(
        id: .unusedSuppression, severity: .warning,
        summary: "A suppression comment that suppresses nothing (reported with --strict).",
        rationale: "A suppression that no longer suppresses anything would hide the next finding on its line; reported as a warning with --strict.",
        examples: [])
}
