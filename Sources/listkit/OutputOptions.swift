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

    @Flag(help: "Treat warnings as errors (exit 1 when there are any), and report suppression comments and .listkit.yml ignore entries that suppress nothing.")
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

extension LintFormat: DescribedOptionValue {}

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
