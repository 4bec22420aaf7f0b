/// One stack of finished children shared by all open collections: a collection's children sit on
/// top of it, from the index where it started, until its end event moves them — without copying
/// or retaining — into an array of exactly their count. This spares the growth reallocations that
/// appending to a fresh array per collection costs (a 4-key mapping would allocate three times).
struct ChildStack<Element>: ~Copyable {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int = 256) {
        self.capacity = max(capacity, 1)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    @inline(__always)
    mutating func push(_ element: consuming Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    /// The element at `index` (which must be below `count`), borrowed in place: reading a
    /// key of a pair does not copy (and retain) the whole pair.
    subscript(index: Int) -> Element {
        unsafeAddress {
            precondition(index >= 0 && index < count)
            return UnsafePointer(base + index)
        }
    }

    /// Every element, in place: valid until the next change to the stack.
    var elements: UnsafeBufferPointer<Element> {
        UnsafeBufferPointer(start: base, count: count)
    }

    /// Drops every element, keeping the memory.
    mutating func removeAll() {
        base.deinitialize(count: count)
        count = 0
    }

    /// Moves the elements from `start` to the top into a new array and drops them from the stack.
    mutating func popArray(from start: Int) -> [Element] {
        let moved = max(count - start, 0)
        guard moved > 0 else { return [] }
        let array = [Element](unsafeUninitializedCapacity: moved) { buffer, initialized in
            if let destination = buffer.baseAddress {
                destination.moveInitialize(from: base + start, count: moved)
                initialized = moved
            } else {
                (base + start).deinitialize(count: moved)
            }
        }
        count = start
        return array
    }

    private mutating func grow() {
        let newCapacity = capacity * 2
        let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
