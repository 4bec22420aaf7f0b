/// Many short lists of `Element` (the tableau's rows, the column index) kept in one
/// contiguous pool instead of one heap array each.
///
/// Why: a UI system has thousands of lists of 1–6 entries. As separate `Array`s every new
/// list, every growth and every rebuilt row is a malloc, a free and reference counting — most
/// of the cost of a small system. Here list `i` owns a block `pool[start ..< start + capacity]`
/// whose capacity is a power of two (4, 8, 16, …); a full list moves to a block twice as big
/// and its old block goes on the free list of its size class, to be reused by the next list
/// that needs one. Lists are addressed by index; elements by absolute pool index
/// (`range(of:)`), which stays valid until that list is changed.
struct PooledLists<Element: BitwiseCopyable> {
    private struct Slot {
        var start: Int32 = 0
        var count: Int32 = 0
        /// `sizeClass + 1`, so that an empty slot is all zero bytes (see `addSlots`).
        private var storedClass: Int8 = 0

        init() {}

        init(start: Int32, count: Int32, sizeClass: Int8) {
            self.start = start
            self.count = count
            self.sizeClass = sizeClass
        }

        /// log2(capacity / 4); -1 while the list owns no block.
        var sizeClass: Int8 {
            @inline(__always) get { storedClass &- 1 }
            @inline(__always) set { storedClass = newValue &+ 1 }
        }
    }

    /// Grown by `realloc` (see GrowableArray); owned by one engine, like the arrays there.
    let pool = GrowableArray<Element>()
    private let slots = GrowableArray<Slot>()
    /// Free blocks: a stack per size class, its head here (-1: empty), each free block's
    /// link to the next in the block's own first bytes (a freed block holds nothing else, and
    /// every element is at least 4 bytes). An array of arrays paid uniqueness checks and
    /// nested-array bookkeeping on every pop or push, and each size class's
    /// first push allocated; a side array of links grew with the pool (more pages touched).
    private let freeHead = GrowableArray<Int32>(capacity: 28)
    /// Pool elements handed out as blocks; `pool` beyond this is spare capacity.
    private var used = 0

    init() {
        precondition(MemoryLayout<Element>.stride >= MemoryLayout<Int32>.size, "a free block holds an Int32 link")
        freeHead.append(-1, times: 28)
    }

    /// Every list empty and every block free, as made (the pool's memory kept: blocks are
    /// handed out again from its start, at the same places as in new lists).
    mutating func removeAll() {
        slots.removeAll()
        for k in 0 ..< freeHead.count { freeHead[k] = -1 }
        used = 0
    }

    mutating func reserve(lists: Int, elements: Int) {
        slots.reserve(lists)
        pool.reserve(elements)
    }

    @inline(__always) func count(_ i: Int) -> Int { i < slots.count ? Int(slots[i].count) : 0 }

    /// Absolute pool indices of list `i`'s elements, in order.
    @inline(__always) func range(of i: Int) -> Range<Int> {
        guard i < slots.count else { return 0 ..< 0 }
        let slot = slots[i]
        return Int(slot.start) ..< Int(slot.start) + Int(slot.count)
    }

    @inline(__always) subscript(k: Int) -> Element {
        get { pool[k] }
        set { pool[k] = newValue }
    }

    mutating func append(_ e: Element, to i: Int) {
        if i >= slots.count { addSlots(through: i) }
        let slot = slots[i]
        if slot.sizeClass >= 0 && Int(slot.count) < Self.capacity(slot.sizeClass) {
            pool[Int(slot.start) + Int(slot.count)] = e
            slots[i].count = slot.count + 1
            return
        }
        let grown = grow(slot, to: slot.sizeClass + 1)
        pool[Int(grown.start) + Int(grown.count)] = e
        slots[i] = Slot(start: grown.start, count: grown.count + 1, sizeClass: grown.sizeClass)
    }

    /// Appends `e` to list `lists(k)` for every `k` in `0 ..< n` (a row's cells into the column
    /// index): the common case, a list with room in its block, is a few loads and stores here,
    /// where a call to `append` would reload the storage each time.
    /// - Complexity: O(n), plus a block move for each list that is full.
    @inline(__always)
    mutating func append(_ e: Element, toEachOf n: Int, lists: (Int) -> Int) {
        for k in 0 ..< n {
            let i = lists(k)
            if i < slots.count {
                let slot = slots.base + i
                let c = Int(slot.pointee.count)
                if slot.pointee.sizeClass >= 0 && c < Self.capacity(slot.pointee.sizeClass) {
                    pool.base[Int(slot.pointee.start) + c] = e
                    slot.pointee.count = Int32(truncatingIfNeeded: c + 1)
                    continue
                }
                // A list's first element (a third of a list cell's column appends): the
                // smallest block, from its free stack or the pool's spare room, without the
                // general path's grow-and-release calls.
                if slot.pointee.sizeClass < 0, let start = smallestBlockWithoutGrowth() {
                    pool.base[Int(start)] = e
                    slot.pointee = Slot(start: start, count: 1, sizeClass: 0)
                    continue
                }
            }
            append(e, to: i)
        }
    }

    /// Replaces list `i`'s elements by `elements`.
    mutating func replace(_ i: Int, with elements: [Element]) {
        elements.withUnsafeBufferPointer { replace(i, with: $0) }
    }

