/// One member of an optional pool: the cost `below·max(0, b − v) + above·max(0, v − b)` of the
/// pool's variable `v`, `b` its breakpoint.
///
/// `λ·v + c  rel  0` at the pool's priority, with `b = −c/λ`, costs (in the constraint's own
/// units, as the tableau measures every optional constraint):
/// * `==`: `|λ|·|v − b|` (below = above = |λ|);
/// * `≤`: `max(0, λ·v + c)`: above = λ when λ > 0, else below = −λ;
/// * `≥`: `max(0, −(λ·v + c))`: below = λ when λ > 0, else above = −λ.
struct PoolMember {
    var breakpoint: Double
    var below: Double
    var above: Double
    /// The engine handle of the member's constraint.
    var handle: Int32
    var isLive = true
}

/// The optional constraints of one priority on one variable, held as a single convex
/// piecewise-linear cost `f(v) = Σ members` (Engine+Pools).
///
/// The tableau holds one row for the whole pool, `v − anchor = p − q` (its *base* constraint,
/// `p` and `q` its error symbols), and the objective costs `p` at `slopeUp` and `q` at
/// `slopeDown`, `f`'s slopes on either side of the anchor. That is exact while `p` stays within
/// `gapUp` (the distance to the next breakpoint above) and `q` within `gapDown`: there the
/// linear cost equals `f`, and everywhere it is below `f` (convexity), so an optimum of the
/// linear costs that meets those bounds is an optimum of `f`. The engine moves the anchor
/// breakpoint by breakpoint to keep them (see Engine+Pools).
///
/// Members are split around the anchor — `lower` (a max-heap of those below it), `at`, `upper`
/// (a min-heap of those above) — with each part's summed weights, so each slope is a sum of
/// four numbers and moving the anchor to the next breakpoint is a heap pop: O(log n). Removed
/// members stay in the heaps, flagged dead, until popped; the arrays are rebuilt when most of
/// their entries are dead (`compact`).
struct OptionalPool {
    /// The pool's variable (its symbol) and its key priority.
    let symbol: Symbol
    let priority: Double
    /// The handle of the base constraint (`v − anchor == 0` at `priority`).
    var base: Int32
    var anchor: Double
    /// The key's entry in the engine's `poolEntries`.
    let entry: Int32
    private(set) var members: [PoolMember] = []
    private(set) var liveCount = 0
    private var lower: [Int32] = []
    private var upper: [Int32] = []
    private var at: [Int32] = []
    /// Summed `below` and `above` weights of the live members below, at and above the anchor.
    private var belowLeft = 0.0, belowRight = 0.0
    private var atLeft = 0.0, atRight = 0.0
    private var aboveLeft = 0.0, aboveRight = 0.0
    /// Whether the engine watches the pool (its `p` or `q` is basic, see Engine+Pools).
    var isWatched = false

    init(symbol: Symbol, priority: Double, base: Int32, anchor: Double, entry: Int32) {
        self.symbol = symbol
        self.priority = priority
        self.base = base
        self.anchor = anchor
        self.entry = entry
    }

    /// `f`'s slope to the right of the anchor: the cost of `p`.
    var slopeUp: Double { belowRight + atRight - aboveLeft }
    /// `f`'s slope to the left of the anchor, per unit of decrease: the cost of `q`.
    var slopeDown: Double { aboveLeft + atLeft - belowRight }

    /// The distance from the anchor to the next breakpoint above it, nil when there is none.
    mutating func gapUp() -> Double? {
        Self.dropDeadTop(&upper, members, min: true)
        return upper.isEmpty ? nil : members[Int(upper[0])].breakpoint - anchor
    }

    /// The distance from the anchor to the next breakpoint below it, nil when there is none.
    mutating func gapDown() -> Double? {
        Self.dropDeadTop(&lower, members, min: false)
        return lower.isEmpty ? nil : anchor - members[Int(lower[0])].breakpoint
    }

    /// Adds a member; returns its slot (its index in `members`).
    mutating func insert(_ m: PoolMember) -> Int32 {
        let slot = Int32(members.count)
        members.append(m)
        liveCount += 1
        place(slot)
        return slot
    }

    /// Multiplies the weights of the member in `slot` by `factor` (a copy of its constraint
    /// added or removed): its breakpoint stays, so only its part's sums change.
    mutating func scale(slot: Int32, by factor: Double) {
        let m = members[Int(slot)]
        guard m.isLive else { return }
        let (dBelow, dAbove) = (m.below * (factor - 1), m.above * (factor - 1))
        members[Int(slot)].below = m.below * factor
        members[Int(slot)].above = m.above * factor
        if m.breakpoint < anchor {
            belowLeft += dBelow; belowRight += dAbove
        } else if m.breakpoint > anchor {
            aboveLeft += dBelow; aboveRight += dAbove
        } else {
            atLeft += dBelow; atRight += dAbove
        }
    }

