extension Solver {
    /// Turns the engine's support of a conflict into an irreducible conflicting set.
    ///
    /// The support (required constraints whose markers appear in the failing row — a Farkas
    /// combination proving infeasibility) is already small; the deletion filter then drops
    /// each member whose absence leaves the set infeasible. What remains is irreducible: every
    /// proper subset is feasible. Each test solves the candidate set in a throw-away engine.
    /// - Complexity: O(k) solves of at most k constraints, k = size of the support.
    func explain(_ c: Constraint, support: [Int]) -> Conflict {
        var set = support.compactMap { id in record(id).map { (id, $0) } }
        if !Self.isInfeasible(set.map(\.1) + [c]) {
            // The support should always suffice; if rounding made it not, fall back to all
            // required constraints, which certainly conflict with `c`.
            set = liveRequiredConstraints
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
