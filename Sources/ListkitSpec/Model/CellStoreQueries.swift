/// Questions a rule asks of every cell of a list, answered from the store's records and name
/// indices instead of one `CellSpec` (and its Strings) per cell.
///
/// Why: a rule that read `cell.kind.value` and `cell.hasField(_:)` for each of 100k cells spent
/// more on Strings (retains, canonical `==`, dictionary hashing) than on the question. Kinds and
/// field names are kept once per store, so each is compared with the rule's names once.
extension CellStore {
    /// The indices of the cells whose kind has a non-empty entry in `byKind`, each with that
    /// entry; kinds are looked up once each (by String, as a dictionary lookup by the cell's
    /// kind would).
    func cells<Value>(withKindIn byKind: [String: [Value]]) -> [(index: Int, values: [Value])] {
        let perKind = kinds.map { byKind[$0] ?? [] }
        guard perKind.contains(where: { !$0.isEmpty }) else { return [] }
        var found: [(index: Int, values: [Value])] = []
        for index in records.indices where !perKind[Int(records[index].kind)].isEmpty {
            found.append((index, perKind[Int(records[index].kind)]))
        }
        return found
    }

    /// The indices of the cells that lack a field for one of the names `byKind` gives their
    /// kind (compared by String `==`, as `CellSpec.hasField` compares), in order.
    /// - Complexity: O(cells × fields × names of the kind); each distinct name is compared
    ///   with each stored field name once.
    func cellsMissingFields(_ byKind: [String: [String]]) -> [Int] {
        let wanted = kinds.map { byKind[$0] ?? [] }
        guard wanted.contains(where: { !$0.isEmpty }) else { return [] }
        if names.count <= 64 { return cellsMissingFields(wantedMasks: wanted) }
        // supplies[k][w * names.count + n]: whether stored name n is kind k's wanted name w.
        let supplies = wanted.map { list in
            list.flatMap { name in names.map { $0 == name } }
        }
        var missing: [Int] = []
        for index in records.indices {
            let kind = Int(records[index].kind)
            let count = wanted[kind].count
            guard count > 0 else { continue }
            let range = fieldRange(of: index), supplied = supplies[kind]
            for w in 0..<count {
                let row = w * names.count
                if !range.contains(where: { supplied[row + Int(fields[$0].name)] }) {
                    missing.append(index)
                    break
                }
            }
        }
        return missing
    }

    /// `cellsMissingFields` for a store of at most 64 distinct names: each cell's names as the
    /// bits of a word, each wanted name as the word of the stored names equal to it; a cell
    /// misses a name when the two share no bit. A few instructions a field, where the table of
    /// `supplies` cost a closure call and a bounds check per field and wanted name.
    private func cellsMissingFields(wantedMasks wanted: [[String]]) -> [Int] {
        // Kind k's wanted names are masks[maskStarts[k]..<maskStarts[k + 1]].
        var masks: [UInt64] = [], maskStarts = [0]
        for list in wanted {
            for name in list {
                var mask: UInt64 = 0
                for (n, stored) in names.enumerated() where stored == name { mask |= 1 << UInt64(n) }
                masks.append(mask)
            }
            maskStarts.append(masks.count)
        }
        var missing: [Int] = []
        records.withUnsafeBufferPointer { records in
            fields.withUnsafeBufferPointer { fields in
                masks.withUnsafeBufferPointer { masks in
                    var fieldStart = 0
                    for index in records.indices {
                        let record = records[index], fieldEnd = Int(record.fieldEnd)
                        defer { fieldStart = fieldEnd }
                        let kind = Int(record.kind), wantedRange = maskStarts[kind]..<maskStarts[kind + 1]
                        guard !wantedRange.isEmpty else { continue }
                        var supplied: UInt64 = 0
                        for f in fieldStart..<fieldEnd { supplied |= 1 << UInt64(fields[f].name) }
                        if wantedRange.contains(where: { masks[$0] & supplied == 0 }) { missing.append(index) }
                    }
                }
            }
        }
        return missing
    }

    /// The index into `kinds` of cell `index`'s kind: cells with equal indices have the same
    /// kind, byte for byte.
    @inline(__always)
    func kindIndex(of index: Int) -> UInt32 {
        records[index].kind
    }

    /// `hash` of every cell's id, in order, in one pass over the ids' bytes (a `withIDBytes`
    /// per cell looked its range up and entered the buffer again each time).
    func idHashes(_ hash: (UnsafeBufferPointer<UInt8>) -> UInt64) -> [UInt64] {
        idBytes.withUnsafeBufferPointer { bytes in
            records.withUnsafeBufferPointer { records in
                var start = 0
                return records.map { record in
                    let end = Int(record.idEnd)
                    defer { start = end }
                    return hash(UnsafeBufferPointer(rebasing: bytes[start..<end]))
                }
            }
        }
    }
}
