#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A growable array of trivial elements in one `realloc`-managed block, with reference
/// semantics: the engine's per-symbol and per-constraint state.
///
/// Why not `Array`: an array grows by allocating a block twice as large, copying, and freeing
/// the old one, so a 10,000-view system's largest arrays are written into about twice their
/// final size of fresh pages (each page a fault, ~a third of `add`'s time there) and copied
/// once. `realloc` extends a block in place when it can, and glibc moves a large (mmapped) one
/// by remapping its pages: no copy, and only the new part is ever faulted in. Element access
/// also skips the uniqueness check an array makes before every write (~9 % of a list cell).
///
/// Reference semantics: a copy shares the storage. Each one belongs to a single `Engine`, and
/// engines are never copied (a solver owns one; throw-away ones live in a function).
final class GrowableArray<Element: BitwiseCopyable>: RandomAccessCollection {
    /// Unchecked: a class's stored properties are otherwise checked for exclusive access at run
    /// time on every access; nothing here calls back into the caller while accessing them.
    @exclusivity(unchecked) private(set) var base: UnsafeMutablePointer<Element>
    @exclusivity(unchecked) private(set) var count = 0
    @exclusivity(unchecked) private(set) var capacity: Int

    init(capacity: Int = 0) {
        self.capacity = Swift.max(capacity, 1)
        base = Self.reallocate(nil, self.capacity)
    }

    deinit { free(base) }

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
    var buffer: UnsafeMutableBufferPointer<Element> { UnsafeMutableBufferPointer(start: base, count: count) }

    @inline(__always) func append(_ e: Element) {
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

    /// Drops every element, keeping the block.
    func removeAll() { count = 0 }

    /// Removes and returns the last element (the array must not be empty).
    @inline(__always) @discardableResult func removeLast() -> Element {
        assert(count > 0, "GrowableArray is empty")
        count -= 1
        return base[count]
    }

    /// Swaps elements `i` and `j`.
    @inline(__always) func swapAt(_ i: Int, _ j: Int) {
        let t = base[i]
        base[i] = base[j]
        base[j] = t
    }

    /// Doubles the capacity (at least to `n`).
    /// - Complexity: amortised O(1) per element; no copy when `realloc` extends or remaps.
    private func grow(to n: Int) { resize(Swift.max(n, 2 * capacity)) }

    private func resize(_ n: Int) {
        base = Self.reallocate(base, n)
        capacity = n
    }

    private static func reallocate(_ p: UnsafeMutablePointer<Element>?, _ n: Int) -> UnsafeMutablePointer<Element> {
        let bytes = n * MemoryLayout<Element>.stride
        guard let raw = realloc(p, bytes) else { fatalError("GrowableArray: out of memory (\(bytes) bytes)") }
        return raw.bindMemory(to: Element.self, capacity: n)
    }
}
