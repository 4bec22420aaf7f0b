/// A pooling key (a variable's symbol, a priority): its first single-variable optional
/// constraint (the *solo*, an ordinary constraint) until the key's pool is made, then the pool.
struct PoolEntry {
    var member: PoolMember
    var symbol: Symbol
    var priority: Double
    /// The next entry of the same variable, -1 at the end.
    var next: Int32
    /// The key's pool once made, else -1.
    var pool: Int32 = -1
    /// Constraints of the key added since the solo, as ordinary constraints (below `poolThreshold`).
    var later: Int32 = 0
}

/// A pooling step the primal ratio test found shorter than any pivot (see `poolBreakpoint`).
enum PoolEvent {
    /// Entering `p` (or `q`) of the pool reaches the next breakpoint first: the anchor moves
    /// there, and the rows move with it; no pivot.
    case anchorAlongColumn(pool: Int32, up: Bool, step: Double)
    /// Basic `p` (or `q`) of the pool reaches the next breakpoint first: the anchor moves there
    /// (the row of `p` now reads `p − gap`), then the entering column pivots `p` out.
    case breakpointLeaves(pool: Int32, symbol: Symbol, up: Bool, step: Double)

    var step: Double {
        switch self {
        case .anchorAlongColumn(_, _, let step), .breakpointLeaves(_, _, _, let step): step
        }
    }
}

/// Optional pools: the optional constraints of one priority on one variable (`width == i @500`
/// for i = 1…N) held as one convex piecewise-linear cost (OptionalPool) instead of N rows.
///
/// Why: the N rows of N optional equalities on one variable are all written over the errors of
/// the constraint at the median, so each shift of the median (one every other add) substitutes
/// into every row — quadratic (10,000: 1.3 s; kiwi does the same). The pool's optimum is a
/// weighted median of the breakpoints, found by moving one anchor from breakpoint to
/// breakpoint: O(log N) an add, whatever else constrains the variable.
///
/// Exactness. The tableau sees the base row `v − anchor = p − q` with `p` costed at `f`'s slope
/// to the right of the anchor and `q` at its slope to the left. The linear cost is below `f`
/// everywhere (convexity) and equal to it while `p ≤ gapUp` and `q ≤ gapDown`; the simplex
/// keeps those bounds (`poolBreakpoint` in the ratio test, `settlePools` after every change),
/// so its optimum, reached with them met, is `f`'s: any point's true cost is at least its
/// linear cost, which is at least the optimum's linear cost, which is the optimum's true cost.
/// Level by level the same argument holds for the lexicographic objective (a point optimal for
/// `f`'s higher levels is optimal for their linear costs too).
///
/// A pool is made when the `poolThreshold`-th constraint of a key arrives (8: fewer cost little
/// as ordinary rows, and small systems keep the results they had before pooling, bit for bit):
/// the first (the *solo*, an ordinary constraint until then) is taken out of the tableau and the
/// base row added, with the first as its only member, and the new one joins. Those in between
/// stay ordinary constraints (an exact LP either way: the level sums their costs with the
/// pool's). Members keep their own engine handles (records with no
/// symbols); removing the last member removes the base.
extension Engine {
    /// `LISTKIT_SOLVER_POOL_THRESHOLD`, read once: a test seam that lets the exact oracle
    /// (`scripts/solver_oracle.py`, whose systems rarely reach 8 constraints of one key) run
    /// every pool from its second constraint. Not for users.
    static let environmentPoolThreshold: Int? = {
        guard let n = LibC.environmentInteger("LISTKIT_SOLVER_POOL_THRESHOLD") else { return nil }
        return max(2, n)
    }()

