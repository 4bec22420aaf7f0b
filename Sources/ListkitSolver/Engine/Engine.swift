/// Everything kept per symbol outside the pooled lists, packed so that making a symbol is one
/// append (three parallel arrays cost three appends and three growth copies).
struct SymbolInfo {
    /// Constant of the row of a basic symbol (0 for the others).
    var rowConstant: Double = 0
    /// Scratch accumulator of `expand`.
    var scratch: Double = 0
    /// The largest term added to `scratch`: a sum far below it is cancellation noise.
    var scratchScale: Double = 0
    /// Constraint handle a marker or error symbol belongs to, else -1; for the aggregate dummy
    /// of definition `d` (Engine+ClosureFolding), `-2 - d`.
    var owner: Int32 = -1
    /// Definition index of a defined external symbol, else -1.
    var definitionOf: Int32 = -1
    /// How many definitions mention the symbol on their right-hand side.
    var definitionRefs: Int32 = 0
    /// Caller variable id of an external symbol, else -1.
    var variable: Int32 = -1
    /// The first of the pooling entries of an external symbol (one per priority of its
    /// single-variable optional constraints, chained; Engine+Pools), else -1.
    var poolEntries: Int32 = -1
    /// After the 4-byte fields: 48 bytes a symbol, as before `poolEntries`.
    var kind: SymbolKind
    /// Scratch flag of `expand`.
    var mark = false
    /// Whether the symbol is basic (has a row in the tableau).
    var isBasic = false
    /// Whether the symbol is an error of a pool's base row (Engine+Pools).
    var pooled = false
}

/// What the engine remembers of a constraint it holds.
struct EngineConstraint {
    /// The front's record id; conflict reports are expressed in it.
    var owner: Int
    /// The symbol that identifies the constraint in the tableau (slack, dummy or error).
    var marker: Symbol
    /// The second error symbol of an optional equality, else -1.
    var other: Symbol
    /// Clamped priority; 1000 is required.
    var priority: Double
    /// For edit constraints: the value last suggested.
    var editConstant: Double = 0
    /// Index into `definitions` while the constraint is held as a definition; `−2 − k` while it
    /// is deferred constraint `k` (Engine+Deferred); else -1.
    /// (Last, after the 8-byte fields: 40 bytes a constraint instead of 48.)
    var definition: Int32
    /// Pooling (Engine+Pools): the pool of a pool member or base (≥ 0), `-2 − entry` for a
    /// solo (its key's entry in `poolEntries`), else -1. A member holds no symbols: its `other` is its pool slot.
    var poolLink: Int32 = -1
}

/// The constraint engine: an incremental Cassowary simplex (Badros, Borning & Stuckey 2001)
/// over a sparse tableau, with two departures that keep UI systems near-linear:
///
/// * **Definitions.** A required constraint that mentions a caller variable seen nowhere else
///   is kept as `x = expression` outside the tableau and evaluated by substitution. It can
///   never conflict, and chains such as `top[i] = top[i-1] + height[i-1] + 8` never fill in.
/// * **Lexicographic objective.** One objective row per distinct priority; a higher level
///   strictly dominates all lower ones (see docs/solver.md).
///
/// Rows are sorted sparse vectors; `columns[s]` lists the basic symbols whose rows mention
/// `s`, so pivots, ratio tests and substitutions touch only the rows they change.
///
/// Its arrays are `GrowableArray`s, shared by copies: an engine is owned by one solver (or
/// lives in one function) and is never copied to be changed apart.
struct Engine {
    // Per-symbol state, indexed by Symbol (grown by `realloc`, see GrowableArray).
    let info = GrowableArray<SymbolInfo>(capacity: 64)
    /// Cells of the row of each basic symbol (sorted by symbol, see Engine+Tableau), pooled.
    var rowCells = PooledLists<Cell>()
    /// List `s`: the basic symbols whose rows mention `s`, unordered.
    var columns = PooledLists<Symbol>()
    /// Symbol of a caller variable id, -1 until first used. Ids are dense from `makeVariable`.
    let symbolOfVariable = GrowableArray<Symbol>(capacity: 32)

    /// The objective, one level per distinct priority, highest first. Reserved for a list
    /// cell's three levels (63 symbols): made on demand, they were a cell's only allocations
    /// besides the fingerprint table's.
    let levels = ObjectiveLevels(levels: 3, symbols: 64)
    var candidates = SymbolHeap()
    var infeasible: [Symbol] = []
    /// The phase-one objective while `addWithArtificialVariable` runs.
    var artificial: Row?

    let definitions = GrowableArray<Definition>(capacity: 24)
    /// The cells of every definition, back to back (one allocation for all of them).
    var definitionCells: [Cell] = []
    let constraints = GrowableArray<EngineConstraint?>(capacity: 40)
    /// Values of defined symbols, refreshed by `updateValues()`.
    let definedValue = GrowableArray<Double>(capacity: 24)

