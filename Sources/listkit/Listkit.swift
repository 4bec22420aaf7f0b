import ArgumentParser
import ListkitLint

/// The `listkit` command: a thin front over the engines; each subcommand is its own type.
@main
struct Listkit: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "listkit",
        abstract: "Lint, diff and lay out declarative iOS list screen specs and Interface Builder files.",
        discussion: """
        listkit reads YAML specs (a top-level 'listkit:' key) and Interface Builder documents (.xib and \
        .storyboard): lint checks every screen of a document (scenes' root views, top-level views, table \
        and collection cells) on its design device or the devices .listkit.yml names; layout, diff and \
        import take one screen, chosen with --scene. Xcode drops XML comments on save, so a finding in a \
        document is accepted with an ignore in .listkit.yml or a baseline, not a comment \
        (docs/interface-builder.md, docs/configuration.md).
        Exit status: 0 clean, 1 findings (or changes with diff --exit-code), 2 usage, I/O or internal failure.
        """,
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
            if var lint = PlainLintInvocation.command(for: CommandLine.arguments) {
                try lint.validate()
                try lint.run()
                return
            }
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
