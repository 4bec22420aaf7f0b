import ListkitYAML

/// Everything about one rule id, stated once, beside the code that reports it: what
/// `listkit rules` lists and explains, what docs/rules.md and SARIF describe, what `.listkit.yml`
/// checks its settings against, and the example the golden tests lint.
public struct RuleDescription: Sendable {
    public var id: RuleID
    /// The severity its findings have unless a configuration changes it.
    public var severity: Diagnostic.Severity
    /// What it finds, in one line ending in a full stop.
    public var summary: String
    /// Why it exists and why at this severity.
    public var rationale: String
    /// Keys of its `.listkit.yml` setting besides `severity` (`truncated-text: { intended: true }`).
    public var options: [String]
    /// Specs that trigger it (and how each is fixed); `listkit rules ID` shows the first.
    public var examples: [RuleExample]

    public init(id: RuleID, severity: Diagnostic.Severity, summary: String, rationale: String,
                options: [String] = [], examples: [RuleExample]) {
        self.id = id
        self.severity = severity
        self.summary = summary
        self.rationale = rationale
        self.options = options
        self.examples = examples
    }

    /// A finding of this rule at its default severity.
    public func finding(_ message: String, at mark: Mark, path: String = "") -> Diagnostic {
        Diagnostic(severity, message, rule: id, at: mark, path: path)
    }
}

/// A spec (or Interface Builder document) that triggers a rule, and the same one fixed. Its
/// findings are the golden file `Tests/ListkitSpecTests/Fixtures/rules/<stem>.expected`.
public struct RuleExample: Sendable {
    /// The file name findings give it: `cell-kinds.yaml`, `misplaced-view.storyboard`.
    public var file: String
    public var triggering: String
    /// The same file corrected, linting clean even with warnings counted (nil: no fix to show,
    /// as for a file that is not YAML at all).
    public var fixed: String?

    public init(file: String, triggering: String, fixed: String?) {
        self.file = file
        self.triggering = triggering
        self.fixed = fixed
    }

    /// The file name without its extension: what the golden file is named after.
    public var stem: String { String(file[..<(file.lastIndex(of: ".") ?? file.endIndex)]) }
}
