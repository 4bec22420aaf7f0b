import ListkitDiff

extension ChangesetRenderer {
    /// The `performBatchUpdates` calls a developer would write, one per stage, for a
    /// `UITableView` (`tableView`) or a `UICollectionView` (`collectionView`).
    ///
    /// Animation: table views take it per call (`with: .automatic/.fade/.none`). Collection
    /// views have no per-call option — their layout fades inserted and deleted items by
    /// default, so `automatic` and `fade` give the same code, and `none` wraps the batch in
    /// `UIView.performWithoutAnimation`.
    /// - Complexity: O(total changes).
    public func swift(target: BatchUpdateTarget, animation: BatchUpdateAnimation) -> String {
        let view = target.rawValue
        var lines: [String] = []
        for list in lists {
            let stages = list.changeset.stages
            // User text goes only into comments, escaped so no line break can end one early.
            let name = TextEscaping.escaped(list.name)
            if stages.isEmpty { lines.append("// \(name): no changes") }
            for (k, stage) in stages.enumerated() {
                lines.append("// \(name): stage \(k + 1) of \(stages.count)")
                let quiet = target == .collectionView && animation == .none
                if quiet { lines.append("UIView.performWithoutAnimation {") }
                let pad = quiet ? "    " : ""
                lines.append(pad + "\(view).performBatchUpdates({")
                lines.append(pad + "    // Set the data source to its state after stage \(k + 1) of \(name) here.")
                lines += calls(stage, view: view, target: target, animation: animation).map { pad + "    " + $0 }
                lines.append(pad + "})")
                if quiet { lines.append("}") }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func calls(_ stage: Changeset<SectionContent, ItemContent>.Stage, view: String,
                       target: BatchUpdateTarget, animation: BatchUpdateAnimation) -> [String] {
        let table = target == .tableView
        let with = table ? ", with: .\(animation.rawValue)" : ""
        let (rows, item) = table ? ("Rows", "row") : ("Items", "item")
        func indexPath(_ path: ItemPath) -> String { "IndexPath(\(item): \(path.item), section: \(path.section))" }
        func indexSet(_ indices: [Int]) -> String { "IndexSet([\(indices.map(String.init).joined(separator: ", "))])" }
        func paths(_ values: [ItemPath]) -> [String] {
            values.count <= 3 ? ["[" + values.map(indexPath).joined(separator: ", ") + "]"]
                : ["["] + values.map { "    " + indexPath($0) + "," } + ["]"]
        }
        func call(_ head: String, _ argument: [String], _ tail: String) -> [String] {
            argument.count == 1 ? [head + argument[0] + tail]
                : [head + argument[0]] + argument.dropFirst().dropLast() + [argument[argument.count - 1] + tail]
        }
        var lines: [String] = []
        if !stage.sectionDeletes.isEmpty { lines.append("\(view).deleteSections(\(indexSet(stage.sectionDeletes.map(\.index)))\(with))") }
        if !stage.sectionInserts.isEmpty { lines.append("\(view).insertSections(\(indexSet(stage.sectionInserts.map(\.index)))\(with))") }
        for move in stage.sectionMoves { lines.append("\(view).moveSection(\(move.from), toSection: \(move.to))") }
        if !stage.sectionUpdates.isEmpty { lines.append("\(view).reloadSections(\(indexSet(stage.sectionUpdates.map(\.index)))\(with))") }
        if !stage.itemDeletes.isEmpty { lines += call("\(view).delete\(rows)(at: ", paths(stage.itemDeletes.map(\.path)), "\(with))") }
        if !stage.itemInserts.isEmpty { lines += call("\(view).insert\(rows)(at: ", paths(stage.itemInserts.map(\.path)), "\(with))") }
        for move in stage.itemMoves {
            lines.append("\(view).move\(table ? "Row" : "Item")(at: \(indexPath(move.from)), to: \(indexPath(move.to)))")
        }
        if !stage.itemUpdates.isEmpty { lines += call("\(view).reload\(rows)(at: ", paths(stage.itemUpdates.map(\.path)), "\(with))") }
        return lines
    }
}
