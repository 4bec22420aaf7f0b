extension Engine {
    /// Removes constraint `handle` (kiwi's `removeConstraint`).
    ///
    /// Maths: first take the constraint's error costs out of the objective. Then make its
    /// marker basic — if it is parametric, pivot it in on the row chosen by
    /// `markerLeavingRow` — and delete the marker's row: the remaining rows no longer involve
    /// the constraint. Finally re-optimise, since the objective may now improve.
    mutating func remove(_ handle: Int32) {
        guard Int(handle) < constraints.count, let held = constraints[Int(handle)] else { return }
        if held.definition <= -2 {
            removeDeferred(handle, held)
            return
        }
        if held.poolLink >= 0 && pools[Int(held.poolLink)].base != handle {
            removeMember(handle, held)
            return
        }
        if held.poolLink <= -2 { dropSolo(held) }
        removeHeld(handle)
        if activePools > 0 { settlePools() }
    }

    /// `remove` of a constraint held in the tableau or as a definition (not a pool member).
    /// - Parameter keepingHandle: the handle stays out of reuse, for a caller that hands it on
    ///   (a solo becoming a pool's member keeps its id).
    mutating func removeHeld(_ handle: Int32, keepingHandle: Bool = false) {
        guard Int(handle) < constraints.count, let held = constraints[Int(handle)] else { return }
        // First, as unfolding may make the constraint's dummy (its marker).
        if held.definition >= 0 { unfoldClosures(through: held.definition) }
        guard let record = constraints[Int(handle)] else { return }
        constraints[Int(handle)] = nil
        if !keepingHandle { retiredHandles.append(handle) }
        if record.definition >= 0 {
            guard undefine(record.definition) else {
                // Never expanded: its symbols are in no row. An optional one's errors leave
                // the objective.
                retire(record.marker)
                retire(record.other)
                return
            }
        }
        if record.priority < 1000 {
            let l = level(for: record.priority)
            let weight = copyWeights.isEmpty ? 1 : copyWeights.removeValue(forKey: handle) ?? 1
            for s in [record.marker, record.other] where s >= 0 && info[Int(s)].kind == .error {
                addCost(of: s, weight: -weight, level: l)
            }
        }
        let marker = record.marker
        if !isBasic(marker), let leaving = markerLeavingRow(marker) {
            pivot(entering: marker, leaving: leaving)
        }
        takeRow(marker)
        retire(marker)
        retire(record.other)
        optimize()
    }

    /// Puts a removed constraint's symbol up for reuse (`makeSymbol`), after erasing it from
    /// every row and objective level.
    ///
    /// Maths: once the marker's row is dropped, no remaining row involves the removed
    /// constraint, so neither its marker nor its other error symbol appears in any row (they
    /// appear in no other constraint); erasing their columns drops only rounding noise. A
    /// basic symbol (possible only through such noise) is left alone, never reused.
    mutating func retire(_ s: Symbol) {
        guard s >= 0, !isBasic(s) else {
            if s >= 0 { info[Int(s)].owner = -1 }
            return
        }
        eraseColumn(s)
        info[Int(s)].owner = -1
        retiredSymbols.append(s)
    }

    /// The row to pivot a parametric marker into.
    ///
    /// Maths: among restricted rows prefer one where the marker's coefficient is negative, with
    /// the least ratio `-c/a` (the pivot keeps every restricted row feasible); then one with a
    /// positive coefficient, least `c/a`; then any unrestricted row. Ties go to the smaller
    /// basic symbol, so the choice does not depend on column order.
    func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        var first: Symbol = -1, second: Symbol = -1, third: Symbol = -1
        var r1 = Double.infinity, r2 = Double.infinity
        for k in columns.range(of: Int(marker)) {
            let b = columns[k]
            guard isBasic(b) else { continue }
            let c = coefficient(of: marker, inRow: b)
            let constant = info[Int(b)].rowConstant
            if c == 0 { continue }
            if !info[Int(b)].kind.isRestricted {
                if third < 0 || b < third { third = b }
            } else if c < 0 {
                let r = -constant / c
                if r < r1 || (r == r1 && b < first) { r1 = r; first = b }
            } else {
                let r = constant / c
                if r < r2 || (r == r2 && b < second) { r2 = r; second = b }
            }
        }
        if first >= 0 { return first }
        if second >= 0 { return second }
        return third >= 0 ? third : nil
    }
}
