/// One `coefficient · symbol` entry of a row.
struct Cell {
    var symbol: Symbol
    var coefficient: Double
}

/// A linear form `constant + Σ cells`, cells sorted by symbol with no zero coefficient.
///
/// In the tableau a row belongs to a basic symbol `b` and reads `b = constant + Σ cells`
/// over parametric symbols; while a constraint is being added it reads `0 = constant + Σ cells`.
/// Sorted cells make merging linear and iteration order deterministic.
///
/// The cells live in a `GrowableArray`, shared by copies of the row: the rows of the per-`add`
/// path are the engine's scratch buffers (`expandBuffer`, `pivotBuffer`) written in place. As
/// `[Cell]` every append, removal and in-place rewrite checked the buffer's uniqueness, and
/// moving the buffer out of the engine and back retained and released it. A row that must
/// outlive the next use of its buffer is `copy()`d.
struct Row {
    var cells: GrowableArray<Cell>
    var constant: Double

    init(cells: GrowableArray<Cell> = GrowableArray(capacity: 8), constant: Double = 0) {
        self.cells = cells
        self.constant = constant
    }

    /// A row with a buffer of its own holding `cells`.
    init(copying cells: some Sequence<Cell>, constant: Double) {
        self.init(constant: constant)
        for cell in cells { self.cells.append(cell) }
    }

    /// The same row in a buffer of its own.
    func copy() -> Row { Row(copying: cells, constant: constant) }

    /// The length from which `sortBySymbol` leaves insertion sort.
    @inline(__always) static var longRow: Int { 32 }

    /// Sorts cells by symbol: an insertion sort, since rows being built are short and often
    /// nearly sorted (the generic `sort` costs more than the work on a few cells); a long row
    /// goes to the library's O(k log k) sort, as insertion is O(k²) and `expand` leaves a long
    /// row in walk order, latest definition first (nearly reversed: a grid's alignment rows,
    /// hundreds of cells each). Symbols in a row are distinct, so both orders are the same.
    static func sortBySymbol(_ cells: inout [Cell]) {
        cells.withUnsafeMutableBufferPointer { sortBySymbol($0) }
    }

    /// Sorts raw cells by symbol (see the array version).
    @inline(__always) static func sortBySymbol(_ p: UnsafeMutableBufferPointer<Cell>) {
        if p.count > longRow {
            var p = p
            p.sort { $0.symbol < $1.symbol }
            return
        }
        var i = 1
        while i < p.count {
            let x = p[i]
            var j = i
            while j > 0 && p[j - 1].symbol > x.symbol {
                p[j] = p[j - 1]
                j -= 1
            }
            p[j] = x
            i += 1
        }
    }

    func index(of s: Symbol) -> Int? {
        let p = cells.base
        var low = 0, high = cells.count
        while low < high {
            let mid = (low + high) / 2
            if p[mid].symbol < s { low = mid + 1 } else { high = mid }
        }
        return low < cells.count && p[low].symbol == s ? low : nil
    }

    @inline(__always) func coefficient(of s: Symbol) -> Double {
        // The last cell first: `chooseSubject` asks for a new constraint's marker or error,
        // the newest symbol of the row.
        let n = cells.count
        if n > 0, cells[n - 1].symbol <= s { return cells[n - 1].symbol == s ? cells[n - 1].coefficient : 0 }
        guard let i = index(of: s) else { return 0 }
        return cells[i].coefficient
    }

    mutating func scale(by factor: Double) {
        constant *= factor
        let p = cells.buffer
        for i in p.indices { p[i].coefficient *= factor }
    }

    /// Adds `c·s` for a symbol the row does not mention and a non-zero `c`: a constraint's new
    /// slack, error or dummy. Usually newer than every cell, so appended without the call and
    /// checks of `add(_:to:)`; a reused symbol (Engine+Remove) is inserted in order.
    /// - Complexity: O(1) amortised for the newest symbol, else O(cells).
    @inline(__always) mutating func appendNewest(_ c: Double, _ s: Symbol) {
        assert(!Tolerance.isZero(c), "appendNewest: zero coefficient")
        if cells.isEmpty || cells[cells.count - 1].symbol < s {
            cells.append(Cell(symbol: s, coefficient: c))
        } else {
            add(c, to: s)
        }
    }

