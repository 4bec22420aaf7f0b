/// A required constraint held outside the tableau as `subject = constant + Σ cells`.
///
/// Made when the constraint mentions a caller variable that appears nowhere else (fresh):
/// that variable can absorb any value, so the constraint can neither conflict nor change the
/// optimum of the rest. Definitions only mention symbols that existed when they were made and
/// a referenced symbol is never fresh again, so creation order is a topological order.
struct Definition {
    // The 8-byte fields first: 40 bytes a definition instead of 48.
    var constant: Double
    /// The coefficient of `marker` in `subject = …`.
    var markerCoefficient: Double
    var subject: Symbol
    /// The cells are `definitionCells[start ..< start + count]`.
    var start: Int32
    var count: Int32
    /// The constraint's marker: a slack (made at once, it is a direction of freedom) or a
    /// dummy, made only when the definition is first expanded — an unexpanded dummy is never
    /// needed, and most definitions stay unexpanded.
    var marker: Symbol
    var handle: Int32
    /// The aggregate dummy standing for this definition's closure in rows (see
    /// Engine+ClosureFolding), -1 until a row first folds it.
    var aggregate: Symbol = -1
    /// Whether some tableau row was built by substituting this definition. Then its marker
    /// lives in the tableau and removal must go through the simplex.
    var expanded = false
    /// False once removed.
    var isLive = true
    /// Whether the required equalities alone fix the subject: a required equality whose cells
    /// are all subjects of determined definitions (a pin `x == 16` is one with no cells).
    var isDetermined = false

    var range: Range<Int> { Int(start) ..< Int(start) + Int(count) }
}

extension Engine {
    /// A caller variable nobody mentions: not defined, not in any row, not referenced.
    func isFresh(_ s: Symbol) -> Bool {
        let i = Int(s)
        return info[i].kind == .external && info[i].definitionOf < 0 && !info[i].isBasic
            && columns.count(i) == 0 && info[i].definitionRefs == 0
    }

    /// Records `0 = constant + Σ cells + m·marker` as a definition of `subject`, the symbol of
    /// `cells[subjectIndex]`. `marker` may be -1: a dummy to make on first expansion.
    /// The subject's cell is skipped, not removed first: `remove(at:)` moved the cells after it
    /// with a `memmove` call on every definition.
    /// - Complexity: O(cells).
    mutating func define(_ cells: UnsafeBufferPointer<Cell>, subjectIndex: Int, constant: Double,
                         marker: Symbol, markerCoefficient m: Double, handle: Int32) -> Int32 {
        let subject = cells[subjectIndex].symbol
        let factor = -1 / cells[subjectIndex].coefficient
        let start = definitionCells.count
        // A required equality (its dummy still to make) over determined subjects is determined;
        // its value, computed as `updateValues` computes it, never changes while it is.
        var isDetermined = marker < 0
        var value = constant * factor
        for k in cells.indices where k != subjectIndex {
            let cell = cells[k]
            let coefficient = cell.coefficient * factor
            definitionCells.append(Cell(symbol: cell.symbol, coefficient: coefficient))
            info[Int(cell.symbol)].definitionRefs += 1
            if isDetermined {
                let d = info[Int(cell.symbol)].definitionOf
                isDetermined = d >= 0 && definitions[Int(d)].isDetermined
                if isDetermined { value += coefficient * definedValue[Int(d)] }
            }
        }
        if marker >= 0 { info[Int(marker)].definitionRefs += 1 }
        let index = Int32(definitions.count)
        var definition = Definition(constant: constant * factor, markerCoefficient: m * factor, subject: subject,
                                    start: Int32(start), count: Int32(definitionCells.count - start),
                                    marker: marker, handle: handle)
        definition.isDetermined = isDetermined
        definitions.append(definition)
        definedValue.append(isDetermined ? value : 0)
        info[Int(subject)].definitionOf = index
        return index
    }

