/// `listkit lint --format text`: `DiagnosticPrinter`'s text, a finding a line with its snippet.
public struct LintTextReporter: Reporter {
    public static let summary = "file:line:col: severity: message [rule], with a snippet"
    public var color: Bool

    public init(_ options: LintReportOptions) {
        color = options.color
    }

    public func write(_ input: LintOutput, into out: inout some TextOutputStream) {
        DiagnosticPrinter(format: .text, color: color, sources: input.sources).write(input, into: &out)
    }
}

/// `listkit lint --format json`: `DiagnosticPrinter`'s JSON document.
public struct LintJSONReporter: Reporter {
    public static let summary = "one JSON document of every finding"
    public var color: Bool

    public init(_ options: LintReportOptions) {
        color = options.color
    }

    public func write(_ input: LintOutput, into out: inout some TextOutputStream) {
        DiagnosticPrinter(format: .json, color: color, sources: input.sources).write(input, into: &out)
    }
}

/// `listkit lint --format github`: `DiagnosticPrinter`'s workflow annotations.
public struct GitHubReporter: Reporter {
    public static let summary = "GitHub Actions workflow annotations"
    public var color: Bool

    public init(_ options: LintReportOptions) {
        color = options.color
    }

    public func write(_ input: LintOutput, into out: inout some TextOutputStream) {
        DiagnosticPrinter(format: .github, color: color, sources: input.sources).write(input, into: &out)
    }
}

extension DiagnosticPrinter {
    func write(_ input: LintOutput, into out: inout some TextOutputStream) {
        render(input.diagnostics, fileCount: input.fileCount, unreadable: input.unreadable, into: &out)
    }
}
