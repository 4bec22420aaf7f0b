/// A linear form `Σ coefficient·variable + constant` over caller variable ids, terms merged
/// in order of first appearance, zero coefficients dropped.
struct LinearForm {
    var variables: [Int] = []
    var coefficients: [Double] = []
    var constant: Double = 0
}

enum EngineAddResult {
    case added(Int32)
    case redundant(Int32)
    /// Owners of the required constraints that, with the new one, are infeasible (a Farkas
    /// support, not necessarily minimal; empty when the engine does not report support).
    case conflict([Int])
}

/// Whether a new row that reduces to constants and dummies holds (see `Engine.redundancy`).
enum RowRedundancy {
    /// The row mentions a symbol that can move: an ordinary constraint.
    case none
    /// Implied by the required equalities: added, changes nothing.
    case satisfied
    /// Contradicts them: a conflict when required, a constant violation when optional.
    case violated
}

extension Engine {
    /// Adds `form relation 0` at `priority` (1000 = required).
    ///
    /// Steps, as kiwi's `addConstraint` reads, plus definitions: create the cells; take the
    /// definition fast path; create the row; detect redundancy; append the markers; choose a
    /// subject or negate; install (or phase one). Each step is a function below with its maths.
    /// `definesFresh: false` keeps the constraint in the tableau even when it could be a
    /// definition: an edit constraint, whose constant `suggest` shifts through the rows.
    mutating func add(_ form: LinearForm, _ relation: Relation, priority: Double, owner ownerID: Int,
                      definesFresh: Bool = true) -> EngineAddResult {
        form.withView { add($0, relation, priority: priority, owner: ownerID, definesFresh: definesFresh) }
    }

    /// `add` of a form read in place (the front's reusable `FormBuffer`). A single-variable
    /// optional constraint goes through pooling (Engine+Pools).
    mutating func add(_ form: FormView, _ relation: Relation, priority: Double, owner ownerID: Int,
                      definesFresh: Bool = true) -> EngineAddResult {
        let result: EngineAddResult
        if priority < 1000 && definesFresh && form.variables.count == 1 && poolsOptionals {
            result = addPoolable(form, relation, priority: priority, owner: ownerID)
        } else {
            result = addConstraint(form, relation, priority: priority, owner: ownerID, definesFresh: definesFresh)
        }
        if activePools > 0 { settlePools() }
        return result
    }

    /// `add` without pooling.
    mutating func addConstraint(_ form: FormView, _ relation: Relation, priority: Double, owner ownerID: Int,
                                definesFresh: Bool) -> EngineAddResult {
        let required = priority >= 1000
        let handle = nextHandle
        var record = EngineConstraint(owner: ownerID, marker: -1, other: -1, priority: priority, definition: -1)
        let firstNew = createCells(form)
        if definesFresh, let k = freshTerm(madeFrom: firstNew) {
            if required {
                addDefinition(subjectIndex: k, constant: form.constant, relation, record: &record)
            } else {
                addOptionalDefinition(subjectIndex: k, constant: form.constant, relation, record: &record)
            }
            return .added(handle)
        }
        // An optional constraint (not an edit) of two or more variables whose row would pass
        // `deferralThreshold` cells is deferred instead (Engine+Deferred).
        let deferrable = !required && definesFresh && cellBuffer.count >= 2
        guard var row = createRow(constant: form.constant, within: deferrable ? deferralThreshold : .max) else {
            deferConstraint(constant: form.constant, relation, record: &record)
            return .added(handle)
        }
        let redundancy = self.redundancy(of: row, relation)
        if redundancy == .satisfied && row.constant != 0 { suspect(.toleranceDecided) }
        if redundancy == .violated && required { return .conflict(support(of: row)) }
        let level = required ? -1 : self.level(for: priority)
        (record.marker, record.other) = appendMarkers(to: &row, relation, required: required, handle: handle)
        let subject = chooseSubjectOrNegate(&row, marker: record.marker, other: record.other)
        if let failure = install(&row, subject: subject, marker: record.marker, other: record.other, level: level) {
            optimize()
            return .conflict(support(of: failure))
        }
        store(record, at: handle)
        optimize()
        return redundancy == .satisfied ? .redundant(handle) : .added(handle)
    }

