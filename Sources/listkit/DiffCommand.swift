import ArgumentParser

struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Print the changeset that turns one version of a spec into another."
    )

    @Argument(help: "The old spec.")
    var old: String
    @Argument(help: "The new spec.")
    var new: String

    func run() throws {
        throw CLIFailure.notAvailable("diff").report()
    }
}
