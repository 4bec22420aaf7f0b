import ListkitTestSupport
import Testing
@testable import ListkitSolver

/// The engine's `realloc`-grown arrays: contents survive every growth, in place or moved.
@Suite struct GrowableArrayTests {
    /// Appends one by one past many doublings (small blocks, then large ones that glibc maps
    /// and remaps), checking every element after each growth.
    @Test func appendsSurviveGrowth() {
        let a = GrowableArray<Int32>(capacity: 2)
        var capacity = a.capacity
        for i in 0 ..< 300_000 {
            a.append(Int32(i))
            if a.capacity != capacity {
                capacity = a.capacity
                #expect(a.elementsEqual((0 ... Int32(i)).map { $0 }))
            }
        }
        #expect(a.count == 300_000)
        #expect(a[299_999] == 299_999)
        // 1.2 MB: past the threshold, so it moved into a reserved range on the way.
        #expect(a.isReserved)
    }

    /// A reserved range that is outgrown: the elements move to a larger one (4× the size).
    @Test func outgrowsItsReservation() {
        let a = GrowableArray<Int64>(capacity: 4, reservation: 2 << 20)
        for i in 0 ..< 1_000_000 { a.append(Int64(i) * 3) }  // 8 MB, past the 2 MB range
        #expect(a.isReserved)
        #expect(a.capacity >= 1_000_000)
        #expect(a.enumerated().allSatisfy { $0.element == Int64($0.offset) * 3 })
        a.reserve(3_000_000)
        #expect(a[999_999] == 2_999_997)
    }

    @Test func appendTimesReserveAndWrites() {
        let a = GrowableArray<SymbolInfo>()
        a.append(SymbolInfo(kind: .slack), times: 5)
        a[3].owner = 7
        a.reserve(1_000)
        #expect(a.capacity >= 1_000)
        #expect(a.count == 5)
        #expect(a.map(\.owner) == [-1, -1, -1, 7, -1])
        a.append(SymbolInfo(kind: .error), times: 2_000)
        #expect(a.count == 2_005 && a[3].owner == 7 && a[2_004].kind == .error)
        a.buffer[0].rowConstant = 2.5
        #expect(a[0].rowConstant == 2.5)
        a.removeAll()
        #expect(a.isEmpty)
    }

    /// Non-trivial elements (the front's held constraints) are moved, not reallocated, and
    /// released with the array or when removed.
    @Test func nonTrivialElementsAreMovedAndReleased() {
        final class Counter { var live = 0 }
        final class Token {
            let counter: Counter
            init(_ counter: Counter) { self.counter = counter; counter.live += 1 }
            deinit { counter.live -= 1 }
        }
        let counter = Counter()
        do {
            let a = GrowableArray<[Token]?>(capacity: 1)
            for _ in 0 ..< 150_000 { a.append([Token(counter)]) }  // 1.2 MB: moved into a range too
            #expect(counter.live == 150_000 && a.isReserved)
            a[7] = nil
            _ = a.removeLast()
            #expect(counter.live == 149_998)
            #expect(a[8]?.count == 1)
        }
        #expect(counter.live == 0)
    }

    /// `remove(at:)` keeps the order and releases the removed element (`Engine.add` drops a
    /// definition's subject from its cells this way).
    @Test func removeAtShiftsDownAndReleases() {
        let a = GrowableArray<Int32>(capacity: 2)
        var model: [Int32] = []
        let seed: UInt64 = 9
        var rng = TestRNG(state: seed)
        for i in 0 ..< 2_000 {
            if model.isEmpty || rng.int(0 ... 2) > 0 {
                a.append(Int32(i)); model.append(Int32(i))
            } else {
                let k = rng.int(0 ... model.count - 1)
                a.remove(at: k); model.remove(at: k)
            }
        }
        #expect(Array(a) == model, "seed \(seed)")
        final class Box {}
        weak var gone: Box?
        let b = GrowableArray<Box>()
        do {
            let box = Box()
            gone = box
            b.append(Box()); b.append(box); b.append(Box())
        }
        b.remove(at: 1)
        #expect(gone == nil && b.count == 2)
    }

    /// The engine's per-constraint array holds optionals written through optional chaining.
    @Test func optionalElements() {
        let a = GrowableArray<EngineConstraint?>()
        a.append(EngineConstraint(owner: 1, marker: 2, other: -1, priority: 1000, definition: -1))
        a.append(nil)
        a[0]?.owner = 9
        a[1]?.owner = 9
        #expect(a[0]?.owner == 9)
        #expect(a[1] == nil)
    }
}

/// Reserved ranges are used only where unused address space costs nothing.
@Suite struct ReservedRangeRuleTests {
    @Test func reservesOnlyWithoutAddressSpaceLimitOrStrictOvercommit() {
        #expect(ReservedRange.reservingIsFree(addressSpaceLimit: nil, overcommitMode: nil))
        #expect(ReservedRange.reservingIsFree(addressSpaceLimit: UInt64.max, overcommitMode: 0))
        #expect(ReservedRange.reservingIsFree(addressSpaceLimit: (1 << 63) - 1, overcommitMode: 1))   // Darwin's RLIM_INFINITY
        #expect(!ReservedRange.reservingIsFree(addressSpaceLimit: 1_500_000 * 1024, overcommitMode: 0))
        #expect(!ReservedRange.reservingIsFree(addressSpaceLimit: UInt64.max, overcommitMode: 2))
    }
}
