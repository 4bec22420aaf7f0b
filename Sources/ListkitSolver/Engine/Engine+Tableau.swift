/// The tableau's storage: rows of basic symbols in `rowCells` (pooled, sorted by symbol) with
/// their constants in `info[b].rowConstant`, and the column index `columns`. Temporary rows (being
/// added, being pivoted) are `Row` values; these functions move them in and out.
extension Engine {
    @inline(__always) func isBasic(_ s: Symbol) -> Bool { info[Int(s)].isBasic }

    /// Absolute `rowCells` index of `s`'s cell in the row of basic `b`, if any.
    func cellIndex(of s: Symbol, inRow b: Symbol) -> Int? {
        let r = rowCells.range(of: Int(b))
        var low = r.lowerBound, high = r.upperBound
        while low < high {
            let mid = (low + high) / 2
            if rowCells[mid].symbol < s { low = mid + 1 } else { high = mid }
        }
        return low < r.upperBound && rowCells[low].symbol == s ? low : nil
    }

    func coefficient(of s: Symbol, inRow b: Symbol) -> Double {
        guard let k = cellIndex(of: s, inRow: b) else { return 0 }
        return rowCells[k].coefficient
    }

    /// A copy of the row of `b` (nil if `b` is not basic), for the paths that are not hot.
    func row(_ b: Symbol) -> Row? {
        guard isBasic(b) else { return nil }
        let row = Row(constant: info[Int(b)].rowConstant)
        rowCells.copy(Int(b), appendingTo: row.cells)
        return row
    }

    // MARK: - Column index

    mutating func removeFromColumn(_ s: Symbol, _ b: Symbol) {
        let i = Int(s)
        for k in columns.range(of: i) where columns[k] == b {
            columns.swapRemove(at: k, from: i)
            return
        }
    }

    /// Installs `row` as the row of basic symbol `b`.
    /// Inlined: on every add (inlining `expand` as well costs more than it saves).
    @inline(__always) mutating func setRow(_ row: Row, for b: Symbol) {
        let i = Int(b)
        let cells = UnsafeBufferPointer(row.cells.buffer)
        rowCells.replace(i, with: cells)
        info[i].rowConstant = row.constant
        info[i].isBasic = true
        columns.append(b, toEachOf: cells.count) { Int(cells[$0].symbol) }
        if info[i].pooled { watchPool(ofBasic: b) }
    }

    /// Moves the row of basic symbol `b` out of the tableau into `row` (reusing its buffer).
    /// - Returns: false if `b` is not basic.
    mutating func takeRow(_ b: Symbol, into row: inout Row) -> Bool {
        let i = Int(b)
        guard info[i].isBasic else { return false }
        row.cells.removeAll()
        rowCells.copy(i, appendingTo: row.cells)
        row.constant = info[i].rowConstant
        for cell in UnsafeBufferPointer(row.cells.buffer) { removeFromColumn(cell.symbol, b) }
        rowCells.removeAll(i)
        info[i].rowConstant = 0
        info[i].isBasic = false
        return true
    }

    /// Takes the row of basic symbol `b` out of the tableau.
    @discardableResult
    mutating func takeRow(_ b: Symbol) -> Row? {
        var row = Row()
        return takeRow(b, into: &row) ? row : nil
    }

    // MARK: - Pivoting