    /// Step 1, create the cells: `cellBuffer` holds the form's terms over symbols, a symbol made
    /// for each variable seen for the first time.
    ///
    /// Maths: none; the form `Σ aₖ·xₖ + c` is copied term by term. Written in place after one
    /// `reserve` (no capacity check per cell); making symbols grows `info`, never `cellBuffer`.
    /// - Returns: the first symbol made by this add: every symbol from it on is fresh.
    @_transparent mutating func createCells(_ form: FormView) -> Symbol {
        let firstNew = Symbol(truncatingIfNeeded: info.count)
        let n = form.variables.count
        cellBuffer.reserve(n)
        let cells = cellBuffer.base
        for k in 0 ..< n {
            (cells + k).initialize(to: Cell(symbol: symbol(forVariable: form.variables[k]), coefficient: form.coefficients[k]))
        }
        cellBuffer.setCount(n)
        return firstNew
    }

    /// The index of the first cell whose variable is mentioned nowhere else, if any.
    ///
    /// Maths: such a variable can absorb any value of the rest of the form, so a required
    /// constraint on it can be held as its definition (step 2). A symbol made by this add is
    /// fresh without asking `isFresh`, which is asked only of older ones.
    @inline(__always) mutating func freshTerm(madeFrom firstNew: Symbol) -> Int? {
        UnsafeBufferPointer(cellBuffer.buffer).firstIndex(where: { $0.symbol >= firstNew || isFresh($0.symbol) })
    }

    /// Step 2, the definition fast path: a required constraint with a fresh variable `x` is held
    /// as `x = expression` outside the tableau (Engine+Definitions).
    ///
    /// Maths: `a·x + Σ rest + c  rel  0` becomes `x = −(c + Σ rest + m·marker)/a` with the
    /// marker a slack (`m = +1` for ≤, `−1` for ≥) or, for an equality, a dummy made when a row
    /// first uses the definition: most never are (a pinned `x == 8`), so they cost no symbol.
    /// A dummy is never picked by a ratio test or Bland's rule (it becomes basic only while its
    /// own constraint is removed), so numbering it later changes no choice.
    @inline(__always) mutating func addDefinition(subjectIndex k: Int, constant: Double, _ relation: Relation,
                                                  record: inout EngineConstraint) {
        let handle = nextHandle
        let marker: Symbol
        let markerCoefficient: Double
        switch relation {
        case .equal: marker = -1; markerCoefficient = 1
        case .lessOrEqual: marker = makeSymbol(.slack, owner: handle); markerCoefficient = 1
        case .greaterOrEqual: marker = makeSymbol(.slack, owner: handle); markerCoefficient = -1
        }
        record.marker = marker
        record.definition = define(UnsafeBufferPointer(cellBuffer.buffer), subjectIndex: k, constant: constant,
                                   marker: marker, markerCoefficient: markerCoefficient, handle: handle)
        store(record, at: handle)
    }

    /// Step 2 for an optional constraint: held as a definition of its fresh variable `x`, with
    /// its error symbols among the cells (Engine+Definitions).
    ///
    /// Maths: the row `a·x + Σ rest + c + markers = 0` that `appendMarkers` would build, solved
    /// for `x`. The errors (`e⁺`, `e⁻` of an equality, `ε` of an inequality) are new parametric
    /// symbols costed at the constraint's level, and `x` absorbs any value of the rest, so the
    /// optimum keeps every error at 0 and the tableau needs no row and no pivot: the same
    /// optimum as installing the row with `x` as its subject. Why: a chain of optional
    /// constraints (`top == previous.bottom + 1 @750`) installed as rows expresses each `top`
    /// over all earlier errors (O(N²) cells); as definitions nothing is expanded until a row
    /// needs it.
    @inline(__always) mutating func addOptionalDefinition(subjectIndex k: Int, constant: Double, _ relation: Relation,
                                                          record: inout EngineConstraint) {
        let handle = nextHandle
        let level = self.level(for: record.priority)
        let marker: Symbol, other: Symbol, markerCoefficient: Double, otherCoefficient: Double
        switch relation {
        case .lessOrEqual, .greaterOrEqual:
            let sign = relation == .lessOrEqual ? 1.0 : -1.0
            marker = makeSymbol(.slack, owner: handle)
            other = makeSymbol(.error, owner: handle)
            (markerCoefficient, otherCoefficient) = (sign, -sign)
        case .equal:
            marker = makeSymbol(.error, owner: handle)
            other = makeSymbol(.error, owner: handle)
            (markerCoefficient, otherCoefficient) = (-1, 1)
            addCost(of: marker, weight: 1, level: level)
        }
        addCost(of: other, weight: 1, level: level)
        cellBuffer.append(Cell(symbol: other, coefficient: otherCoefficient))
        (record.marker, record.other) = (marker, other)
        record.definition = define(UnsafeBufferPointer(cellBuffer.buffer), subjectIndex: k, constant: constant,
                                   marker: marker, markerCoefficient: markerCoefficient, handle: handle)
        store(record, at: handle)
    }

