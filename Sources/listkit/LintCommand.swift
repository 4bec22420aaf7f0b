import ArgumentParser
import ListkitLint
import ListkitRender
import ListkitSpec

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Validate specs: YAML, schema, references, constraints and layout, per device.",
        discussion: """
        Configuration comes from the nearest .listkit.yml (docs/configuration.md); findings can be \
        suppressed with '# listkit:disable-next-line RULE' comments in specs, ignored by file, rule and \
        element in .listkit.yml (ignore:), or accepted in a baseline.
        Exit status: 0 clean (warnings allowed unless --strict), 1 findings, 2 usage or I/O failure.
        """
    )

    @Argument(help: "Spec files, .xib/.storyboard files, directories (searched for both) or quoted globs; '-' reads stdin.",
              completion: .specFiles)
    var paths: [String] = []

    @OptionGroup var output: DiagnosticOptions

    @Option(help: ArgumentHelp("Use this configuration for every file instead of the nearest .listkit.yml.", valueName: "file"),
            completion: .file(extensions: ["yml", "yaml"]))
    var config: String?

    @Option(help: ArgumentHelp("Accept the findings this baseline lists; report its stale entries.", valueName: "file"),
            completion: .file(extensions: ["json"]))
    var baseline: String?

    @Option(help: ArgumentHelp("Write every current finding to a baseline file, and exit 0 (with --baseline: the findings it accepts, in the current format).", valueName: "file"),
            completion: .file(extensions: ["json"]))
    var writeBaseline: String?

    @Option(help: ArgumentHelp("The path standard input stands for: findings name it, its .listkit.yml applies.", valueName: "path"),
            completion: .specFiles)
    var stdinFilepath: String?

    @Flag(help: "Print the files that would be linted, one a line, and lint nothing.")
    var listFiles = false

    @Flag(help: """
        Lint only the named files a directory walk would: specs and .xib/.storyboard files that \
        .listkit.yml does not exclude and .gitignore does not ignore; others are skipped, and none left \
        is not an error. For hooks that pass every changed file (pre-commit).
        """)
    var filterFiles = false

    @Flag(help: "Check the layout right to left (leading and trailing flip).")
    var rtl = false

    @Flag(help: "List every ib-unsupported note of an Interface Builder document, not one per kind with a count.")
    var verbose = false

    @OptionGroup var text: TextOptions
    @OptionGroup var os: ReleaseOption

    func validate() throws {
        if paths.filter({ $0 == SpecFiles.stdinPath }).count > 1 {
            throw ValidationError("'-' (stdin) can be given once")
        }
        if stdinFilepath != nil, !paths.isEmpty, !paths.contains(SpecFiles.stdinPath) {
            throw ValidationError("--stdin-filepath names standard input: give '-' (or no paths)")
        }
        if paths.isEmpty && stdinFilepath == nil {
            throw ValidationError("name spec files or directories to lint (or '-' for stdin)")
        }
    }

    func run() throws {
        let configurations = ConfigurationFinder(explicitPath: config)
        let textSizes = text.textSizeNames.isEmpty ? nil : try text.textSizes()
        let run = LintRun(paths: paths.isEmpty ? [SpecFiles.stdinPath] : paths,
                          stdinName: stdinFilepath ?? SpecPath.standardInput.displayName, configurations: configurations,
                          rtl: rtl, strict: output.strict, textSizes: textSizes, fonts: try text.fontLibrary(),
                          release: try os.release(), filtersNamedFiles: filterFiles, verbose: verbose)
        try reportConfigurationProblems(configurations)
        for notice in run.notices {
            switch notice {
            case .note(let note): printError(note)
            case .failure(let failure): printError(failure.description)
            }
        }
        let linted = run.linted
        let unreadable = run.unreadable
        if listFiles {
            printOutput(linted.map { $0.file.name + "\n" }.joined())
            if unreadable > 0 { throw ExitCode(2) }
            return
        }
        let places = LintPlaces(linted)
        var diagnostics = run.diagnostics
        var suppressed = run.suppressed
        if let baselinePath = baseline {
            switch Baseline.apply(baselinePath, to: diagnostics, places: places, linted: linted) {
            case .success(let applied):
                diagnostics = applied.kept
                let accepted = Suppression(.external, justification: "accepted in the baseline \(baselinePath)")
                suppressed += applied.accepted.map { SuppressedFinding($0, accepted) }
                // With --write-baseline too: the baseline rewritten (migrated) with what it accepts.
                if let writeBaseline { return try writeBaselineFile(writeBaseline, of: applied.accepted, places: places, run: run) }
            case .failure(let failure): throw failure.report()
            }
        }
        if let writeBaseline { return try writeBaselineFile(writeBaseline, of: diagnostics, places: places, run: run) }
        let report = LintReporting(format: output.resolvedFormat, color: output.useColor, strict: output.strict,
                                   linted: linted, places: places, unreadable: unreadable, suppressed: suppressed)
        if let path = output.output {
            try write(report.render(diagnostics), to: path)
        } else {
            var out = StandardOutput()
            report.render(diagnostics, into: &out)
            out.flush()
        }
        if !linted.isEmpty || unreadable > 0 {
            printError(DiagnosticPrinter.summary(diagnostics, fileCount: linted.count, unreadable: unreadable, suppressed: suppressed.count))
        }
        if unreadable > 0 { throw ExitCode(2) }
        if linted.isEmpty && !filterFiles {
            throw CLIFailure.usage("no spec files found in \(paths.map(SpecFiles.displayName).joined(separator: ", ")) (a spec is a .yaml or .yml file with a top-level 'listkit:' key)").report()
        }
        if diagnostics.contains(where: { $0.severity == .error || (output.strict && $0.severity == .warning) }) { throw ExitCode(1) }
    }

    /// Writes the baseline of these findings (every finding, or with --baseline those it accepts).
    func writeBaselineFile(_ path: String, of diagnostics: [Diagnostic], places: LintPlaces, run: LintRun) throws {
        let baseline = Baseline(path: path)
        try write(Baseline.render(diagnostics.map { places.baselineKey($0, for: baseline) }), to: path)
        let count = diagnostics.count, files = run.linted.count
        printError("wrote \(count) finding\(count == 1 ? "" : "s") from \(files) file\(files == 1 ? "" : "s") to \(path)")
        if run.unreadable > 0 { throw ExitCode(2) }
    }

    /// A configuration with problems stops the run (exit 2) after listing all of them.
    func reportConfigurationProblems(_ configurations: ConfigurationFinder) throws {
        for failure in configurations.failures { printError(failure.description) }
        let problems = configurations.diagnostics.sorted(by: Diagnostic.ordered)
        if !problems.isEmpty {
            printError(DiagnosticPrinter(format: .text).render(problems, fileCount: 1), terminator: "")
        }
        if !problems.isEmpty || !configurations.failures.isEmpty {
            printError("error: the configuration has errors; fix them first")
            throw ExitCode(2)
        }
    }

    func write(_ text: String, to path: String) throws {
        try OutputFiles.write(text, to: path)
    }
}