    /// Replaces every occurrence of parametric symbol `s` (in rows, the objective levels and
    /// the phase-one objective) by `row`, which reads `s = constant + Σ cells`.
    ///
    /// For a row `b = c_b + a·s + …`, the result is `b = (c_b + a·c) + a·Σ cells + …`; a
    /// restricted `b` whose constant turns negative is queued for the dual simplex.
    /// - Complexity: O(Σ over rows mentioning `s` of their length + row.cells · levels).
    mutating func substitute(_ s: Symbol, with row: Row) {
        // The scratch buffers are read through `self` each time: a local copy of a reference
        // cost a retain and a release per buffer and call.
        usersBuffer.removeAll()
        vanishedPairs.removeAll()
        columns.copy(Int(s), appendingTo: usersBuffer)
        columns.removeAll(Int(s))
        for u in usersBuffer.indices {
            let b = usersBuffer[u]
            guard isBasic(b) else { continue }
            let a = coefficient(of: s, inRow: b)
            let range = rowCells.range(of: Int(b))
            // `mergeBuffer` is a raw output buffer: its capacity is used, its count stays 0.
            mergeBuffer.reserve(range.count + row.cells.count)
            appearedBuffer.removeAll()
            vanishedBuffer.removeAll()
            let pool = UnsafeBufferPointer(rowCells.pool.buffer)
            let out = UnsafeMutableBufferPointer(start: mergeBuffer.base, count: mergeBuffer.capacity)
            let n = Row.merge(UnsafeBufferPointer(rebasing: pool[range]), UnsafeBufferPointer(row.cells.buffer), times: a,
                              removing: s, into: out, appeared: appearedBuffer, vanished: vanishedBuffer)
            rowCells.replace(Int(b), with: UnsafeBufferPointer(rebasing: out[0 ..< n]))
            columns.append(b, toEachOf: appearedBuffer.count) { Int(appearedBuffer[$0]) }
            for k in vanishedBuffer.indices { vanishedPairs.append(Cell(symbol: vanishedBuffer[k], coefficient: Double(b))) }
            let constant = info[Int(b)].rowConstant + a * row.constant
            info[Int(b)].rowConstant = constant
            if info[Int(b)].kind.isRestricted && constant < -Tolerance.zero { infeasible.append(b) }
        }
        removeVanishedFromColumns()
        for l in levels.indices {
            let a = levels[l].removeCost(at: Int(s))
            if a == 0 { continue }
            levels[l].constant += a * row.constant
            for cell in UnsafeBufferPointer(row.cells.buffer) {
                levels.addCost(a * cell.coefficient, at: Int(cell.symbol), level: l, symbolCapacity: info.capacity)
                candidates.push(cell.symbol)
            }
        }
        if var art = artificial {
            artificial = nil
            let a = art.coefficient(of: s)
            if a != 0 {
                appearedBuffer.removeAll()
                vanishedBuffer.removeAll()
                art.cells = Row.merged(art.cells, row.cells, times: a, removing: s, appeared: appearedBuffer, vanished: vanishedBuffer)
                art.constant += a * row.constant
            }
            artificial = art
        }
    }

    /// Drops the rows in `vanishedPairs` (symbol, row as its coefficient) from the symbols'
    /// columns: `substitute`'s cells that cancelled.
    ///
    /// Why batched: a column is an unordered list, so removing one row from it is a scan. When
    /// a substitution reaches many rows (all N optional equalities on one variable mention the
    /// median's errors), the same few symbols vanish from most of them: one scan per row was
    /// O(N) per row and O(N²) per pivot. A few pairs are removed one by one, as before (the
    /// columns keep the order they had); more are grouped by symbol, and each column is
    /// filtered once with the rows to drop marked.
    /// - Complexity: O(pairs · column) for up to 8 pairs, else O(pairs · log pairs + Σ columns).
    private mutating func removeVanishedFromColumns() {
        var pairs = vanishedPairs.buffer
        if pairs.count <= 8 {
            for pair in pairs { removeFromColumn(pair.symbol, Symbol(pair.coefficient)) }
            return
        }
        pairs.sort { $0.symbol < $1.symbol }
        var start = 0
        while start < pairs.count {
            let v = pairs[start].symbol
            var end = start
            while end < pairs.count && pairs[end].symbol == v {
                info[Int(pairs[end].coefficient)].mark = true
                end += 1
            }
            var k = columns.range(of: Int(v)).lowerBound
            while k < columns.range(of: Int(v)).upperBound {
                if info[Int(columns[k])].mark { columns.swapRemove(at: k, from: Int(v)) } else { k += 1 }
            }
            for p in start ..< end { info[Int(pairs[p].coefficient)].mark = false }
            start = end
        }
    }

    /// Exchanges basic `leaving` for parametric `entering`: solve the leaving row for
    /// `entering`, substitute that everywhere, install it as `entering`'s row.
    mutating func pivot(entering: Symbol, leaving: Symbol) {
        pivotCount &+= 1
        var row = Row(cells: pivotBuffer, constant: 0)
        if takeRow(leaving, into: &row) {
            row.solve(for: entering, leaving: leaving)
            substitute(entering, with: row)
            setRow(row, for: entering)
        }
    }
}
