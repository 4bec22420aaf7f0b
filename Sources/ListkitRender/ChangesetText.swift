import ListkitDiff

extension ChangesetRenderer {
    /// Human-readable changes grouped per list and stage:
    ///
    ///     reviews: 2 stages, 1 item move
    ///       stage 1 of 2
    ///         delete item [0,3] "r7"
    ///         move item [0,1] → [1,4] "r2"
    ///       stage 2 of 2
    ///         update item [1,4] "r2": rating "3" → "4"
    ///
    /// Paths follow the stage rule: deletes, updates and move sources before the stage,
    /// inserts and move targets after it.
    /// - Complexity: O(total changes + field changes).
    public func text() -> String {
        // One string appended to in place: a 100k-cell diff prints ~40k lines, and a line
        // array of interpolated strings costs more than the diff itself.
        var out = ""
        out.reserveCapacity(lists.reduce(0) { $0 + 64 * $1.changeset.stages.reduce(0) { $0 + $1.changeCount } })
        for list in lists {
            let changeset = list.changeset
            out += list.name + ": " + summary(changeset) + "\n"
            for warning in changeset.warnings { out += "  warning: \(warning)\n" }
            for (k, stage) in changeset.stages.enumerated() {
                out += "  stage \(k + 1) of \(changeset.stages.count)\n"
                appendStage(stage, to: &out)
            }
        }
        return out
    }

    private func summary(_ changeset: Changeset<SectionContent, ItemContent>) -> String {
        guard !changeset.isEmpty else {
            return changeset.warnings.isEmpty ? "no changes" : "no changes, \(counted(changeset.warnings.count, "warning"))"
        }
        var parts = [counted(changeset.stages.count, "stage")]
        if changeset.sectionMoveCount > 0 { parts.append(counted(changeset.sectionMoveCount, "section move")) }
        if changeset.itemMoveCount > 0 { parts.append(counted(changeset.itemMoveCount, "item move")) }
        if !changeset.warnings.isEmpty { parts.append(counted(changeset.warnings.count, "warning")) }
        return parts.joined(separator: ", ")
    }

    private func appendStage(_ stage: Changeset<SectionContent, ItemContent>.Stage, to out: inout String) {
        let pad = "    "
        for delete in stage.sectionDeletes { out += pad + "delete section \(delete.index) " + TextEscaping.quoted(delete.id) + "\n" }
        for insert in stage.sectionInserts {
            out += pad + "insert section \(insert.index) " + TextEscaping.quoted(insert.section.id) + " with " + counted(insert.section.items.count, "item") + "\n"
        }
        for move in stage.sectionMoves { out += pad + "move section \(move.from) → \(move.to) " + TextEscaping.quoted(move.id) + "\n" }
        for update in stage.sectionUpdates {
            out += pad + "update section \(update.index) " + TextEscaping.quoted(update.id) + fields(sectionFieldChanges(update.old, update.new)) + "\n"
        }
        for delete in stage.itemDeletes { line(&out, "delete item ", delete.path, nil, delete.id) }
        for insert in stage.itemInserts { line(&out, "insert item ", insert.path, nil, insert.item.id) }
        for move in stage.itemMoves { line(&out, "move item ", move.from, move.to, move.id) }
        for update in stage.itemUpdates {
            line(&out, "update item ", update.path, nil, update.id)
            out.removeLast()
            out += fields(itemFieldChanges(update.old, update.new)) + "\n"
        }
    }

    /// `    verb [s,i] "id"` or `    verb [s,i] → [s,i] "id"`, appended without temporaries.
    private func line(_ out: inout String, _ verb: String, _ path: ItemPath, _ to: ItemPath?, _ id: String) {
        out += "    "
        out += verb
        append(path, to: &out)
        if let to {
            out += " → "
            append(to, to: &out)
        }
        out += " "
        TextEscaping.appendQuoted(id, to: &out)
        out += "\n"
    }

    private func append(_ path: ItemPath, to out: inout String) {
        out += "["
        out += String(path.section)
        out += ","
        out += String(path.item)
        out += "]"
    }

    private func fields(_ changes: [FieldChange]) -> String {
        guard !changes.isEmpty else { return "" }
        return ": " + changes.map { "\($0.name) \($0.old.map(TextEscaping.quoted) ?? "(none)") → \($0.new.map(TextEscaping.quoted) ?? "(none)")" }
            .joined(separator: ", ")
    }
}
