/// An optional constraint held outside the tableau, over the caller variables it names, until
/// the values break it (Engine+Deferred).
struct DeferredConstraint {
    /// The form's constant: the constraint reads `constant + Σ cells  relation  0`.
    var constant: Double
    /// The form's cells are `deferredCells[start ..< start + count]`.
    var start: Int32
    var count: Int32
    var handle: Int32
    var relation: Relation
    /// False once installed in the tableau or removed.
    var isLive = true

    var range: Range<Int> { Int(start) ..< Int(start) + Int(count) }
}

/// Deferred optional constraints: an optional constraint whose row would be long is not
/// written out over the parametric symbols when it is added, only kept over the variables it
/// names; the values then decide whether it needs a row at all.
///
/// Why: in issue #31's aligned grid (each top equal to its left neighbour's at 250, tops
/// defined down their columns) every alignment's row is its cycle through the two columns'
/// definitions, ~6r cells in grid row r: N√N cells in all (3.85 GB at 100,000 views), though
/// the optimum never needs them — every alignment holds at the optimum of the rest, and no
/// symbol ever enters.
///
/// Maths. Let `x` be a lexicographic optimum of the held set `S` (rows and definitions), and
/// `P` a set of optional constraints that `x` satisfies exactly. Then `x` is an optimum of
/// `S ∪ P`: at every level the summed violation of `S ∪ P` at `x` equals `S`'s, and for any
/// point `y`, level by level, `S ∪ P`'s sum is at least `S`'s (violations are ≥ 0), so a `y`
/// better than `x` for `S ∪ P` at its first differing level would be better than `x` for `S`
/// (by induction the higher levels tie for `S` too, since `x` minimises them). And the optimal
/// face of `S ∪ P` is the face of `S` cut by `P`'s constraints held exactly: where the face of
/// `S` is one point, so is that of `S ∪ P` — no ambiguity either.
///
/// So values are brought up to date (`updateValuesInstallingBroken`, on every solve) over `S`,
/// each deferred constraint is evaluated from its own terms, and only those the values break
/// (beyond cancellation noise, `deferredHolds`) are installed as ordinary rows (the path `add`
/// takes), the simplex re-optimising after each; when the new values break any of the rest,
/// all of the rest are installed. Ambiguity is read over `S` and is the answer when `S` has
/// none; otherwise every deferred constraint is installed first (SolverCore.ambiguity).
///
/// Which: an optional constraint (not an edit) of two or more variables whose expansion
/// touches more than `deferralThreshold` symbols (`expand(_:constant:within:)` gives up there,
/// having changed nothing: cancellations are seen, so `top == above.bottom + 8`, whose row is
/// its slack alone, is installed however deep its column). Small systems (list cells, the
/// oracle's, kiwi's comparison) never reach the threshold and keep their tableaus bit for bit;
/// `LISTKIT_SOLVER_DEFER_THRESHOLD=0` (read once, a test seam like the pools' threshold) defers
/// every such constraint. A single-variable constraint is never deferred (pooling,
/// Engine+Pools, owns those).
///
/// Differences from an installed row: a deferred constraint is reported `.added`, never
/// `.redundant` (its expansion is not finished); its errors are made when it is installed.
extension Engine {
    /// `LISTKIT_SOLVER_DEFER_THRESHOLD`, read once: a test seam (the random comparisons and the
    /// kiwi comparison run with every optional constraint deferred). Not for users.
    static let environmentDeferralThreshold: Int? = {
        LibC.environmentInteger("LISTKIT_SOLVER_DEFER_THRESHOLD").map { max(0, $0) }
    }()

    /// The threshold of a solver that defers (64, or the test seam's) or does not (`Int.max`:
    /// no expansion gives up).
    static func deferralThreshold(defers: Bool) -> Int {
        defers ? environmentDeferralThreshold ?? 64 : .max
    }

    /// Holds the optional constraint in `cellBuffer` as deferred (see the extension's comment).
    /// Its variables count as referenced (`definitionRefs`), as a row's would: none is fresh
    /// for a later add while it is held.
    mutating func deferConstraint(constant: Double, _ relation: Relation, record: inout EngineConstraint) {
        let handle = nextHandle
        let cells = UnsafeBufferPointer(cellBuffer.buffer)
        record.definition = -2 - Int32(truncatingIfNeeded: deferred.count)
        deferred.append(DeferredConstraint(constant: constant, start: Int32(truncatingIfNeeded: deferredCells.count),
                                           count: Int32(truncatingIfNeeded: cells.count), handle: handle, relation: relation))
        deferredCells.append(contentsOf: cells)
        for cell in cells { info[Int(cell.symbol)].definitionRefs += 1 }
        liveDeferred += 1
        store(record, at: handle)
    }

    /// The deferred constraint index of a held constraint, if it is deferred.
    @inline(__always) func deferredIndex(_ record: EngineConstraint) -> Int? {
        record.definition <= -2 ? Int(-2 - record.definition) : nil
    }

