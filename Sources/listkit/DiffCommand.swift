import ArgumentParser
import Foundation
import ListkitDiff
import ListkitRender
import ListkitSpec
import ListkitSpecDiff

struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Print the changeset that turns one version of a spec into another.",
        discussion: """
            For each table and collection (matched by view id): section and cell deletes, inserts, \
            moves and updates, in stages that UIKit's performBatchUpdates accepts. Then views \
            added, removed or retyped, constraints added, removed or edited, and frames that moved \
            or resized on each device. Both specs are linted first; errors stop the diff with exit \
            status 2, except duplicate section and cell ids: those are warnings here, and the \
            duplicates are paired first-in-first-out.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json, swift }

    @Argument(help: "The old spec ('-' for stdin).")
    var old: String
    @Argument(help: "The new spec.")
    var new: String

    @Option(help: "text, json (schema in docs/changesets.md) or swift (performBatchUpdates calls).")
    var format: Format = .text

    @Option(help: "The row animation in --format swift: automatic, fade or none.")
    var animation: BatchUpdateAnimation = .automatic

    @Flag(help: "Replay every stage on the old lists under UIKit's rules and fail (exit 2) unless the result is the new lists.")
    var verify = false

    @Flag(help: "Exit 1 when there are changes, as git diff --exit-code.")
    var exitCode = false

    func validate() throws {
        if old == SpecFiles.stdinPath && new == SpecFiles.stdinPath { throw ValidationError("only one of OLD and NEW can be '-'") }
    }

    func run() throws {
        // The two files are independent: read, lint and prepare them on both cores.
        let loaded = ConcurrentMap.map([old, new]) { path in
            SpecLoading.loadResult(path, tolerating: SpecLoading.duplicateIDs).map { ($0, SpecSnapshot($0.spec)) }
        }
        // Unwrapped in argument order, so the two files' warnings print in that order.
        let (_, oldSnapshot) = try SpecLoading.unwrap(loaded[0])
        let (_, newSnapshot) = try SpecLoading.unwrap(loaded[1])
        let comparison = SpecComparison(old: oldSnapshot, new: newSnapshot)
        if verify { try Self.verify(comparison) }
        printOutput(render(comparison))
        // Exit here rather than return: returning would free two specs and their changesets
        // cell by cell (a tenth of a 100k-cell diff's time) only for the process to end.
        Foundation.exit(exitCode && !comparison.isEmpty ? 1 : 0)
    }

    func render(_ comparison: SpecComparison) -> String {
        let named = comparison.lists.map { NamedChangeset(name: $0.listID, changeset: $0.changeset) }
        switch format {
        case .text:
            if comparison.isEmpty && comparison.lists.allSatisfy({ $0.changeset.warnings.isEmpty }) { return "no changes\n" }
            let lists = named.isEmpty ? "" : ChangesetRenderer(lists: named).text()
            return lists + SpecChangeRenderer.text(comparison)
        case .json:
            return ChangesetRenderer(lists: named).json(members: SpecChangeRenderer.jsonMembers(comparison))
        case .swift:
            var out = ""
            for list in comparison.lists where !list.changeset.isEmpty {
                let target: BatchUpdateTarget = list.type == .collection ? .collectionView : .tableView
                out += ChangesetRenderer(lists: [NamedChangeset(name: list.listID, changeset: list.changeset)]).swift(target: target, animation: animation)
            }
            let rest = SpecChangeRenderer.text(comparison)
            if !rest.isEmpty {
                out += rest.split(separator: "\n").map { "// \($0)" }.joined(separator: "\n") + "\n"
            }
            return out.isEmpty ? "// no changes\n" : out
        }
    }

    /// Applies each list's stages to its old sections and checks UIKit's batch-update rules.
    static func verify(_ comparison: SpecComparison) throws {
        var failures: [String] = []
        for list in comparison.lists {
            for violation in BatchUpdateRules.violations(in: list.changeset, old: list.old, new: list.new) {
                failures.append("\(list.listID): \(violation)")
            }
            do {
                if try apply(list.changeset, to: list.old) != list.new {
                    failures.append("\(list.listID): replaying the stages does not give the new list")
                }
            } catch {
                failures.append("\(list.listID): \(error)")
            }
        }
        guard failures.isEmpty else {
            for failure in failures { printError("error: verify: \(TextEscaping.escaped(failure))") }
            throw ExitCode(2)
        }
    }
}

extension BatchUpdateAnimation: ExpressibleByArgument {}
