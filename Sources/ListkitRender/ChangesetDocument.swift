import ListkitDiff
import ListkitSpec
import ListkitSpecDiff

/// The ways a spec diff can be printed, as `listkit diff --format` names them.
public enum DiffFormat: String, CaseIterable, Sendable {
    /// Stages and the spec's other changes as text (`ChangesetRenderer.text`).
    case text
    /// Everything as JSON (schema in docs/changesets.md).
    case json
    /// A `performBatchUpdates` function per list (`ChangesetRenderer.swift`).
    case swift
    /// An `NSDiffableDataSourceSnapshot` function per list (`ChangesetRenderer.snapshot`).
    case snapshot

    public var summary: String {
        switch self {
        case .text: return "stages and the spec's other changes as text"
        case .json: return "everything as JSON (schema in docs/changesets.md)"
        case .swift: return "a performBatchUpdates function per list"
        case .snapshot: return "an NSDiffableDataSourceSnapshot function per list"
        }
    }
}

/// Renders a whole spec comparison in any `DiffFormat`: the lists' changesets, then the
/// views, constraints and frames that changed (as comments in the Swift formats).
public struct DiffOutputRenderer: Sendable {
    public var format: DiffFormat
    public var swift: SwiftCodeOptions
    /// JSON only: each stage also carries the list's state after it (`"state"`).
    public var states: Bool

    public init(format: DiffFormat = .text, swift: SwiftCodeOptions = SwiftCodeOptions(), states: Bool = false) {
        self.format = format
        self.swift = swift
        self.states = states
    }

    /// - Complexity: O(total changes), plus O(stages × items) for states and the Swift formats.
    public func render(_ comparison: SpecComparison) -> String {
        let renderer = Self.renderer(comparison)
        switch format {
        case .text:
            if Self.hasNothingToSay(comparison) { return "no changes\n" }
            return (renderer.lists.isEmpty ? "" : renderer.text()) + SpecChangeRenderer.text(comparison)
        case .json:
            return renderer.json(members: SpecChangeRenderer.jsonMembers(comparison), states: states)
        case .swift, .snapshot:
            var out = renderer.lists.isEmpty ? "" : (format == .swift ? renderer.swift(options: swift) : renderer.snapshot(options: swift))
            let rest = SpecChangeRenderer.text(comparison)
            if !rest.isEmpty { out += rest.split(separator: "\n").map { "// \($0)" }.joined(separator: "\n") + "\n" }
            return out.isEmpty ? "// no changes\n" : out
        }
    }

    /// `render`'s bytes handed to `output` in pieces: in the text format the stages go out as
    /// the bytes they were built in, never one String (for 100k cells, 3 MB checked and
    /// copied once more). What `listkit diff` prints.
    public func write(_ comparison: SpecComparison, to output: (UnsafeRawBufferPointer) -> Void) {
        func put(_ text: String) {
            var text = text
            text.withUTF8 { output(UnsafeRawBufferPointer($0)) }
        }
        guard format == .text, !Self.hasNothingToSay(comparison) else { return put(render(comparison)) }
        let renderer = Self.renderer(comparison)
        if !renderer.lists.isEmpty { renderer.writeText(to: output) }
        put(SpecChangeRenderer.text(comparison))
    }

    private static func renderer(_ comparison: SpecComparison) -> ChangesetRenderer<FieldList, CellContent> {
        var renderer = ChangesetRenderer(lists: comparison.lists.map {
            NamedChangeset(name: $0.listID, changeset: $0.changeset, target: $0.type == .collection ? .collectionView : .tableView, old: $0.old)
        })
        renderer.itemValueChanges = { $0.forEachValueChange(to: $1, $2) }
        return renderer
    }

    private static func hasNothingToSay(_ comparison: SpecComparison) -> Bool {
        comparison.isEmpty && comparison.lists.allSatisfy({ $0.changeset.warnings.isEmpty })
    }
}
