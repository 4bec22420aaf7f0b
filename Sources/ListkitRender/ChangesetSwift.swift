import ListkitDiff

extension ChangesetRenderer {
    /// One Swift function per changed list, named after its id (`reviews` →
    /// `updateReviews`), that takes the list's `UITableView` or `UICollectionView` and runs
    /// each stage as one `performBatchUpdates` call. Inside each batch it first calls
    /// `setData(stage, sections)` with the state after the stage (section ids and item ids,
    /// replayed from the list's `old` sections), as DifferenceKit's `reload(using:setData:)`
    /// does, then makes the stage's calls. Unchanged lists get a comment.
    ///
    /// The code type-checks against UIKit's signatures (ChangesetRenderTests compiles every
    /// golden and random outputs with `swiftc -typecheck`).
    /// - Complexity: O(total changes + stages × items) (the states).
    public func swift(options: SwiftCodeOptions = SwiftCodeOptions()) -> String {
        var names = SwiftNames()
        var out: [String] = []
        for list in lists {
            guard !list.changeset.isEmpty else {
                out.append("// \(TextEscaping.escaped(list.name)): no changes")
                continue
            }
            out += SwiftListFunction(list: list, name: names.unique("update" + SwiftNames.typeCase(list.name)),
                                     options: options, sectionFieldNames: { sectionFieldChanges($0, $1).map(\.name) }).lines()
        }
        if out.contains(where: { $0.hasPrefix("func ") }) { out.insert("import UIKit\n", at: 0) }
        return out.joined(separator: "\n") + "\n"
    }
}

/// The function for one list (see `ChangesetRenderer.swift(options:)`).
struct SwiftListFunction<SectionContent: Equatable & Sendable, ItemContent: Equatable & Sendable> {
    typealias Stage = Changeset<SectionContent, ItemContent>.Stage
    let list: NamedChangeset<SectionContent, ItemContent>
    let name: String
    let options: SwiftCodeOptions
    let sectionFieldNames: (SectionContent, SectionContent) -> [String]

    private var table: Bool { list.target == .tableView }
    private var view: String { list.target.rawValue }
    private var configuresHeaders: Bool { options.headers == .configure }

    func lines() -> [String] {
        let stages = list.changeset.stages
        let states = list.old.flatMap { try? list.changeset.states(from: $0) }
        let viewType = table ? "UITableView" : "UICollectionView"
        let stateType = states == nil ? "(_ stage: Int) -> Void" : "(_ stage: Int, _ sections: [(id: String, items: [String])]) -> Void"
        var head = "func \(name)(_ \(view): \(viewType), setData: @escaping \(stateType)"
        if configuresHeaders {
            head += ", configureHeaderFooter: (_ view: \(table ? "UITableViewHeaderFooterView" : "UICollectionReusableView"), _ section: Int) -> Void"
        }
        var lines = [
            "/// \(TextEscaping.escaped(list.name)): \(counted(stages.count, "stage")), one `performBatchUpdates` each. `setData` must make the data",
            "/// source hold the state after the given stage\(states == nil ? "" : " (each section's id and its items' ids)") when called.",
            head + ") {",
        ]
        for (k, stage) in stages.enumerated() {
            lines.append("    // Stage \(k + 1) of \(stages.count): \(summary(stage)).")
            lines += stageLines(stage, number: k + 1, state: states?[k]).map { "    " + $0 }
        }
        return lines + ["}"]
    }

    private func stageLines(_ stage: Stage, number: Int, state: [DiffSection<SectionContent, ItemContent>]?) -> [String] {
        let setData = state.map { setDataCall(number, $0) } ?? ["setData(\(number))"]
        let configure = configuresHeaders ? headerConfiguration(stage, state) : []
        let calls = batchCalls(stage, skippingSectionUpdates: configuresHeaders && configure != nil)
        var lines: [String]
        if calls.isEmpty {
            lines = setData   // headers only: no batch needed
        } else {
            lines = ["\(view).performBatchUpdates({"] + (setData + calls).map { "    " + $0 } + ["})"]
        }
        lines += configure ?? []
        guard options.animation == .none else { return lines }
        return ["UIView.performWithoutAnimation {"] + lines.map { "    " + $0 } + ["}"]
    }

    private func setDataCall(_ number: Int, _ state: [DiffSection<SectionContent, ItemContent>]) -> [String] {
        guard !state.isEmpty else { return ["setData(\(number), [])"] }
        return ["setData(\(number), ["] + state.map { section in
            "    (\(SwiftNames.quoted(section.id)), [" + section.items.map { SwiftNames.quoted($0.id.string) }.joined(separator: ", ") + "]),"
        } + ["])"]
    }

    /// "1 section move, 2 item reloads": what the batch does.
    private func summary(_ stage: Stage) -> String {
        let parts: [(Int, String)] = [
            (stage.sectionDeletes.count, "section delete"), (stage.sectionInserts.count, "section insert"),
            (stage.sectionMoves.count, "section move"), (stage.sectionUpdates.count, configuresHeaders ? "header/footer update" : "section reload"),
            (stage.itemDeletes.count, "item delete"), (stage.itemInserts.count, "item insert"),
            (stage.itemMoves.count, "item move"), (stage.itemUpdates.count, "item reload"),
        ]
        return parts.filter { $0.0 > 0 }.map { counted($0.0, $0.1) }.joined(separator: ", ")
    }

