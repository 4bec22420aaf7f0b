import ArgumentParser

struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Solve a spec's constraints and print frames, a wireframe, SVG or JSON."
    )

    @Argument(help: "The spec file.")
    var file: String

    func run() throws {
        throw CLIFailure.notAvailable("layout").report()
    }
}
