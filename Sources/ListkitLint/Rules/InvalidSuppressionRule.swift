import ListkitSpec

extension RuleID {
    public static let invalidSuppression = RuleID("invalid-suppression")
}

extension RuleDescription {
    public static let invalidSuppression = RuleDescription(
        id: .invalidSuppression, severity: .error,
        summary: "A `# listkit:` comment with an unknown directive or rule id.",
        rationale: "A misspelled suppression suppresses nothing and says nothing; an error makes it visible.",
        examples: [])
}
