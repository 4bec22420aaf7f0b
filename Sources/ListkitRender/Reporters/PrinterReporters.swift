/// A lint format that `DiagnosticPrinter` prints: the reporter names the printer's format, and
/// the options and writing are shared.
protocol DiagnosticPrinterReporter: Reporter where Input == LintOutput, Options == LintReportOptions {
    static var format: DiagnosticPrinter.Format { get }
    var color: Bool { get }
    init(color: Bool)
}

extension DiagnosticPrinterReporter {
    public init(_ options: LintReportOptions) {
        self.init(color: options.color)
    }

    public func write(_ input: LintOutput, into out: inout some TextOutputStream) {
        DiagnosticPrinter(format: Self.format, color: color, sources: input.sources)
            .render(input.diagnostics, fileCount: input.fileCount, unreadable: input.unreadable, suppressed: input.suppressed, into: &out)
    }
}

/// `listkit lint --format text`: `DiagnosticPrinter`'s text, a finding a line with its snippet.
public struct LintTextReporter: DiagnosticPrinterReporter {
    public static let summary = "file:line:col: severity: message [rule], with a snippet"
    static let format = DiagnosticPrinter.Format.text
    public var color: Bool
}

/// `listkit lint --format json`: `DiagnosticPrinter`'s JSON document.
public struct LintJSONReporter: DiagnosticPrinterReporter {
    public static let summary = "one JSON document of every finding"
    static let format = DiagnosticPrinter.Format.json
    public var color: Bool
}

/// `listkit lint --format github`: `DiagnosticPrinter`'s workflow annotations.
public struct GitHubReporter: DiagnosticPrinterReporter {
    public static let summary = "GitHub Actions workflow annotations"
    static let format = DiagnosticPrinter.Format.github
    public var color: Bool
}
