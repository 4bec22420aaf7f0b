/// The simplex steps, each the textbook operation on the Cassowary tableau.
extension Engine {
    /// Primal simplex on the lexicographic objective.
    ///
    /// Maths: the tableau is primal feasible (every restricted basic row has constant ≥ 0). While
    /// some parametric column `j` has a lexicographically negative reduced cost, increasing `j`
    /// lowers the objective; the ratio test picks the restricted row `r` (coefficient `a < 0`)
    /// that first reaches zero, at `min(-c_r / a)`, and `pivot(j, r)` keeps feasibility.
    ///
    /// Entering columns come from `candidates`, the columns whose cost changed since they were
    /// last examined, popped smallest first — Bland's rule over all eligible columns, since a
    /// column not queued has a non-negative cost. Ties in the ratio test go to the smallest
    /// basic symbol, completing Bland's rule: no cycling, deterministic result.
    mutating func optimize() {
        let start = pivotCount
        while let j = candidates.popMin() {
            let i = Int(j)
            guard !info[i].isBasic, info[i].kind.isPivotable, isLexNegative(j) else { continue }
            let leaving = primalLeavingRow(for: j)
            if activePools > 0,
               let event = poolBreakpoint(for: j, step: leaving.map { step(entering: j, leaving: $0) } ?? .infinity) {
                guard stepImproves(j, step: event.step) else { continue }
                guard mayPivot(since: start) else { return }
                take(event, entering: j)
                continue
            }
            guard let leaving, stepImproves(j, step: step(entering: j, leaving: leaving)) else { continue }
            guard mayPivot(since: start) else { return }
            pivot(entering: j, leaving: leaving)
        }
    }

    /// Ratio test of the primal simplex over the rows that mention `j`.
    ///
    /// `pending` is a row not yet installed for restricted basic `pendingSubject`: it is
    /// examined last, exactly where `setRow` would have put it (at the end of `j`'s column).
    ///
    /// `mutating` though it changes nothing, like `chooseSubject`: called from `optimize` and
    /// `installTakingFirstPivot`, a non-mutating method gets a copy of the engine (a memcpy
    /// a call).
    ///
    /// Tie-breaking toward large pivots (bounded): when Bland's row pivots on a coefficient
    /// smaller than `Tolerance.smallPivot`, the rows tied with it (ratio within tolerance) are
    /// scanned again and the one with the largest |a| leaves. Dividing by a tiny pivot amplifies
    /// every rounding error of the row; the rule leaves Bland's order alone whenever the pivot is
    /// sound, so it cannot cycle in practice, and the iteration bound catches it if it does.
    mutating func primalLeavingRow(for j: Symbol, pending: Row? = nil, pendingSubject: Symbol = -1) -> Symbol? {
        var best: Symbol = -1
        var bestRatio = Double.infinity
        var bestA = 0.0
        func consider(_ b: Symbol, _ a: Double, _ constant: Double) {
            guard a < -Tolerance.zero else {
                if a < 0 { suspect(.tinyCoefficient) }
                return
            }
            let ratio = max(constant, 0) / -a
            if abs(ratio - bestRatio) <= Tolerance.zero && ratio != bestRatio { suspect(.nearTie) }
            if ratio < bestRatio - Tolerance.zero || (abs(ratio - bestRatio) <= Tolerance.zero && b < best) {
                bestRatio = ratio
                best = b
                bestA = a
            }
        }
        for k in columns.range(of: Int(j)) {
            let b = columns[k]
            guard info[Int(b)].kind.isRestricted, isBasic(b) else { continue }
            consider(b, coefficient(of: j, inRow: b), info[Int(b)].rowConstant)
        }
        if let pending { consider(pendingSubject, pending.coefficient(of: j), pending.constant) }
        guard best >= 0 else { return nil }
        if -bestA >= Tolerance.smallPivot { return best }
        suspect(.smallPrimalPivot)
        return largestTiedPivot(for: j, ratio: bestRatio, bland: best, pending: pending, pendingSubject: pendingSubject)
    }