    /// Adds `c` to the coefficient of `s` (inserting or dropping the cell as needed).
    mutating func add(_ c: Double, to s: Symbol) {
        // A symbol past the last cell (a constraint's new slack, error or dummy, made after
        // every symbol of its row): a plain append, no search and no shift.
        let n = cells.count
        if n == 0 || cells[n - 1].symbol < s {
            if !Tolerance.isZero(c) { cells.append(Cell(symbol: s, coefficient: c)) }
            return
        }
        var low = 0, high = n
        while low < high {
            let mid = (low + high) / 2
            if cells[mid].symbol < s { low = mid + 1 } else { high = mid }
        }
        if low < n && cells[low].symbol == s {
            let v = cells[low].coefficient + c
            if Tolerance.cancels(v, cells[low].coefficient, c) { removeCell(at: low) } else { cells[low].coefficient = v }
        } else if !Tolerance.isZero(c) {
            // Append and shift (order kept).
            let cell = Cell(symbol: s, coefficient: c)
            cells.append(cell)
            let p = cells.base
            var j = n
            while j > low {
                p[j] = p[j - 1]
                j -= 1
            }
            p[low] = cell
        }
    }

    /// Removes the cell at `i`, keeping the order.
    mutating func removeCell(at i: Int) { cells.remove(at: i) }

    /// Rewrites `0 = constant + a·s + Σ rest` as `s = -constant/a - Σ rest/a`.
    /// - Precondition: `s` has a non-zero coefficient.
    /// Inlined, like `PooledLists.replace` and `SolverCore.introducedDuplicate`: short, and on
    /// every add (inlining `substitute` too gained nothing).
    @inline(__always) mutating func solve(for s: Symbol) {
        guard let i = index(of: s) else { return }
        // One pass over the raw cells: scale those before `s`, shift-and-scale those after it
        // (`removeCell` then `scale` took two buffer accesses a row).
        let p = cells.base, n = cells.count
        let factor = -1 / p[i].coefficient
        for k in 0 ..< i { p[k].coefficient *= factor }
        var k = i + 1
        while k < n {
            p[k - 1] = Cell(symbol: p[k].symbol, coefficient: p[k].coefficient * factor)
            k += 1
        }
        constant *= factor
        cells.setCount(n - 1)
    }

    /// Rewrites `leaving = constant + a·entering + Σ rest` as `entering = …` (the pivot step on
    /// one row): move `leaving` to the right as `-1·leaving`, then solve for `entering`.
    mutating func solve(for entering: Symbol, leaving: Symbol) {
        add(-1, to: leaving)
        solve(for: entering)
    }

    /// `mine + c · theirs` (both sorted) in a new buffer; see the raw version.
    static func merged(_ mine: GrowableArray<Cell>, _ theirs: GrowableArray<Cell>, times c: Double, removing: Symbol,
                       appeared: GrowableArray<Symbol>, vanished: GrowableArray<Symbol>) -> GrowableArray<Cell> {
        let out = GrowableArray<Cell>(capacity: mine.count + theirs.count)
        let n = merge(UnsafeBufferPointer(mine.buffer), UnsafeBufferPointer(theirs.buffer), times: c, removing: removing,
                      into: UnsafeMutableBufferPointer(start: out.base, count: out.capacity),
                      appeared: appeared, vanished: vanished)
        out.setCount(n)
        return out
    }

    /// Writes `mine + c · theirs` (both sorted) to the start of `out`, with the cell of
    /// `removing` (if any) dropped from `mine` first, and returns the number of cells written.
    /// Symbols that newly appear or cancel out are appended to `appeared` / `vanished` so the
    /// caller can keep its column index exact. Raw buffers: the tableau's rows are merged
    /// straight out of the pool, with no copy and no per-cell array bookkeeping.
    /// - Precondition: `out.count >= mine.count + theirs.count`.
    /// - Complexity: O(mine + theirs).
    static func merge(_ mine: UnsafeBufferPointer<Cell>, _ theirs: UnsafeBufferPointer<Cell>, times c: Double,
                      removing: Symbol, into out: UnsafeMutableBufferPointer<Cell>,
                      appeared: GrowableArray<Symbol>, vanished: GrowableArray<Symbol>) -> Int {
        var i = 0, j = 0, n = 0
        while i < mine.count || j < theirs.count {
            if j == theirs.count || (i < mine.count && mine[i].symbol < theirs[j].symbol) {
                if mine[i].symbol != removing {
                    out[n] = mine[i]
                    n += 1
                }
                i += 1
            } else if i == mine.count || theirs[j].symbol < mine[i].symbol {
                let v = c * theirs[j].coefficient
                if v != 0 {
                    out[n] = Cell(symbol: theirs[j].symbol, coefficient: v)
                    n += 1
                    appeared.append(theirs[j].symbol)
                }
                j += 1
            } else {
                let s = mine[i].symbol
                let product = c * theirs[j].coefficient
                let v = mine[i].coefficient + product
                if Tolerance.cancels(v, mine[i].coefficient, product) || s == removing {
                    vanished.append(s)
                } else {
                    out[n] = Cell(symbol: s, coefficient: v)
                    n += 1
                }
                i += 1
                j += 1
            }
        }
        return n
    }
}
