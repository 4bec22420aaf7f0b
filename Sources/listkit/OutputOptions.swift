import ArgumentParser
import Foundation
import ListkitRender

/// How findings are printed; shared by the commands that lint.
struct DiagnosticOptions: ParsableArguments {
    @Option(help: "How findings are printed. Default: github under GitHub Actions, else text.")
    var format: DiagnosticPrinter.Format?

    @Flag(help: "Treat warnings as errors (exit 1 when there are any).")
    var strict = false

    var resolvedFormat: DiagnosticPrinter.Format {
        if let format { return format }
        return ProcessInfo.processInfo.environment["GITHUB_ACTIONS"] == "true" ? .github : .text
    }

    /// Colour only on a terminal, never with NO_COLOR set.
    var useColor: Bool {
        let noColor = ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        return !noColor && isatty(STDOUT_FILENO) == 1
    }
}

extension DiagnosticPrinter.Format: DescribedOptionValue {}
