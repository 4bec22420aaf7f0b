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