    /// Replaces list `i`'s elements by `elements`.
    @inline(__always) mutating func replace(_ i: Int, with elements: UnsafeBufferPointer<Element>) {
        if i >= slots.count { addSlots(through: i) }
        var slot = slots[i]
        if elements.count > (slot.sizeClass < 0 ? 0 : Self.capacity(slot.sizeClass)) {
            release(slot)
            let sizeClass = Self.sizeClass(for: elements.count)
            slot.start = allocate(sizeClass)
            slot.sizeClass = sizeClass
        }
        let start = Int(slot.start)
        let p = pool.buffer
        for k in elements.indices { p[start + k] = elements[k] }
        slot.count = Int32(elements.count)
        slots[i] = slot
    }

    /// Appends list `i`'s elements to `out`.
    func copy(_ i: Int, appendingTo out: inout [Element]) {
        for k in range(of: i) { out.append(pool[k]) }
    }

    /// Appends list `i`'s elements to `out`.
    func copy(_ i: Int, appendingTo out: GrowableArray<Element>) {
        for k in range(of: i) { out.append(pool[k]) }
    }

    /// Empties list `i` and returns its block to the free list.
    mutating func removeAll(_ i: Int) {
        guard i < slots.count else { return }
        release(slots[i])
        slots[i] = Slot()
    }

    /// Removes the element at absolute index `k` of list `i`, keeping the order.
    mutating func remove(at k: Int, from i: Int) {
        var slot = slots[i]
        let end = Int(slot.start) + Int(slot.count)
        let p = pool.buffer
        for m in k ..< end - 1 { p[m] = p[m + 1] }
        slot.count -= 1
        slots[i] = slot
    }

    /// Removes the element at absolute index `k` of list `i` by moving the last one there.
    mutating func swapRemove(at k: Int, from i: Int) {
        let slot = slots[i]
        let last = Int(slot.start) + Int(slot.count) - 1
        pool[k] = pool[last]
        slots[i].count = slot.count - 1
    }

    /// Lists exist implicitly (every index names a list, empty until written), and slots are
    /// made on the first write: most symbols never have a row, and making a symbol no longer
    /// appends to two slot arrays. Grows to the reserved capacity first, then geometrically.
    private mutating func addSlots(through i: Int) {
        let target = max(i + 1, slots.capacity, 2 * slots.count)
        // Empty slots are zero bytes: one `memset` instead of a store per slot.
        slots.appendZeroed(target - slots.count)
    }

    // MARK: - Blocks

    @inline(__always) private static func capacity(_ sizeClass: Int8) -> Int { 4 << Int(sizeClass) }

    /// The smallest size class holding `count` elements: ⌈log2(count)⌉ − 2, at least 0 (from
    /// the leading zeros rather than a loop over the classes).
    @inline(__always) private static func sizeClass(for count: Int) -> Int8 {
        guard count > 4 else { return 0 }
        return Int8(truncatingIfNeeded: Int.bitWidth - (count - 1).leadingZeroBitCount - 2)
    }

    private mutating func grow(_ slot: Slot, to sizeClass: Int8) -> Slot {
        let start = allocate(sizeClass)
        let old = Int(slot.start)
        let n = Int(slot.count)
        if n > 0 {
            let p = pool.buffer
            for k in 0 ..< n { p[Int(start) + k] = p[old + k] }
        }
        release(slot)
        return Slot(start: start, count: slot.count, sizeClass: sizeClass)
    }

    /// The block after free block `start` on its stack.
    @inline(__always) private func nextFree(_ start: Int32) -> Int32 {
        UnsafeRawPointer(pool.base + Int(start)).load(as: Int32.self)
    }

    /// A free block of size class 0, or nil if taking one would grow the pool (`allocate`'s
    /// first two cases, inlined for `append(_:toEachOf:lists:)`).
    @inline(__always) private mutating func smallestBlockWithoutGrowth() -> Int32? {
        let head = freeHead[0]
        if head >= 0 {
            freeHead[0] = nextFree(head)
            return head
        }
        guard used + 4 <= pool.count else { return nil }
        used += 4
        return Int32(truncatingIfNeeded: used - 4)
    }

    @inline(__always) private mutating func allocate(_ sizeClass: Int8) -> Int32 {
        let head = freeHead[Int(sizeClass)]
        if head >= 0 {
            freeHead[Int(sizeClass)] = nextFree(head)
            return head
        }
        let start = used
        let n = Self.capacity(sizeClass)
        if used + n > pool.count {
            // Grow geometrically in one step, at least to the reserved capacity, and leave the
            // room uninitialised (a block is written before it is read; a free block's link
            // when it is freed): filling it with a filler element cost a call and a write per element
            // (six growths a list cell).
            pool.extendUninitialized(to: max(pool.count + max(n, pool.count), pool.capacity))
        }
        used += n
        return Int32(truncatingIfNeeded: start)
    }

    private mutating func release(_ slot: Slot) {
        guard slot.sizeClass >= 0 else { return }
        UnsafeMutableRawPointer(pool.base + Int(slot.start)).storeBytes(of: freeHead[Int(slot.sizeClass)], as: Int32.self)
        freeHead[Int(slot.sizeClass)] = slot.start
    }
}