    /// The member `λ·v + c rel 0` stands for (see PoolMember).
    static func poolMember(coefficient λ: Double, constant c: Double, _ relation: Relation, handle: Int32) -> PoolMember {
        let b = -c / λ, w = abs(λ)
        switch relation {
        case .equal: return PoolMember(breakpoint: b, below: w, above: w, handle: handle)
        case .lessOrEqual: return PoolMember(breakpoint: b, below: λ > 0 ? 0 : w, above: λ > 0 ? w : 0, handle: handle)
        case .greaterOrEqual: return PoolMember(breakpoint: b, below: λ > 0 ? w : 0, above: λ > 0 ? 0 : w, handle: handle)
        }
    }

    /// The entry of key (`s`, `priority`), if any: a walk of the variable's few entries (one
    /// per priority of its single-variable optional constraints).
    /// `mutating` though it changes nothing (see `chooseSubject`): called from `add`, a
    /// non-mutating method gets a copy of the engine.
    mutating func poolEntry(_ s: Symbol, _ priority: Double) -> Int32? {
        var e = info[Int(s)].poolEntries
        while e >= 0 {
            if poolEntries[Int(e)].priority == priority { return e }
            e = poolEntries[Int(e)].next
        }
        return nil
    }

    /// Takes entry `e` off its variable's chain and puts it up for reuse.
    mutating func dropPoolEntry(_ e: Int32) {
        let s = Int(poolEntries[Int(e)].symbol)
        if info[s].poolEntries == e {
            info[s].poolEntries = poolEntries[Int(e)].next
        } else {
            var k = info[s].poolEntries
            while poolEntries[Int(k)].next != e { k = poolEntries[Int(k)].next }
            poolEntries[Int(k)].next = poolEntries[Int(e)].next
        }
        poolEntries[Int(e)].next = freePoolEntry
        freePoolEntry = e
    }

    /// `add` for a single-variable optional constraint (not an edit): into its pool, a pool
    /// made with its key's solo, or as an ordinary constraint (registered as its key's solo
    /// when it is the first).
    mutating func addPoolable(_ form: FormView, _ relation: Relation, priority: Double, owner: Int) -> EngineAddResult {
        let variable = form.variables[0]
        if let s = existingSymbol(forVariable: variable), let e = poolEntry(s, priority) {
            if poolEntries[Int(e)].pool >= 0 { return addMember(form, relation, pool: poolEntries[Int(e)].pool, owner: owner) }
            guard Int(poolEntries[Int(e)].later) + 2 >= poolThreshold else {
                // Too few to pay for a pool: an ordinary constraint, as before pooling.
                poolEntries[Int(e)].later += 1
                return addConstraint(form, relation, priority: priority, owner: owner, definesFresh: true)
            }
            let pool = makePool(fromEntry: e)
            return addMember(form, relation, pool: pool, owner: owner)
        }
        let result = addConstraint(form, relation, priority: priority, owner: owner, definesFresh: true)
        let handle: Int32
        switch result {
        case .added(let h), .redundant(let h): handle = h
        case .conflict: return result
        }
        guard let s = existingSymbol(forVariable: variable) else { return result }
        let entry = PoolEntry(member: Self.poolMember(coefficient: form.coefficients[0], constant: form.constant, relation,
                                                      handle: handle),
                              symbol: s, priority: priority, next: info[Int(s)].poolEntries)
        let e: Int32
        if freePoolEntry < 0 {
            e = Int32(truncatingIfNeeded: poolEntries.count)
            poolEntries.append(entry)
        } else {
            e = freePoolEntry
            freePoolEntry = poolEntries[Int(e)].next
            poolEntries[Int(e)] = entry
        }
        info[Int(s)].poolEntries = e
        constraints[Int(handle)]?.poolLink = -2 - e
        return result
    }

    /// Forgets the solo of `record` (removed by the caller).
    mutating func dropSolo(_ record: EngineConstraint) { dropPoolEntry(-2 - record.poolLink) }