    /// Pivots made so far (see PivotBound).
    var pivotCount = 0
    /// Set when a simplex loop hit its iteration bound: the tableau is then not trusted.
    var failure: SolverFailure?
    /// Replaces `pivotBudget` (tests of the bound).
    var pivotBudgetOverride: Int?
    /// Why a step was numerically suspect (`SuspectReason` bits, Engine+Suspect); the front
    /// then redoes the solve exactly (SolverCore+Exact).
    var suspectReasons: UInt32 = 0

    /// Symbols of removed constraints that no row, level or definition mentions any more, and
    /// handles of removed constraints: reused, so that removing and re-adding a constraint
    /// forever keeps the engine's size (Engine+Remove).
    let retiredSymbols = GrowableArray<Symbol>(capacity: 4)
    let retiredHandles = GrowableArray<Int32>(capacity: 4)

    /// Whether conflicts report their support; off for the throw-away engines that test sets.
    let reportsSupport: Bool
    /// Whether `add` takes `optimize`'s first pivot directly (Engine+FirstPivot); tests turn it
    /// off to check that both ways give the same tableau.
    var takesFirstPivotDirectly = true

    // Scratch space reused by expansion (see Engine+Definitions).
    let scratchTouched = GrowableArray<Symbol>(capacity: 32)
    // `substitute`'s scratch: GrowableArrays, shared rather than moved out of `self` around
    // each use (a Swift array moved out and back costs a retain, a release and a uniqueness
    // check per write).
    let appearedBuffer = GrowableArray<Symbol>(capacity: 8)
    let usersBuffer = GrowableArray<Symbol>(capacity: 16)
    /// A raw output buffer: only its capacity is used (see `substitute`).
    let mergeBuffer = GrowableArray<Cell>(capacity: 16)
    /// The cells of `pivot`'s row and of the row `expand` returns (see Row: written in place).
    let pivotBuffer = GrowableArray<Cell>(capacity: 16)
    let expandBuffer = GrowableArray<Cell>(capacity: 16)
    let vanishedBuffer = GrowableArray<Symbol>(capacity: 8)
    /// `substitute`'s cancelled cells over all its rows: (symbol, row as the coefficient).
    let vanishedPairs = GrowableArray<Cell>(capacity: 8)
    /// `add`'s cells of the form being added (a GrowableArray: no move out of `self`, no
    /// uniqueness check per append).
    let cellBuffer = GrowableArray<Cell>(capacity: 8)
    /// Definitions waiting to be expanded (a max-heap on index: the latest pops first).
    let expansionQueue = GrowableArray<Int32>(capacity: 16)
    /// Definitions whose dummy marker `expand` must make: (definition index, coefficient).
    let pendingMarkers = GrowableArray<Cell>(capacity: 8)
    /// Determined definitions whose aggregate dummy `expand` must make (Engine+ClosureFolding).
    let pendingAggregates = GrowableArray<Cell>(capacity: 4)
    /// Optional pools (Engine+Pools): `poolEntries` (chained per variable from its symbol's
    /// `poolEntries`) hold each (variable, priority) key's solo or pool; `watchedPools` are the
    /// pools whose base errors may be basic.
    /// The pools are Swift arrays (empty, they allocate nothing). The entries, one per key (most
    /// of them solos), are a GrowableArray sized for a list cell's few, grown without copies in
    /// large systems (a 100,000-view chain registers one a view). Reusable entries chain through
    /// `next` from `freePoolEntry`.
    var pools: [OptionalPool] = []
    var freePools: [Int32] = []
    let poolEntries = GrowableArray<PoolEntry>(capacity: 8)
    var freePoolEntry: Int32 = -1
    var watchedPools: [Int32] = []
    var activePools = 0
    /// Whether single-variable optional constraints are pooled; tests turn it off to compare.
    var poolsOptionals = true
    /// The constraint of a key that makes its pool (tests lower it to 2; so does
    /// `LISTKIT_SOLVER_POOL_THRESHOLD`, Engine+Pools).
    var poolThreshold = Engine.environmentPoolThreshold ?? 8
    /// The weight of an optional constraint held with copies (Engine+Copies), by handle; a
    /// constraint not here weighs 1. Only looked up, never iterated.
    var copyWeights: [Int32: Double] = [:]

    /// Whether `expand` writes a determined definition as its value and aggregate dummy; off
    /// while an aggregate is unfolded into the dummies it stands for.
    var foldsClosures = true