    /// Brings the values up to date, installing the deferred constraints they break (see the
    /// extension's comment): afterwards the values are an optimum of every held constraint.
    /// - Complexity: O(definitions + deferred terms) when nothing breaks; otherwise that twice
    ///   or three times, plus the installs.
    mutating func updateValuesInstallingBroken() {
        updateValues()
        guard liveDeferred > 0 else { return }
        let broken = brokenDeferred()
        guard !broken.isEmpty else { return }
        for k in broken { installDeferred(k) }
        updateValues()
        if liveDeferred > 0 && !brokenDeferred().isEmpty {
            installAllDeferred()
            updateValues()
        }
        compactDeferred()
    }

    /// Installs every deferred constraint, in add order (before ambiguity is read over them).
    mutating func installAllDeferred() {
        for k in deferred.indices where deferred[k].isLive { installDeferred(k) }
        compactDeferred()
    }

    /// The live deferred constraints the current values break, in add order.
    func brokenDeferred() -> [Int] {
        deferred.indices.filter { deferred[$0].isLive && !deferredHolds($0) }
    }

    /// Whether deferred constraint `k` holds at the current values: `r = constant + Σ a·value`
    /// is 0 (equality), ≤ 0 or ≥ 0 up to cancellation noise (`Tolerance.cancellation` of the
    /// largest of |constant| and the terms |a·value|, as `expand` reads a cancelled sum). NaN
    /// breaks it. Tight on purpose: a constraint read as broken is only installed, as `add`
    /// would have done, while one read as holding is trusted.
    func deferredHolds(_ k: Int) -> Bool {
        let d = deferred[k]
        var r = d.constant
        var scale = abs(d.constant)
        for i in d.range {
            let term = deferredCells[i].coefficient * value(of: deferredCells[i].symbol)
            r += term
            scale = max(scale, abs(term))
        }
        let tolerance = Tolerance.cancellation * scale
        switch d.relation {
        case .equal: return abs(r) <= tolerance
        case .lessOrEqual: return r <= tolerance
        case .greaterOrEqual: return r >= -tolerance
        }
    }

    /// Installs deferred constraint `k` as `add` installs an optional constraint (row, markers,
    /// subject, costs at its copies' weight, Engine+Copies), then re-optimises.
    ///
    /// Maths: an optional row always has a subject — after `appendMarkers` its two new symbols
    /// (`e⁺`, `e⁻`, or slack and error) have opposite signs, so one is a pivotable symbol with a
    /// negative coefficient — so `install` never takes phase one and cannot fail.
    mutating func installDeferred(_ k: Int) {
        let d = deferred[k]
        deferred[k].isLive = false
        liveDeferred -= 1
        cellBuffer.removeAll()
        for i in d.range {
            let cell = deferredCells[i]
            cellBuffer.append(cell)
            info[Int(cell.symbol)].definitionRefs -= 1
        }
        guard var record = constraints[Int(d.handle)] else { return }
        record.definition = -1
        var row = createRow(constant: d.constant)!
        if redundancy(of: row, d.relation) == .satisfied && row.constant != 0 { suspect(.toleranceDecided) }
        let level = self.level(for: record.priority)
        (record.marker, record.other) = appendMarkers(to: &row, d.relation, required: false, handle: d.handle)
        let subject = chooseSubjectOrNegate(&row, marker: record.marker, other: record.other)
        _ = install(&row, subject: subject, marker: record.marker, other: record.other, level: level)
        constraints[Int(d.handle)] = record
        if let weight = copyWeights[d.handle], weight != 1 {
            for s in [record.marker, record.other] where s >= 0 && info[Int(s)].kind == .error {
                addCost(of: s, weight: weight - 1, level: level)
            }
        }
        optimize()
        if activePools > 0 { settlePools() }
    }

    /// `remove` of deferred constraint `handle`: it is in no row, so it is just forgotten.
    mutating func removeDeferred(_ handle: Int32, _ record: EngineConstraint) {
        guard let k = deferredIndex(record), deferred[k].isLive else { return }
        deferred[k].isLive = false
        liveDeferred -= 1
        for i in deferred[k].range { info[Int(deferredCells[i].symbol)].definitionRefs -= 1 }
        constraints[Int(handle)] = nil
        retiredHandles.append(handle)
        if !copyWeights.isEmpty { copyWeights.removeValue(forKey: handle) }
        compactDeferred()
    }

    /// Drops installed and removed deferred constraints once they are most of the list, so
    /// that adding and removing deferred constraints forever keeps the engine's size.
    mutating func compactDeferred() {
        guard deferred.count >= 16, 2 * liveDeferred <= deferred.count else { return }
        var kept: [DeferredConstraint] = []
        var keptCells: [Cell] = []
        kept.reserveCapacity(liveDeferred)
        for d in deferred where d.isLive {
            var moved = d
            moved.start = Int32(truncatingIfNeeded: keptCells.count)
            keptCells.append(contentsOf: deferredCells[d.range])
            constraints[Int(d.handle)]?.definition = -2 - Int32(truncatingIfNeeded: kept.count)
            kept.append(moved)
        }
        deferred = kept
        deferredCells = keptCells
    }
}
