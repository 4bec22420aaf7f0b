/// The state and logic behind `Solver`, as a value type: its stored properties are then
/// checked for exclusive access at compile time, where a class's are checked at run time on
/// every access (measurable on a per-constraint path). `Solver` forwards each call here.
struct SolverCore {
    /// What duplicate detection and removal need of a constraint, kept apart from the
    /// `Constraint` itself so that probing a candidate touches 32 bytes and retains nothing.
    struct Record {
        var fingerprint: UInt64
        var handle: Int32
        /// The record that owns the engine constraint (itself unless a duplicate).
        var primary: Int32
        /// The next live duplicate of the same primary in add order, -1 for none: a primary's
        /// duplicates are the chain from its record. (A `[Int: [Int]]` allocated its storage
        /// and an array on a solver's first duplicate, once per list cell.)
        var nextDuplicate: Int32 = -1
        /// For a primary: the last record of its chain (itself when it has no duplicate), so a
        /// duplicate is appended in O(1) however many there are.
        var lastDuplicate: Int32 = -1
        /// Whether this primary is indexed in `primaries` (else through `introducer`).
        var inTable: Bool
        var isLive = true
        /// Add order (ids are reused, see `retiredIDs`): conflicts list their constraints in it.
        var order: UInt32 = 0
    }

    var engine: Engine
    var names: [String] = []
    /// Indexed by `ConstraintID.rawValue` (refused constraints get no id). Grown by `realloc`
    /// like the engine's arrays (GrowableArray: shared by copies; a core is never copied).
    let records = GrowableArray<Record>(capacity: 40)
    /// The constraint of each record; `removed` once removed (`records[i].isLive` says which).
    /// Not optional: storing a `Constraint?` went through an outlined copy of the wrapped value
    /// on every add, with twice the retains a stored copy needs.
    let held = GrowableArray<Constraint>(capacity: 40)
    /// The term arrays of the constraints held until the last reset (`Solver.spareTerms`).
    var spareTerms = SpareTerms()
    /// What a removed record's slot holds: no terms, so the caller's expressions are released.
    private static let removed = Constraint(Expression(), .equal, Expression())
    /// Primary record by fingerprint of its `ConstraintKey` (lookups only, never iterated), for
    /// the constraints that mention no new variable; the others are found through `introducer`.
    /// Made with the solver at a list cell's size (20 entries, 64 slots at load ≤ 1/2): made on
    /// first insert, it was a cell's last allocation inside `add`.
    var primaries = FingerprintTable(slots: 64)
    /// By caller variable id: the record of the first constraint that mentioned the variable
    /// (its heir once removed with duplicates left), -1 while none did. See `add`. Sized for a
    /// list cell's 20 variables: grown from empty it took a `realloc` every cell.
    private let introducer = GrowableArray<Int32>(capacity: 32)
    /// Ids of removed records that nothing refers to any more, reused by the next adds (last
    /// first) so that removing and re-adding forever keeps the solver's size. An introducer
    /// removed without duplicates is never reused: `introducer` still names it.
    private let retiredIDs = GrowableArray<Int32>(capacity: 4)
    /// Constraints added so far: the next record's `order`.
    private var addCount: UInt32 = 0
    /// Live copies of an optional primary that has duplicates, by its record id (lookups only,
    /// never iterated): the weight of its folded constraint (Engine+Copies). Absent: 1.
    var copies: [Int32: Int32] = [:]
    /// Edit constraint handle by variable id.
    var edits: [Int: Int32] = [:]
    var valuesAreCurrent = true
    /// What the residual check found for the current values; nil inside until it has run.
    /// The check runs when `failure` is asked, once per solve: callers that read values in a
    /// loop of edits and never ask (an interactive drag) do not pay O(constraints) per solve.
    var residualCheck: SolverFailure?? = nil
    /// Reused by `add` so that reading a constraint allocates nothing (raw storage: no
    /// uniqueness check per term, see FormBuffer).
    private var form = FormBuffer()
    /// Reused to read a held constraint when a fingerprint matches.
    private var heldForm = FormBuffer()

