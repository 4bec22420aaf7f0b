extension Engine {
    /// Installs `row` as the row of restricted `subject` and runs `optimize`'s first step; when
    /// that step would pivot this very row out again, the row is solved for the entering
    /// column directly instead of being installed, taken out and installed again.
    ///
    /// Why: an optional `height == 44` on a `height ≥ 20` (or any optional constraint whose new
    /// error symbol becomes the subject) is added as `e⁻ = …`, and `optimize` at once pivots the
    /// slack in with `e⁻` leaving: setRow, takeRow and setRow of the same row, a large share of
    /// a big system's `add` (docs/perf-log/).
    ///
    /// Exact: candidates are popped exactly as `optimize` pops them, with `subject` counted as
    /// basic, and the ratio test sees the pending row where `setRow` would have put it (last in
    /// each column, where `takeRow` removes it from again without reordering the column). So
    /// the entering and leaving symbols, and the tableau after the step, are those `optimize`
    /// reaches; only pool blocks are placed differently. Later steps are `optimize`'s own.
    /// - Complexity: that of one simplex step, less one row install and removal.
    mutating func installTakingFirstPivot(_ row: inout Row, for subject: Symbol) {
        while let j = candidates.popMin() {
            let i = Int(j)
            guard j != subject, !info[i].isBasic, info[i].kind.isPivotable, isLexNegative(j),
                  let leaving = primalLeavingRow(for: j, pending: row, pendingSubject: subject),
                  stepImproves(j, step: step(entering: j, leaving: leaving, pending: row, pendingSubject: subject)) else { continue }
            if leaving == subject {
                row.solve(for: j, leaving: subject)
                substitute(j, with: row)
                setRow(row, for: j)
            } else {
                setRow(row, for: subject)
                pivot(entering: j, leaving: leaving)
            }
            return
        }
        setRow(row, for: subject)
    }
}
