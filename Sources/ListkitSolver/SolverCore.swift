/// The state and logic behind `Solver`, as a value type: its stored properties are then
/// checked for exclusive access at compile time, where a class's are checked at run time on
/// every access (measurable on a per-constraint path). `Solver` forwards each call here.
struct SolverCore {
    private struct Record {
        var constraint: Constraint
        var fingerprint: UInt64
        var handle: Int32
        /// The record that owns the engine constraint (itself unless a duplicate).
        var primary: Int
    }

    var engine = Engine()
    private var names: [String] = []
    /// Indexed by `ConstraintID.rawValue`; nil once removed (or for refused constraints).
    private var records: [Record?] = []
    /// Primary record by fingerprint of its `ConstraintKey` (lookups only, never iterated).
    private var primaries = FingerprintTable()
    /// Live duplicates of a primary record, in add order (only for primaries that have some).
    private var duplicates: [Int: [Int]] = [:]
    /// Edit constraint handle by variable id.
    private var edits: [Int: Int32] = [:]
    private var valuesAreCurrent = true
    /// Reused by `add` so that reading a constraint allocates nothing.
    private var form = LinearForm()

    /// Every conflict `add` refused, in order.
    private(set) var conflicts: [Conflict] = []

    init() {
        records.reserveCapacity(64)
        names.reserveCapacity(32)
    }

    /// A new variable, value 0 until constrained.
    mutating func makeVariable(_ name: String) -> Variable {
        names.append(name)
        return Variable(id: names.count - 1, name: name)
    }

    /// Adds a constraint. Never traps: a required constraint that contradicts the required ones
    /// present is not added, and the conflict (an irreducible set) is returned and recorded in
    /// `conflicts`; solving goes on without it.
    /// - Complexity: near-constant for the sparse, nearly triangular systems of UI layout; a
    ///   conflict costs one or O(k) solves of its k-constraint conflicting set.
    @discardableResult
    mutating func add(_ c: Constraint) -> AddOutcome {
        form.load(c)
        guard form.isAcceptable else { return refuse(Conflict(constraints: [c], broken: c)) }
        let priority = c.priority.clamped
        let fingerprint = form.fingerprint(c.relation, priority: priority)
        let id = records.count
        // Registers `id` as the primary of its fingerprint unless one exists (undone on conflict).
        let existing = primaries.lookupOrInsert(fingerprint, id)
        if let first = existing, let holder = records[first],
           ConstraintKey(LinearForm(holder.constraint), holder.constraint.relation,
                         priority: holder.constraint.priority.clamped) == ConstraintKey(form, c.relation, priority: priority) {
            records.append(Record(constraint: c, fingerprint: fingerprint, handle: holder.handle, primary: first))
            duplicates[first, default: []].append(id)
            return .duplicate(ConstraintID(id))
        }
        switch engine.add(form, c.relation, priority: priority, owner: id) {
        case .added(let handle):
            adopt(c, fingerprint: fingerprint, handle: handle)
            return .added(ConstraintID(id))
        case .redundant(let handle):
            adopt(c, fingerprint: fingerprint, handle: handle)
            return .redundant(ConstraintID(id))
        case .conflict(let support):
            if existing == nil { primaries.remove(fingerprint) }
            return refuse(explain(c, support: support))
        }
    }

    private mutating func adopt(_ c: Constraint, fingerprint: UInt64, handle: Int32) {
        records.append(Record(constraint: c, fingerprint: fingerprint, handle: handle, primary: records.count))
        valuesAreCurrent = false
    }

    private mutating func refuse(_ conflict: Conflict) -> AddOutcome {
        conflicts.append(conflict)
        return .conflict(conflict)
    }

    /// Removes a constraint added earlier.
    /// - Throws: `.unknownConstraint` if `id` is not in the solver.
    mutating func remove(_ id: ConstraintID) throws(SolverError) {
        guard id.rawValue >= 0, id.rawValue < records.count, let record = records[id.rawValue] else {
            throw .unknownConstraint(id)
        }
        records[id.rawValue] = nil
        if record.primary != id.rawValue {
            // A duplicate: the primary keeps the effect.
            duplicates[record.primary]?.removeAll { $0 == id.rawValue }
        } else if var heirs = duplicates.removeValue(forKey: id.rawValue), !heirs.isEmpty {
            // The oldest duplicate inherits the engine constraint and the remaining duplicates.
            let heir = heirs.removeFirst()
            for k in [heir] + heirs { records[k]?.primary = heir }
            if !heirs.isEmpty { duplicates[heir] = heirs }
            if primaries.lookup(record.fingerprint) == id.rawValue { primaries.insert(record.fingerprint, heir) }
            engine.constraints[Int(record.handle)]?.owner = heir
        } else {
            if primaries.lookup(record.fingerprint) == id.rawValue { primaries.remove(record.fingerprint) }
            engine.remove(record.handle)
        }
        valuesAreCurrent = false
    }

