import Testing
@testable import ListkitSolver

/// `substitute` drops cancelled cells from the column index in one pass per symbol when many
/// rows lose the same symbols (Engine+Tableau, `removeVanishedFromColumns`): the index must
/// stay exactly the transpose of the rows.
@Suite struct ColumnIndexTests {
    /// Every cell of every row is listed in its symbol's column, and every column entry names a
    /// basic row that mentions the symbol.
    static func indexIsConsistent(_ e: Engine) -> Bool {
        for b in 0..<e.symbolCount where e.info[b].isBasic {
            for k in e.rowCells.range(of: b) {
                let s = Int(e.rowCells[k].symbol)
                guard e.columns.range(of: s).contains(where: { e.columns[$0] == Symbol(b) }) else { return false }
            }
        }
        for s in 0..<e.symbolCount {
            for k in e.columns.range(of: s) {
                let b = e.columns[k]
                guard e.info[Int(b)].isBasic, e.cellIndex(of: Symbol(s), inRow: b) != nil else { return false }
            }
        }
        return true
    }

    /// 300 optional equalities on one variable: each median shift substitutes into every row
    /// and cancels the old median's errors in most of them (the batched path).
    @Test func manyOptionalEqualitiesKeepTheIndexExact() {
        let s = Solver()
        let width = s.makeVariable("width")
        for i in 0..<300 { s.add((width == Double(i)).at(Priority(500))) }
        #expect(Self.indexIsConsistent(s.core.engine))
        #expect(s.value(width) >= 149 && s.value(width) <= 150)
        s.add((width == 1_000).at(.high))
        #expect(Self.indexIsConsistent(s.core.engine))
        #expect(s.value(width) == 1_000)
        #expect(s.failure == nil)
    }
}
