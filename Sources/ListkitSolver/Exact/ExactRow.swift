/// One nonzero entry of an exact row: `value · column`.
struct ExactCell {
    var column: Int
    var value: ExactInteger
}

/// `constant + Σ value·column` with integer entries: a tableau row or an objective of the
/// fraction-free tableau (`ExactTableau`, where every row shares one denominator). Cells are
/// sorted by column and never hold a zero, so two rows combine in one merge and a coefficient
/// is found by binary search. Entries are `ExactInteger`s: words until a value outgrows one.
struct ExactRow {
    var constant: ExactInteger
    var cells: [ExactCell]

    init(constant: ExactInteger = 0, cells: [ExactCell] = []) {
        self.constant = constant
        self.cells = cells
    }

    /// Where `column`'s cell is, or where it would be inserted.
    private func position(of column: Int) -> Int {
        var low = 0, high = cells.count
        while low < high {
            let mid = (low + high) / 2
            if cells[mid].column < column { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The coefficient of `column` (zero when absent).
    func coefficient(of column: Int) -> ExactInteger {
        let k = position(of: column)
        return k < cells.count && cells[k].column == column ? cells[k].value : 0
    }

    /// Adds `value · column` (merged with an existing cell; a cell that cancels is dropped).
    mutating func add(_ value: Int, at column: Int) { add(ExactInteger(value), at: column) }

    mutating func add(_ value: ExactInteger, at column: Int) {
        guard !value.isZero else { return }
        let k = position(of: column)
        if k < cells.count && cells[k].column == column {
            let sum = cells[k].value + value
            if sum.isZero { cells.remove(at: k) } else { cells[k].value = sum }
        } else {
            cells.insert(ExactCell(column: column, value: value), at: k)
        }
    }

    /// `self += factor · other`.
    mutating func add(_ other: ExactRow, times factor: ExactInteger) {
        self = .combination(self, 1, other, -factor, dividedBy: 1)
    }

    /// Every entry times `factor`, then divided by `divisor` (exactly).
    func scaled(by factor: ExactInteger, dividedBy divisor: ExactInteger) -> ExactRow {
        var row = self
        if factor == divisor { return row }
        row.constant = .combination(factor, row.constant, 0, 0, dividedBy: divisor)
        for k in row.cells.indices { row.cells[k].value = .combination(factor, row.cells[k].value, 0, 0, dividedBy: divisor) }
        return row
    }

    /// `(p·a − q·b) / d`, entry by entry, in one merge of the two sorted cell lists.
    ///
    /// The fraction-free pivot (Bareiss 1968; Edmonds 1967) guarantees that `d`, the previous
    /// pivot, divides every entry: each is a minor of the original integer matrix. So the
    /// division is exact and no gcd is ever taken. Each entry is one `ExactInteger.combination`.
    static func combination(_ a: ExactRow, _ p: ExactInteger, _ b: ExactRow, _ q: ExactInteger, dividedBy d: ExactInteger) -> ExactRow {
        var merged: [ExactCell] = []
        merged.reserveCapacity(a.cells.count + b.cells.count)
        var i = 0, j = 0
        while i < a.cells.count || j < b.cells.count {
            let value: ExactInteger, column: Int
            if j == b.cells.count || (i < a.cells.count && a.cells[i].column < b.cells[j].column) {
                column = a.cells[i].column
                value = .combination(p, a.cells[i].value, 0, 0, dividedBy: d)
                i += 1
            } else if i == a.cells.count || b.cells[j].column < a.cells[i].column {
                column = b.cells[j].column
                value = .combination(0, 0, q, b.cells[j].value, dividedBy: d)
                j += 1
            } else {
                column = a.cells[i].column
                value = .combination(p, a.cells[i].value, q, b.cells[j].value, dividedBy: d)
                i += 1
                j += 1
            }
            if !value.isZero { merged.append(ExactCell(column: column, value: value)) }
        }
        return ExactRow(constant: .combination(p, a.constant, q, b.constant, dividedBy: d), cells: merged)
    }
}
