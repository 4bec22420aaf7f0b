import ListkitDiff
import ListkitSpecDiff

/// A diff format that prints Swift: one function per list that applies its changeset
/// (`DiffSwiftReporter`, `DiffSnapshotReporter`), the spec's other changes as comments, and
/// `// no changes` when there is nothing to apply.
public protocol DiffCodeReporter: Reporter where Input == SpecComparison, Options == DiffReportOptions {
    var options: SwiftCodeOptions { get }
    /// The functions for the lists' changesets.
    func code(_ renderer: ChangesetRenderer<FieldList, CellContent>) -> String
}

extension DiffCodeReporter {
    public func write(_ comparison: SpecComparison, into out: inout some TextOutputStream) {
        let renderer = DiffOutputRenderer.renderer(comparison)
        out.write(DiffOutputRenderer.swiftDocument(renderer.lists.isEmpty ? "" : code(renderer), comparison))
    }
}
