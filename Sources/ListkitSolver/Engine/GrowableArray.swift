/// A growable array with reference semantics: the engine's per-symbol and per-constraint
/// state, and the front's records.
///
/// Why not `Array`: element access skips the uniqueness check an array makes before every
/// write, and growth copies less. An array grows by allocating a block
/// twice as large, copying and freeing the old one; here a small array grows by `realloc`
/// (in place when the heap allows), and from 512 KB on the array moves once into a
/// `ReservedRange` where it grows in place, never copied again, in huge pages where the
/// system has them. In a 10,000-view system page faults were a third of `add`'s time and
/// growth copies a seventh.
///
/// Reference semantics: a copy shares the storage. Each one belongs to a single `Engine`, and
/// engines are never copied (a solver owns one; throw-away ones live in a function).
///
/// Elements may be non-trivial (the front keeps its `Constraint`s here): they are then moved
/// with `moveInitialize` instead of `realloc`, and deinitialised with the array.
final class GrowableArray<Element>: RandomAccessCollection {
    /// Unchecked: a class's stored properties are otherwise checked for exclusive access at run
    /// time on every access; nothing here calls back into the caller while accessing them.
    @exclusivity(unchecked) private(set) var base: UnsafeMutablePointer<Element>
    @exclusivity(unchecked) private(set) var count = 0
    @exclusivity(unchecked) private(set) var capacity: Int
    /// The size of the address range the elements live in once large (it starts at `base`),
    /// else 0 (a `malloc` block). A size, not a `ReservedRange?`, whose 16 bytes made an array
    /// object 64 bytes, an 80-byte heap chunk; at 56 bytes it takes 64 (41 arrays a solver:
    /// 656 bytes less each).
    @exclusivity(unchecked) private var reservedBytes = 0
    /// The address range the elements live in once large, else nil.
    private var reserved: ReservedRange? {
        reservedBytes > 0 ? ReservedRange(adopting: UnsafeMutableRawPointer(base), bytes: reservedBytes) : nil
    }

    /// Address space reserved when the array moves into a range (or 4× its size then); the
    /// default, 256 MB, is never outgrown by a layout. Tests pass less.
    private let reservation: Int

    init(capacity: Int = 0, reservation: Int = 256 << 20) {
        self.reservation = reservation
        self.capacity = Swift.max(capacity, 1)
        base = Self.reallocate(nil, self.capacity)
    }