    /// Makes a pool from a key's solo: the solo leaves the tableau (as if removed; its handle
    /// kept), the base row `v − b == 0` is added at the solo's priority with the solo as its only
    /// member, and the base's errors are costed at the member's slopes.
    mutating func makePool(fromEntry e: Int32) -> Int32 {
        let solo = poolEntries[Int(e)]
        let handle = solo.member.handle
        let record = constraints[Int(handle)]!
        removeHeld(handle, keepingHandle: true)
        let index: Int32
        if let free = freePools.popLast() { index = free } else { index = Int32(pools.count) }
        let anchor = solo.member.breakpoint
        let base = LinearForm(variables: [Int(info[Int(solo.symbol)].variable)], coefficients: [1], constant: -anchor)
        // Reserve the member's handle while the base is added (it must not take it).
        constraints[Int(handle)] = EngineConstraint(owner: record.owner, marker: -1, other: -1, priority: record.priority,
                                                    definition: -1, poolLink: index)
        let added = base.withView { addConstraint($0, .equal, priority: record.priority, owner: -1, definesFresh: false) }
        let baseHandle: Int32
        switch added {
        case .added(let h), .redundant(let h): baseHandle = h
        case .conflict: fatalError("an optional constraint cannot conflict")
        }
        var pool = OptionalPool(symbol: solo.symbol, priority: record.priority, base: baseHandle, anchor: anchor, entry: e)
        let memberSlot = pool.insert(solo.member)
        if Int(index) == pools.count { pools.append(pool) } else { pools[Int(index)] = pool }
        activePools += 1
        poolEntries[Int(e)].pool = index
        constraints[Int(handle)]?.other = memberSlot
        constraints[Int(baseHandle)]?.poolLink = index
        let baseRecord = constraints[Int(baseHandle)]!
        info[Int(baseRecord.marker)].pooled = true
        info[Int(baseRecord.other)].pooled = true
        watchIfBasic(index)
        // The base was costed as one equality of weight 1 on each side.
        recost(index, up: 1, down: 1)
        return index
    }

    /// Adds a member to pool `index`: its slopes change; the anchor may then be inside the
    /// segment the current value lies beyond (settled), and the optimum may move.
    mutating func addMember(_ form: FormView, _ relation: Relation, pool index: Int32, owner: Int) -> EngineAddResult {
        let handle = nextHandle
        // Fields read one by one: a copy of the pool would share its arrays, and the insert
        // below would then copy them (O(n) an add).
        let symbol = pools[Int(index)].symbol, priority = pools[Int(index)].priority
        // The outcome as an ordinary add would report it: `.redundant` when the required
        // constraints fix the variable at a value that satisfies the member.
        cellBuffer.reserve(1)
        cellBuffer.removeAll()
        cellBuffer.append(Cell(symbol: symbol, coefficient: form.coefficients[0]))
        let row = createRow(constant: form.constant)!
        let redundancy = self.redundancy(of: row, relation)
        let member = Self.poolMember(coefficient: form.coefficients[0], constant: form.constant, relation, handle: handle)
        let (up, down) = (pools[Int(index)].slopeUp, pools[Int(index)].slopeDown)
        let slot = pools[Int(index)].insert(member)
        store(EngineConstraint(owner: owner, marker: -1, other: slot, priority: priority, definition: -1, poolLink: index),
              at: handle)
        recost(index, up: up, down: down)
        settlePools()
        optimize()
        settlePools()
        return redundancy == .satisfied ? .redundant(handle) : .added(handle)
    }

    /// Removes member `handle` from its pool; the last member takes the base with it.
    mutating func removeMember(_ handle: Int32, _ record: EngineConstraint) {
        let index = Int(record.poolLink)
        constraints[Int(handle)] = nil
        retiredHandles.append(handle)
        if !copyWeights.isEmpty { copyWeights.removeValue(forKey: handle) }
        let (up, down) = (pools[index].slopeUp, pools[index].slopeDown)
        pools[index].remove(slot: record.other)
        if pools[index].liveCount == 0 {
            // Back to weight 1 on each side, which removing the base takes off.
            recost(Int32(index), up: up, down: down, toUp: 1, toDown: 1)
            let base = pools[index].base
            let (p, q) = poolErrors(Int32(index))
            info[Int(p)].pooled = false
            info[Int(q)].pooled = false
            dropPoolEntry(pools[index].entry)
            pools[index].base = -1
            freePools.append(Int32(index))
            activePools -= 1
            removeHeld(base)
            settlePools()
            return
        }
        if pools[index].needsCompaction {
            for (h, slot) in pools[index].compact() { constraints[Int(h)]?.other = slot }
        }
        recost(Int32(index), up: up, down: down)
        optimize()
        settlePools()
    }

