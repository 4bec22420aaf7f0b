/// The term arrays of the constraints a solver held until its last reset, for the caller's next
/// constraints (`Solver.spareTerms`).
///
/// A pooled solver serves one small system after another (a screen's layout, then the next
/// screen's), each converted into two arrays per constraint: taking the arrays from here rather
/// than allocating them, and keeping them here at reset rather than freeing them, saves an
/// allocation and a free per side of every constraint. An array is emptied when it is handed
/// out, so what a spare held never reaches a later system.
struct SpareTerms: CustomDebugStringConvertible {
    /// At most this many arrays are kept (a screen's system has a few hundred).
    static let limit = 1_024

    private var arrays: [[Term]] = []

    /// Moves the held constraints' term arrays here (up to `limit`), leaving empty ones in their
    /// place. An array its caller still shares (a system converted once for many solves) is kept
    /// too: emptying it when it is handed out copies nothing and allocates as a new one would.
    mutating func keep(from held: UnsafeMutableBufferPointer<Constraint>) {
        arrays.reserveCapacity(Swift.min(Self.limit, arrays.count + 2 * held.count))
        for i in held.indices {
            for side in 0..<2 where arrays.count < Self.limit {
                var taken: [Term] = []
                if side == 0 { swap(&taken, &held[i].lhs.terms) } else { swap(&taken, &held[i].rhs.terms) }
                if taken.capacity > 0 { arrays.append(taken) }
            }
        }
    }

    /// An empty array with room for `capacity` terms: a kept one when there is one.
    mutating func take(capacity: Int) -> [Term] {
        var terms = arrays.popLast() ?? []
        // One by one: a spare holds a term or two, and `removeAll(keepingCapacity:)` goes through
        // the general `replaceSubrange`, which cost more than the allocation it saves.
        while !terms.isEmpty { terms.removeLast() }
        terms.reserveCapacity(capacity)
        return terms
    }

    /// Room kept, not state (what a spare held is never read): a reset solver prints as a new
    /// one (`SolverResetStateTests`).
    var debugDescription: String { "SpareTerms" }
}
