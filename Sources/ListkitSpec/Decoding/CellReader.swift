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

    private(set) var batches: [Mark: Batch] = [:]

    /// `…sections[i].cells`, wherever the list sits in the view tree.
    func readsItems(ofSequenceAt path: [String?]) -> Bool {
        let n = path.count
        return n >= 3 && path[n - 1] == "cells" && path[n - 2] == nil && path[n - 3] == "sections"
    }

    func read(_ item: SequenceItem, inSequenceAt sequence: Mark) {
        var decoder = SpecDecoder()
        let cell: CellSpec?
        switch item {
        case .flatMapping(let mapping): cell = decoder.cell(mapping)
        case .node(let node): cell = decoder.cell(node)
        }
        batches[sequence, default: Batch()].append(cell, decoder.diagnostics)
    }
}

extension CellReader.Batch {
    mutating func append(_ cell: CellSpec?, _ findings: [Diagnostic]) {
        if let cell { cells.append(cell) }
        diagnostics += findings
    }
}

extension SpecDecoder {
    /// `cell(_ node:)` for a flat mapping: the same cell, read without building nodes. Anything
    /// to report goes through the node path, so the findings are the same by construction.
    mutating func cell(_ mapping: FlatMapping) -> CellSpec? {
        var id: Located<String>?
        var kind: Located<String>?
        for entry in mapping.entries {
            if Self.isKey(entry.key.string, "id") {
                if id == nil, entry.value.value != .null { id = Located(entry.value.string, at: entry.valueMark) }
            } else if Self.isKey(entry.key.string, "kind") {
                if kind == nil, entry.value.value != .null { kind = Located(entry.value.string, at: entry.valueMark) }
            }
        }
        guard let id, let kind else { return cell(mapping.node) }
        var fields: [CellSpec.Field] = []
        fields.reserveCapacity(mapping.entries.count - 2)
        for entry in mapping.entries where !Self.isKey(entry.key.string, "id") && !Self.isKey(entry.key.string, "kind") {
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