    /// Removes the member in `slot` (it stays in the heaps, dead, until popped or compacted).
    mutating func remove(slot: Int32) {
        let m = members[Int(slot)]
        guard m.isLive else { return }
        members[Int(slot)].isLive = false
        liveCount -= 1
        if m.breakpoint < anchor {
            belowLeft -= m.below; belowRight -= m.above
        } else if m.breakpoint > anchor {
            aboveLeft -= m.below; aboveRight -= m.above
        } else {
            atLeft -= m.below; atRight -= m.above
        }
        if liveCount == 0 { resetWeights() }
    }

    /// Moves the anchor to the next breakpoint above (which must exist): the members at the
    /// anchor go below, those at the new anchor come out of `upper`.
    mutating func moveUp() {
        Self.dropDeadTop(&upper, members, min: true)
        let target = members[Int(upper[0])].breakpoint
        for s in at where members[Int(s)].isLive { Self.push(&lower, s, members, min: false) }
        at.removeAll(keepingCapacity: true)
        belowLeft += atLeft; belowRight += atRight
        atLeft = 0; atRight = 0
        anchor = target
        while let s = upper.first, members[Int(s)].breakpoint == target || !members[Int(s)].isLive {
            Self.pop(&upper, members, min: true)
            guard members[Int(s)].isLive else { continue }
            at.append(s)
            atLeft += members[Int(s)].below; atRight += members[Int(s)].above
            aboveLeft -= members[Int(s)].below; aboveRight -= members[Int(s)].above
        }
    }

    /// Moves the anchor to the next breakpoint below (which must exist).
    mutating func moveDown() {
        Self.dropDeadTop(&lower, members, min: false)
        let target = members[Int(lower[0])].breakpoint
        for s in at where members[Int(s)].isLive { Self.push(&upper, s, members, min: true) }
        at.removeAll(keepingCapacity: true)
        aboveLeft += atLeft; aboveRight += atRight
        atLeft = 0; atRight = 0
        anchor = target
        while let s = lower.first, members[Int(s)].breakpoint == target || !members[Int(s)].isLive {
            Self.pop(&lower, members, min: false)
            guard members[Int(s)].isLive else { continue }
            at.append(s)
            atLeft += members[Int(s)].below; atRight += members[Int(s)].above
            belowLeft -= members[Int(s)].below; belowRight -= members[Int(s)].above
        }
    }

    /// Whether most slots are dead: `compact` then pays for itself.
    var needsCompaction: Bool { members.count > 32 && members.count > 2 * liveCount }

    /// Drops dead members and rebuilds the parts (weights summed afresh, so rounding from
    /// many insertions and removals does not accumulate). Returns the live members' handles
    /// with their new slots.
    /// - Complexity: O(n log n).
    mutating func compact() -> [(handle: Int32, slot: Int32)] {
        let live = members.filter(\.isLive)
        members = []
        lower = []; upper = []; at = []
        liveCount = 0
        resetWeights()
        var moved: [(handle: Int32, slot: Int32)] = []
        moved.reserveCapacity(live.count)
        for m in live { moved.append((m.handle, insert(m))) }
        return moved
    }

    private mutating func resetWeights() {
        belowLeft = 0; belowRight = 0; atLeft = 0; atRight = 0; aboveLeft = 0; aboveRight = 0
    }

    private mutating func place(_ slot: Int32) {
        let m = members[Int(slot)]
        if m.breakpoint < anchor {
            Self.push(&lower, slot, members, min: false)
            belowLeft += m.below; belowRight += m.above
        } else if m.breakpoint > anchor {
            Self.push(&upper, slot, members, min: true)
            aboveLeft += m.below; aboveRight += m.above
        } else {
            at.append(slot)
            atLeft += m.below; atRight += m.above
        }
    }

    // MARK: - Heaps of slots, ordered by breakpoint (then slot, so ties pop in a fixed order)

    private static func precedes(_ a: Int32, _ b: Int32, _ members: [PoolMember], min: Bool) -> Bool {
        let x = members[Int(a)].breakpoint, y = members[Int(b)].breakpoint
        if x != y { return min ? x < y : x > y }
        return a < b
    }

    private static func dropDeadTop(_ heap: inout [Int32], _ members: [PoolMember], min: Bool) {
        while let s = heap.first, !members[Int(s)].isLive { pop(&heap, members, min: min) }
    }

    private static func push(_ heap: inout [Int32], _ s: Int32, _ members: [PoolMember], min: Bool) {
        BinaryHeap.push(s, into: &heap) { precedes($0, $1, members, min: min) }
    }

    private static func pop(_ heap: inout [Int32], _ members: [PoolMember], min: Bool) {
        BinaryHeap.pop(&heap) { precedes($0, $1, members, min: min) }
    }
}