    /// Step 3, create the row: the cells rewritten over the tableau's parametric symbols.
    ///
    /// Maths: `0 = c + Σ aₖ·xₖ` with every defined `xₖ` replaced by its definition and every
    /// basic one by its row (`expand`). The row lives in `expandBuffer`: no expansion runs
    /// before it is installed (copied into the pool).
    /// - Returns: nil when the row would pass `budget` cells (`expand(_:constant:within:)`).
    @inline(__always) mutating func createRow(constant: Double, within budget: Int = .max) -> Row? {
        Row.sortBySymbol(cellBuffer.buffer)
        return expand(UnsafeBufferPointer(cellBuffer.buffer), constant: constant, within: budget)
    }

    /// Step 4, detect redundancy: whether a row of constants and dummies holds.
    ///
    /// Maths: dummies are fixed at 0, so such a row `0 = c + Σ dummies` reads `c rel 0`; it is
    /// implied by the required equalities when that holds (within `Tolerance.zero`) and
    /// contradicts them otherwise. Its dummies name the equalities it was combined from.
    @inline(__always) func redundancy(of row: Row, _ relation: Relation) -> RowRedundancy {
        guard UnsafeBufferPointer(row.cells.buffer).allSatisfy({ info[Int($0.symbol)].kind == .dummy }) else { return .none }
        let satisfied: Bool
        switch relation {
        case .equal: satisfied = Tolerance.isZero(row.constant)
        case .lessOrEqual: satisfied = row.constant <= Tolerance.zero
        case .greaterOrEqual: satisfied = row.constant >= -Tolerance.zero
        }
        return satisfied ? .satisfied : .violated
    }

    /// Step 5, append the markers: the constraint's slack, error or dummy symbols, then the row
    /// signed so that its constant is ≥ 0.
    ///
    /// Maths: `e ≤ 0 ⇔ e + s = 0` and `e ≥ 0 ⇔ e − s = 0` with slack `s ≥ 0`; an optional
    /// inequality adds an error `ε ≥ 0` on the other side (it absorbs the violation). A required
    /// equality gets a dummy `d = 0` (its marker); an optional one `e = e⁺ − e⁻`, both costed,
    /// so `e⁺ + e⁻ = |e|` at the optimum.
    /// - Returns: the marker and the second error symbol (-1 for none).
    @_transparent mutating func appendMarkers(to row: inout Row, _ relation: Relation, required: Bool,
                                                  handle: Int32) -> (marker: Symbol, other: Symbol) {
        var marker: Symbol, other: Symbol = -1
        switch relation {
        case .lessOrEqual, .greaterOrEqual:
            let sign = relation == .lessOrEqual ? 1.0 : -1.0
            marker = makeSymbol(.slack, owner: handle)
            row.appendNewest(sign, marker)
            if !required {
                other = makeSymbol(.error, owner: handle)
                row.appendNewest(-sign, other)
            }
        case .equal:
            if required {
                marker = makeSymbol(.dummy, owner: handle)
                row.appendNewest(1, marker)
            } else {
                marker = makeSymbol(.error, owner: handle)
                other = makeSymbol(.error, owner: handle)
                row.appendNewest(-1, marker)
                row.appendNewest(1, other)
            }
        }
        if row.constant < 0 { row.scale(by: -1) }
        return (marker, other)
    }

