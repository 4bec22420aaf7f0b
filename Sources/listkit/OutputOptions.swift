import ArgumentParser
import ListkitRender

/// How `lint` reports: the format, where to, in colour or not, and whether warnings fail.
struct DiagnosticOptions: ParsableArguments {
    @Option(help: "How findings are printed. Default: github under GitHub Actions, else text.")
    var format: LintFormat?

    @Option(help: ArgumentHelp("Write the report to a file instead of standard output.", valueName: "file"),
            completion: .file())
    var output: String?

    @Option(help: "Colour in text output: auto (a terminal, NO_COLOR unset), always or never.")
    var color: ColorMode = .auto

    @Flag(help: "Treat warnings as errors (exit 1 when there are any), and report suppressions that suppress nothing.")
    var strict = false

    var resolvedFormat: LintFormat {
        if let format { return format }
        return ProcessInfo.processInfo.environment["GITHUB_ACTIONS"] == "true" ? .github : .text
    }

    var useColor: Bool {
        switch color {
        case .always: return true
        case .never: return false
        case .auto:
            let noColor = ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } ?? false
            return output == nil && !noColor && isatty(STDOUT_FILENO) == 1
        }
    }
}

/// The lint report formats: the printer's three, and the reporters for CI tools.
enum LintFormat: String, CaseIterable, DescribedOptionValue {
    case text, json, github, sarif, junit, checkstyle, codeclimate

    var summary: String {
        if let printerFormat { return printerFormat.summary }
        switch self {
        case .sarif: return "SARIF 2.1.0 for code scanning"
        case .junit: return "JUnit XML for CI test tabs"
        case .checkstyle: return "Checkstyle XML"
        case .codeclimate: return "GitLab Code Quality (Code Climate) JSON"
        case .text, .json, .github: return ""
        }
    }

    /// The shared printer's format, for the formats it renders.
    var printerFormat: DiagnosticPrinter.Format? {
        switch self {
        case .text: return .text
        case .json: return .json
        case .github: return .github
        case .sarif, .junit, .checkstyle, .codeclimate: return nil
        }
    }
}

enum ColorMode: String, CaseIterable, DescribedOptionValue {
    case auto, always, never

    var summary: String {
        switch self {
        case .auto: return "on a terminal, unless NO_COLOR is set"
        case .always: return "always"
        case .never: return "never"
        }
    }
}
