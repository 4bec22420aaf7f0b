/// One level of the lexicographic objective: the summed violation of every optional
/// constraint (and edit) of one priority, as a dense coefficient vector over symbols.
///
/// The vector is a slot of `ObjectiveLevels`' single cost block (see there): as a `[Double]`
/// inside an array of levels, every cost written checked two buffers' uniqueness (mostly in
/// `substitute`), and a new level's first growth went through the generic
/// `append(contentsOf:)` (three levels a cell).
struct ObjectiveLevel {
    var priority: Double
    var constant: Double = 0
    /// This level's costs: `count` of them, set by `ObjectiveLevels` (its slot of the block).
    fileprivate(set) var coefficients: UnsafeMutablePointer<Double>
    /// The block's stride: symbols at or past it cost 0 (new symbols are not in the objective),
    /// so making a symbol does not touch every level.
    fileprivate(set) var count: Int32
    /// Which stride-long slot of the block holds the costs (levels are reordered, slots not).
    fileprivate let slot: Int32

    fileprivate init(priority: Double, coefficients: UnsafeMutablePointer<Double>, count: Int32, slot: Int32) {
        self.priority = priority
        self.coefficients = coefficients
        self.count = count
        self.slot = slot
    }

    /// The reduced cost of symbol `i`.
    @inline(__always) func cost(_ i: Int) -> Double { i < Int(count) ? coefficients[i] : 0 }

    /// Takes `i` out of the objective, returning its cost.
    @inline(__always) mutating func removeCost(at i: Int) -> Double {
        guard i < Int(count) else { return 0 }
        let c = coefficients[i]
        coefficients[i] = 0
        return c
    }
}

/// The objective levels of an engine, highest priority first, with reference semantics like
/// the engine's other arrays (an engine is never copied): levels are read and written in
/// place, with no uniqueness check and no retain of a cost vector.
///
/// Every level's costs live in one block, level slot `k` at `block[k · stride ..< (k+1) · stride]`,
/// reserved with the engine for a list cell's three levels over 64 symbols (1.5 KB). With a
/// `realloc`'d vector per level, a cell's three levels were three allocations inside `add`,
/// and with 10,000 live solvers each landed on fresh pages (~0.6 page faults a cell).
final class ObjectiveLevels: RandomAccessCollection {
    private let levels = GrowableArray<ObjectiveLevel>(capacity: 4)
    /// The cost block: `capacity` doubles, of which `levels.count · stride` are in use.
    @exclusivity(unchecked) private var block: UnsafeMutablePointer<Double>
    @exclusivity(unchecked) private var capacity: Int
    /// Costs per level; grows (re-laying out every slot) when a symbol past it is costed.
    @exclusivity(unchecked) private(set) var stride: Int
    private let initialStride: Int

    /// Room for `levels` levels of `symbols` costs, allocated now (not zeroed: a level's slot is
    /// zeroed when the level is made).
    init(levels: Int, symbols: Int) {
        stride = Swift.max(symbols, 1)
        initialStride = stride
        capacity = Swift.max(levels, 1) * stride
        block = Self.reallocate(nil, capacity)
    }

    deinit { LibC.release(block) }

    /// No level, and the stride it was made with (the block kept).
    func removeAll() {
        levels.removeAll()
        stride = initialStride
    }

    var startIndex: Int { 0 }
    var endIndex: Int { levels.count }

    subscript(l: Int) -> ObjectiveLevel {
        @inline(__always) unsafeAddress { UnsafePointer(levels.base + l) }
        @inline(__always) unsafeMutableAddress { levels.base + l }
    }

    /// Appends a level of `priority` with zero costs, in the next free slot.
    /// - Complexity: O(stride), plus a `realloc` when the block is full.
    func append(priority: Double) {
        let slot = levels.count
        if (slot + 1) * stride > capacity { resize(to: (slot + 1) * stride) }
        let p = block + slot * stride
        p.initialize(repeating: 0, count: stride)
        levels.append(ObjectiveLevel(priority: priority, coefficients: p, count: Int32(truncatingIfNeeded: stride),
                                     slot: Int32(truncatingIfNeeded: slot)))
    }

    func swapAt(_ i: Int, _ j: Int) { levels.swapAt(i, j) }

    /// Adds `delta` to the cost of `i` at level `l`; a result that is cancellation noise
    /// (`Tolerance.cancels`) becomes 0. A symbol past the stride widens every slot to at least `symbolCapacity` (the engine's
    /// symbol storage capacity): one re-layout per doubling of the symbols.
    /// - Complexity: O(1), and O(levels · stride) when it widens.
    @inline(__always) func addCost(_ delta: Double, at i: Int, level l: Int, symbolCapacity: Int) {
        if i >= stride { widen(to: Swift.max(i + 1, 2 * stride, symbolCapacity, 32)) }
        let p = levels.base[l].coefficients
        var v = p[i] + delta
        if Tolerance.cancels(v, p[i], delta) { v = 0 }
        p[i] = v
    }

    /// Widens every slot to `n` costs, zero-filled past the old stride.
    /// - Complexity: O(levels · n).
    private func widen(to n: Int) {
        let old = stride, used = levels.count
        if used * n > capacity { resize(to: used * n) }
        // Last slot first: each moves up, over slots already moved.
        var k = used - 1
        while k >= 0 {
            let from = block + k * old, to = block + k * n
            LibC.moveBytes(to: to, from: from, count: old)   // the two may overlap
            (to + old).initialize(repeating: 0, count: n - old)
            k -= 1
        }
        stride = n
        rebase()
    }

    private func resize(to n: Int) {
        block = Self.reallocate(block, n)
        capacity = n
        rebase()
    }

    /// Points every level at its slot (after the block moved or the stride changed).
    private func rebase() {
        let p = levels.base
        for l in 0 ..< levels.count {
            p[l].coefficients = block + Int(p[l].slot) * stride
            p[l].count = Int32(truncatingIfNeeded: stride)
        }
    }

    private static func reallocate(_ p: UnsafeMutablePointer<Double>?, _ n: Int) -> UnsafeMutablePointer<Double> {
        LibC.reallocate(p, count: n, for: "ObjectiveLevels")
    }
}