    /// Deferred optional constraints (Engine+Deferred), in add order, with their cells back to
    /// back; `liveDeferred` of them neither installed nor removed. Swift arrays: empty, they
    /// allocate nothing, and a list cell never defers.
    var deferred: [DeferredConstraint] = []
    var deferredCells: [Cell] = []
    var liveDeferred = 0
    /// An optional constraint whose expansion may pass this many cells is deferred (tests and
    /// `LISTKIT_SOLVER_DEFER_THRESHOLD` lower it; `Int.max` where the solver defers nothing,
    /// `Solver.init(defersLongOptionalConstraints:)`).
    var deferralThreshold: Int
    /// Whether this engine defers long optional rows at all (`Solver.init(defersLongOptionalConstraints:)`):
    /// `reset` makes `deferralThreshold` from it again.
    let defersLongOptionalConstraints: Bool

    init(reportsSupport: Bool = true, defersLongOptionalConstraints: Bool = true) {
        self.reportsSupport = reportsSupport
        self.defersLongOptionalConstraints = defersLongOptionalConstraints
        deferralThreshold = Engine.deferralThreshold(defers: defersLongOptionalConstraints)
        // Sized for a list cell (40 constraints: 63 symbols, row pool 192, column pool 128,
        // 38 constraints, 19 definitions with 13 cells) with little spare: every reserved byte
        // of every live solver is memory the process must touch (the constraints, the row pool
        // and the front's records at 40/192 rather than 64/256; large systems barely notice).
        // Per-symbol arrays at 64: with 48 or 80, a 10,000-view system (50,000 constraints,
        // 110,000 symbols) takes a last doubling of its largest arrays right at the end.
        rowCells.reserve(lists: 80, elements: 192)
        columns.reserve(lists: 80, elements: 128)
        definitionCells.reserveCapacity(24)
        // The scratch arrays too, at their usual high-water marks: grown from empty, each
        // took 4–5 allocations and copies on a solver's first few adds (~60 per list cell).
        infeasible.reserveCapacity(8)
        candidates.reserve(symbols: 80)
    }

    /// Every stored property as `init()` leaves it, the memory kept (`Solver.reset`; a property
    /// added above needs its line here).
    mutating func reset() {
        info.removeAll()
        rowCells.removeAll()
        columns.removeAll()
        symbolOfVariable.removeAll()
        levels.removeAll()
        candidates.removeAll()
        infeasible.removeAll(keepingCapacity: true)
        artificial = nil
        definitions.removeAll()
        definitionCells.removeAll(keepingCapacity: true)
        constraints.removeAll()
        definedValue.removeAll()
        pivotCount = 0
        failure = nil
        pivotBudgetOverride = nil
        suspectReasons = 0
        retiredSymbols.removeAll()
        retiredHandles.removeAll()
        takesFirstPivotDirectly = true
        scratchTouched.removeAll()
        appearedBuffer.removeAll()
        usersBuffer.removeAll()
        mergeBuffer.removeAll()
        pivotBuffer.removeAll()
        expandBuffer.removeAll()
        vanishedBuffer.removeAll()
        vanishedPairs.removeAll()
        cellBuffer.removeAll()
        expansionQueue.removeAll()
        pendingMarkers.removeAll()
        pendingAggregates.removeAll()
        pools = []
        freePools = []
        poolEntries.removeAll()
        freePoolEntry = -1
        watchedPools = []
        activePools = 0
        poolsOptionals = true
        poolThreshold = Engine.environmentPoolThreshold ?? 8
        copyWeights = [:]
        foldsClosures = true
        deferred = []
        deferredCells = []
        liveDeferred = 0
        deferralThreshold = Engine.deferralThreshold(defers: defersLongOptionalConstraints)
    }

    var symbolCount: Int { info.count }

    /// Inlined, like `Row.coefficient(of:)` and `GrowableArray.remove(at:)`: three short calls
    /// on every add (inlining `Row.add` as well costs more than it saves).
    @inline(__always) mutating func makeSymbol(_ k: SymbolKind, owner: Int32 = -1, variable: Int32 = -1) -> Symbol {
        // A removed constraint's symbols are reused as slacks, errors and dummies (never for a
        // caller variable: `add` tells a fresh one by its number, see `createCells`; nor for
        // phase one's artificial, which Bland's ties rank last as the newest symbol).
        if k != .external && k != .artificial && !retiredSymbols.isEmpty {
            let s = retiredSymbols.removeLast()
            info[Int(s)] = SymbolInfo(owner: owner, variable: variable, kind: k)
            return s
        }
        let s = Symbol(info.count)
        // Owner and variable written with the rest: set afterwards, each is a second store
        // through the array.
        info.append(SymbolInfo(owner: owner, variable: variable, kind: k))
        return s
    }

