import ArgumentParser

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Validate specs: YAML, schema, references, constraints and layout, per device."
    )

    @Argument(help: "Spec files or directories (searched for *.yaml and *.yml); '-' reads stdin.")
    var paths: [String]

    func run() throws {
        throw CLIFailure.notAvailable("lint").report()
    }
}