    /// Re-costs the base's errors of pool `index` from slopes (`up`, `down`) to the pool's
    /// current ones (or to `toUp`, `toDown`).
    mutating func recost(_ index: Int32, up: Double, down: Double, toUp: Double? = nil, toDown: Double? = nil) {
        guard let base = constraints[Int(pools[Int(index)].base)] else { return }
        let l = level(for: pools[Int(index)].priority)
        let dUp = (toUp ?? pools[Int(index)].slopeUp) - up, dDown = (toDown ?? pools[Int(index)].slopeDown) - down
        if dUp != 0 { addCost(of: base.marker, weight: dUp, level: l) }
        if dDown != 0 { addCost(of: base.other, weight: dDown, level: l) }
    }

    /// The base's error symbols (`p`, `q`) of pool `index`.
    mutating func poolErrors(_ index: Int32) -> (p: Symbol, q: Symbol) {
        let base = constraints[Int(pools[Int(index)].base)]!
        return (base.marker, base.other)
    }

    /// The pool whose base owns error symbol `s` (a `pooled` symbol).
    mutating func poolOf(_ s: Symbol) -> Int32 { constraints[Int(info[Int(s)].owner)]!.poolLink }

    /// `setRow`'s hook: a pool error made basic puts its pool on the watch list.
    mutating func watchPool(ofBasic s: Symbol) {
        let owner = info[Int(s)].owner
        guard owner >= 0, let record = constraints[Int(owner)], record.poolLink >= 0 else { return }
        watchIfBasic(record.poolLink)
    }

    mutating func watchIfBasic(_ index: Int32) {
        let (p, q) = poolErrors(index)
        guard !pools[Int(index)].isWatched, isBasic(p) || isBasic(q) else { return }
        pools[Int(index)].isWatched = true
        watchedPools.append(index)
    }

    /// Moves the anchor of pool `index` one breakpoint, keeping every value: the basic error
    /// on that side (`p` going up, `q` going down) is re-measured from the new anchor.
    /// `settling`: the error is at or past the gap (`settlePools`), so a result below 0 is
    /// rounding and becomes 0; else (`take`) it is below the gap and the pivot that follows
    /// brings it to 0.
    mutating func moveAnchorKeepingValue(_ index: Int32, up: Bool, settling: Bool) {
        let (p, q) = poolErrors(index)
        let (su, sd) = (pools[Int(index)].slopeUp, pools[Int(index)].slopeDown)
        let gap = (up ? pools[Int(index)].gapUp() : pools[Int(index)].gapDown())!
        let s = up ? p : q
        let value = info[Int(s)].rowConstant - gap
        info[Int(s)].rowConstant = settling ? max(0, value) : value
        if up { pools[Int(index)].moveUp() } else { pools[Int(index)].moveDown() }
        recost(index, up: su, down: sd)
    }

    /// Moves the anchor of pool `index` one breakpoint by moving its entering error `j` (`p`
    /// going up, `q` going down) from 0 to the gap: every row mentioning `j` moves with it, and
    /// `j` is 0 again, measured from the new anchor.
    mutating func moveAnchorAlongColumn(_ index: Int32, up: Bool, step: Double) {
        let (p, q) = poolErrors(index)
        let j = up ? p : q
        let (su, sd) = (pools[Int(index)].slopeUp, pools[Int(index)].slopeDown)
        shiftRows(along: j, by: step)
        for l in levels.indices { levels[l].constant += levels[l].cost(Int(j)) * step }
        if up { pools[Int(index)].moveUp() } else { pools[Int(index)].moveDown() }
        recost(index, up: su, down: sd)
        pivotCount &+= 1
    }

