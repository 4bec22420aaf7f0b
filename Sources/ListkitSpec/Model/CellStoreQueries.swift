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
}
