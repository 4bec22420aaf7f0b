import ArgumentParser
import ListkitLint

/// The `listkit` command: a thin front over the engines; each subcommand is its own type.
@main
struct Listkit: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "listkit",
        abstract: "Lint, diff and lay out declarative iOS list screen specs.",
        discussion: "Exit status: 0 clean, 1 findings (or changes with diff --exit-code), 2 usage, I/O or internal failure.",
        version: ListkitVersion.current,
        subcommands: [LintCommand.self, DiffCommand.self, LayoutCommand.self, ImportCommand.self, ReviewCommand.self, RulesCommand.self, SchemaCommand.self]
    )
}

extension Listkit {
    /// ArgumentParser exits 64 on usage errors; listkit's contract is 2 for usage, I/O and
    /// internal failures, so parse and run here and map the exit codes.
    static func main() {
        OutputStreams.prepare()
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                printError(fullMessage(for: error))
                exitProcess(2)
            }
            exit(withError: error)
        }
    }
}
