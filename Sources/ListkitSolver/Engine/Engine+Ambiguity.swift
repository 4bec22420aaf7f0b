import ListkitRandom

/// What `Engine.ambiguity` finds: caller variable ids, and front record ids of constraints.
struct EngineAmbiguity {
    /// Variables not unique over the optimal face, ascending.
    var variables: [Int] = []
    /// Those among them that move only together with another column (a degenerate vertex).
    var combined: [Int] = []
    /// Records of the constraints that block those columns one by one but let them move
    /// together (`width ≤ height` with both at 0), in record order.
    var couplings: [Int] = []
}

extension Engine {
    /// Which caller variables are not uniquely determined at the current optimum.
    ///
    /// Maths: a parametric symbol `j` whose reduced cost is zero at every level can move
    /// without changing any violation (a column with a positive first non-zero cost would
    /// raise a level). It is a *free direction* on its own if it can take a positive step: a
    /// restricted `j` must not sit in a degenerate restricted row (constant 0) with a negative
    /// coefficient; an unrestricted `j` may go either way. When every free column can move on
    /// its own, the feasible optimal directions are exactly the columns' orthant, so a random
    /// positive combination `d` of them lies in its interior and a variable is ambiguous iff
    /// it moves along `d` (a random combination cancels only with probability 0). Basic
    /// symbols move by their row applied to `d`, defined ones by their definition, evaluated
    /// in creation order. When some free column is blocked on its own (a degenerate vertex),
    /// the direction comes from the exact cone of optimal directions instead (OptimalCone).
    /// - Complexity: O(symbols + tableau size + definitions); at a degenerate vertex with a
    ///   blocked free column, plus two LPs over the free columns and the degenerate rows.
    func ambiguity(count: Int) -> EngineAmbiguity {
        var rng = SplitMix64(seed: 0x4C49_5354_4B49_5421)
        var direction = [Double](repeating: 0, count: symbolCount)
        var free: [Symbol] = []
        var blocked = false
        for i in 0..<symbolCount where isFreeColumn(Symbol(i)) {
            let k = info[i].kind
            var up = true
            var down = k == .external
            for k in columns.range(of: i) {
                let b = columns[k]
                guard isDegenerateRestricted(b) else { continue }
                let a = coefficient(of: Symbol(i), inRow: b)
                if a < -Tolerance.zero { up = false }
                if a > Tolerance.zero { down = false }
            }
            let magnitude = 1 + rng.unit()
            if up { direction[i] = magnitude } else if down { direction[i] = -magnitude }
            free.append(Symbol(i))
            if !up || (k == .external && !down) { blocked = true }
        }
        let alone = ambiguousVariables(along: direction, count: count)
        guard blocked, someBlockedColumnMayMove(free: free),
              let (combined, rows) = coneDirection(free: free, rng: &rng) else {
            return EngineAmbiguity(variables: alone)
        }
        let all = ambiguousVariables(along: combined, count: count)
        var result = EngineAmbiguity(variables: all)
        var index = 0
        for v in all {
            while index < alone.count && alone[index] < v { index += 1 }
            if index == alone.count || alone[index] != v { result.combined.append(v) }
        }
        guard !result.combined.isEmpty else { return result }
        for b in rows where blocksAlone(b) && moves(b, along: combined) {
            let handle = info[Int(b)].owner
            guard handle >= 0, let c = constraints[Int(handle)] else { continue }
            result.couplings.append(c.owner)
        }
        result.couplings.sort()
        return result
    }

    /// A nonbasic, undefined symbol that may move (a caller variable, slack or error) with
    /// zero reduced cost at every level.
    private func isFreeColumn(_ s: Symbol) -> Bool {
        let i = Int(s)
        guard !info[i].isBasic && info[i].definitionOf < 0 else { return false }
        let k = info[i].kind
        return (k == .external || k.isPivotable) && isLexZero(s)
    }

    /// Whether a free column blocked on its own might still move together with others, or
    /// whether the degenerate rows pin every blocked column at 0 in any optimal direction (then
    /// the columns that move alone span the optimal directions, and the cone's LPs are spared).
    ///
    /// Maths: in a row `Σ a_j d_j ≥ 0` (at a degenerate vertex, for every optimal direction `d`)
    /// whose terms can none be positive (restricted columns move up only, so `a_j d_j > 0` needs
    /// `a_j > 0`; an unrestricted column needs `a_j ≠ 0`), every term must be 0: its columns are
    /// pinned. An equality row (a dummy) pins its columns also when no term can be negative.
    /// Pinning is repeated until nothing changes. It is a sufficient test: a column it leaves
    /// unpinned goes to the LPs, which decide exactly.
    /// - Complexity: O(rounds × cells of the degenerate rows), rounds ≤ free columns + 1.
    private func someBlockedColumnMayMove(free: [Symbol]) -> Bool {
        var pinned = Set<Symbol>()
        var rows: [Symbol] = []
        var seen = Set<Symbol>()
        for s in free {
            for k in columns.range(of: Int(s)) where isDegenerateRestricted(columns[k]) && seen.insert(columns[k]).inserted {
                rows.append(columns[k])
            }
        }
        let freeSet = Set(free)
        var changed = true
        while changed {
            changed = false
            for b in rows {
                var canRise = false, canFall = false
                for c in rowCells.range(of: Int(b)) {
                    let s = rowCells[c].symbol, a = rowCells[c].coefficient
                    guard freeSet.contains(s), !pinned.contains(s), abs(a) > Tolerance.zero else { continue }
                    let external = info[Int(s)].kind == .external
                    if a > 0 || external { canRise = true }
                    if a < 0 || external { canFall = true }
                }
                let isEquality = info[Int(b)].kind == .dummy
                guard !canRise || (isEquality && !canFall) else { continue }
                for c in rowCells.range(of: Int(b)) {
                    let s = rowCells[c].symbol
                    if freeSet.contains(s), abs(rowCells[c].coefficient) > Tolerance.zero, pinned.insert(s).inserted { changed = true }
                }
            }
        }
        return free.contains { s in isBlockedAlone(s) && !pinned.contains(s) }
    }

