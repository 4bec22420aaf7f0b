import ListkitDiff

extension ChangesetRenderer {
    /// For diffable data sources: one function per list, named after its id (`reviews` →
    /// `reviewsSnapshot`), that builds the `NSDiffableDataSourceSnapshot<String, String>` of
    /// the new list — section identifiers and item identifiers are the spec's ids — and
    /// marks the items whose content changed (`reconfigureItems`, or `reloadItems` with
    /// `options.reloads == .reload`) and, with `options.headers == .reload`, the sections
    /// whose header or footer changed (`reloadSections`). Apply it with
    /// `dataSource.apply(snapshot, animatingDifferences:)`; the data source computes the
    /// batches itself.
    ///
    /// Diffable data sources need unique identifiers: a list with a duplicate id gets a
    /// comment instead (`duplicateIDLists` names them).
    /// - Complexity: O(stages × items) (the new list is replayed from `old`).
    public func snapshot(options: SwiftCodeOptions = SwiftCodeOptions()) -> String {
        var names = SwiftNames(), out: [String] = []
        for list in lists {
            guard list.changeset.warnings.isEmpty else {
                out.append("// \(TextEscaping.escaped(list.name)): duplicate ids; NSDiffableDataSourceSnapshot needs unique identifiers")
                continue
            }
            guard let old = list.old, let new = try? list.changeset.states(from: old).last ?? old else {
                out.append("// \(TextEscaping.escaped(list.name)): no old list to build the snapshot from")
                continue
            }
            let name = names.unique(SwiftNames.typeCase(list.name).prefix(1).lowercased() + SwiftNames.typeCase(list.name).dropFirst() + "Snapshot")
            out += snapshotFunction(list, name, new, options)
        }
        if out.contains(where: { $0.hasPrefix("func ") }) { out.insert("import UIKit\n", at: 0) }
        return out.joined(separator: "\n") + "\n"
    }

    /// Lists whose duplicate ids rule out a diffable snapshot.
    public var duplicateIDLists: [String] { lists.filter { !$0.changeset.warnings.isEmpty }.map(\.name) }

    private func snapshotFunction(_ list: NamedChangeset<SectionContent, ItemContent>, _ name: String,
                                  _ new: [DiffSection<SectionContent, ItemContent>], _ options: SwiftCodeOptions) -> [String] {
        let updated = list.changeset.stages.flatMap(\.itemUpdates).map(\.id.string)
        let reloadedSections = list.changeset.stages.flatMap(\.sectionUpdates).map(\.id)
        var lines = [
            "/// \(TextEscaping.escaped(list.name)): the new state for `apply(_:animatingDifferences:)`.",
            "func \(name)() -> NSDiffableDataSourceSnapshot<String, String> {",
            "    var snapshot = NSDiffableDataSourceSnapshot<String, String>()",
        ]
        if !new.isEmpty { lines.append("    snapshot.appendSections(\(literal(new.map(\.id))))") }
        for section in new where !section.items.isEmpty {
            lines.append("    snapshot.appendItems(\(literal(section.items.map(\.id.string))), toSection: \(SwiftNames.quoted(section.id)))")
        }
        if !updated.isEmpty {
            lines.append("    snapshot.\(options.reloads == .reconfigure ? "reconfigureItems" : "reloadItems")(\(literal(updated)))")
        }
        if !reloadedSections.isEmpty {
            lines.append(options.headers == .reload ? "    snapshot.reloadSections(\(literal(reloadedSections)))"
                         : "    // Headers or footers changed in \(reloadedSections.map(SwiftNames.quoted).joined(separator: ", ")): configure their visible views.")
        }
        return lines + ["    return snapshot", "}"]
    }

    private func literal(_ ids: [String]) -> String { "[" + ids.map(SwiftNames.quoted).joined(separator: ", ") + "]" }
}
