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

    func render(_ diagnostics: [Diagnostic]) -> String {
        var out = ""
        render(diagnostics, into: &out)
        return out
    }

    func render(_ diagnostics: [Diagnostic], into out: inout some TextOutputStream) {
        if let printerFormat = format.printerFormat {
            var sources: [String: SourceText] = [:]
            for file in linted { sources[file.file.name] = file.source }
            DiagnosticPrinter(format: printerFormat, color: color, sources: sources)
                .render(diagnostics, fileCount: linted.count, unreadable: unreadable, into: &out)
            return
        }
        let report = LintReport(findings: diagnostics.map(places.reportFinding), files: linted.map(\.file.name),
                                rules: RuleRegistry.reportRules, toolVersion: ListkitVersion.current,
                                informationURI: ListkitVersion.homepage)
        switch format {
        case .sarif: out.write(SARIFReporter().render(report))
        case .junit: out.write(JUnitReporter(warningsFail: strict).render(report))
        case .checkstyle: out.write(CheckstyleReporter().render(report))
        case .codeclimate: out.write(CodeClimateReporter().render(report))
        case .text, .json, .github: break
        }
    }
}
