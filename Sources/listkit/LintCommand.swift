import ArgumentParser
import Dispatch
import ListkitLayout
import ListkitRender
import ListkitSpec
import ListkitYAML

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Validate specs: YAML, schema, references, constraints and layout, per device.",
        discussion: "Exit status: 0 clean (warnings allowed unless --strict), 1 findings, 2 usage or I/O failure."
    )

    @Argument(help: "Spec files or directories (searched for *.yaml and *.yml); '-' reads stdin.")
    var paths: [String]

    @OptionGroup var output: DiagnosticOptions

    @Flag(help: "Check the layout right to left (leading and trailing flip).")
    var rtl = false

    func validate() throws {
        if paths.filter({ $0 == SpecFiles.stdinPath }).count > 1 {
            throw ValidationError("'-' (stdin) can be given once")
        }
    }

    func run() throws {
        let (files, failures) = SpecFiles.expand(paths)
        let linter = Linter(rules: Linter.lintRules(rtl: rtl))
        // Files are independent: lint them in parallel, print in path order.
        let results = ConcurrentMap.map(files) { path -> (String, Result<(Linter.Result, SourceText), CLIFailure>) in
            let name = SpecFiles.displayName(path)
            return (name, SpecFiles.read(path).map { bytes in (linter.lint(bytes, path: name), SourceText(bytes)) })
        }
        var diagnostics: [Diagnostic] = []
        var sources: [String: SourceText] = [:]
        var ioFailures = failures
        for (name, result) in results {
            switch result {
            case .success(let (lint, source)):
                diagnostics += lint.diagnostics
                sources[name] = source
            case .failure(let failure):
                ioFailures.append(failure)
            }
        }
        for failure in ioFailures { printError(failure.description) }
        let printer = DiagnosticPrinter(format: output.resolvedFormat, color: output.useColor, sources: sources)
        printOutput(printer.render(diagnostics, fileCount: files.count))
        printError(DiagnosticPrinter.summary(diagnostics, fileCount: files.count))
        if !ioFailures.isEmpty { throw ExitCode(2) }
        if files.isEmpty { throw CLIFailure.usage("no spec files found in \(paths.joined(separator: ", "))").report() }
        let failing = diagnostics.contains { $0.severity == .error || output.strict }
        if failing { throw ExitCode(1) }
    }
}
