extension Engine {
    /// `expand` of a single term `c·x` whose `x` is defined by a pin: a definition with no
    /// cells, `x = k + m·marker` (`x == 16`, or `x ≥ 8` held as `x = 8 + s`). The row is the
    /// constant `constant + c·k` and the marker's cell, written directly.
    ///
    /// Why: a list cell bounds or re-pins single variables (`icon.left ≥ 0`, `title.top ≥ 8`,
    /// `(title.height == 22).at(.high)` after `title.height ≥ 20`): 9 of its 19 expansions are
    /// such a term, and the general walk (the accumulator, the definition heap, the filter
    /// pass) costs several times the direct form.
    ///
    /// A basic marker (the slack of `title.height ≥ 20` once `title.height == 22` pivoted it
    /// in) is replaced by its row, which mentions only parametric symbols, already sorted.
    ///
    /// Exact: the same arithmetic in the same order as `expand` (the accumulator starts at 0,
    /// the definition adds `c·k` to the constant, the marker gets `0 + c·m`, then its row's
    /// constant and cells at that factor), the same lazy dummy made the same way, the same
    /// `expanded` flag. Returns nil (the caller takes the general walk) for anything else.
    /// - Complexity: O(cells of the marker's row).
    @inline(__always) mutating func expandPinned(_ cell: Cell, constant: Double) -> Row? {
        let d = info[Int(cell.symbol)].definitionOf
        guard d >= 0 else { return nil }
        let index = Int(d)
        let definition = definitions[index]
        guard definition.count == 0 else { return nil }
        let c = 0 + cell.coefficient
        guard c != 0 else { return nil }
        expandBuffer.removeAll()
        definitions[index].expanded = true
        var marker = definition.marker
        let v: Double
        if marker < 0 {
            // Made as `expand` makes a pending dummy (after its loops, so numbered alike).
            v = c * definition.markerCoefficient
            marker = makeSymbol(.dummy, owner: definition.handle)
            info[Int(marker)].definitionRefs = 1
            constraints[Int(definition.handle)]?.marker = marker
            definitions[index].marker = marker
        } else {
            v = 0 + c * definition.markerCoefficient
            if info[Int(marker)].isBasic {
                var k = constant + c * definition.constant
                if v != 0 {
                    k += v * info[Int(marker)].rowConstant
                    for i in rowCells.range(of: Int(marker)) {
                        let cell = rowCells[i]
                        let w = 0 + v * cell.coefficient
                        if w != 0 { expandBuffer.append(Cell(symbol: cell.symbol, coefficient: w)) }
                    }
                }
                return Row(cells: expandBuffer, constant: k)
            }
        }
        if v != 0 { expandBuffer.append(Cell(symbol: marker, coefficient: v)) }
        return Row(cells: expandBuffer, constant: constant + c * definition.constant)
    }
}
