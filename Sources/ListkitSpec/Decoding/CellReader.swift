import ListkitYAML

/// Decodes a spec's cells while the loader reads them (see `SequenceItemReader`): a cell written
/// as a flat mapping becomes a `CellSpec` without ever being a node tree, which is most of the
/// memory and time of loading a big spec. The decoder later takes each section's `cells` by the
/// list's mark, findings included, exactly as if it had decoded the items itself.
final class CellReader: SequenceItemReader {
    struct Batch {
        var cells: [CellSpec] = []
        var diagnostics: [Diagnostic] = []
    }

    /// The lists read, by mark (see `batches`); the one being read is kept apart.
    private var finished: [Mark: Batch] = [:]
    private var currentMark: Mark?
    private var current = Batch()

    /// Every list read, by the mark of its `cells` sequence.
    var batches: [Mark: Batch] {
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
        if case .flatMapping(let mapping) = item, let cell = SpecDecoder.wellFormedCell(mapping) {
            current.cells.append(cell)
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
    /// The cell of a flat mapping with a non-null `id` and `kind`, read without building
    /// nodes; nil for any other, which `cell(_ node:)` then reads and reports on. The cell is
    /// the one `cell(_ node:)` makes of the same mapping.
    static func wellFormedCell(_ mapping: FlatMapping) -> CellSpec? {
        var id: Located<String>?
        var kind: Located<String>?
        for entry in mapping.entries {
            if isKey(entry.key.string, "id") {
                if id == nil, entry.value.value != .null { id = Located(entry.value.string, at: entry.valueMark) }
            } else if isKey(entry.key.string, "kind") {
                if kind == nil, entry.value.value != .null { kind = Located(entry.value.string, at: entry.valueMark) }
            }
        }
        guard let id, let kind else { return nil }
        var fields: [CellSpec.Field] = []
        fields.reserveCapacity(mapping.entries.count - 2)
        for entry in mapping.entries where !isKey(entry.key.string, "id") && !isKey(entry.key.string, "kind") {
            fields.append(CellSpec.Field(name: entry.key.string, value: entry.value.value == .null ? "" : entry.value.string,
                                         mark: entry.valueMark))
        }
        return CellSpec(id: id, kind: kind, mark: mapping.mark, fields: fields)
    }

    /// `key == name`, deciding most keys by their length alone (String's `==` on two different
    /// short strings takes a slow path to rule out non-normalised forms).
    @inline(__always)
    private static func isKey(_ key: String, _ name: String) -> Bool {
        key.utf8.count == name.utf8.count && key == name
    }
}
