import ListkitLint
import ListkitRender
import ListkitSpec
import ListkitYAML

/// Renders a lint run's findings in the chosen format, and the closing summary.
struct LintReporting {
    var format: LintFormat
    var color: Bool
    var strict: Bool
    var linted: [LintedFile]
    var places: LintPlaces

    /// Paths that could not be read (the JSON summary counts them).
    var unreadable: Int
    /// Findings not reported (suppressed, ignored, in the baseline): SARIF lists them as suppressed.
    var suppressed: [SuppressedFinding] = []

    func render(_ diagnostics: [Diagnostic]) -> String {
        var out = ""
        render(diagnostics, into: &out)
        return out
    }

    func render(_ diagnostics: [Diagnostic], into out: inout some TextOutputStream) {
        var sources: [String: SourceText] = [:]
        for file in linted { sources[file.file.name] = file.source }
        let output = LintOutput(diagnostics: diagnostics, fileCount: linted.count, unreadable: unreadable,
                                suppressed: suppressed.count, sources: sources) {
            LintReport(findings: diagnostics.map(places.reportFinding),
                       suppressed: suppressed.map { var f = places.reportFinding($0.diagnostic); f.suppression = $0.suppression; return f },
                       files: linted.map(\.file.name),
                       rules: RuleRegistry.reportRules, toolVersion: ListkitVersion.current,
                       informationURI: ListkitVersion.homepage)
        }
        format.write(output, options: LintReportOptions(color: color, strict: strict), into: &out)
    }
}