    /// Backs `Solver.conflicts`.
    var conflicts: [Conflict] = []
    /// Set once the float engine was caught out (a false conflict, the residual check, the
    /// iteration bound, a numerically suspect solve): from then on the exact rational solver
    /// answers every call (SolverCore+Exact, docs/solver.md "The exact safety net").
    var exact: ExactMode?
    /// A refusal the exact check could not decide within its work budget: sticky, reported by
    /// `failure` (the refusal may be a false conflict).
    var unverified: SolverFailure?
    /// Work one exact solve may do (`ExactLexSolver.workBudget`; the oracle corpus's debug-build
    /// replay lowers it).
    var exactWorkBudget = ExactLexSolver.workBudget
    /// The size guard of the exact fallback (`ExactLimits.maxConstraints`; tests lower it).
    var exactLimit = ExactLimits.maxConstraints
    /// Live constraints up to which a doubted float solve is certified exactly
    /// (SolverCore+Certify; `ExactLimits.maxCertified`, tests change it).
    var certifyLimit = ExactLimits.maxCertified
    /// The values of a certified float solve (exact where the optimum determines them), read
    /// instead of the engine's until the next solve; nil when not certified.
    var certifiedValues: [Double]?
    /// What the certifier did with the last float solve.
    var certification = Certification.none
    /// The smallest and largest |coefficient| of every constraint added so far, 1 included
    /// (removals do not shrink them): the certifier's width signal (SolverCore+Certify).
    var smallestCoefficient = 1.0, largestCoefficient = 1.0

    init(defersLongOptionalConstraints: Bool = true) {
        engine = Engine(defersLongOptionalConstraints: defersLongOptionalConstraints)
        names.reserveCapacity(32)
    }

    /// Backs `Solver.reset`: every stored property as `init()` leaves it (a property added
    /// above needs its line here; `SolverResetTests` compares reset solvers with new ones).
    mutating func reset() {
        engine.reset()
        names.removeAll(keepingCapacity: true)
        records.removeAll()
        spareTerms.keep(from: held.buffer)
        held.removeAll()
        primaries.removeAll()
        introducer.removeAll()
        retiredIDs.removeAll()
        addCount = 0
        copies = [:]
        edits = [:]
        valuesAreCurrent = true
        residualCheck = nil
        conflicts.removeAll(keepingCapacity: true)
        exact = nil
        unverified = nil
        exactWorkBudget = ExactLexSolver.workBudget
        exactLimit = ExactLimits.maxConstraints
        certifyLimit = ExactLimits.maxCertified
        certifiedValues = nil
        certification = .none
        smallestCoefficient = 1.0
        largestCoefficient = 1.0
    }

    /// Backs `Solver.makeVariable`.
    mutating func makeVariable(_ name: String) -> Variable {
        names.append(name)
        return Variable(id: names.count - 1, name: name)
    }

    /// Backs `Solver.add`: duplicates are found here (see `introducer`, `primaries`), the rest
    /// goes to the engine.
    @discardableResult
    mutating func add(_ c: consuming Constraint) -> AddOutcome {
        form.load(c)
        let view = form.view
        guard form.isAcceptable else { return refuse(Conflict(constraints: [copy c], broken: c)) }
        if form.smallest < smallestCoefficient || form.largest > largestCoefficient { widenCoefficients() }
        let priority = c.priority.clamped
        let fingerprint = view.fingerprint(c.relation, priority: priority)
        let id = nextID
        // A constraint that mentions a variable no earlier constraint mentioned cannot duplicate
        // a live one, and any later duplicate of it must mention that variable: such
        // "introducers" stay out of the fingerprint table and are found through `introducer`.
        // Only the constraints that introduce nothing (a fifth of a typical layout) are hashed.
        var introduces = false
        for v in view.variables where v >= introducer.count || introducer[v] < 0 {
            introduces = true
            break
        }
        var existing: Int?
        if !introduces {
            if let first = introducedDuplicate(of: fingerprint, c.relation, priority: priority) {
                return addDuplicate(consume c, of: first, fingerprint: fingerprint)
            }
            // Registers `id` as the primary of its fingerprint unless one exists (undone on conflict).
            existing = primaries.lookupOrInsert(fingerprint, id)
            if let first = existing, records[first].isLive, isSameKey(record: first, c.relation, priority) {
                return addDuplicate(consume c, of: first, fingerprint: fingerprint)
            }
        }
        if exact != nil {
            return addExactly(consume c, fingerprint: fingerprint, introduces: introduces, inserted: !introduces && existing == nil)
        }
        switch engine.add(view, c.relation, priority: priority, owner: id) {
        case .added(let handle):
            adopt(consume c, fingerprint: fingerprint, handle: handle, introduces: introduces)
            return confirmedIfDoubted(.added(ConstraintID(id)), priority: priority)
        case .redundant(let handle):
            adopt(consume c, fingerprint: fingerprint, handle: handle, introduces: introduces)
            return confirmedIfDoubted(.redundant(ConstraintID(id)), priority: priority)
        case .conflict(let support):
            return verifyRefusal(consume c, support: support, fingerprint: fingerprint, introduces: introduces,
                                 inserted: !introduces && existing == nil)
        }
    }

