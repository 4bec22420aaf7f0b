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

extension Engine {
    /// Adds `form relation 0` at `priority` (1000 = required).
    ///
    /// Steps (kiwi's `addConstraint`, plus definitions): a required constraint with a fresh
    /// variable becomes a definition. Otherwise the form is expanded over parametric symbols,
    /// given its slack / error / dummy symbols, and solved for a subject; without a subject it
    /// goes through phase one. A required row that reduces to constants-and-dummies is checked
    /// directly: satisfied means redundant, violated means conflict.
    mutating func add(_ form: LinearForm, _ relation: Relation, priority: Double, owner ownerID: Int) -> EngineAddResult {
        form.withView { add($0, relation, priority: priority, owner: ownerID) }
    }

    /// `add` of a form read in place (the front's reusable `FormBuffer`).
    mutating func add(_ form: FormView, _ relation: Relation, priority: Double, owner ownerID: Int) -> EngineAddResult {
        let required = priority >= 1000
        let handle = Int32(constraints.count)
        var record = EngineConstraint(owner: ownerID, marker: -1, other: -1, priority: priority, definition: -1)
        // `cellBuffer` is read through `self` each time: a local copy of the reference cost a
        // retain and a release per add (with `expand`'s and `substitute`'s buffers read the
        // same way: cells 1,000 89.0M -> 86.5M instructions).
        let firstNew = Symbol(truncatingIfNeeded: info.count)
        // Written in place after one `reserve`, not appended cell by cell (a capacity check and
        // a count store each; cells 1,000: 67.11M -> 66.99M instructions, grid 5,000 27.70M ->
        // 27.55M, indep 10,000 62.87M -> 62.98M). Making symbols grows `info`, never
        // `cellBuffer`, so `cells` stays valid.
        let n = form.variables.count
        cellBuffer.reserve(n)
        let cells = cellBuffer.base
        for k in 0 ..< n {
            (cells + k).initialize(to: Cell(symbol: symbol(forVariable: form.variables[k]), coefficient: form.coefficients[k]))
        }
        cellBuffer.setCount(n)
        // A symbol made just now is fresh: `isFresh` (five loads, one of a column's slot) is
        // asked only of older ones (cells 1,000: 68.38M -> 68.21M instructions; chain 10,000
        // 68.93M -> 68.34M, indep 10,000 64.45M -> 63.90M).
        if required, let k = UnsafeBufferPointer(cellBuffer.buffer).firstIndex(where: { $0.symbol >= firstNew || isFresh($0.symbol) }) {
            let marker: Symbol
            let markerCoefficient: Double
            switch relation {
            // An equality's dummy is made by `expand` when a row first uses the definition;
            // most never are (a pinned `x == 8`), so they cost no symbol. A dummy is never
            // picked by a ratio test or Bland's rule (it becomes basic only while its own
            // constraint is removed), so numbering it later changes no choice.
            case .equal: marker = -1; markerCoefficient = 1
            case .lessOrEqual: marker = makeSymbol(.slack, owner: handle); markerCoefficient = 1
            case .greaterOrEqual: marker = makeSymbol(.slack, owner: handle); markerCoefficient = -1
            }
            record.marker = marker
            record.definition = define(UnsafeBufferPointer(cellBuffer.buffer), subjectIndex: k,
                                       constant: form.constant, marker: marker, markerCoefficient: markerCoefficient,
                                       handle: handle)
            constraints.append(record)
            return .added(handle)
        }
        Row.sortBySymbol(cellBuffer.buffer)
        // In `expandBuffer`: no expansion runs before the row is in the tableau (copied).
        var row = expand(UnsafeBufferPointer(cellBuffer.buffer), constant: form.constant)

        var redundant = false
        if UnsafeBufferPointer(row.cells.buffer).allSatisfy({ info[Int($0.symbol)].kind == .dummy }) {
            let satisfied: Bool
            switch relation {
            case .equal: satisfied = Tolerance.isZero(row.constant)
            case .lessOrEqual: satisfied = row.constant <= Tolerance.zero
            case .greaterOrEqual: satisfied = row.constant >= -Tolerance.zero
            }
            if satisfied {
                redundant = true
            } else if required {
                return .conflict(support(of: row))
            }
        }

        let level = required ? -1 : self.level(for: priority)
        switch relation {
        case .lessOrEqual, .greaterOrEqual:
            // e ≤ 0  ⇔  e + s = 0;   e ≥ 0  ⇔  e − s = 0;   optional: the error absorbs the rest.
            let sign = relation == .lessOrEqual ? 1.0 : -1.0
            record.marker = makeSymbol(.slack, owner: handle)
            row.appendNewest(sign, record.marker)
            if !required {
                record.other = makeSymbol(.error, owner: handle)
                row.appendNewest(-sign, record.other)
            }
        case .equal:
            if required {
                record.marker = makeSymbol(.dummy, owner: handle)
                row.appendNewest(1, record.marker)
            } else {
                // e = e⁺ − e⁻, both costed: |e| at this level.
                record.marker = makeSymbol(.error, owner: handle)
                record.other = makeSymbol(.error, owner: handle)
                row.appendNewest(-1, record.marker)
                row.appendNewest(1, record.other)
            }
        }
        if row.constant < 0 { row.scale(by: -1) }

        var subject = chooseSubject(row, marker: record.marker, other: record.other)
        if subject == nil && row.constant == 0 {
            // `0 = Σ cells` negated is the same equation with the same constant, so a new slack
            // or error with a positive coefficient becomes a valid subject (its value stays 0)
            // and the row needs no phase one. Cassowary (and kiwi) take phase one here: e.g. a
            // cell's `subtitle.right ≤ accessory.left − 8` next to the same bound on
            // `title.right` (cells 1,000: 66.44M -> 63.96M instructions). A different basis, so
            // values can differ from phase one's in the last bits (see docs/solver.md).
            row.scale(by: -1)
            row.constant = 0
            subject = chooseSubject(row, marker: record.marker, other: record.other)
            if subject == nil { row.scale(by: -1); row.constant = 0 }
        }
        if subject == nil && row.cells.allSatisfy({ info[Int($0.symbol)].kind == .dummy }) {
            // Only reachable when satisfied (checked above): keep the marker basic so that
            // removing this constraint later is a plain row deletion.
            subject = record.marker
        }
        // A subject made by this add (its slack, error or dummy) is in no row and not in the
        // phase-one objective, so substituting it only moves its own cost into the objective:
        // nothing for a slack or dummy, and for an error (weight 1 at `level`) its row at factor
        // 1, written directly (`addCost(of: row)`) instead of costing the error and then
        // substituting it. The other errors are costed in the order they were made. Saves an
        // `addCost`, a `removeCost` per level and a pass over an empty column per optional
        // constraint (cells 1,000: 78.9M -> 78.3M instructions with `symbol(forVariable:)`),
        // and `substitute`'s call for a new slack subject (78.3M -> 76.6M).
        let subjectIsNew = subject != nil && (subject == record.marker || subject == record.other)
        let costsSubject = subjectIsNew && info[Int(subject!)].kind == .error
        if !required {
            if relation == .equal && !(costsSubject && subject == record.marker) { addCost(of: record.marker, weight: 1, level: level) }
            if !(costsSubject && subject == record.other) { addCost(of: record.other, weight: 1, level: level) }
        }
        if let subject {
            row.solve(for: subject)
            if costsSubject {
                addCost(of: row, level: level)
            } else if !subjectIsNew {
                substitute(subject, with: row)
            }
            if takesFirstPivotDirectly && info[Int(subject)].kind.isRestricted {
                installTakingFirstPivot(&row, for: subject)
            } else {
                setRow(row, for: subject)
            }
        } else if let failure = addWithArtificialVariable(row) {
            info[Int(record.marker)].owner = -1
            optimize()
            return .conflict(support(of: failure))
        }
        constraints.append(record)
        optimize()
        return redundant ? .redundant(handle) : .added(handle)
    }

