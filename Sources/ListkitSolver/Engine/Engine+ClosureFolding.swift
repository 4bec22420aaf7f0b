/// Determined definitions and their aggregate dummies.
///
/// A definition is *determined* when the required equalities alone fix its subject: a required
/// equality whose cells are all subjects of determined definitions (`x0 == 0`, then
/// `x[i] == x[i-1] + 10`). Its subject's value is then a number, computed once when the
/// definition is made (into `definedValue`, where `updateValues` would compute the same).
///
/// Why: expanding such a subject into a row used to walk its definition chain back to the first
/// pin, and every definition on the way left its dummy marker in the row. A low-priority pin on
/// every 10th variable of an N-long chain built rows of O(N) dummies each: O(N²) cells, and
/// pivots among them. The dummies carry no value (each is fixed at 0); the row needs them only
/// as a record of which equalities it was combined from, for removal and conflict support.
///
/// So `expand` writes a determined subject `x` of value `k` with coefficient `c` as the constant
/// `c·k` and one cell `c·δ`: `δ` is the definition's *aggregate dummy*, a dummy standing for the
/// fixed combination of the closure's dummies (`x − k` in the old form). Each pin's row is then O(1), and expanding it costs O(1).
///
/// The record is recovered where it is needed:
/// * conflict support (`closureSupport`): each aggregate is unfolded over the definition graph
///   into its equalities' exact coefficients (cancellations included), latest definition first;
/// * removal of a determined definition (`unfoldClosures`): every determined definition whose
///   closure passes through it stops being determined, and its aggregate is replaced in every
///   row by the dummies it stands for (a `substitute` with constant 0: the tableau's values do
///   not move); the removal then proceeds as before, over individual dummies.
extension Engine {
    /// `expand` of a determined definition at coefficient `c`: its aggregate's cell (made after
    /// the walk if new, like a lazy dummy) and its value.
    /// - Complexity: O(1).
    @_transparent mutating func foldClosure(_ key: Int32, times c: Double,
                                            _ infoP: UnsafeMutableBufferPointer<SymbolInfo>) -> Double {
        let definition = definitions[Int(key)]
        if definition.aggregate >= 0 {
            Self.accumulate(definition.aggregate, c, infoP, scratchTouched, expansionQueue)
        } else {
            pendingAggregates.append(Cell(symbol: key, coefficient: c))
        }
        return c * definedValue[Int(key)]
    }

    /// Makes the aggregate dummies `expand` folded for the first time and appends their cells.
    @_transparent mutating func makePendingAggregates() {
        for pending in UnsafeBufferPointer(pendingAggregates.buffer) {
            let index = Int(pending.symbol)
            let aggregate = makeSymbol(.dummy, owner: -2 - pending.symbol)
            definitions[index].aggregate = aggregate
            if pending.coefficient != 0 { expandBuffer.append(Cell(symbol: aggregate, coefficient: pending.coefficient)) }
        }
    }

    /// Before determined definition `k` is removed: every determined definition whose closure
    /// passes through `k` (itself included) stops being determined, and its aggregate, if made,
    /// is unfolded into the individual dummies.
    /// - Complexity: O(cells of the definitions after `k`) when `k`'s subject is referenced by
    ///   other definitions, plus O(closure × rows) for each aggregate unfolded.
    mutating func unfoldClosures(through k: Int32) {
        let first = Int(k)
        guard definitions[first].isDetermined else { return }
        guard info[Int(definitions[first].subject)].definitionRefs > 0 else {
            definitions[first].isDetermined = false
            if definitions[first].aggregate >= 0 { unfoldAggregate(of: first) }
            return
        }
        // Creation order is topological: one forward pass finds every dependent definition.
        var depends = [Bool](repeating: false, count: definitions.count - first)
        depends[0] = true
        for j in first ..< definitions.count {
            let definition = definitions[j]
            guard definition.isLive, definition.isDetermined else { continue }
            if j > first {
                let hit = definitionCells[definition.range].contains { cell in
                    let d = Int(info[Int(cell.symbol)].definitionOf)
                    return d >= first && depends[d - first]
                }
                guard hit else { continue }
                depends[j - first] = true
            }
            definitions[j].isDetermined = false
            if definition.aggregate >= 0 { unfoldAggregate(of: j) }
        }
    }

    /// Replaces definition `j`'s aggregate `δ` in every row and objective level by the dummies
    /// it stands for: `expand` of its subject without folding, less its constant.
    ///
    /// Maths: `δ = Σ m_k·d_k` over the closure's equalities (the old form of the rows), so the
    /// substitution changes no constant and no value; the definitions walked are marked
    /// expanded, as their markers now live in the tableau.
    private mutating func unfoldAggregate(of j: Int) {
        let aggregate = definitions[j].aggregate
        definitions[j].aggregate = -1
        foldsClosures = false
        let unfolded = expand([Cell(symbol: definitions[j].subject, coefficient: 1)], constant: 0)
        foldsClosures = true
        substitute(aggregate, with: Row(copying: unfolded.cells, constant: 0))
        retire(aggregate)
    }

    /// The handles of the equalities whose dummies a row mentions, its aggregates unfolded:
    /// each equality's total coefficient, summed over the row's own dummies and the closures of
    /// its aggregates (walked latest definition first, each once), kept when it does not cancel.
    /// - Complexity: O(closures reached · log), on the conflict path only.
    func closureSupport(of row: Row) -> [Int32] {
        var byHandle: [Int32: (sum: Double, scale: Double)] = [:]
        var byDefinition: [Int32: Double] = [:]
        let queue = GrowableArray<Int32>(capacity: 8)
        func add(_ handle: Int32, _ c: Double) {
            let old = byHandle[handle] ?? (0, 0)
            byHandle[handle] = (old.sum + c, max(old.scale, abs(c)))
        }
        func reach(_ d: Int32, _ c: Double) {
            if byDefinition[d] == nil { Self.push(d, queue) }
            byDefinition[d, default: 0] += c
        }
        for cell in row.cells {
            let owner = info[Int(cell.symbol)].owner
            if owner >= 0 { add(owner, cell.coefficient) } else if owner <= -2 { reach(-2 - owner, cell.coefficient) }
        }
        while let d = Self.popMax(queue) {
            let c = byDefinition[d] ?? 0
            let definition = definitions[Int(d)]
            add(definition.handle, c * definition.markerCoefficient)
            for cell in definitionCells[definition.range] {
                let sub = info[Int(cell.symbol)].definitionOf
                if sub >= 0 { reach(sub, c * cell.coefficient) }
            }
        }
        return byHandle.filter { !Tolerance.cancels($0.value.sum, $0.value.scale) }.keys.sorted()
    }
}
