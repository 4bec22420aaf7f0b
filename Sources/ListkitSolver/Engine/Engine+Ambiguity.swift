import ListkitRandom

extension Engine {
    /// Which caller variables are not uniquely determined at the current optimum.
    ///
    /// Maths: a parametric symbol `j` whose reduced cost is zero at every level can move
    /// without changing any violation. It is a *free direction* if it can take a positive
    /// step: a restricted `j` must not sit in a degenerate restricted row (constant 0) with a
    /// negative coefficient; an unrestricted `j` may go either way. Feasible directions form a
    /// cone, so a random positive combination `d` of all free directions is itself feasible
    /// and optimal; a variable is ambiguous iff it moves along `d` (a random combination
    /// cancels only with probability 0). Basic symbols move by their row applied to `d`,
    /// defined ones by their definition, evaluated in creation order.
    ///
    /// Limit: under degeneracy a direction blocked on its own might be free in combination
    /// with others; such variables are reported as determined.
    /// - Complexity: O(symbols + tableau size + definitions).
    func ambiguousVariables(count: Int) -> [Int] {
        var rng = SplitMix64(seed: 0x4C49_5354_4B49_5421)
        var direction = [Double](repeating: 0, count: symbolCount)
        for i in 0..<symbolCount where !info[i].isBasic && info[i].definitionOf < 0 {
            let k = info[i].kind
            guard k == .external || k.isPivotable, isLexZero(Symbol(i)) else { continue }
            var up = true
            var down = k == .external
            for k in columns.range(of: i) {
                let b = columns[k]
                guard info[Int(b)].kind.isRestricted, isBasic(b), info[Int(b)].rowConstant <= Tolerance.zero else { continue }
                let a = coefficient(of: Symbol(i), inRow: b)
                if a < -Tolerance.zero { up = false }
                if a > Tolerance.zero { down = false }
            }
            let magnitude = 1 + rng.unit()
            if up { direction[i] = magnitude } else if down { direction[i] = -magnitude }
        }
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