    /// Drops definition `index`. When it was never expanded its symbols simply die; otherwise
    /// it is materialised as a tableau row of its subject so that the caller can remove its
    /// marker with the simplex.
    /// - Returns: whether the marker is now in the tableau.
    mutating func undefine(_ index: Int32) -> Bool {
        let definition = definitions[Int(index)]
        guard definition.isLive else { return false }
        definitions[Int(index)].isLive = false
        info[Int(definition.subject)].definitionOf = -1
        for k in definition.range { info[Int(definitionCells[k].symbol)].definitionRefs -= 1 }
        if definition.marker >= 0 { info[Int(definition.marker)].definitionRefs -= 1 }
        guard definition.expanded, definition.marker >= 0 else { return false }
        var cells = Array(definitionCells[definition.range])
        cells.append(Cell(symbol: definition.marker, coefficient: definition.markerCoefficient))
        Row.sortBySymbol(&cells)
        let row = expand(cells, constant: definition.constant)
        setRow(row, for: definition.subject)
        return true
    }

    /// Rewrites `constant + Σ cells` over the tableau's parametric symbols: defined symbols are
    /// replaced by their definitions, basic symbols by their rows.
    ///
    /// Definitions are expanded latest first (a max-heap on definition index), so each one is
    /// substituted once with its total coefficient even when many paths reach it; a tableau row
    /// mentions parametric symbols only, so one pass over basic symbols finishes the job.
    /// - Complexity: O(size of the reachable definitions + rows, times log of their count).
    mutating func expand(_ cells: [Cell], constant: Double) -> Row {
        cells.withUnsafeBufferPointer { expand($0, constant: constant) }
    }

    /// `expand` of raw cells (the per-`add` path reads its scratch `cellBuffer` in place).
    /// The row returned is written in `expandBuffer`: valid until the next expansion.
    ///
    /// The walk runs on the symbols' raw buffer and realloc-grown scratch arrays (no uniqueness
    /// check per access), read through `self` each time: a local copy of a reference costs a
    /// retain and a release per buffer and call. The raw buffer stays valid until a symbol is
    /// made, and no symbol is made before `makePendingDummies`.
    mutating func expand(_ cells: UnsafeBufferPointer<Cell>, constant: Double) -> Row {
        expand(cells, constant: constant, within: .max)!
    }

    /// `expand`, given up as soon as the walk has touched more than `budget` symbols (defined,
    /// basic and parametric ones, and dummies still to make: the row has at most that many
    /// cells). Then nil, the accumulator cleared and no symbol made (Engine+Deferred defers
    /// such a constraint); the definitions walked stay marked `expanded`, which only sends
    /// their removal through the tableau, as the row an install would have built does.
    mutating func expand(_ cells: UnsafeBufferPointer<Cell>, constant: Double, within budget: Int) -> Row? {
        if cells.count == 1, let row = expandPinned(cells[0], constant: constant) { return row }
        scratchTouched.removeAll()
        pendingMarkers.removeAll()
        pendingAggregates.removeAll()
        expandBuffer.removeAll()
        let infoP = info.buffer
        guard var constant = expandDefinitions(cells, constant: constant, infoP, budget: budget) else {
            abandonExpansion(infoP)
            return nil
        }
        constant = expandBasicRows(constant: constant, infoP)
        guard expansionSize <= budget else {
            abandonExpansion(infoP)
            return nil
        }
        collectExpandedCells(infoP)
        scratchTouched.removeAll()
        makePendingDummies()
        makePendingAggregates()
        Row.sortBySymbol(expandBuffer.buffer)
        return Row(cells: expandBuffer, constant: constant)
    }

