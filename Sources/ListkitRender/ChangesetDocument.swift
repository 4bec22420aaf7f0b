import ListkitDiff
import ListkitSpec
import ListkitSpecDiff

/// Renders a whole spec comparison in any `DiffFormat`: the lists' changesets, then the
/// views, constraints and frames that changed (as comments in the Swift formats).
public struct DiffOutputRenderer: Sendable {
    public var format: DiffFormat
    public var options: DiffReportOptions

    public init(format: DiffFormat = .text, swift: SwiftCodeOptions = SwiftCodeOptions(), states: Bool = false) {
        self.format = format
        options = DiffReportOptions(swift: swift, states: states)
    }

    /// - Complexity: O(total changes), plus O(stages × items) for states and the Swift formats.
    public func render(_ comparison: SpecComparison) -> String {
        format.render(comparison, options: options)
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

    static func renderer(_ comparison: SpecComparison) -> ChangesetRenderer<FieldList, CellContent> {
        var renderer = ChangesetRenderer(lists: comparison.lists.map {
            NamedChangeset(name: $0.listID, changeset: $0.changeset, target: $0.type == .collection ? .collectionView : .tableView, old: $0.old)
        })
        renderer.itemValueChanges = { $0.forEachValueChange(to: $1, $2) }
        return renderer
    }

    static func hasNothingToSay(_ comparison: SpecComparison) -> Bool {
        comparison.isEmpty && comparison.lists.allSatisfy({ $0.changeset.warnings.isEmpty })
    }

    /// The Swift formats' document: the lists' code, then the spec's other changes as comments.
    static func swiftDocument(_ code: String, _ comparison: SpecComparison) -> String {
        var out = code
        let rest = SpecChangeRenderer.text(comparison)
        if !rest.isEmpty { out += rest.split(separator: "\n").map { "// \($0)" }.joined(separator: "\n") + "\n" }
        return out.isEmpty ? "// no changes\n" : out
    }
}
