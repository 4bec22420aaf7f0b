import Testing
@testable import ListkitSolver

/// `Row.add`: cells stay sorted by symbol with no zero coefficient, whether the symbol goes
/// past the last cell (the append fast path), into the middle, or cancels an existing cell.
@Suite struct RowTests {
    @Test func addKeepsCellsSortedAndNonZero() {
        var rng = TestRNG(state: 77)
        for _ in 0 ..< 500 {
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
            #expect(row.cells.map(\.symbol) == model.keys.sorted())
            #expect(row.cells.allSatisfy { model[$0.symbol] == $0.coefficient })
        }
    }
}
