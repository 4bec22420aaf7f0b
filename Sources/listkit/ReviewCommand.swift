import ArgumentParser
import ListkitLint
import ListkitRender
import ListkitReview

struct ReviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "review",
        abstract: "Write one HTML page showing changed screens before and after.",
        discussion: """
            Two files (OLD NEW), two folders of specs paired by relative path, or, in a git \
            repository, the specs and Interface Builder documents that changed between --base \
            (default: the merge base with the default branch) and --head (default: the work \
            tree), read with git show without checking anything out; PATHS limit which. Every \
            screen is laid out on the devices of its .listkit.yml (else its own), compared and \
            linted; the page (docs/review.md) is self-contained. Exit status: 0 written, 1 written \
            and the new versions bring error findings the old ones did not have, 2 usage, I/O \
            or git failure.
            """
    )

    @Argument(help: "OLD NEW (two files or two folders), or in a git repository the paths to review.", completion: .specFiles)
    var paths: [String] = []

    @Option(help: ArgumentHelp("The old version in git (default: the merge base of HEAD with the default branch).", valueName: "ref"))
    var base: String?

    @Option(help: ArgumentHelp("The new version in git (default: the work tree).", valueName: "ref"))
    var head: String?

    @Flag(help: "Read both versions from git even when the arguments are two files or two folders.")
    var git = false

    @Option(name: [.short, .long], help: ArgumentHelp("The HTML page to write.", valueName: "file"), completion: .file(extensions: ["html"]))
    var output = "review.html"

    @Option(help: "What to print besides the page.")
    var format: ReviewFormat = .html

    @Option(help: ArgumentHelp("Use this configuration for every file instead of the nearest .listkit.yml.", valueName: "file"),
            completion: .file(extensions: ["yml", "yaml"]))
    var config: String?

    func run() throws {
        let configurations = ConfigurationFinder(explicitPath: config)
        let inputs = try Self.unwrap(sources(configurations))
        for failure in configurations.failures { printError(TextEscaping.escaped(failure.description)) }
        if !configurations.failures.isEmpty { throw ExitCode(2) }
        let review = ReviewBuilder(fonts: .standard).review(inputs)
        let page = ReviewPage().render(review)
        try OutputFiles.write(page, to: output)
        let counts = review.counts
        switch format {
        case .html: print("\(TextEscaping.escaped(output)): \(counts.headline)")
        case .markdown: print(ReviewMarkdown(page: output).render(review), terminator: "")
        }
        if counts.newErrors > 0 { throw ExitCode(1) }
    }

    /// Two existing files or two folders without --git, --base or --head compare directly;
    /// anything else is git mode.
    private func sources(_ configurations: ConfigurationFinder) -> Result<[ReviewInput], InputFailure> {
        if !git, base == nil, head == nil, paths.count == 2 {
            let kinds = paths.map(FileKind.of)
            if kinds == [.file, .file] { return ReviewSources.files(old: paths[0], new: paths[1], configurations: configurations) }
            if kinds == [.directory, .directory] {
                return ReviewSources.directories(old: paths[0], new: paths[1], configurations: configurations)
            }
        }
        return GitReviewSource(directory: ".").inputs(base: base, head: head, paths: paths, configurations: configurations)
    }

    private static func unwrap<T>(_ result: Result<T, InputFailure>) throws -> T {
        switch result {
        case .success(let value): return value
        case .failure(let failure):
            printError(TextEscaping.escaped(failure.description))
            throw ExitCode(2)
        }
    }
}

/// What a path names, for commands that take files or folders.
enum FileKind: Equatable {
    case file, directory, missing

    static func of(_ path: String) -> FileKind {
        var info = stat()
        guard stat(path, &info) == 0 else { return .missing }
        return (info.st_mode & S_IFMT) == S_IFDIR ? .directory : .file
    }
}

extension ReviewFormat: DescribedOptionValue {}
