import ListkitSpec

/// What the machine-readable lint reporters (SARIF, JUnit, Checkstyle, Code Climate) need
/// beyond the diagnostics: which files were linted, what each rule is, and where a finding
/// ends and which view it is in, where the caller knows.
public struct LintReport: Sendable {
    public struct Finding: Sendable {
        public var diagnostic: Diagnostic
        /// The 1-based column just past the reported token (SARIF's `endColumn`), when known.
        public var endColumn: Int?
        /// What the finding is about, when known: a spec's view path (`stack/title`,
        /// `reviews/recent/review-3`) or an Interface Builder object id.
        public var element: String?
        /// Why it is not reported, for a finding a suppression, an ignore or a baseline accepted.
        public var suppression: Suppression?

        public init(_ diagnostic: Diagnostic, endColumn: Int? = nil, element: String? = nil, suppression: Suppression? = nil) {
            self.diagnostic = diagnostic
            self.endColumn = endColumn
            self.element = element
            self.suppression = suppression
        }

        /// What it says without what the run measured (`MessageKind`).
        public var kind: String { MessageKind.of(diagnostic.message) }

        /// Stable across line moves, devices and text sizes: rule, file, element and kind.
        public var fingerprint: String { Fingerprint.hex(diagnostic.rule.rawValue, diagnostic.path, element ?? "", kind) }
    }

    /// A rule as a reporter describes it (SARIF `reportingDescriptor`).
    public struct Rule: Sendable {
        public var id: RuleID
        public var summary: String
        public var defaultSeverity: Diagnostic.Severity
        /// Where the rule's documentation is, when it is installed.
        public var helpURI: String?
        /// A longer explanation (Markdown), if there is one.
        public var help: String?

        public init(id: RuleID, summary: String, defaultSeverity: Diagnostic.Severity, helpURI: String?, help: String? = nil) {
            self.id = id
            self.summary = summary
            self.defaultSeverity = defaultSeverity
            self.helpURI = helpURI
            self.help = help
        }
    }

    public var findings: [Finding]
    /// Findings not reported, each with its `suppression` (SARIF lists them as suppressed).
    public var suppressed: [Finding]
    /// Every file linted, in output order (files without findings included).
    public var files: [String]
    public var rules: [Rule]
    public var toolName: String
    public var toolVersion: String
    public var informationURI: String

    public init(findings: [Finding], suppressed: [Finding] = [], files: [String], rules: [Rule], toolName: String = "listkit",
                toolVersion: String, informationURI: String) {
        self.findings = findings
        self.suppressed = suppressed
        self.files = files
        self.rules = rules
        self.toolName = toolName
        self.toolVersion = toolVersion
        self.informationURI = informationURI
    }

    /// Findings grouped by file, in `files` order; a file without findings has an empty list.
    func findingsByFile() -> [(file: String, findings: [Finding])] {
        var byFile: [String: [Finding]] = [:]
        for finding in findings { byFile[finding.diagnostic.path, default: []].append(finding) }
        var order = files
        for finding in findings where !files.contains(finding.diagnostic.path) && !order.contains(finding.diagnostic.path) {
            order.append(finding.diagnostic.path)
        }
        return order.map { ($0, byFile[$0] ?? []) }
    }
}
