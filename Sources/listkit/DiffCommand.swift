import ArgumentParser
import ListkitDiff
import ListkitLint
import ListkitRender
import ListkitSpec
import ListkitSpecDiff

struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Print the changeset that turns one version of a spec into another.",
        discussion: """
            For each table and collection (matched by view id): section and cell deletes, inserts, \
            moves and updates, in stages that UIKit's performBatchUpdates accepts (--staging safe: \
            no batch mixes reloads with structure). Then views added, removed or retyped, \
            constraints added, removed or edited, and frames that moved or resized on each device. \
            Both specs are linted first; errors stop the diff with exit status 2, except duplicate \
            section and cell ids: those are warnings here, and the duplicates are paired \
            first-in-first-out.
            """
    )

    @Argument(help: "The old spec or Interface Builder document ('-' for stdin).", completion: .specFiles)
    var old: String
    @Argument(help: "The new spec or Interface Builder document.", completion: .specFiles)
    var new: String

    @Option(help: ArgumentHelp("For .xib and .storyboard files, the screen to compare in both (see layout --scene).", valueName: "id"),
            completion: SceneCompletion.kind)
    var scene: String?

    @Option(help: "Output format.")
    var format: DiffFormat = .text

    @Option(help: "How changes are grouped into batches.")
    var staging: Staging = .safe

    @Option(help: "Animation in --format swift.")
    var animation: BatchUpdateAnimation = .automatic

    @Option(help: "How changed cells are refreshed in the Swift formats.")
    var reloads: ReloadStyle = .reload

    @Option(help: "How changed section headers and footers are refreshed in the Swift formats.")
    var headers: HeaderStyle = .reload

    @Flag(help: "In --format json, give every stage the list's state after it (section and item ids).")
    var states = false

    @Flag(help: "Replay every stage on the old lists under UIKit's rules and fail (exit 2) unless the result is the new lists.")
    var verify = false

    @Flag(help: "Exit 1 when there are changes, as git diff --exit-code.")
    var exitCode = false

    func validate() throws {
        if old == SpecFiles.stdinPath && new == SpecFiles.stdinPath { throw ValidationError("only one of OLD and NEW can be '-'") }
        if reloads == .deleteInsert && staging != .safe {
            throw ValidationError("--reloads delete-insert needs --staging safe (reloads in a batch of their own)")
        }
    }

    func run() throws {
        // The two files are independent: read, lint and prepare them on both cores.
        let loaded = ConcurrentMap.map([old, new]) { path in
            SpecLoading.loadResult(path, tolerating: SpecLoading.duplicateIDs, scene: scene).map { ($0, SpecSnapshot($0.spec)) }
        }
        // Unwrapped in argument order, so the two files' warnings print in that order.
        let (_, oldSnapshot) = try SpecLoading.unwrap(loaded[0])
        let (_, newSnapshot) = try SpecLoading.unwrap(loaded[1])
        let comparison = SpecComparison(old: oldSnapshot, new: newSnapshot, staging: staging)
        if verify { try Self.fail(comparison.verificationProblems.map { "verify: \($0)" }) }
        if format == .snapshot {
            let duplicated = comparison.lists.filter { !$0.changeset.warnings.isEmpty }.map(\.listID)
            try Self.fail(duplicated.map { "snapshot: list '\($0)' has duplicate ids; NSDiffableDataSourceSnapshot needs unique identifiers" })
        }
        let options = SwiftCodeOptions(animation: animation, reloads: reloads, headers: headers)
        DiffOutputRenderer(format: format, swift: options, states: states).write(comparison) { OutputStreams.write($0, to: STDOUT_FILENO) }
        // Exit here rather than return: returning would free two specs and their changesets
        // cell by cell only for the process to end.
        exitProcess(exitCode && !comparison.isEmpty ? 1 : 0)
    }

    /// Prints each failure as an error and exits 2, when there is any.
    private static func fail(_ failures: [String]) throws {
        guard !failures.isEmpty else { return }
        for failure in failures { printError("error: \(TextEscaping.escaped(failure))") }
        throw ExitCode(2)
    }
}

extension DiffFormat: DescribedOptionValue {}
extension BatchUpdateAnimation: DescribedOptionValue {}
extension ReloadStyle: DescribedOptionValue {}
extension HeaderStyle: DescribedOptionValue {}
extension Staging: DescribedOptionValue {}