    /// The handle the next stored constraint gets: a removed constraint's, else a new one.
    @inline(__always) var nextHandle: Int32 {
        retiredHandles.isEmpty ? Int32(truncatingIfNeeded: constraints.count) : retiredHandles[retiredHandles.count - 1]
    }

    /// Stores `record` at `handle` (from `nextHandle`).
    @inline(__always) mutating func store(_ record: EngineConstraint, at handle: Int32) {
        if Int(handle) == constraints.count {
            constraints.append(record)
        } else {
            retiredHandles.removeLast()
            constraints[Int(handle)] = record
        }
    }

    /// The symbol of caller variable `id`, created on first use.
    /// Inlined: left to the optimiser, it stopped being inlined into `add` when `add` grew
    /// (a call per term).
    @inline(__always) mutating func symbol(forVariable id: Int) -> Symbol {
        if id < symbolOfVariable.count, symbolOfVariable[id] >= 0 { return symbolOfVariable[id] }
        if id >= symbolOfVariable.count {
            // Geometric: variables arrive one id at a time, and an append per id cost ~80.
            let target = max(id + 1, 2 * symbolOfVariable.count, 32)
            symbolOfVariable.append(-1, times: target - symbolOfVariable.count)
        }
        let s = makeSymbol(.external, variable: Int32(truncatingIfNeeded: id))
        symbolOfVariable[id] = s
        return s
    }

    func existingSymbol(forVariable id: Int) -> Symbol? {
        guard id >= 0, id < symbolOfVariable.count, symbolOfVariable[id] >= 0 else { return nil }
        return symbolOfVariable[id]
    }

    /// The objective level of `priority`, inserted in descending order when new.
    /// (Inlined, like `SymbolHeap.popMin`: on every optional add.)
    @inline(__always) mutating func level(for priority: Double) -> Int {
        // Index loops, not `firstIndex(where:)`: the closure would copy (retain) each level.
        var i = 0
        while i < levels.count && levels[i].priority > priority { i += 1 }
        if i < levels.count && levels[i].priority == priority { return i }
        // Append and swap down, not `insert(_:at:)`: that goes through the generic
        // `replaceSubrange` (three new levels per list cell).
        levels.append(priority: priority)
        var j = levels.count - 1
        while j > i {
            levels.swapAt(j, j - 1)
            j -= 1
        }
        return i
    }

    // MARK: - Objective helpers

    /// Whether the reduced-cost vector of `s` is lexicographically negative: entering `s`
    /// lowers the highest level it touches.
    mutating func isLexNegative(_ s: Symbol) -> Bool {
        let i = Int(s)
        for l in levels.indices {
            let c = levels[l].cost(i)
            if c < -Tolerance.zero { return true }
            if c > Tolerance.zero { return false }
            if c != 0 { suspect(.tinyCost) }
        }
        return false
    }

    func isLexZero(_ s: Symbol) -> Bool {
        let i = Int(s)
        for l in levels.indices where abs(levels[l].cost(i)) > Tolerance.zero { return false }
        return true
    }

    /// Compares the cost ratios `cost(a)/da` and `cost(b)/db` level by level (dual ratio test).
    func lexRatioLess(_ a: Symbol, _ da: Double, than b: Symbol, _ db: Double) -> Bool {
        for l in levels.indices {
            let ra = levels[l].cost(Int(a)) / da
            let rb = levels[l].cost(Int(b)) / db
            if ra < rb - Tolerance.zero { return true }
            if ra > rb + Tolerance.zero { return false }
        }
        return false
    }

    /// Adds `row` (weight 1) to objective level `l`: the cost of a new error symbol that is the
    /// subject of `row`, written as `substitute` wrote it (same additions, same order).
    /// - Complexity: O(row.cells).
    @inline(__always) mutating func addCost(of row: Row, level l: Int) {
        levels[l].constant += row.constant
        for cell in UnsafeBufferPointer(row.cells.buffer) {
            levels.addCost(cell.coefficient, at: Int(cell.symbol), level: l, symbolCapacity: info.capacity)
            candidates.push(cell.symbol)
        }
    }

    /// Adds `weight · (row or symbol)` to the objective level of `priority`: the cost of an
    /// error symbol, expressed over parametric symbols.
    @inline(__always) mutating func addCost(of s: Symbol, weight: Double, level l: Int) {
        if isBasic(s) {
            levels[l].constant += weight * info[Int(s)].rowConstant
            for k in rowCells.range(of: Int(s)) {
                let cell = rowCells[k]
                levels.addCost(weight * cell.coefficient, at: Int(cell.symbol), level: l, symbolCapacity: info.capacity)
                candidates.push(cell.symbol)
            }
        } else {
            levels.addCost(weight, at: Int(s), level: l, symbolCapacity: info.capacity)
            candidates.push(s)
        }
    }
}