    /// The step `θ = max(c, 0) / −a` that entering `j` takes when basic `leaving` leaves (`pending`
    /// standing for the row of `pendingSubject` when it is not installed yet).
    func step(entering j: Symbol, leaving: Symbol, pending: Row? = nil, pendingSubject: Symbol = -1) -> Double {
        if let pending, leaving == pendingSubject { return max(pending.constant, 0) / -pending.coefficient(of: j) }
        return max(info[Int(leaving)].rowConstant, 0) / -coefficient(of: j, inRow: leaving)
    }

    /// Whether entering `j` (whose cost is lexicographically negative) by `step` may pivot: not
    /// when the first level whose change `cost · step` is beyond `Tolerance.objectiveChange` of
    /// the level's value would rise. A step that changes no level beyond it is (nearly)
    /// degenerate: the cost's sign decides, as Bland's rule wants.
    ///
    /// Why the step and not the cost alone: costs within `Tolerance.zero` of 0 count as 0, so a
    /// cost of 1e-14 lets a lower level decide; but times a step of 1e10 (a pivot on a small
    /// coefficient) it moves its level by 1e-4, and the pivot back sees that level's gain as
    /// real: a cycle of two pivots that only the iteration bound ended (the oracle's hangs).
    mutating func stepImproves(_ j: Symbol, step: Double) -> Bool {
        guard step > 0 else { return true }
        let i = Int(j)
        for l in levels.indices {
            let change = levels[l].cost(i) * step
            let tolerance = Tolerance.objectiveChange * max(1, abs(levels[l].constant))
            if change < -tolerance { return true }
            if change > tolerance { return false }
            if change != 0 { suspect(.smallStep) }
        }
        return true
    }

    /// Among the rows whose ratio ties `ratio`, the one with the largest |a| (Bland's `bland`
    /// on equal |a|).
    mutating func largestTiedPivot(for j: Symbol, ratio: Double, bland: Symbol, pending: Row?, pendingSubject: Symbol) -> Symbol {
        var best = bland
        var bestA = 0.0
        func consider(_ b: Symbol, _ a: Double, _ constant: Double) {
            guard a < -Tolerance.zero, max(constant, 0) / -a <= ratio + Tolerance.zero else { return }
            if -a > bestA || (-a == bestA && b < best) {
                best = b
                bestA = -a
            }
        }
        for k in columns.range(of: Int(j)) {
            let b = columns[k]
            guard info[Int(b)].kind.isRestricted, isBasic(b) else { continue }
            consider(b, coefficient(of: j, inRow: b), info[Int(b)].rowConstant)
        }
        if let pending { consider(pendingSubject, pending.coefficient(of: j), pending.constant) }
        return best
    }

    /// Dual simplex: restores primal feasibility after `suggest` changed row constants, keeping
    /// optimality (all reduced costs stay lexicographically ≥ 0).
    ///
    /// Maths: take an infeasible restricted row `r = c + Σ a_j·j` with `c < 0`. Some `j` with
    /// `a_j > 0` must increase; choosing the one with the least cost ratio `cost(j) / a_j`
    /// (compared level by level) keeps every reduced cost non-negative after `pivot(j, r)`.
    mutating func dualOptimize() {
        let start = pivotCount
        while let r = infeasible.popLast() {
            guard isBasic(r), info[Int(r)].rowConstant < -Tolerance.zero else { continue }
            var entering: Symbol = -1
            var enteringCoefficient = 0.0
            for k in rowCells.range(of: Int(r)) {
                let cell = rowCells[k]
                guard cell.coefficient > Tolerance.zero && info[Int(cell.symbol)].kind.isPivotable else {
                    if cell.coefficient > 0 && info[Int(cell.symbol)].kind.isPivotable { suspect(.tinyCoefficient) }
                    continue
                }
                if entering < 0 || lexRatioLess(cell.symbol, cell.coefficient, than: entering, enteringCoefficient) {
                    entering = cell.symbol
                    enteringCoefficient = cell.coefficient
                }
            }
            // No candidate means the row cannot be repaired: only possible through rounding,
            // since required constraints were checked when added. Leave it rather than trap.
            guard entering >= 0 else { continue }
            if enteringCoefficient < Tolerance.smallPivot { suspect(.smallDualPivot) }
            guard mayPivot(since: start) else { return }
            pivot(entering: entering, leaving: r)
        }
    }

