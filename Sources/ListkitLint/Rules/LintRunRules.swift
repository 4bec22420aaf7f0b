import ListkitSpec

extension RuleDescription {
    /// What a lint run reports about its inputs rather than about a spec: its configuration,
    /// suppression comments and baseline (each described in its own file here).
    public static let lintRun: [RuleDescription] = [.config, .invalidSuppression, .unusedSuppression, .unusedIgnore, .staleBaseline]
}
