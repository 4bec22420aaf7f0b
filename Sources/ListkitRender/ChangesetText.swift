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
        var lines: [String] = []
        for list in lists {
            let changeset = list.changeset
            lines.append("\(list.name): \(summary(changeset))")
            for warning in changeset.warnings { lines.append("  warning: \(warning)") }
            for (k, stage) in changeset.stages.enumerated() {
                lines.append("  stage \(k + 1) of \(changeset.stages.count)")
                lines += stageLines(stage).map { "    " + $0 }
            }
        }
        return lines.joined(separator: "\n") + "\n"
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

    private func stageLines(_ stage: Changeset<SectionContent, ItemContent>.Stage) -> [String] {
        var lines: [String] = []
        for delete in stage.sectionDeletes { lines.append("delete section \(delete.index) \(TextEscaping.quoted(delete.id))") }
        for insert in stage.sectionInserts {
            lines.append("insert section \(insert.index) \(TextEscaping.quoted(insert.section.id)) with \(counted(insert.section.items.count, "item"))")
        }
        for move in stage.sectionMoves { lines.append("move section \(move.from) → \(move.to) \(TextEscaping.quoted(move.id))") }
        for update in stage.sectionUpdates {
            lines.append("update section \(update.index) \(TextEscaping.quoted(update.id))" + fields(sectionFieldChanges(update.old, update.new)))
        }
        for delete in stage.itemDeletes { lines.append("delete item \(delete.path) \(TextEscaping.quoted(delete.id))") }
        for insert in stage.itemInserts { lines.append("insert item \(insert.path) \(TextEscaping.quoted(insert.item.id))") }
        for move in stage.itemMoves { lines.append("move item \(move.from) → \(move.to) \(TextEscaping.quoted(move.id))") }
        for update in stage.itemUpdates {
            lines.append("update item \(update.path) \(TextEscaping.quoted(update.id))" + fields(itemFieldChanges(update.old, update.new)))
        }
        return lines
    }

    private func fields(_ changes: [FieldChange]) -> String {
        guard !changes.isEmpty else { return "" }
        return ": " + changes.map { "\($0.name) \($0.old.map(TextEscaping.quoted) ?? "(none)") → \($0.new.map(TextEscaping.quoted) ?? "(none)")" }
            .joined(separator: ", ")
    }
}
