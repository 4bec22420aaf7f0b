import ListkitYAML

/// One finding: where, how bad, what, and the stable id of the rule that found it.
public struct Diagnostic: Sendable, Hashable {
    public enum Severity: String, Sendable, Hashable, Comparable {
        /// `info` is never a rule's default: a configuration lowers a rule to it (`.listkit.yml`).
        case error, warning, info

        /// Most severe first: error < warning < info.
        public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }

        private var rank: Int {
            switch self {
            case .error: return 0
            case .warning: return 1
            case .info: return 2
            }
        }
    }

    public var severity: Severity
    public var message: String
    public var rule: RuleID
    public var mark: Mark
    /// Set by the caller that knows which file the spec came from.
    public var path: String
    /// Other places of the same cause: the cell that brings a cell kind's finding out, the
    /// findings a conflict causes (SARIF `relatedLocations`, `note:` lines in text).
    public var related: [RelatedLocation] = []

    public init(_ severity: Severity, _ message: String, rule: RuleID, at mark: Mark, path: String = "") {
        self.severity = severity
        self.message = message
        self.rule = rule
        self.mark = mark
        self.path = path
    }

    /// Sorted by path, position, then rule and message, so output never depends on rule order.
    public static func ordered(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        if a.path != b.path { return a.path < b.path }
        if a.mark != b.mark { return a.mark < b.mark }
        if a.rule != b.rule { return a.rule.rawValue < b.rule.rawValue }
        return a.message < b.message
    }
}

/// A place a finding concerns besides its own, in the same file.
public struct RelatedLocation: Sendable, Hashable {
    public var mark: Mark
    public var message: String
    /// The place that brings the finding out (a cell of a section, for its kind's finding): a
    /// suppression comment there suppresses the finding as one at the finding's line does.
    public var isTrigger: Bool

    public init(_ message: String, at mark: Mark, isTrigger: Bool = false) {
        self.message = message
        self.mark = mark
        self.isTrigger = isTrigger
    }
}