    /// `expand`'s first pass: accumulates `cells`, then replaces every defined symbol reached by
    /// its definition, latest definition first, each once with its total coefficient.
    /// - Returns: `constant` plus the definitions' constants at their coefficients; nil once more
    ///   than `budget` symbols are touched (see `expand(_:constant:within:)`).
    @_transparent mutating func expandDefinitions(_ cells: UnsafeBufferPointer<Cell>, constant: Double,
                                                  _ infoP: UnsafeMutableBufferPointer<SymbolInfo>, budget: Int) -> Double? {
        var constant = constant
        // A single defined term (7 of a list cell's 19 expansions, besides the 9 that
        // `expandPinned` writes directly) starts at its definition: touching the term only to
        // queue, pop and filter it out again is wasted work. Its coefficient is the one
        // `accumulate` would leave, `0 + c`.
        var seed: Int32 = -1
        var seedCoefficient = 0.0
        if cells.count == 1 && infoP[Int(cells[0].symbol)].definitionOf >= 0 {
            seed = infoP[Int(cells[0].symbol)].definitionOf
            seedCoefficient = 0 + cells[0].coefficient
        } else {
            for cell in cells { Self.accumulate(cell.symbol, cell.coefficient, infoP, scratchTouched, expansionQueue) }
        }
        while true {
            let key: Int32
            let c: Double
            if seed >= 0 {
                key = seed
                c = seedCoefficient
                seed = -1
            } else {
                guard let popped = Self.popMax(expansionQueue) else { break }
                key = popped
                guard definitions[Int(key)].isLive else { continue }
                let s = Int(definitions[Int(key)].subject)
                c = Tolerance.cancels(infoP[s].scratch, infoP[s].scratchScale) ? 0 : infoP[s].scratch
                infoP[s].scratch = 0
            }
            if c == 0 { continue }
            constant += expandDefinition(key, times: c, infoP)
            // The touched symbols alone (the pending dummies are counted once, at the end).
            if scratchTouched.count > budget { return nil }
        }
        return constant
    }

    /// An upper bound of the cells of the row being expanded: every symbol touched so far, and
    /// the dummies and aggregates still to make.
    @inline(__always) var expansionSize: Int { scratchTouched.count + pendingMarkers.count + pendingAggregates.count }

    /// Undoes a walk given up by `expand(_:constant:within:)`: the accumulator, the queue and
    /// the pending dummies cleared.
    mutating func abandonExpansion(_ infoP: UnsafeMutableBufferPointer<SymbolInfo>) {
        for s in UnsafeBufferPointer(scratchTouched.buffer) {
            infoP[Int(s)].mark = false
            infoP[Int(s)].scratch = 0
        }
        scratchTouched.removeAll()
        expansionQueue.removeAll()
        pendingMarkers.removeAll()
        pendingAggregates.removeAll()
    }

    /// Accumulates `c ×` definition `key`'s cells and marker; returns `c ×` its constant.
    @_transparent mutating func expandDefinition(_ key: Int32, times c: Double,
                                                 _ infoP: UnsafeMutableBufferPointer<SymbolInfo>) -> Double {
        let index = Int(key)
        let definition = definitions[index]
        if definition.isDetermined && definition.count > 0 && foldsClosures {
            return foldClosure(key, times: c, infoP)
        }
        definitions[index].expanded = true
        if definition.marker < 0 {
            // Its dummy is made after the walk (making a symbol grows the arrays held here); a
            // new symbol is in no row, so it goes straight to `expandBuffer`.
            pendingMarkers.append(Cell(symbol: key, coefficient: c * definition.markerCoefficient))
        } else {
            Self.accumulate(definition.marker, c * definition.markerCoefficient, infoP, scratchTouched, expansionQueue)
        }
        // Over the raw cells: indexing the array reloads its buffer and checks the index on
        // every cell, since `accumulate`'s raw writes might alias it.
        definitionCells.withUnsafeBufferPointer { cells in
            for k in definition.range {
                let cell = cells[k]
                Self.accumulate(cell.symbol, c * cell.coefficient, infoP, scratchTouched, expansionQueue)
            }
        }
        return c * definition.constant
    }

    /// `expand`'s second pass: every basic symbol reached is replaced by its row, which
    /// mentions parametric symbols only (so one pass finishes the job).
    @_transparent mutating func expandBasicRows(constant: Double, _ infoP: UnsafeMutableBufferPointer<SymbolInfo>) -> Double {
        var constant = constant
        for k in scratchTouched.indices {
            let s = Int(scratchTouched[k])
            guard infoP[s].isBasic else { continue }
            let c = infoP[s].scratch
            infoP[s].scratch = 0
            if Tolerance.cancels(c, infoP[s].scratchScale) { continue }
            constant += c * infoP[s].rowConstant
            for k in rowCells.range(of: s) {
                let cell = rowCells[k]
                Self.accumulate(cell.symbol, c * cell.coefficient, infoP, scratchTouched, expansionQueue)
            }
        }
        return constant
    }

