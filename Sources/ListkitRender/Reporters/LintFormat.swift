import ListkitSpec
import ListkitYAML

/// The ways `listkit lint` reports, as `--format` names them: the finding printer's three, and
/// the reporters for CI tools. A reporter each.
public enum LintFormat: String, ReportFormat {
    case text, json, github, sarif, junit, checkstyle, codeclimate

    public var reporter: any Reporter<LintOutput, LintReportOptions>.Type {
        switch self {
        case .text: return LintTextReporter.self
        case .json: return LintJSONReporter.self
        case .github: return GitHubReporter.self
        case .sarif: return SARIFReporter.self
        case .junit: return JUnitReporter.self
        case .checkstyle: return CheckstyleReporter.self
        case .codeclimate: return CodeClimateReporter.self
        }
    }
}

/// What a lint run hands its reporter: the findings, sorted, and what the formats need besides.
public struct LintOutput {
    public var diagnostics: [Diagnostic]
    /// How many files were linted, and how many paths could not be read (the JSON summary).
    public var fileCount: Int
    public var unreadable: Int
    /// Findings not reported: suppression comments, ignores in `.listkit.yml`, baseline entries.
    public var suppressed: Int
    /// Each linted file's text, for the snippets under text findings.
    public var sources: [String: SourceText]
    /// The machine-readable report (SARIF, JUnit, Checkstyle, Code Climate), made only for them.
    public var report: () -> LintReport

    public init(diagnostics: [Diagnostic], fileCount: Int, unreadable: Int = 0, suppressed: Int = 0,
                sources: [String: SourceText] = [:], report: @escaping () -> LintReport) {
        self.diagnostics = diagnostics
        self.fileCount = fileCount
        self.unreadable = unreadable
        self.suppressed = suppressed
        self.sources = sources
        self.report = report
    }
}

/// How `listkit lint` reports, whatever the format; each reporter uses the options that apply.
public struct LintReportOptions: Sendable {
    /// ANSI colours in text output.
    public var color: Bool
    /// Warnings fail the run (JUnit counts them as failures).
    public var strict: Bool

    public init(color: Bool = false, strict: Bool = false) {
        self.color = color
        self.strict = strict
    }
}
