import ListkitDiff
import ListkitSpecDiff

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
    // Pre-specialised for a spec's lists: called from another module, the generic body would
    // copy every change through value witnesses (half the time of a 100k-cell diff's text).
    @_specialize(where SectionContent == FieldList, ItemContent == CellContent)
    public func text() -> String {
        var out = textBuffer()
        appendText(to: &out)
        return out.string
    }

    /// `text()`'s bytes handed to `output` as they are, without making them a String (which
    /// checks every byte and copies them all): what `listkit diff` prints.
    @_specialize(where SectionContent == FieldList, ItemContent == CellContent)
    public func writeText(to output: (UnsafeRawBufferPointer) -> Void) {
        withoutActuallyEscaping(output) { output in
            // Handed over 64 KB at a time (the text of a 100k-cell diff is 3 MB).
            var out = TextBuffer(window: 64 << 10, sink: output)
            appendText(to: &out)
            out.withBytes(output)
        }
    }

    /// Room for `text()`'s lines. Built as bytes (see TextBuffer): a 100k-cell diff prints
    /// ~40k lines.
    private func textBuffer() -> TextBuffer {
        TextBuffer(capacity: lists.reduce(0) { $0 + 64 * $1.changeset.stages.reduce(0) { $0 + $1.changeCount } })
    }

    private func appendText(to out: inout TextBuffer) {
        for list in lists {
            let changeset = list.changeset
            out.append(text: TextEscaping.escaped(list.name) + ": " + summary(changeset) + "\n")
            for warning in changeset.warnings { out.append(text: "  warning: " + TextEscaping.escaped("\(warning)") + "\n") }
            for (k, stage) in changeset.stages.enumerated() {
                out.append("  stage ")
                out.append(k + 1)
                out.append(" of ")
                out.append(changeset.stages.count)
                out.append("\n")
                appendStage(stage, to: &out)
            }
        }
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

    private func appendStage(_ stage: Changeset<SectionContent, ItemContent>.Stage, to out: inout TextBuffer) {
        for delete in stage.sectionDeletes {
            sectionLine(&out, "delete section ", delete.index, nil, delete.id)
            out.append("\n")
        }
        for insert in stage.sectionInserts {
            sectionLine(&out, "insert section ", insert.index, nil, insert.section.id)
            out.append(text: " with " + counted(insert.section.items.count, "item") + "\n")
        }
        for move in stage.sectionMoves {
            sectionLine(&out, "move section ", move.from, move.to, move.id)
            out.append("\n")
        }
        for update in stage.sectionUpdates {
            sectionLine(&out, "update section ", update.index, nil, update.id)
            appendFields(sectionFieldChanges(update.old, update.new), to: &out)
            out.append("\n")
        }
        for delete in stage.itemDeletes { line(&out, "delete item ", delete.path, nil, delete.id) }
        for insert in stage.itemInserts { line(&out, "insert item ", insert.path, nil, insert.item.id) }
        for move in stage.itemMoves { line(&out, "move item ", move.from, move.to, move.id) }
        for update in stage.itemUpdates {
            line(&out, "update item ", update.path, nil, update.id, ending: false)
            if !appendValueChanges(update.old, update.new, to: &out) {
                appendFields(itemFieldChanges(update.old, update.new), to: &out)
            }
            out.append("\n")
        }
    }

    /// `    verb s "id"` or `    verb s → t "id"`, without the line break.
    private func sectionLine(_ out: inout TextBuffer, _ verb: StaticString, _ index: Int, _ to: Int?, _ id: String) {
        out.append("    ")
        out.append(verb)
        out.append(index)
        if let to {
            out.append(" → ")
            out.append(to)
        }
        out.append(" ")
        TextEscaping.appendQuoted(id, to: &out)
    }

    /// `    verb [s,i] "id"` or `    verb [s,i] → [s,i] "id"`.
    private func line(_ out: inout TextBuffer, _ verb: StaticString, _ path: ItemPath, _ to: ItemPath?, _ id: DiffID, ending: Bool = true) {
        out.append("    ")
        out.append(verb)
        append(path, to: &out)
        if let to {
            out.append(" → ")
            append(to, to: &out)
        }
        out.append(" ")
        TextEscaping.appendQuoted(id, to: &out)
        if ending { out.append("\n") }
    }

    private func append(_ path: ItemPath, to out: inout TextBuffer) {
        out.appendBracketed(path.section, path.item)
    }

    /// `: name "old" → "new", name (none) → "new"`, or nothing when there are no changes.
    private func appendFields(_ changes: [FieldChange], to out: inout TextBuffer) {
        for (k, change) in changes.enumerated() {
            out.append(k == 0 ? ": " : ", ")
            out.append(text: TextEscaping.escaped(change.name))
            out.append(" ")
            appendValue(change.old, to: &out)
            out.append(" → ")
            appendValue(change.new, to: &out)
        }
    }

    /// `appendFields` of an update's changes as `itemValueChanges` hands them over (bytes);
    /// false, with nothing appended, when it does not.
    private func appendValueChanges(_ old: ItemContent, _ new: ItemContent, to out: inout TextBuffer) -> Bool {
        guard let itemValueChanges else { return false }
        var first = true
        return itemValueChanges(old, new) { name, oldValue, newValue in
            out.append(first ? ": " : ", ")
            first = false
            out.append(text: TextEscaping.escaped(name))
            out.append(" ")
            TextEscaping.appendQuoted(bytes: oldValue, to: &out)
            out.append(" → ")
            TextEscaping.appendQuoted(bytes: newValue, to: &out)
        }
    }

    private func appendValue(_ value: String?, to out: inout TextBuffer) {
        if let value { TextEscaping.appendQuoted(value, to: &out) } else { out.append("(none)") }
    }
}