    /// `expand`'s last pass: the accumulated parametric symbols with a non-zero coefficient go
    /// to `expandBuffer`, and the accumulator is cleared.
    @_transparent mutating func collectExpandedCells(_ infoP: UnsafeMutableBufferPointer<SymbolInfo>) {
        for s in UnsafeBufferPointer(scratchTouched.buffer) {
            let i = Int(s)
            let v = infoP[i].scratch
            infoP[i].mark = false
            infoP[i].scratch = 0
            if !Tolerance.cancels(v, infoP[i].scratchScale) && infoP[i].definitionOf < 0 && !infoP[i].isBasic {
                expandBuffer.append(Cell(symbol: s, coefficient: v))
            }
        }
    }

    /// Makes the dummies of the equalities expanded for the first time, and appends their cells.
    @_transparent mutating func makePendingDummies() {
        for pending in UnsafeBufferPointer(pendingMarkers.buffer) {
            let index = Int(pending.symbol)
            let handle = definitions[index].handle
            let m = makeSymbol(.dummy, owner: handle)
            info[Int(m)].definitionRefs = 1
            constraints[Int(handle)]?.marker = m
            definitions[index].marker = m
            if pending.coefficient != 0 { expandBuffer.append(Cell(symbol: m, coefficient: pending.coefficient)) }
        }
    }

    /// Adds `c·s` to `expand`'s sparse accumulator, queueing `s`'s definition if it has one.
    @inline(__always)
    static func accumulate(_ s: Symbol, _ c: Double, _ info: UnsafeMutableBufferPointer<SymbolInfo>,
                                   _ touched: GrowableArray<Symbol>, _ queue: GrowableArray<Int32>) {
        let i = Int(s)
        if !info[i].mark {
            info[i].mark = true
            info[i].scratch = 0
            info[i].scratchScale = 0
            touched.append(s)
            if info[i].definitionOf >= 0 { push(info[i].definitionOf, queue) }
        }
        info[i].scratch += c
        info[i].scratchScale = max(info[i].scratchScale, abs(c))
    }

    /// Max-heap on definition index. No membership flags needed: a definition is queued when
    /// its subject is first touched (the accumulator's mark), and once popped it is never
    /// touched again, since definitions only mention older ones. Inlined into `accumulate`'s
    /// four call sites: a push is a few instructions, less than a call.
    @inline(__always)
    static func push(_ d: Int32, _ heap: GrowableArray<Int32>) {
        var heap = heap
        BinaryHeap.push(d, into: &heap, by: >)
    }

    static func popMax(_ heap: GrowableArray<Int32>) -> Int32? {
        var heap = heap
        return BinaryHeap.pop(&heap, by: >)
    }

    // MARK: - Values

    /// The value of `s` at the current solution: parametric symbols are 0, basic ones their
    /// row's constant, defined ones their evaluated definition.
    func value(of s: Symbol) -> Double {
        let i = Int(s)
        let d = info[i].definitionOf
        if d >= 0 { return definedValue[Int(d)] }
        return info[i].isBasic ? info[i].rowConstant : 0
    }

    /// Evaluates every definition in creation order (a topological order).
    /// - Complexity: O(total size of the definitions).
    mutating func updateValues() {
        let defs = definitions.buffer
        definitionCells.withUnsafeBufferPointer { cells in
            for index in defs.indices where defs[index].isLive {
                let definition = defs[index]
                var v = definition.constant
                for k in definition.range {
                    v += cells[k].coefficient * value(of: cells[k].symbol)
                }
                if definition.marker >= 0 { v += definition.markerCoefficient * value(of: definition.marker) }
                definedValue[index] = v
            }
        }
    }
}