    /// Phase one for a row `0 = c + Σ cells` (c ≥ 0) that has no usable subject.
    ///
    /// Maths: introduce an artificial `α = c + Σ cells` (basic, ≥ 0) and minimise `α` with the
    /// primal simplex. The constraint is satisfiable iff the minimum is 0; then `α` is pivoted
    /// out (or its all-zero row dropped) and its column erased.
    /// - Returns: nil on success, or the final phase-one row (α over parametric symbols, whose
    ///   marker symbols are the Farkas certificate of the conflict) on failure.
    mutating func addWithArtificialVariable(_ row: Row) -> Row? {
        if let entering = phaseOneSinglePivot(row) {
            // Exactly what phase one would end with, without making, pivoting out and erasing α.
            var solved = row
            solved.solve(for: entering)
            substitute(entering, with: solved)
            setRow(solved, for: entering)
            return nil
        }
        let art = makeSymbol(.artificial)
        setRow(row, for: art)
        // A buffer of its own: `row` is a scratch buffer (see Row).
        artificial = row.copy()
        optimizeArtificial()
        let final = artificial ?? row
        artificial = nil
        let success = Tolerance.isZero(final.constant)
        if success && final.constant != 0 { suspect(.toleranceDecided) }
        if var basicRow = takeRow(art) {
            if !success {
                eraseColumn(art)
                return final
            }
            if let entering = basicRow.cells.first(where: { info[Int($0.symbol)].kind.isPivotable })?.symbol {
                basicRow.solve(for: entering, leaving: art)
                substitute(entering, with: basicRow)
                setRow(basicRow, for: entering)
            }
            // Otherwise the row is all dummies with constant 0: the constraint is implied.
        }
        eraseColumn(art)
        return success ? nil : final
    }

    /// The entering symbol when phase one would take a single pivot, with `α` leaving.
    ///
    /// Maths: phase one enters the first pivotable `j` with `a_j < 0` in the row (Bland) and
    /// `α`'s row leaves iff its ratio `c / −a_j` is below every other restricted row's by more
    /// than the tolerance (ties go to the smaller symbol, never the newest `α`). Then `j` takes
    /// the row solved for it, the phase-one objective becomes `α` itself, and phase one ends
    /// with `α` parametric and erased: the same tableau as solving the row for `j` directly.
    /// - Returns: nil when phase one would go another way (it then runs as usual).
    /// `mutating` though it changes nothing (see `primalLeavingRow`).
    mutating func phaseOneSinglePivot(_ row: Row) -> Symbol? {
        guard let cell = UnsafeBufferPointer(row.cells.buffer).first(where: {
            $0.coefficient < -Tolerance.zero && info[Int($0.symbol)].kind.isPivotable && !info[Int($0.symbol)].isBasic
        }) else { return nil }
        let ratio = max(row.constant, 0) / -cell.coefficient
        for k in columns.range(of: Int(cell.symbol)) {
            let b = columns[k]
            guard info[Int(b)].kind.isRestricted, isBasic(b) else { continue }
            let a = coefficient(of: cell.symbol, inRow: b)
            if a < -Tolerance.zero && max(info[Int(b)].rowConstant, 0) / -a <= ratio + Tolerance.zero { return nil }
        }
        return cell.symbol
    }

    /// Primal simplex on the phase-one objective `artificial` (a single level, so plain Bland).
    private mutating func optimizeArtificial() {
        let start = pivotCount
        while let objective = artificial {
            guard let entering = objective.cells.first(where: {
                $0.coefficient < -Tolerance.zero && info[Int($0.symbol)].kind.isPivotable && !info[Int($0.symbol)].isBasic
            })?.symbol else { return }
            guard let leaving = primalLeavingRow(for: entering), mayPivot(since: start) else { return }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// Removes a dead symbol from every row and objective level.
    mutating func eraseColumn(_ s: Symbol) {
        for k in columns.range(of: Int(s)) {
            let b = columns[k]
            guard isBasic(b), let at = cellIndex(of: s, inRow: b) else { continue }
            rowCells.remove(at: at, from: Int(b))
        }
        columns.removeAll(Int(s))
        for l in levels.indices { _ = levels[l].removeCost(at: Int(s)) }
    }
}
