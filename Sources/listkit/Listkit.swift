import ArgumentParser

@main
struct Listkit: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "listkit",
        abstract: "Lint, diff and lay out declarative iOS list screen specs.",
        version: "0.1.0"
    )
}
