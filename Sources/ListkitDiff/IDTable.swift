/// Ids by the 64-bit hashes of their bytes (`hashID`): an open-addressing table of 64-bit slots
/// (32-bit hash tag | flags | index + 1), in raw memory of its own, and the one probe loop
/// every use takes. The diff pairs old and new ids in it (`IdentityPairing`); lint finds a
/// list's repeated cell ids in it (`record`).
///
/// The hash is fast and unkeyed, so ids can be crafted to collide: a probe longer than
/// `maxSteps` gives up (`overloaded`), and the caller takes a slower path whose findings are
/// the same. Nothing printed depends on the hash.
///
/// The caller owns the memory: `deallocate` when done.
public struct IDTable {
    public static let tagMask: UInt64 = 0xFFFF_FFFF_0000_0000
    public static let repeatsFlag: UInt64 = 0x8000_0000
    public static let indexMask: UInt64 = 0x7FFF_FFFF
    /// Ids per prefetch block: each block first touches its home slots in a tight loop of
    /// independent loads, so their cache misses overlap and the real probes hit the cache.
    public static let blockSize = 64
    /// Linear probing at this load takes ~1.5 steps per id and, over a million random ids, a
    /// few dozen at the most; hundreds mean ids that collide, and going on could be quadratic.
    /// So no id probes more than this many slots when the hash is unkeyed.
    public static let boundedSteps = 256

    public let slots: UnsafeMutableBufferPointer<UInt64>
    /// The word after the slots, where `record` leaves the sum of the home slots it touched: a
    /// store the optimiser must keep, so it keeps the loads (there for their cache misses).
    @usableFromInline let touchSink: UnsafeMutablePointer<UInt64>
    @usableFromInline let mask: Int
    @usableFromInline let maxSteps: Int

    /// A table at most half full with `count` ids.
    @inlinable
    public init(count: Int, maxSteps: Int = IDTable.boundedSteps) {
        var capacity = 16
        while capacity < 2 * count { capacity <<= 1 }
        let memory = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: capacity + 1)
        memory.initialize(repeating: 0)
        slots = UnsafeMutableBufferPointer(rebasing: memory[..<capacity])
        touchSink = memory.baseAddress! + capacity
        mask = capacity - 1
        self.maxSteps = maxSteps
    }

    @inlinable
    public func deallocate() { slots.baseAddress?.deallocate() }

    public enum Probe {
        /// No slot holds the id; `index` is where it goes.
        case vacant(Int)
        /// Slot `index` holds the id (or one the caller could not tell apart).
        case found(Int, slot: UInt64)
        /// The probe ran past `maxSteps`.
        case overloaded
    }

    /// Linear probing from the hash's home slot; `matching(index)` decides a tag match
    /// (always true in the diff's fast pass, a byte comparison otherwise).
    /// - Complexity: O(1) expected, at most `maxSteps` slots.
    @inlinable @inline(__always)
    public func probe(_ hash: UInt64, matching: (Int) -> Bool) -> Probe {
        let tag = Self.tag(hash)
        var index = Int(truncatingIfNeeded: hash) & mask, steps = 0
        while true {
            let slot = slots[index]
            if slot == 0 { return .vacant(index) }
            if slot & Self.tagMask == tag && matching(Self.representative(slot)) { return .found(index, slot: slot) }
            index = (index + 1) & mask
            steps &+= 1
            if steps > maxSteps { return .overloaded }
        }
    }

    /// Loads the home slots of a block of hashes, so that their misses overlap.
    @inlinable @inline(__always)
    public func touch(_ hashes: UnsafeBufferPointer<UInt64>, _ block: Range<Int>) -> UInt64 {
        var sum: UInt64 = 0
        for k in block { sum &+= slots[Int(truncatingIfNeeded: hashes[k]) & mask] }
        return sum
    }

    /// Blocks as an outer loop: testing `i % blockSize` at every id cost more than the loop.
    @inlinable @inline(__always)
    public static func blocks(_ count: Int) -> some Sequence<Range<Int>> {
        stride(from: 0, to: count, by: blockSize).lazy.map { $0..<min($0 + blockSize, count) }
    }

    @inlinable @inline(__always) public static func tag(_ hash: UInt64) -> UInt64 { hash & tagMask }
    @inlinable @inline(__always) public static func representative(_ slot: UInt64) -> Int { Int(slot & indexMask) - 1 }

    /// Records a run of ids numbered from `first`, given by their `hashes`, a block at a time;
    /// `repeated(k, i)` is called for each k-th id of the run whose bytes are those of the id
    /// recorded at `i` (`sameID(k, i)`, asked only on equal tags). False when the table is
    /// overloaded (the rest of the run is then not recorded).
    /// - Complexity: O(n) expected for n ids.
    @inlinable
    public func record(_ hashes: UnsafeBufferPointer<UInt64>, numberedFrom first: Int, sameID: (_ k: Int, _ earlier: Int) -> Bool,
                       repeated: (_ k: Int, _ earlier: Int) -> Void) -> Bool {
        var touched: UInt64 = 0
        defer { touchSink.pointee &+= touched }
        for block in Self.blocks(hashes.count) {
            touched &+= touch(hashes, block)
            for k in block {
                let hash = hashes[k]
                switch probe(hash, matching: { sameID(k, $0) }) {
                case .vacant(let index): slots[index] = Self.tag(hash) | UInt64(first + k + 1)
                case .found(_, let slot): repeated(k, Self.representative(slot))
                case .overloaded: return false
                }
            }
        }
        return true
    }
}