    /// Picks the basic symbol for a new row `0 = c + Σ cells` (c ≥ 0).
    ///
    /// A caller variable if there is one (it is unrestricted, so any row value is feasible),
    /// preferring the one mentioned by the fewest rows: substituting it touches only those
    /// rows, so this is the Markowitz rule that limits fill-in. Else the new slack or error
    /// symbol if its coefficient is negative, which makes its value `c / |a| ≥ 0`.
    /// `mutating` though it changes nothing: called from `add` (itself mutating), a
    /// non-mutating method gets a copy of the whole 272-byte engine (a memcpy per add).
    @inline(__always) mutating func chooseSubject(_ row: Row, marker: Symbol, other: Symbol) -> Symbol? {
        var best: Symbol = -1
        var bestCount = Int.max
        // Over the raw cells: iterating the `GrowableArray` itself went through its generic
        // iterator (cells 1,000, with the loops of `add`, `addCost(of: row)` and `substitute` over a row: 76.6M -> 76.0M).
        for cell in UnsafeBufferPointer(row.cells.buffer) where info[Int(cell.symbol)].kind == .external {
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

    /// Owners of the required constraints whose markers appear in `row`: the rows they come
    /// from, combined, prove the new constraint infeasible.
    func support(of row: Row) -> [Int] {
        guard reportsSupport else { return [] }
        var owners: [Int] = []
        for cell in row.cells {
            let handle = info[Int(cell.symbol)].owner
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
            for k in columns.range(of: Int(marker)) {
                let b = columns[k]
                guard isBasic(b) else { continue }
                let constant = info[Int(b)].rowConstant + coefficient(of: marker, inRow: b) * delta
                info[Int(b)].rowConstant = constant
                if info[Int(b)].kind.isRestricted && constant < -Tolerance.zero { infeasible.append(b) }
            }
        }
        dualOptimize()
    }
}
