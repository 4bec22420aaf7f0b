/// An array a binary heap can live in: the solver's `GrowableArray` (its queues of symbols
/// and definitions) and Swift's `Array` (the optional pools' breakpoints).
protocol HeapStorage {
    associatedtype Element
    var count: Int { get }
    subscript(i: Int) -> Element { get set }
    mutating func append(_ e: Element)
    mutating func removeLast() -> Element
    mutating func swapAt(_ i: Int, _ j: Int)
}

extension Array: HeapStorage {}

extension GrowableArray: HeapStorage {}

/// The binary heap every queue of the solver is: `push` and `pop` on any `HeapStorage`,
/// ordered by `precedes` (`<` a min-heap, `>` a max-heap, or a comparison through a table).
/// Inlined into each queue, so the comparison is inlined too: pushes and pops are on the
/// simplex's hot loops.
enum BinaryHeap {
    /// Adds `e`, moving it up past every parent it precedes.
    @inline(__always)
    static func push<Storage: HeapStorage>(_ e: Storage.Element, into heap: inout Storage,
                                            by precedes: (Storage.Element, Storage.Element) -> Bool) {
        heap.append(e)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard precedes(heap[child], heap[parent]) else { break }
            heap.swapAt(parent, child)
            child = parent
        }
    }

    /// Removes and returns the element that precedes every other (nil when empty): the last
    /// element takes the root's place and moves down past every child that precedes it.
    @inline(__always) @discardableResult
    static func pop<Storage: HeapStorage>(_ heap: inout Storage,
                                          by precedes: (Storage.Element, Storage.Element) -> Bool) -> Storage.Element? {
        guard heap.count > 0 else { return nil }
        let top = heap[0]
        let last = heap.removeLast()
        let count = heap.count
        guard count > 0 else { return top }
        heap[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var first = parent
            if left < count && precedes(heap[left], heap[first]) { first = left }
            if right < count && precedes(heap[right], heap[first]) { first = right }
            if first == parent { break }
            heap.swapAt(parent, first)
            parent = first
        }
        return top
    }
}