    /// The live primary introduced by one of `form`'s variables whose key equals the form's.
    @inline(__always) private mutating func introducedDuplicate(of fingerprint: UInt64, _ relation: Relation, priority: Double) -> Int? {
        for v in UnsafeBufferPointer(form.variables.buffer) {
            let r = Int(introducer[v])
            let record = records[r]
            guard record.isLive, record.primary == r, !record.inTable, record.fingerprint == fingerprint,
                  isSameKey(record: r, relation, priority) else { continue }
            return r
        }
        return nil
    }

    /// Whether held constraint `r` has the same `ConstraintKey` as the form being added. Takes
    /// the record, not the constraint: the constraint is read in place (passing it copied it
    /// through its value witness, two retains).
    private mutating func isSameKey(record r: Int, _ relation: Relation, _ priority: Double) -> Bool {
        heldForm.load(held[r])
        return form.view.hasSameKey(relation, priority: priority, as: heldForm.view, held[r].relation,
                                    otherPriority: held[r].priority.clamped)
    }

    private mutating func addDuplicate(_ c: consuming Constraint, of first: Int, fingerprint: UInt64) -> AddOutcome {
        let id = nextID
        let holder = records[first]
        if !c.priority.isRequired { countCopies(of: first, by: 1, handle: holder.handle) }
        place(Record(fingerprint: fingerprint, handle: holder.handle, primary: Int32(truncatingIfNeeded: first),
                     inTable: holder.inTable), consume c, at: id)
        let last = holder.lastDuplicate >= 0 ? Int(holder.lastDuplicate) : first
        records[last].nextDuplicate = Int32(truncatingIfNeeded: id)
        records[first].lastDuplicate = Int32(truncatingIfNeeded: id)
        return .duplicate(ConstraintID(id))
    }

    /// Adds `delta` to the live copies of optional primary `primary`, and re-weighs its
    /// constraint: each copy is a term of its own in Auto Layout's objective.
    private mutating func countCopies(of primary: Int, by delta: Int, handle: Int32) {
        let key = Int32(truncatingIfNeeded: primary)
        let n = Int(copies[key] ?? 1), m = n + delta
        if m == 1 { copies.removeValue(forKey: key) } else { copies[key] = Int32(truncatingIfNeeded: m) }
        if exact == nil { engine.reweigh(handle, from: n, to: m) } else { exact!.isCurrent = false }
        valuesAreCurrent = false
    }

    /// How many live copies record `i` (a live primary) stands for.
    func copyCount(_ i: Int) -> Int { copies.isEmpty ? 1 : Int(copies[Int32(truncatingIfNeeded: i)] ?? 1) }

    /// `accepted` as `add` answers it: a required constraint accepted while the engine is in
    /// doubt is confirmed first (SolverCore+DoubtedAdd); layouts raise no doubt, so the test is
    /// the unlikely branch. Inlined: one call per accepted add.
    @inline(__always) mutating func confirmedIfDoubted(_ accepted: AddOutcome, priority: Double) -> AddOutcome {
        if _slowPath(engine.suspectReasons & Engine.doubtMask != 0) && priority >= 1000 {
            return confirmDoubtedAdd(accepted)
        }
        return accepted
    }

    /// Takes the new constraint's smallest and largest |coefficient| into the system's (the
    /// certifier's width signal); flags the engine's doubt once they span more than
    /// `wideCoefficients`. Called only when one of them is a new extreme.
    @inline(never) mutating func widenCoefficients() {
        smallestCoefficient = min(smallestCoefficient, form.smallest)
        largestCoefficient = max(largestCoefficient, form.largest)
        if largestCoefficient > Self.wideCoefficients * smallestCoefficient { engine.suspect(.wideCoefficients) }
    }

