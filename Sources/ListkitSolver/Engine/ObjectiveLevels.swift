#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One level of the lexicographic objective: the summed violation of every optional
/// constraint (and edit) of one priority, as a dense coefficient vector over symbols.
///
/// The vector is raw memory owned by `ObjectiveLevels` (freed with it): as a `[Double]` inside
/// an array of levels, every cost written checked two buffers' uniqueness (~130 checks a
/// 40-constraint cell, mostly in `substitute`), and a new level's first growth went through
/// the generic `append(contentsOf:)` (~540 instructions, three levels a cell).
struct ObjectiveLevel {
    var priority: Double
    var constant: Double = 0
    /// Grown on demand: symbols past `count` cost 0 (new symbols are not in the objective),
    /// so making a symbol does not touch every level.
    fileprivate(set) var coefficients: UnsafeMutablePointer<Double>?
    fileprivate(set) var count = 0

    init(priority: Double) { self.priority = priority }

    /// The reduced cost of symbol `i`.
    @inline(__always) func cost(_ i: Int) -> Double { i < count ? coefficients![i] : 0 }

    /// Adds `delta` to the cost of `i`; a result within tolerance of zero becomes 0. A vector
    /// too short grows to at least `symbolCapacity` (the engine's symbol storage capacity): one
    /// growth per doubling of the symbols rather than a climb from 32 for each new level.
    @inline(__always) mutating func addCost(_ delta: Double, at i: Int, symbolCapacity: Int) {
        if i >= count { grow(to: max(i + 1, 2 * count, symbolCapacity, 32)) }
        var v = coefficients![i] + delta
        if Tolerance.isZero(v) { v = 0 }
        coefficients![i] = v
    }

    /// Takes `i` out of the objective, returning its cost.
    @inline(__always) mutating func removeCost(at i: Int) -> Double {
        guard i < count else { return 0 }
        let c = coefficients![i]
        coefficients![i] = 0
        return c
    }

    /// Zero-filled growth to `n` costs, by `realloc`.
    private mutating func grow(to n: Int) {
        guard let raw = realloc(coefficients, n * MemoryLayout<Double>.stride) else {
            fatalError("ObjectiveLevel: out of memory")
        }
        let p = raw.bindMemory(to: Double.self, capacity: n)
        (p + count).initialize(repeating: 0, count: n - count)
        coefficients = p
        count = n
    }
}

/// The objective levels of an engine, highest priority first, with reference semantics like
/// the engine's other arrays (an engine is never copied): levels are read and written in
/// place, with no uniqueness check and no retain of a cost vector.
final class ObjectiveLevels: RandomAccessCollection {
    private let levels = GrowableArray<ObjectiveLevel>(capacity: 4)

    deinit {
        for l in levels.indices { free(levels[l].coefficients) }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { levels.count }

    subscript(l: Int) -> ObjectiveLevel {
        @inline(__always) unsafeAddress { UnsafePointer(levels.base + l) }
        @inline(__always) unsafeMutableAddress { levels.base + l }
    }

    func append(_ level: ObjectiveLevel) { levels.append(level) }

    func swapAt(_ i: Int, _ j: Int) { levels.swapAt(i, j) }
}
