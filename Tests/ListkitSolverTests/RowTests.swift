import ListkitTestSupport
import Testing
@testable import ListkitSolver

/// `Row.add`: cells stay sorted by symbol with no zero coefficient, whether the symbol goes
/// past the last cell (the append fast path), into the middle, or cancels an existing cell.
@Suite struct RowTests {
    @Test func addKeepsCellsSortedAndNonZero() {
        let seed: UInt64 = 77
        var rng = TestRNG(state: seed)
        for round in randomRounds(500, seed: seed) {
            var row = Row()
            var model: [Symbol: Double] = [:]
            for _ in 0 ..< rng.int(1 ... 12) {
                let s = Symbol(rng.int(0 ... 9))
                // Cancel an existing cell now and then; add zero now and then.
                let c: Double = rng.int(0 ... 5) == 0 ? -(model[s] ?? 0) : Double(rng.int(-3 ... 3))
                row.add(c, to: s)
                let v = (model[s] ?? 0) + c
                model[s] = Tolerance.isZero(v) ? nil : v
            }
            #expect(row.cells.map(\.symbol) == model.keys.sorted(), "\(round)")
            #expect(row.cells.allSatisfy { model[$0.symbol] == $0.coefficient }, "\(round)")
            // `coefficient(of:)`, past, at and before the last cell.
            for s in Symbol(-1) ... 11 { #expect(row.coefficient(of: s) == (model[s] ?? 0), "\(round)") }
        }
    }

    /// `solve(for:)` in one pass gives exactly what removing the cell and scaling the rest does.
    @Test func solveMatchesRemoveThenScale() {
        let seed: UInt64 = 5
        var rng = TestRNG(state: seed)
        for round in randomRounds(500, seed: seed) {
            var row = Row(constant: Double(rng.int(-50 ... 50)) / 7)
            for s in 0 ..< Int32(rng.int(1 ... 8)) where rng.int(0 ... 2) > 0 {
                row.add(Double(rng.int(1 ... 9)) / Double(rng.int(1 ... 9)) * (rng.int(0 ... 1) == 0 ? -1 : 1), to: s)
            }
            guard !row.cells.isEmpty else { continue }
            let pick = row.cells[rng.int(0 ... row.cells.count - 1)]
            var expected = row.copy()  // rows share their cell buffer (see Row)
            let factor = -1 / pick.coefficient
            expected.removeCell(at: expected.index(of: pick.symbol)!)
            expected.scale(by: factor)
            row.solve(for: pick.symbol)
            #expect(row.constant == expected.constant, "\(round)")
            #expect(row.cells.map(\.symbol) == expected.cells.map(\.symbol), "\(round)")
            #expect(row.cells.map(\.coefficient) == expected.cells.map(\.coefficient), "\(round)")
        }
    }

    /// `sortBySymbol` orders distinct symbols the same way on both sides of its switch from
    /// insertion sort to the library's sort: rows of 0 to 80 cells, shuffled, reversed (the
    /// order `expand` leaves a long row in) and already sorted.
    @Test func sortBySymbolOrdersShortAndLongRows() {
        let seed: UInt64 = 31
        var rng = TestRNG(state: seed)
        for round in randomRounds(400, seed: seed) {
            let count = rng.int(0 ... 80)
            var symbols = Set<Symbol>()
            while symbols.count < count { symbols.insert(Symbol(rng.int(0 ... 5_000))) }
            let sorted = symbols.sorted()
            var shuffled = sorted
            for i in shuffled.indices.reversed() where i > 0 { shuffled.swapAt(i, rng.int(0 ... i)) }
            for order in [shuffled, sorted.reversed(), sorted] {
                var cells = order.map { Cell(symbol: $0, coefficient: Double($0) / 7) }
                Row.sortBySymbol(&cells)
                #expect(cells.map(\.symbol) == sorted, "\(round), \(count) cells")
                #expect(cells.allSatisfy { $0.coefficient == Double($0.symbol) / 7 }, "\(round)")
            }
        }
    }
}

