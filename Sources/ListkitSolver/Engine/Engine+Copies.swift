extension Engine {
    /// Re-weighs optional constraint `handle` from `n` copies to `m` (the front folds identical
    /// constraints into one engine constraint and counts them).
    ///
    /// Maths: Auto Layout minimises each optional constraint's own error (`|a − b|` for
    /// `a == b`), and so do Cassowary and kiwi: `k` copies of a constraint are `k` equal terms,
    /// the constraint's error at weight `k`. So the folded constraint's errors are costed at
    /// weight `m` in its level (`m − n` added), or, for a pool member, its slopes scaled by
    /// `m / n` (its breakpoint stays); then the objective is re-optimised, as after an add or a
    /// removal. A required constraint's copies change nothing.
    /// - Complexity: one cost update and the re-optimisation it needs: O(1) for a copy that
    ///   changes no optimum, as a duplicate added to a settled layout.
    mutating func reweigh(_ handle: Int32, from n: Int, to m: Int) {
        guard Int(handle) < constraints.count, let record = constraints[Int(handle)], record.priority < 1000, n != m else { return }
        let factor = Double(m) / Double(n)
        if m == 1 { copyWeights.removeValue(forKey: handle) } else { copyWeights[handle] = Double(m) }
        if record.poolLink >= 0 {
            let index = record.poolLink
            let (up, down) = (pools[Int(index)].slopeUp, pools[Int(index)].slopeDown)
            pools[Int(index)].scale(slot: record.other, by: factor)
            recost(index, up: up, down: down)
            settlePools()
            optimize()
            settlePools()
            return
        }
        if record.poolLink <= -2 {
            // A solo: its entry's member is what a pool made from it would hold.
            let e = Int(-2 - record.poolLink)
            poolEntries[e].member.below *= factor
            poolEntries[e].member.above *= factor
        }
        let l = level(for: record.priority)
        for s in [record.marker, record.other] where s >= 0 && info[Int(s)].kind == .error {
            addCost(of: s, weight: Double(m - n), level: l)
        }
        optimize()
        if activePools > 0 { settlePools() }
    }
}