    /// Step 6, choose a subject or negate: the basic symbol for `0 = c + Σ cells` (c ≥ 0).
    ///
    /// Maths: `chooseSubject`'s choice; when it finds none and `c = 0`, `0 = −Σ cells` is the same
    /// equation with the same constant, so a new slack or error whose coefficient is now
    /// negative is a valid subject (its value stays 0) and the row needs no phase one, where
    /// Cassowary and kiwi take phase one (another basis: values may differ from phase one's in
    /// the last bits, see docs/solver.md). A row of dummies alone is a satisfied redundant
    /// equality (step 4): its marker stays basic, so removing it later is a row deletion.
    /// - Returns: nil when phase one must find the subject.
    @_transparent mutating func chooseSubjectOrNegate(_ row: inout Row, marker: Symbol, other: Symbol) -> Symbol? {
        if let subject = chooseSubject(row, marker: marker, other: other) { return subject }
        if row.constant == 0 {
            row.scale(by: -1)
            row.constant = 0
            if let subject = chooseSubject(row, marker: marker, other: other) { return subject }
            row.scale(by: -1)
            row.constant = 0
        }
        if row.cells.allSatisfy({ info[Int($0.symbol)].kind == .dummy }) { return marker }
        return nil
    }

    /// Step 7, install: cost the constraint's errors at `level`, then make `row` the row of
    /// `subject`, or go through phase one when there is none.
    ///
    /// Maths: an optional constraint adds `e⁺ + e⁻` (or `ε`) at weight 1 to its level. The
    /// subject `s` takes `s = row solved for s`, substituted into every row and level that
    /// mentions it. A subject made by this add (its slack, error or dummy) is in no row and not
    /// in the phase-one objective, so substituting it only moves its own cost: nothing for a
    /// slack or dummy, its row at factor 1 for an error (`addCost(of: row)`, the additions
    /// `substitute` would make, in its order).
    /// - Returns: nil when installed, else phase one's final row: the Farkas certificate of a
    ///   conflict (the constraint is then not added; its marker belongs to nothing).
    @_transparent mutating func install(_ row: inout Row, subject: Symbol?, marker: Symbol, other: Symbol,
                                            level: Int) -> Row? {
        let subjectIsNew = subject != nil && (subject == marker || subject == other)
        let costsSubject = subjectIsNew && info[Int(subject!)].kind == .error
        if level >= 0 {
            let equal = info[Int(marker)].kind == .error
            if equal && !(costsSubject && subject == marker) { addCost(of: marker, weight: 1, level: level) }
            if !(costsSubject && subject == other) { addCost(of: other, weight: 1, level: level) }
        }
        guard let subject else {
            guard let failure = addWithArtificialVariable(row) else { return nil }
            info[Int(marker)].owner = -1
            return failure
        }
        row.solve(for: subject)
        if costsSubject {
            addCost(of: row, level: level)
        } else if !subjectIsNew {
            substitute(subject, with: row)
        }
        // Not with pools: the first step would skip the pooling ratio test (Engine+Pools).
        if takesFirstPivotDirectly && activePools == 0 && info[Int(subject)].kind.isRestricted {
            installTakingFirstPivot(&row, for: subject)
        } else {
            setRow(row, for: subject)
        }
        return nil
    }