    /// Undoes `adopt` of record `id` (the last add): its id goes back to the retired ones, the
    /// variables it introduced to no introducer, its add order to the next add. For a required
    /// constraint whose float acceptance did not stand (SolverCore+DoubtedAdd), about to be
    /// added again exactly.
    mutating func unadopt(_ id: Int) {
        if !records[id].inTable {
            for v in LinearForm(held[id]).variables where introducer[v] == Int32(truncatingIfNeeded: id) {
                introducer[v] = -1
            }
        }
        records[id].isLive = false
        held[id] = Self.removed
        retiredIDs.append(Int32(truncatingIfNeeded: id))
        addCount &-= 1
    }

    /// Inlined, like `FingerprintTable.lookupOrInsert` and `Engine.addCost(of:)`: each has one or
    /// two call sites on the per-add path.
    @inline(__always) mutating func adopt(_ c: consuming Constraint, fingerprint: UInt64, handle: Int32, introduces: Bool) {
        let id = nextID
        place(Record(fingerprint: fingerprint, handle: handle, primary: Int32(truncatingIfNeeded: id),
                     inTable: !introduces), consume c, at: id)
        if introduces {
            for v in UnsafeBufferPointer(form.variables.buffer) {
                if v >= introducer.count {
                    introducer.append(-1, times: max(v + 1, 2 * introducer.count, names.count) - introducer.count)
                }
                if introducer[v] < 0 { introducer[v] = Int32(truncatingIfNeeded: id) }
            }
        }
        valuesAreCurrent = false
    }

    /// The id the next added constraint gets: a retired one, else a new one.
    @inline(__always) var nextID: Int { retiredIDs.isEmpty ? records.count : Int(retiredIDs[retiredIDs.count - 1]) }

    /// Stores a new record and its constraint at `id` (from `nextID`).
    @inline(__always) private mutating func place(_ record: consuming Record, _ c: consuming Constraint, at id: Int) {
        var record = record
        record.order = addCount
        addCount &+= 1
        if id == records.count {
            records.append(record)
            held.append(consume c)
        } else {
            retiredIDs.removeLast()
            records[id] = record
            held[id] = consume c
        }
    }

    /// Whether records `a` and `b` were added in that order.
    func isAddedBefore(_ a: Int, _ b: Int) -> Bool { records[a].order < records[b].order }

    mutating func refuse(_ conflict: Conflict) -> AddOutcome {
        conflicts.append(conflict)
        return .conflict(conflict)
    }

    /// Backs `Solver.remove`.
    mutating func remove(_ id: ConstraintID) throws(SolverError) {
        guard id.rawValue >= 0, id.rawValue < records.count, records[id.rawValue].isLive else {
            throw .unknownConstraint(id)
        }
        let constraint = held[id.rawValue]
        let record = records[id.rawValue]
        records[id.rawValue].isLive = false
        held[id.rawValue] = Self.removed
        if record.primary != id.rawValue {
            // A duplicate: the primary keeps the effect; unlinked from its chain.
            var k = Int(record.primary)
            while records[k].nextDuplicate != Int32(truncatingIfNeeded: id.rawValue) { k = Int(records[k].nextDuplicate) }
            records[k].nextDuplicate = record.nextDuplicate
            let primary = Int(record.primary)
            if records[primary].lastDuplicate == Int32(truncatingIfNeeded: id.rawValue) {
                records[primary].lastDuplicate = Int32(truncatingIfNeeded: k)
            }
            if !constraint.priority.isRequired { countCopies(of: primary, by: -1, handle: record.handle) }
        } else if record.nextDuplicate >= 0 {
            // The oldest duplicate inherits the engine constraint and the remaining duplicates
            // (the rest of the chain, which now starts at it).
            let heir = Int(record.nextDuplicate)
            records[heir].lastDuplicate = record.lastDuplicate
            var k = heir
            while k >= 0 {
                records[k].primary = Int32(truncatingIfNeeded: heir)
                k = Int(records[k].nextDuplicate)
            }
            if record.inTable {
                if primaries.lookup(record.fingerprint) == id.rawValue { primaries.insert(record.fingerprint, heir) }
            } else {
                // The heir has the same variables: it takes over as their introducer.
                for v in LinearForm(constraint).variables where introducer[v] == Int32(id.rawValue) {
                    introducer[v] = Int32(truncatingIfNeeded: heir)
                }
            }
            if exact == nil { engine.constraints[Int(record.handle)]?.owner = heir }
            if !constraint.priority.isRequired, let n = copies.removeValue(forKey: Int32(truncatingIfNeeded: id.rawValue)) {
                copies[Int32(truncatingIfNeeded: heir)] = n
                countCopies(of: heir, by: -1, handle: record.handle)
            }
        } else {
            // An introducer needs no cleanup: its entries now name a removed record (so its id
            // is not reused).
            if record.inTable, primaries.lookup(record.fingerprint) == id.rawValue { primaries.remove(record.fingerprint) }
            if exact == nil { engine.remove(record.handle) } else { exact!.isCurrent = false }
            if !record.inTable {
                valuesAreCurrent = false
                return
            }
        }
        retiredIDs.append(Int32(truncatingIfNeeded: id.rawValue))
        valuesAreCurrent = false
    }