    /// Whether free column `s` cannot move on its own: a degenerate row it would make negative
    /// (an unrestricted column is blocked when either way is).
    private func isBlockedAlone(_ s: Symbol) -> Bool {
        let external = info[Int(s)].kind == .external
        var up = true, down = external
        for k in columns.range(of: Int(s)) where isDegenerateRestricted(columns[k]) {
            let a = coefficient(of: s, inRow: columns[k])
            if a < -Tolerance.zero { up = false }
            if a > Tolerance.zero { down = false }
        }
        return !up || (external && !down)
    }

    /// A basic restricted symbol at 0: its row bounds the directions at this vertex.
    private func isDegenerateRestricted(_ b: Symbol) -> Bool {
        info[Int(b)].kind.isRestricted && isBasic(b) && info[Int(b)].rowConstant <= Tolerance.zero
    }

    /// A generic direction of the span of the optimal cone, over all symbols, and the
    /// degenerate rows that bound it; nil when the cone's LPs could not vouch for an answer.
    private func coneDirection(free: [Symbol], rng: inout SplitMix64) -> ([Double], [Symbol])? {
        var column: [Symbol: Int] = [:]
        for (j, s) in free.enumerated() { column[s] = j }
        var cone = OptimalCone(restricted: free.map { info[Int($0)].kind.isRestricted })
        var rows: [Symbol] = []
        var seen = Set<Symbol>()
        for s in free {
            for k in columns.range(of: Int(s)) {
                let b = columns[k]
                guard isDegenerateRestricted(b), seen.insert(b).inserted else { continue }
                var cells: [(column: Int, coefficient: Double)] = []
                for c in rowCells.range(of: Int(b)) {
                    if let j = column[rowCells[c].symbol] { cells.append((j, rowCells[c].coefficient)) }
                }
                cone.bounds.append(OptimalCone.Bound(cells: cells, isEquality: info[Int(b)].kind == .dummy))
                rows.append(b)
            }
        }
        guard let d = cone.genericSpanDirection(rng: &rng) else { return nil }
        var direction = [Double](repeating: 0, count: symbolCount)
        for (j, s) in free.enumerated() { direction[Int(s)] = d[j] }
        return (direction, rows)
    }

    /// Whether degenerate row `b` stops one of the free columns from moving on its own.
    private func blocksAlone(_ b: Symbol) -> Bool {
        for c in rowCells.range(of: Int(b)) {
            let s = rowCells[c].symbol, a = rowCells[c].coefficient
            guard isFreeColumn(s) else { continue }
            if a < -Tolerance.zero || (info[Int(s)].kind == .external && a > Tolerance.zero) { return true }
        }
        return false
    }

    /// Whether row `b` mentions a column that moves along `direction`.
    private func moves(_ b: Symbol, along direction: [Double]) -> Bool {
        rowCells.range(of: Int(b)).contains { abs(direction[Int(rowCells[$0].symbol)]) > Tolerance.ambiguity }
    }

    /// Caller variables (ascending) that move along `direction` (one entry per symbol, zero
    /// on basic and defined ones), through their row or their definition.
    private func ambiguousVariables(along direction: [Double], count: Int) -> [Int] {
        func rate(_ s: Symbol) -> Double {
            guard isBasic(s) else { return direction[Int(s)] }
            var v = 0.0
            for k in rowCells.range(of: Int(s)) { v += rowCells[k].coefficient * direction[Int(rowCells[k].symbol)] }
            return v
        }
        var definedRate = [Double](repeating: 0, count: definitions.count)
        for index in definitions.indices {
            let definition = definitions[index]
            guard definition.isLive else { continue }
            var v = 0.0
            for cell in definitionCells[definition.range] {
                let d = info[Int(cell.symbol)].definitionOf
                v += cell.coefficient * (d >= 0 ? definedRate[Int(d)] : rate(cell.symbol))
            }
            if definition.marker >= 0 { v += definition.markerCoefficient * rate(definition.marker) }
            definedRate[index] = v
        }
        var result: [Int] = []
        for id in 0..<count {
            guard let s = existingSymbol(forVariable: id) else {
                result.append(id)
                continue
            }
            let d = info[Int(s)].definitionOf
            let v = d >= 0 ? definedRate[Int(d)] : rate(s)
            if abs(v) > Tolerance.ambiguity { result.append(id) }
        }
        return result
    }
}