    /// Picks the basic symbol for a new row `0 = c + Σ cells` (c ≥ 0).
    ///
    /// A caller variable if there is one (it is unrestricted, so any row value is feasible),
    /// preferring the one mentioned by the fewest rows: substituting it touches only those
    /// rows, so this is the Markowitz rule that limits fill-in. Threshold pivoting: only a
    /// variable whose |a| is at least `Tolerance.pivotThreshold` of the largest caller
    /// variable's qualifies — the row solved for it is the row divided by `a`, and substituted
    /// into other rows that factor multiplies their rounding errors. Else the new slack or
    /// error symbol if its coefficient is negative, which makes its value `c / |a| ≥ 0`.
    ///
    /// A caller variable in the row is always chosen over a slack or error: restricted rows
    /// then never mention a parametric caller variable, so making one basic later (its row
    /// substituted into the rows that mention it) never moves a restricted row's constant and
    /// cannot make the tableau infeasible.
    /// `mutating` though it changes nothing: called from `add` (itself mutating), a
    /// non-mutating method gets a copy of the whole engine (a memcpy per add).
    @inline(__always) mutating func chooseSubject(_ row: Row, marker: Symbol, other: Symbol) -> Symbol? {
        var best: Symbol = -1
        var bestCount = Int.max
        // Over the raw cells: iterating the `GrowableArray` itself goes through its generic
        // iterator.
        let cells = UnsafeBufferPointer(row.cells.buffer)
        var largest = 0.0
        for cell in cells where info[Int(cell.symbol)].kind == .external { largest = max(largest, abs(cell.coefficient)) }
        let floor = Tolerance.pivotThreshold * largest
        for cell in cells where info[Int(cell.symbol)].kind == .external && abs(cell.coefficient) >= floor {
            let count = columns.count(Int(cell.symbol))
            if count < bestCount {
                best = cell.symbol
                bestCount = count
            }
        }
        if best >= 0 { return best }
        if info[Int(marker)].kind.isPivotable && row.coefficient(of: marker) < 0 { return marker }
        if other >= 0 && info[Int(other)].kind.isPivotable && row.coefficient(of: other) < 0 { return other }
        return nil
    }

    /// Owners of the required constraints whose markers appear in `row` (aggregate dummies
    /// unfolded, Engine+ClosureFolding): the rows they come from, combined, prove the new
    /// constraint infeasible.
    func support(of row: Row) -> [Int] {
        guard reportsSupport else { return [] }
        let folded = row.cells.contains { info[Int($0.symbol)].owner <= -2 }
        let handles = folded ? closureSupport(of: row) : row.cells.map { info[Int($0.symbol)].owner }
        var owners: [Int] = []
        for handle in handles {
            guard handle >= 0, Int(handle) < constraints.count, let c = constraints[Int(handle)],
                  c.priority >= 1000 else { continue }
            owners.append(c.owner)
        }
        owners.sort()
        var unique: [Int] = []
        for o in owners where unique.last != o { unique.append(o) }
        return unique
    }

    /// Moves edit constraint `handle` to `value` and re-solves with the dual simplex.
    ///
    /// Maths (Cassowary's suggestValue): changing the edit's constant by δ is the same as
    /// shifting its error symbol e⁺ by δ, so every row with coefficient `a` on e⁺ moves by `a·δ`
    /// (or, when e⁺ or e⁻ is basic, just that row moves). Rows that turn negative are then
    /// repaired by `dualOptimize`, which touches only them.
    /// Moves every row that mentions non-basic `symbol` as if the symbol's value grew by
    /// `step` (each row's constant by `a·step`), queueing restricted rows that turn negative
    /// for `dualOptimize`. Shared by `suggest` (an edit's error shifts) and the pools (an
    /// anchor moves to the next breakpoint).
    mutating func shiftRows(along symbol: Symbol, by step: Double) {
        for k in columns.range(of: Int(symbol)) {
            let b = columns[k]
            guard isBasic(b) else { continue }
            let constant = info[Int(b)].rowConstant + coefficient(of: symbol, inRow: b) * step
            info[Int(b)].rowConstant = constant
            if info[Int(b)].kind.isRestricted && constant < -Tolerance.zero { infeasible.append(b) }
        }
    }

    mutating func suggest(_ handle: Int32, _ value: Double) {
        guard var record = constraints[Int(handle)] else { return }
        let delta = value - record.editConstant
        record.editConstant = value
        constraints[Int(handle)] = record
        let marker = record.marker, other = record.other
        if isBasic(marker) {
            info[Int(marker)].rowConstant -= delta
            if info[Int(marker)].rowConstant < -Tolerance.zero { infeasible.append(marker) }
        } else if other >= 0, isBasic(other) {
            info[Int(other)].rowConstant += delta
            if info[Int(other)].rowConstant < -Tolerance.zero { infeasible.append(other) }
        } else {
            shiftRows(along: marker, by: delta)
        }
        dualOptimize()
        if activePools > 0 { settlePools() }
    }
}