    /// Backs `Solver.constraint`.
    func constraint(_ id: ConstraintID) -> Constraint? {
        guard id.rawValue >= 0, id.rawValue < records.count else { return nil }
        return records[id.rawValue].isLive ? held[id.rawValue] : nil
    }

    // MARK: - Edit variables

    /// Backs `Solver.addEditVariable`.
    mutating func addEditVariable(_ v: Variable, priority: Priority) throws(SolverError) {
        guard !priority.isRequired else { throw .badEditPriority(v) }
        guard !hasEditVariable(v) else { throw .duplicateEditVariable(v) }
        if exact != nil {
            exact!.edits[v.id] = (priority.clamped, 0)
            exact!.isCurrent = false
            valuesAreCurrent = false
            return
        }
        let form = LinearForm(variables: [v.id], coefficients: [1], constant: 0)
        switch engine.add(form, .equal, priority: priority.clamped, owner: -1, definesFresh: false) {
        case .added(let handle), .redundant(let handle):
            edits[v.id] = handle
        case .conflict:
            break  // unreachable: an optional constraint always has an error to absorb it
        }
        valuesAreCurrent = false
    }

    /// Backs `Solver.removeEditVariable`.
    mutating func removeEditVariable(_ v: Variable) throws(SolverError) {
        if exact != nil {
            guard exact!.edits.removeValue(forKey: v.id) != nil else { throw .unknownEditVariable(v) }
            exact!.isCurrent = false
            valuesAreCurrent = false
            return
        }
        guard let handle = edits.removeValue(forKey: v.id) else { throw .unknownEditVariable(v) }
        engine.remove(handle)
        valuesAreCurrent = false
    }

    /// Backs `Solver.suggest`.
    mutating func suggest(_ v: Variable, _ value: Double) throws(SolverError) {
        if exact != nil {
            guard exact!.edits[v.id] != nil else { throw .unknownEditVariable(v) }
            guard Tolerance.isAcceptable(value) else { throw .nonFiniteValue(v) }
            exact!.edits[v.id]!.value = value
            exact!.isCurrent = false
            valuesAreCurrent = false
            return
        }
        guard let handle = edits[v.id] else { throw .unknownEditVariable(v) }
        guard Tolerance.isAcceptable(value) else { throw .nonFiniteValue(v) }
        engine.suggest(handle, value)
        valuesAreCurrent = false
    }

    /// Backs `Solver.hasEditVariable`.
    func hasEditVariable(_ v: Variable) -> Bool { edits[v.id] != nil || exact?.edits[v.id] != nil }

    // MARK: - Results

    /// Backs `Solver.solve`.
    mutating func solve() {
        guard !valuesAreCurrent else { return }
        if exact != nil {
            solveExactly()
        } else {
            engine.updateValuesInstallingBroken()
            residualCheck = nil
            certifiedValues = nil
            certification = .none
        }
        valuesAreCurrent = true
    }

    /// Brings values up to date and, on the first read after a float solve, checks them:
    /// the iteration bound, the engine's numerically-suspect flag and the residual check. When
    /// one fires and the system is within the exact limit, the solver moves to exact mode and
    /// the values are the exact optimum's; beyond it, the finding is `failure` (SolverCore+Exact).
    /// Every read (`value`, `failure`, `ambiguousVariables`) goes through here, so no value is
    /// ever read that the checks have not seen.
    @inline(__always) mutating func settle() {
        if valuesAreCurrent && (residualCheck != nil || exact != nil) { return }
        solve()
        if exact == nil && residualCheck == nil { checkFloatSolve() }
    }