    deinit {
        base.deinitialize(count: count)
        if let range = reserved { range.release() } else { LibC.release(base) }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    /// Element `i` (checked against `count` in debug builds only, as unsafe buffers are).
    subscript(i: Int) -> Element {
        @inline(__always) unsafeAddress {
            assert(i >= 0 && i < count, "GrowableArray index out of range")
            return UnsafePointer(base + i)
        }
        @inline(__always) unsafeMutableAddress {
            assert(i >= 0 && i < count, "GrowableArray index out of range")
            return base + i
        }
    }

    /// The elements as a buffer, valid until the next growth.
    /// Per-`add` loops iterate this rather than the array: `for x in array` goes through
    /// `IndexingIterator` over the class, which the optimiser does not reduce to a pointer loop.
    var buffer: UnsafeMutableBufferPointer<Element> { UnsafeMutableBufferPointer(start: base, count: count) }

    @inline(__always) func append(_ e: consuming Element) {
        if count == capacity { grow(to: count + 1) }
        (base + count).initialize(to: e)
        count += 1
    }

    /// Appends `n` copies of `e`.
    func append(_ e: Element, times n: Int) {
        if count + n > capacity { grow(to: count + n) }
        (base + count).initialize(repeating: e, count: n)
        count += n
    }

    /// Makes room for `n` elements in all.
    func reserve(_ n: Int) {
        if n > capacity { resize(n) }
    }

    /// Sets the count after the caller initialised elements past it in place (through `base`,
    /// within `capacity`), or to drop trailing ones. Trivial elements only.
    @inline(__always) func setCount(_ n: Int) {
        assert(_isPOD(Element.self) && n >= 0 && n <= capacity, "setCount needs trivial elements within capacity")
        count = n
    }

    /// Extends the count to `n` (growing geometrically) without initialising the new elements,
    /// for trivial elements that are written before they are read.
    func extendUninitialized(to n: Int) {
        assert(_isPOD(Element.self), "extendUninitialized needs trivial elements")
        if n > capacity { grow(to: n) }
        count = Swift.max(count, n)
    }

    /// Appends `n` elements whose bytes are all zero (trivial elements only).
    func appendZeroed(_ n: Int) {
        assert(_isPOD(Element.self), "appendZeroed needs trivial elements")
        if count + n > capacity { grow(to: count + n) }
        LibC.zero(base + count, count: n)
        count += n
    }

    /// Drops every element, keeping the block.
    func removeAll() {
        base.deinitialize(count: count)
        count = 0
    }

    /// Removes element `i`, shifting the later ones down (order kept).
    /// - Complexity: O(count − i).
    @inline(__always) func remove(at i: Int) {
        assert(i >= 0 && i < count, "GrowableArray index out of range")
        (base + i).deinitialize(count: 1)
        (base + i).moveInitialize(from: base + i + 1, count: count - i - 1)
        count -= 1
    }

    /// Removes and returns the last element (the array must not be empty).
    @inline(__always) @discardableResult func removeLast() -> Element {
        assert(count > 0, "GrowableArray is empty")
        count -= 1
        return (base + count).move()
    }

    /// Swaps elements `i` and `j`.
    @inline(__always) func swapAt(_ i: Int, _ j: Int) {
        let t = base[i]
        base[i] = base[j]
        base[j] = t
    }

    /// Doubles the capacity (at least to `n`). Not rounded up to a power of two: with arrays
    /// reserved at a list cell's size (40 constraints, a 192-cell row pool) that made the grid
    /// slower while saving little on the chain.
    /// - Complexity: amortised O(1) per element; no copy when `realloc` extends the block, and
    ///   none at all once the array lives in a reserved range.
    private func grow(to n: Int) { resize(Swift.max(n, 2 * capacity)) }

    private func resize(_ n: Int) {
        let bytes = n * MemoryLayout<Element>.stride
        if let range = reserved, bytes <= range.bytes {
            capacity = n  // grows in place
            return
        }
        if bytes >= Self.reservedFrom, let range = ReservedRange(bytes: Swift.max(reservation, 4 * bytes)) {
            // One last copy into a range that then grows in place.
            move(to: range.base.bindMemory(to: Element.self, capacity: range.bytes / MemoryLayout<Element>.stride))
            reservedBytes = range.bytes
        } else if reserved != nil {
            // Outgrew its range and no larger one could be had: back to the heap.
            move(to: Self.reallocate(nil, n))
            reservedBytes = 0
        } else if _isPOD(Element.self) {
            base = Self.reallocate(base, n)
        } else {
            move(to: Self.reallocate(nil, n))
        }
        capacity = n
    }

    /// Moves the elements to `destination` and frees the old block or range.
    private func move(to destination: UnsafeMutablePointer<Element>) {
        destination.moveInitialize(from: base, count: count)
        if let old = reserved { old.release() } else { LibC.release(base) }
        base = destination
    }

    /// Whether the elements live in a reserved range (for tests).
    var isReserved: Bool { reserved != nil }

    /// Size from which the block moves into a reserved range: below it `realloc` is cheap and
    /// a reservation (2 MB huge pages) would waste memory in small solvers. The threshold was
    /// chosen by measurement (docs/performance.md).
    private static var reservedFrom: Int { 512 << 10 }

    /// `realloc` (a plain allocation when `p` is nil): only for trivial elements when moving.
    private static func reallocate(_ p: UnsafeMutablePointer<Element>?, _ n: Int) -> UnsafeMutablePointer<Element> {
        LibC.reallocate(p, count: n, for: "GrowableArray")
    }
}
