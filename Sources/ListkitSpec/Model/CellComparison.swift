import ListkitYAML

/// How two cells compare field by field, position by position: what the diff decides most cells
/// by, straight from their stores (no field made a String).
package enum CellInOrderComparison {
    /// Same kind, same names in the same order, equal values.
    case equal
    case differentKindOrCount
    /// Same kind, same names in the same order, some value differs.
    case differentValues
    /// Same kind and count, but names differ at some position.
    case differentOrder
}

extension CellSpec {
    /// Kinds, names and values are compared as Strings (`==`), as `CellSpec.Field`s would be.
    /// - Complexity: O(fields).
    package static func compareInOrder(_ a: CellSpec, _ b: CellSpec) -> CellInOrderComparison {
        let (sa, sb) = (a.store, b.store)
        // The kinds alone, not whole records (a record holds the id, which a copy retains).
        let (ka, kb) = (sa.records[a.index].kind, sb.records[b.index].kind)
        let fieldsA = sa.fieldRange(of: a.index), fieldsB = sb.fieldRange(of: b.index)
        guard sa.kinds[Int(ka)] == sb.kinds[Int(kb)], fieldsA.count == fieldsB.count else { return .differentKindOrCount }
        var sameValues = true
        // Each value starts where the one before ends: carried along, not looked up again.
        var (valueA, valueB) = (sa.valueStart(of: fieldsA.lowerBound), sb.valueStart(of: fieldsB.lowerBound))
        for (i, j) in zip(fieldsA, fieldsB) {
            let (x, y) = (sa.fields[i], sb.fields[j])
            guard sa.names[Int(x.name)] == sb.names[Int(y.name)] else { return .differentOrder }
            let (endA, endB) = (Int(x.valueEnd), Int(y.valueEnd))
            if sameValues && !CellStore.sameValue(sa, valueA..<endA, sb, valueB..<endB) { sameValues = false }
            (valueA, valueB) = (endA, endB)
        }
        return sameValues ? .equal : .differentValues
    }

    /// Whether a field name occurs twice in the cell.
    package var hasRepeatedFieldName: Bool {
        let range = store.fieldRange(of: index)
        for i in range {
            for j in range.prefix(while: { $0 < i }) where store.names[Int(store.fields[j].name)] == store.names[Int(store.fields[i].name)] {
                return true
            }
        }
        return false
    }

    /// Calls `change(name, old, new)` for each field whose value differs (as Strings) from
    /// `other`'s at the same position, with this cell's names and both values' UTF-8 bytes, in
    /// order; false (and no call) unless the two cells have the same kind and the same names in
    /// the same order, none repeated (an updated cell's usual shape, whose changes are then
    /// exactly those positions).
    package func forEachValueChange(to other: CellSpec,
                                    _ change: (String, UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>) -> Void) -> Bool {
        guard case .differentValues = Self.compareInOrder(self, other), !hasRepeatedFieldName else { return false }
        let (sa, sb) = (store, other.store)
        for (i, j) in zip(sa.fieldRange(of: index), sb.fieldRange(of: other.index)) where !CellStore.sameValue(sa, i, sb, j) {
            sa.withValueBytes(i) { old in sb.withValueBytes(j) { new in change(sa.names[Int(sa.fields[i].name)], old, new) } }
        }
        return true
    }
}

extension CellStore {
    /// Where field `field`'s value starts in `values`.
    @inline(__always)
    func valueStart(of field: Int) -> Int {
        field == 0 ? 0 : Int(fields[field - 1].valueEnd)
    }

    /// Whether the values at `x` of `a`'s and `y` of `b`'s are equal Strings: equal bytes decide
    /// almost every pair the diff compares, in place; the rest is `RawText.equalAsStrings`'s.
    @inline(__always)
    static func sameValue(_ a: CellStore, _ x: Range<Int>, _ b: CellStore, _ y: Range<Int>) -> Bool {
        a.values.withUnsafeBufferPointer { p in
            b.values.withUnsafeBufferPointer { q in
                let (u, v) = (UnsafeBufferPointer(rebasing: p[x]), UnsafeBufferPointer(rebasing: q[y]))
                return (u.count == v.count && RawText.equal(u, v)) || RawText.equalAsStrings(u, v)
            }
        }
    }
}
