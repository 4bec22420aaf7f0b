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
        let entries = SpecFiles.expand(paths)
        let files = entries.compactMap { entry -> SpecPath? in if case .file(let path) = entry { path } else { nil } }
        let linter = Linter(rules: Linter.lintRules(rtl: rtl))
        // Files are independent: lint them in parallel, print in argument order.
        let results = ConcurrentMap.map(files) { path -> Result<(Linter.Result, SourceText), CLIFailure> in
            SpecFiles.read(path).map { bytes in
                let lint = linter.lint(bytes, path: path.displayName)
                // Only lines with findings are shown: index no further than the last of them.
                return (lint, SourceText(bytes, lineLimit: lint.diagnostics.lazy.map(\.mark.line).max() ?? 0))
            }
        }
        var diagnostics: [Diagnostic] = []
        var sources: [String: SourceText] = [:]
        var unreadable = 0
        var next = results.makeIterator()
        for entry in entries {
            var failure: CLIFailure?
            switch entry {
            case .note(let note): printError(note)
            case .failure(let f): failure = f
            case .file(let path):
                switch next.next() {
                case .success(let (lint, source))?:
                    diagnostics += lint.diagnostics
                    sources[path.displayName] = source
                case .failure(let f)?: failure = f
                case nil: break
                }
            }
            if let failure {
                printError(failure.description)
                unreadable += 1
            }
        }
        let read = files.count - results.count { if case .failure = $0 { true } else { false } }
        let printer = DiagnosticPrinter(format: output.resolvedFormat, color: output.useColor, sources: sources)
        var out = StandardOutput()
        printer.render(diagnostics, fileCount: read, unreadable: unreadable, into: &out)
        out.flush()
        printError(DiagnosticPrinter.summary(diagnostics, fileCount: read, unreadable: unreadable))
        if unreadable > 0 { throw ExitCode(2) }
        if files.isEmpty { throw CLIFailure.usage("no spec files found in \(paths.map(SpecFiles.displayName).joined(separator: ", "))").report() }
        let failing = diagnostics.contains { $0.severity == .error || output.strict }
        if failing { throw ExitCode(1) }
    }
}