    /// The calls inside `performBatchUpdates`, in UIKit's documented order of processing
    /// (deletes and reloads before inserts; moves last).
    private func batchCalls(_ stage: Stage, skippingSectionUpdates: Bool) -> [String] {
        let with = table ? ", with: .\(options.animation.rawValue)" : ""
        let rows = table ? "Rows" : "Items"
        var lines: [String] = []
        if !stage.sectionDeletes.isEmpty { lines.append("\(view).deleteSections(\(indexSet(stage.sectionDeletes.map(\.index)))\(with))") }
        if !stage.sectionInserts.isEmpty { lines.append("\(view).insertSections(\(indexSet(stage.sectionInserts.map(\.index)))\(with))") }
        for move in stage.sectionMoves { lines.append("\(view).moveSection(\(move.from), toSection: \(move.to))") }
        if !stage.sectionUpdates.isEmpty && !skippingSectionUpdates {
            lines.append("\(view).reloadSections(\(indexSet(stage.sectionUpdates.map(\.index)))\(with))")
        }
        if !stage.itemDeletes.isEmpty { lines += call("\(view).delete\(rows)(at: ", stage.itemDeletes.map(\.path), "\(with))") }
        if !stage.itemInserts.isEmpty { lines += call("\(view).insert\(rows)(at: ", stage.itemInserts.map(\.path), "\(with))") }
        for move in stage.itemMoves {
            lines.append("\(view).move\(table ? "Row" : "Item")(at: \(indexPath(move.from)), to: \(indexPath(move.to)))")
        }
        if !stage.itemUpdates.isEmpty { lines += reloadCalls(stage, with: with) }
        return lines
    }

    private func reloadCalls(_ stage: Stage, with: String) -> [String] {
        let paths = stage.itemUpdates.map(\.path), rows = table ? "Rows" : "Items"
        switch options.reloads {
        case .reconfigure:
            return call("\(view).reconfigure\(rows)(at: ", paths, ")")
        case .deleteInsert where stage.changeCount == stage.itemUpdates.count:
            // Alone in its batch, an item's path is the same before and after it.
            return call("\(view).delete\(rows)(at: ", paths, "\(with))") + call("\(view).insert\(rows)(at: ", paths, "\(with))")
        case .reload, .deleteInsert:
            return call("\(view).reload\(rows)(at: ", paths, "\(with))")
        }
    }

    /// Visible header and footer views of updated sections handed to
    /// `configureHeaderFooter`, at their index after the stage; nil when an index cannot be
    /// told (a section id that repeats in a stage that also moves sections): reload then.
    private func headerConfiguration(_ stage: Stage, _ state: [DiffSection<SectionContent, ItemContent>]?) -> [String]? {
        let reordered = !(stage.sectionDeletes.isEmpty && stage.sectionInserts.isEmpty && stage.sectionMoves.isEmpty)
        var lines: [String] = []
        for update in stage.sectionUpdates {
            var index = update.index
            if reordered {
                guard let state, state.filter({ $0.id == update.id }).count == 1,
                      let after = state.firstIndex(where: { $0.id == update.id }) else { return nil }
                index = after
            }
            let changed = Set(sectionFieldNames(update.old, update.new))
            let both = !changed.contains("header") && !changed.contains("footer")
            if both || changed.contains("header") { lines.append(supplementary("header", index)) }
            if both || changed.contains("footer") { lines.append(supplementary("footer", index)) }
        }
        return lines
    }

    private func supplementary(_ kind: String, _ section: Int) -> String {
        let lookup = table ? "\(view).\(kind)View(forSection: \(section))"
            : "\(view).supplementaryView(forElementKind: UICollectionView.elementKindSection\(kind == "header" ? "Header" : "Footer"), at: IndexPath(item: 0, section: \(section)))"
        return "if let view = \(lookup) { configureHeaderFooter(view, \(section)) }"
    }

    private func indexPath(_ path: ItemPath) -> String { "IndexPath(\(table ? "row" : "item"): \(path.item), section: \(path.section))" }

    private func indexSet(_ indices: [Int]) -> String { "IndexSet([\(indices.map(String.init).joined(separator: ", "))])" }

    /// `head[paths]tail`, one path a line beyond three.
    private func call(_ head: String, _ paths: [ItemPath], _ tail: String) -> [String] {
        guard paths.count > 3 else { return [head + "[" + paths.map(indexPath).joined(separator: ", ") + "]" + tail] }
        return [head + "["] + paths.map { "    " + indexPath($0) + "," } + ["]" + tail]
    }
}

/// Swift identifiers and literals for generated code.
struct SwiftNames {
    private var used: Set<String> = []

    /// `name`, or `name2`, `name3`… when taken.
    mutating func unique(_ name: String) -> String {
        var candidate = name, n = 1
        while used.contains(candidate) {
            n += 1
            candidate = name + String(n)
        }
        used.insert(candidate)
        return candidate
    }

    /// "review-list_2" → "ReviewList2": ASCII letters and digits, each word capitalised.
    static func typeCase(_ id: String) -> String {
        let words = id.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
        let joined = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return joined.isEmpty ? "List" : joined
    }

    /// A Swift string literal: `TextEscaping.quoted` writes only escapes Swift defines
    /// (`\"`, `\\`, `\n`, `\t`, `\r`, `\u{XX}`), so no id can end the literal or the line.
    static func quoted(_ value: String) -> String { TextEscaping.quoted(value) }
}