    /// The primal ratio test's pooling bounds for entering `j`: an entering pool error reaches
    /// its next breakpoint, or a basic one that `j` increases does; returned when shorter than
    /// `step` (the pivot's, infinity when no row bounds `j`).
    mutating func poolBreakpoint(for j: Symbol, step: Double) -> PoolEvent? {
        var best = step
        var event: PoolEvent?
        if info[Int(j)].pooled {
            let index = poolOf(j)
            let up = poolErrors(index).p == j
            if let gap = up ? pools[Int(index)].gapUp() : pools[Int(index)].gapDown(), gap < best - Tolerance.zero {
                best = gap
                event = .anchorAlongColumn(pool: index, up: up, step: gap)
            }
        }
        for k in columns.range(of: Int(j)) {
            let b = columns[k]
            guard info[Int(b)].pooled, isBasic(b) else { continue }
            let a = coefficient(of: j, inRow: b)
            guard a > Tolerance.zero else { continue }
            let index = poolOf(b)
            let up = poolErrors(index).p == b
            guard let gap = up ? pools[Int(index)].gapUp() : pools[Int(index)].gapDown() else { continue }
            let theta = max(0, gap - info[Int(b)].rowConstant) / a
            if theta < best - Tolerance.zero {
                best = theta
                event = .breakpointLeaves(pool: index, symbol: b, up: up, step: theta)
            }
        }
        return event
    }

    /// Takes a pooling step found by `poolBreakpoint` for entering `j`.
    mutating func take(_ event: PoolEvent, entering j: Symbol) {
        switch event {
        case .anchorAlongColumn(let index, let up, let step):
            moveAnchorAlongColumn(index, up: up, step: step)
        case .breakpointLeaves(let index, let b, let up, _):
            // `b` then reads from the new anchor: below 0 by what `j`'s step brings.
            moveAnchorKeepingValue(index, up: up, settling: false)
            pivot(entering: j, leaving: b)
        }
    }

    /// Restores every watched pool's bounds (`p ≤ gapUp`, `q ≤ gapDown` for basic errors) by
    /// moving anchors, then re-optimises while that changed costs.
    ///
    /// Why after the fact: phase one, the dual simplex and removals pivot without the pooling
    /// ratio test, and a new member may put a breakpoint between the anchor and the value.
    /// Each move keeps every value (the basic error is re-measured), so the tableau stays
    /// feasible; only the costs change.
    mutating func settlePools() {
        guard activePools > 0 else { return }
        for _ in 0 ..< 64 {
            var moved = false
            var k = 0
            while k < watchedPools.count {
                let index = watchedPools[k]
                guard pools[Int(index)].base >= 0 else {
                    pools[Int(index)].isWatched = false
                    watchedPools.swapAt(k, watchedPools.count - 1)
                    watchedPools.removeLast()
                    continue
                }
                let (p, q) = poolErrors(index)
                guard isBasic(p) || isBasic(q) else {
                    pools[Int(index)].isWatched = false
                    watchedPools.swapAt(k, watchedPools.count - 1)
                    watchedPools.removeLast()
                    continue
                }
                var steps = 0
                while steps < 100_000 {
                    if isBasic(p), let gap = pools[Int(index)].gapUp(), info[Int(p)].rowConstant > gap - Tolerance.zero {
                        moveAnchorKeepingValue(index, up: true, settling: true)
                    } else if isBasic(q), let gap = pools[Int(index)].gapDown(), info[Int(q)].rowConstant > gap - Tolerance.zero {
                        moveAnchorKeepingValue(index, up: false, settling: true)
                    } else {
                        break
                    }
                    moved = true
                    steps += 1
                }
                k += 1
            }
            if !moved || failure != nil { return }
            optimize()
        }
        if failure == nil {
            failure = .iterationLimit(pivots: pivotCount)
            suspect(.iterationBound)
        }
    }
}