    /// Backs `Solver.failure`: an internal error the exact fallback could not take over (see
    /// `settle`), or the exact solver's own.
    mutating func failure() -> SolverFailure? {
        settle()
        if let unverified { return unverified }
        if let mode = exact { return mode.failure }
        return residualCheck ?? nil
    }

    /// The residual check: the first live required constraint that the values violate beyond
    /// `threshold` (`Tolerance.residual`, or the exact trigger's `Tolerance.exactResidual`) of
    /// its magnitude, in add order.
    ///
    /// Maths: for `Σ aₖ·xₖ + c  rel  0` (lhs − rhs, terms read from the held constraint, not
    /// from the tableau), the violation is `|r|` for an equality and `max(r, 0)` or `max(−r, 0)`
    /// for an inequality, `r = Σ aₖ·value(xₖ) + c`. The tableau is built from the same
    /// constraints, so in exact arithmetic every violation is 0; a large one means rounding broke
    /// the tableau, and the values must not be used.
    /// - Complexity: O(terms of the live required constraints), at most once per solve.
    func firstResidualFailure(beyond threshold: Double = Tolerance.residual) -> SolverFailure? {
        for i in 0 ..< records.count where records[i].isLive && records[i].primary == Int32(truncatingIfNeeded: i) {
            let c = held[i]
            guard c.priority.isRequired else { continue }
            let (violation, scale) = Self.violation(of: c) { engineValue($0) }
            if !(violation <= threshold * max(1, scale)) {
                return .residual(constraint: ConstraintID(i), tag: c.tag, violation: violation)
            }
        }
        return nil
    }

    func engineValue(_ v: Variable) -> Double {
        guard let s = engine.existingSymbol(forVariable: v.id) else { return 0 }
        return engine.value(of: s)
    }

    /// Backs `Solver.value`.
    mutating func value(_ v: Variable) -> Double {
        settle()
        if let mode = exact { return mode.value(v.id) }
        if let certifiedValues, v.id < certifiedValues.count { return certifiedValues[v.id] }
        guard let s = engine.existingSymbol(forVariable: v.id) else { return 0 }
        let x = engine.value(of: s)
        if x.isNaN { return 0 }
        return min(max(x, -Double.greatestFiniteMagnitude), Double.greatestFiniteMagnitude)
    }

    /// Backs `Solver.ambiguity`.
    mutating func ambiguity() -> Ambiguity {
        settle()
        if let mode = exact { return exactAmbiguity(mode) }
        var found = engine.ambiguity(count: names.count)
        if !found.variables.isEmpty && engine.liveDeferred > 0 {
            // The held set has ambiguity the deferred constraints may take away: they are
            // installed (the values, which hold them, stay an optimum: Engine+Deferred), and
            // the new tableau's values go through the read checks like any solve's.
            engine.installAllDeferred()
            valuesAreCurrent = false
            settle()
            if let mode = exact { return exactAmbiguity(mode) }
            found = engine.ambiguity(count: names.count)
        }
        let couplings = found.couplings.sorted { isAddedBefore($0, $1) }
        return Ambiguity(variables: found.variables.map { Variable(id: $0, name: names[$0]) },
                         combined: found.combined.map { Variable(id: $0, name: names[$0]) },
                         couplingTags: couplings.map { held[$0].tag })
    }

    /// `ambiguity()` in exact mode: the exact tableau's free directions, without combinations.
    private func exactAmbiguity(_ mode: ExactMode) -> Ambiguity {
        let variables = (0 ..< names.count).filter { mode.isAmbiguous($0) }.map { Variable(id: $0, name: names[$0]) }
        return Ambiguity(variables: variables, combined: [], couplingTags: [])
    }

    /// Live constraints (excluding duplicates) in add order, with their ids.
    var liveRequiredConstraints: [(id: Int, constraint: Constraint)] {
        records.indices.compactMap { i in
            let c = held[i]
            guard records[i].isLive, c.priority.isRequired, records[i].primary == i else { return nil }
            return (i, c)
        }.sorted { isAddedBefore($0.id, $1.id) }
    }

    func record(_ id: Int) -> Constraint? {
        id >= 0 && id < held.count && records[id].isLive ? held[id] : nil
    }
}
