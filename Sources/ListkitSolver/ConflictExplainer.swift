extension SolverCore {
    /// Turns the engine's support of a conflict into an irreducible conflicting set.
    ///
    /// The support (required constraints whose markers appear in the failing row) is the
    /// support of a Farkas certificate `y` (`y·A = 0`, `y·b` of the wrong sign) for the set
    /// plus `c`. If the rows of that set have rank `|set| − 1`, the certificate is unique up to
    /// scale and has full support, so no proper subset has one: the set is irreducible
    /// (Gleeson & Ryan 1990). The rank is counted by adding the rows as homogeneous equalities
    /// to a throw-away engine — linear time on layout-shaped systems. Otherwise a deletion
    /// filter drops each member whose absence leaves the set infeasible.
    /// - Complexity: O(solve of k constraints) when the rank test decides (the usual case),
    ///   else O(k) such solves; k = size of the support.
    func explain(_ c: Constraint, support: [Int]) -> Conflict {
        var set = support.compactMap { id in record(id).map { (id, $0) } }
        set.sort { isAddedBefore($0.0, $1.0) }
        if !Self.isInfeasible(set.map(\.1) + [c]) {
            // The support should always suffice; if rounding made it not, fall back to all
            // required constraints, which certainly conflict with `c`.
            set = liveRequiredConstraints
        } else if Self.dependentRows(set.map(\.1) + [c]) == 1 {
            return Conflict(constraints: set.map(\.1) + [c], broken: c)
        }
        var i = 0
        while i < set.count {
            var trial = set.map(\.1)
            trial.remove(at: i)
            if Self.isInfeasible(trial + [c]) {
                set.remove(at: i)
            } else {
                i += 1
            }
        }
        return Conflict(constraints: set.map(\.1) + [c], broken: c)
    }

    /// How many of `cs`'s left-hand sides (as homogeneous equalities) are linear combinations
    /// of earlier ones: `count − rank`.
    static func dependentRows(_ cs: [Constraint]) -> Int {
        var engine = Engine(reportsSupport: false)
        var dependent = 0
        for (k, c) in cs.enumerated() {
            var form = LinearForm(c)
            form.constant = 0
            if case .redundant = engine.add(form, .equal, priority: 1000, owner: k) { dependent += 1 }
        }
        return dependent
    }

    /// Whether required constraints `cs` cannot hold together.
    static func isInfeasible(_ cs: [Constraint]) -> Bool {
        var engine = Engine(reportsSupport: false)
        for (k, c) in cs.enumerated() {
            let form = LinearForm(c)
            guard form.isAcceptable else { return true }
            if case .conflict = engine.add(form, c.relation, priority: 1000, owner: k) { return true }
        }
        return false
    }
}
