import BigInt

/// One nonzero entry of an exact row: `value · column`.
struct ExactCell {
    var column: Int
    var value: BigInt
}

/// `constant + Σ value·column` with integer entries: a tableau row or an objective of the
/// fraction-free tableau (`ExactTableau`, where every row shares one denominator). Cells are
/// sorted by column and never hold a zero, so two rows combine in one merge and a coefficient
/// is found by binary search.
struct ExactRow {
    var constant: BigInt
    var cells: [ExactCell]

    init(constant: BigInt = 0, cells: [ExactCell] = []) {
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
    func coefficient(of column: Int) -> BigInt {
        let k = position(of: column)
        return k < cells.count && cells[k].column == column ? cells[k].value : 0
    }

    /// Adds `value · column` (merged with an existing cell; a cell that cancels is dropped).
    mutating func add(_ value: BigInt, at column: Int) {
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
    mutating func add(_ other: ExactRow, times factor: BigInt) {
        self = .combination(self, 1, other, -factor, dividedBy: 1)
    }

    /// Every entry times `factor`, then divided by `divisor` (exactly).
    func scaled(by factor: BigInt, dividedBy divisor: BigInt) -> ExactRow {
        var row = self
        if factor == divisor { return row }
        row.constant = row.constant * factor / divisor
        for k in row.cells.indices { row.cells[k].value = row.cells[k].value * factor / divisor }
        return row
    }

    /// `(p·a − q·b) / d`, entry by entry, in one merge of the two sorted cell lists.
    ///
    /// The fraction-free pivot (Bareiss 1968; Edmonds 1967) guarantees that `d`, the previous
    /// pivot, divides every entry: each is a minor of the original integer matrix. So the
    /// division is exact and no gcd is ever taken.
    static func combination(_ a: ExactRow, _ p: BigInt, _ b: ExactRow, _ q: BigInt, dividedBy d: BigInt) -> ExactRow {
        let divides = d != 1
        func finish(_ x: BigInt) -> BigInt { divides ? x / d : x }
        var merged: [ExactCell] = []
        merged.reserveCapacity(a.cells.count + b.cells.count)
        var i = 0, j = 0
        while i < a.cells.count || j < b.cells.count {
            let value: BigInt, column: Int
            if j == b.cells.count || (i < a.cells.count && a.cells[i].column < b.cells[j].column) {
                column = a.cells[i].column
                value = finish(p * a.cells[i].value)
                i += 1
            } else if i == a.cells.count || b.cells[j].column < a.cells[i].column {
                column = b.cells[j].column
                value = finish(-(q * b.cells[j].value))
                j += 1
            } else {
                column = a.cells[i].column
                value = finish(p * a.cells[i].value - q * b.cells[j].value)
                i += 1
                j += 1
            }
            if !value.isZero { merged.append(ExactCell(column: column, value: value)) }
        }
        return ExactRow(constant: finish(p * a.constant - q * b.constant), cells: merged)
    }
}
