import ListkitYAML

/// Decodes a spec's cells while the loader reads them (see `SequenceItemReader`): a cell written
/// as a flat mapping becomes a `CellSpec` without ever being a node tree, which is most of the
/// memory and time of loading a big spec. The decoder later takes each section's `cells` by the
/// list's mark, findings included, exactly as if it had decoded the items itself.
final class CellReader: SequenceItemReader {
    struct Batch {
        var cells = CellStore.Builder()
        var diagnostics: [Diagnostic] = []
        private var built: CellList?

        /// The cells as a list: the store takes the builder's arrays, leaving it empty.
        mutating func cellList() -> CellList {
            if let built { return built }
            let list = CellList(store: CellStore(taking: &cells))
            built = list
            return list
        }

        /// Makes the list now, when the reader moves on to another list.
        mutating func finish() {
            guard built == nil else { return }
            built = CellList(store: CellStore(taking: &cells))
        }

        /// Takes cells again after `finish` (a list whose items came around another list's,
        /// which only a cell written as a nested mapping can cause): back to a builder.
        mutating func reopen() {
            guard let list = built else { return }
            built = nil
            cells = CellStore.Builder()
            for cell in list { cells.append(cell) }
        }
    }

    /// The lists read, by mark (see `batches`); the one being read is kept apart.
    private var finished: [Mark: Batch] = [:]
    // Unchecked: the loader calls `read` once per cell, never reentrantly, and the runtime's
    // check of each access to these two cost more than reading a cell's fields.
    @exclusivity(unchecked) private var currentMark: Mark?
    @exclusivity(unchecked) private var current = Batch()

    /// Every list read, by the mark of its `cells` sequence, handed over: the reader keeps none
    /// (so a list's builder is freed as soon as the decoder has made its store).
    func takeBatches() -> [Mark: Batch] {
        let all = batches
        finished = [:]
        currentMark = nil
        current = Batch()
        return all
    }

    /// Every list read, by the mark of its `cells` sequence.
    private var batches: [Mark: Batch] {
        guard let currentMark else { return finished }
        var all = finished
        all[currentMark] = current
        return all
    }

    /// `…sections[i].cells`, wherever the list sits in the view tree.
    func readsItems(ofSequenceAt path: [String?]) -> Bool {
        let n = path.count
        return n >= 3 && path[n - 1] == "cells" && path[n - 2] == nil && path[n - 3] == "sections"
    }

    func read(_ item: SequenceItem, inSequenceAt sequence: Mark) {
        if currentMark != sequence {
            if let currentMark {
                current.finish()
                finished[currentMark] = current
            }
            currentMark = sequence
            if var resumed = finished.removeValue(forKey: sequence) {
                resumed.reopen()
                current = resumed
            } else {
                current = Batch()
            }
        }
        if case .flatMapping(let mapping) = item, SpecDecoder.appendWellFormedCell(mapping, to: &current.cells) {
            return
        }
        var decoder = SpecDecoder()
        let cell: CellSpec?
        switch item {
        case .flatMapping(let mapping): cell = decoder.cell(mapping.node)
        case .node(let node): cell = decoder.cell(node)
        }
        current.append(cell, decoder.diagnostics)
    }
}

extension CellReader.Batch {
    mutating func append(_ cell: CellSpec?, _ findings: [Diagnostic]) {
        if let cell { cells.append(cell) }
        diagnostics += findings
    }
}

extension SpecDecoder {
    /// Appends the cell of a flat mapping with a non-null `id` and `kind`, read from its bytes
    /// without building nodes, and returns true; false for any other mapping (nothing is
    /// appended), which `cell(_ node:)` then reads and reports on. The cell is the one
    /// `cell(_ node:)` makes of the same mapping.
    static func appendWellFormedCell(_ mapping: FlatMapping, to cells: inout CellStore.Builder) -> Bool {
        // One pass: every entry not keyed `id` or `kind` is a field, appended as met; a mapping
        // that turns out to lack a non-null id or kind takes its fields back.
        var id: FlatMapping.Entry?
        var kind: FlatMapping.Entry?
        let start = cells.fieldCheckpoint
        // The scalars' bytes are libyaml's own: each value is copied once, into the store.
        var position = 0
        for entry in mapping.entries {
            switch cells.key(entry.key.bytes, at: position) {
            case .id:
                if id == nil, !entry.value.isNull { id = entry }
            case .kind:
                if kind == nil, !entry.value.isNull { kind = entry }
            case .field(let name):
                let value = entry.value.isNull ? UnsafeBufferPointer(start: entry.value.bytes.baseAddress, count: 0) : entry.value.bytes
                cells.appendField(nameIndex: name, value: value, mark: entry.valueMark, cellMark: mapping.mark)
            }
            position += 1
        }
        guard let id, let kind else {
            cells.rollBack(to: start)
            return false
        }
        cells.appendCell(id: id.value.bytes, idMark: id.valueMark, kind: kind.value.bytes, kindMark: kind.valueMark,
                         mark: mapping.mark, idIsASCII: id.value.isASCII)
        return true
    }
}
