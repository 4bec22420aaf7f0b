import ArgumentParser
import ListkitInterfaceBuilder
import ListkitLint
import ListkitRender
import ListkitSpec

struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Write one screen of an Interface Builder .xib or .storyboard as a YAML spec.",
        discussion: """
        The spec starts with comments listing what listkit cannot express yet (left out or \
        approximated, at the document's line:col); each view and constraint is commented with its \
        IB element. See docs/interface-builder.md. Exit status: 0 written, 2 usage or I/O failure \
        or a document that cannot be read.
        """
    )

    @Argument(help: "The .xib or .storyboard file.", completion: .file(extensions: ["xib", "storyboard"]))
    var file: String

    @Option(help: ArgumentHelp("The screen to import: a scene, view controller, view or cell id, storyboard or reuse identifier, or custom class (default: the first).", valueName: "id"),
            completion: SceneCompletion.kind)
    var scene: String?

    func run() throws {
        let path = SpecPath(bytes: CommandLineBytes.bytes(of: file))
        let bytes: [UInt8]
        switch SpecFiles.read(path) {
        case .success(let b): bytes = b
        case .failure(let failure): throw failure.report()
        }
        guard IBSpecLoader.isDocumentName(path.displayName) else {
            throw CLIFailure.usage("import reads Interface Builder documents (.xib, .storyboard), not '\(path.displayName)'").report()
        }
        let (screen, note) = try unwrap(IBScreenLoading.screen(bytes, name: path.displayName, scene: scene))
        printError(note, terminator: "")
        var out = StandardOutput()
        out.write(SpecYAMLRenderer(spec: screen.spec, header: screen.importHeader(source: path.displayName), comments: screen.comments).render())
        out.flush()
    }

    func unwrap<T>(_ result: Result<T, SpecLoading.Failure>) throws -> T {
        switch result {
        case .success(let value): return value
        case .failure(.io(let failure)): throw failure.report()
        case .failure(.invalid(_, let report)):
            printError(report, terminator: "")
            throw ExitCode(2)
        }
    }
}
