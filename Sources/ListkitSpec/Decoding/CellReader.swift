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

        /// The cells as a list. The builder is emptied once they are, so its memory goes back
        /// before the next list's store is made.
        mutating func cellList() -> CellList {
            if let built { return built }
            let list = CellList(store: CellStore(cells))
            cells = CellStore.Builder()
            built = list
            return list
        }
    }

    /// The lists read, by mark (see `batches`); the one being read is kept apart.
    private var finished: [Mark: Batch] = [:]
    private var currentMark: Mark?
    private var current = Batch()

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
            if let currentMark { finished[currentMark] = current }
            currentMark = sequence
            current = finished.removeValue(forKey: sequence) ?? Batch()
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
        var id: FlatMapping.Entry?
        var kind: FlatMapping.Entry?
        for entry in mapping.entries {
            if isKey(entry.key, "id", in: mapping) {
                if id == nil, !entry.value.isNull { id = entry }
            } else if isKey(entry.key, "kind", in: mapping) {
                if kind == nil, !entry.value.isNull { kind = entry }
            }
        }
        guard let id, let kind else { return false }
        let idText = mapping.withBytes(of: id.value) { String(decoding: $0, as: UTF8.self) }
        for entry in mapping.entries where !isKey(entry.key, "id", in: mapping) && !isKey(entry.key, "kind", in: mapping) {
            let value = entry.value.isNull ? entry.value.range.lowerBound..<entry.value.range.lowerBound : entry.value.range
            mapping.withBytes(of: entry.key) { name in
                mapping.text.withBytes(in: value) { cells.appendField(name: name, value: $0, mark: entry.valueMark) }
            }
        }
        mapping.withBytes(of: kind.value) {
            cells.appendCell(id: idText, idMark: id.valueMark, kind: $0, kindMark: kind.valueMark, mark: mapping.mark, idIsASCII: id.value.isASCII)
        }
        return true
    }

    /// Whether a key's text is `name`, compared as bytes: no other spelling is String `==` to
    /// "id" or "kind" (no character canonically decomposes to their letters).
    @inline(__always)
    private static func isKey(_ key: FlatScalar, _ name: StaticString, in mapping: FlatMapping) -> Bool {
        key.range.count == name.utf8CodeUnitCount
            && mapping.withBytes(of: key) { RawText.equal($0, UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)) }
    }
}