    /// The constraint behind an id, while it is in the solver.
    func constraint(_ id: ConstraintID) -> Constraint? {
        guard id.rawValue >= 0, id.rawValue < records.count else { return nil }
        return records[id.rawValue]?.constraint
    }

    // MARK: - Edit variables

    /// Makes `v` editable: `suggest` then pulls it towards a value at `priority`.
    /// - Throws: `.badEditPriority` for a required priority, `.duplicateEditVariable` if `v`
    ///   is already editable.
    mutating func addEditVariable(_ v: Variable, priority: Priority) throws(SolverError) {
        guard !priority.isRequired else { throw .badEditPriority(v) }
        guard edits[v.id] == nil else { throw .duplicateEditVariable(v) }
        let form = LinearForm(variables: [v.id], coefficients: [1], constant: 0)
        switch engine.add(form, .equal, priority: priority.clamped, owner: -1) {
        case .added(let handle), .redundant(let handle):
            edits[v.id] = handle
        case .conflict:
            break  // unreachable: an optional constraint always has an error to absorb it
        }
        valuesAreCurrent = false
    }

    /// Makes `v` an ordinary variable again.
    /// - Throws: `.unknownEditVariable` if `v` is not editable.
    mutating func removeEditVariable(_ v: Variable) throws(SolverError) {
        guard let handle = edits.removeValue(forKey: v.id) else { throw .unknownEditVariable(v) }
        engine.remove(handle)
        valuesAreCurrent = false
    }

    /// Pulls edit variable `v` towards `value` and re-solves incrementally (dual simplex).
    /// - Throws: `.unknownEditVariable`, or `.nonFiniteValue` for NaN, ±∞ or |value| > 1e12.
    /// - Complexity: proportional to the rows the change reaches, plus `solve()`.
    mutating func suggest(_ v: Variable, _ value: Double) throws(SolverError) {
        guard let handle = edits[v.id] else { throw .unknownEditVariable(v) }
        guard Tolerance.isAcceptable(value) else { throw .nonFiniteValue(v) }
        engine.suggest(handle, value)
        valuesAreCurrent = false
    }

    /// Whether `v` is an edit variable.
    func hasEditVariable(_ v: Variable) -> Bool { edits[v.id] != nil }

    // MARK: - Results

    /// Brings values up to date. The tableau is kept optimal by every call above, so this only
    /// evaluates the definitions; it does nothing when nothing changed.
    /// - Complexity: O(number of definitions).
    mutating func solve() {
        guard !valuesAreCurrent else { return }
        engine.updateValues()
        valuesAreCurrent = true
    }

    /// The value of `v` at the optimum (0 for a variable never constrained). Always finite.
    mutating func value(_ v: Variable) -> Double {
        solve()
        guard let s = engine.existingSymbol(forVariable: v.id) else { return 0 }
        let x = engine.value(of: s)
        if x.isNaN { return 0 }
        return min(max(x, -Double.greatestFiniteMagnitude), Double.greatestFiniteMagnitude)
    }

    /// Variables not uniquely determined at the optimum — they could move without changing any
    /// constraint's violation (Auto Layout's `hasAmbiguousLayout`), in id order.
    /// - Complexity: O(size of the tableau and definitions).
    mutating func ambiguousVariables() -> [Variable] {
        solve()
        return engine.ambiguousVariables(count: names.count).map { Variable(id: $0, name: names[$0]) }
    }

    /// Live constraints (excluding duplicates) in add order, with their ids.
    var liveRequiredConstraints: [(id: Int, constraint: Constraint)] {
        records.indices.compactMap { i in
            guard let r = records[i], r.constraint.priority.isRequired, r.primary == i else { return nil }
            return (i, r.constraint)
        }
    }

    func record(_ id: Int) -> Constraint? {
        id >= 0 && id < records.count ? records[id]?.constraint : nil
    }
}
