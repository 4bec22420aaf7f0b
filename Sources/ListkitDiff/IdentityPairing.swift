/// Pairs the ids of an old and a new sequence first-in-first-out, interning each distinct
/// id once.
///
/// Why not `Dictionary<String, Int>`: String hashing runs SipHash over the bytes and every
/// probe compares whole strings. Here each id's UTF-8 bytes are hashed once with a cheap
/// multiply–xorshift hash, the bytes of each *distinct* id are copied once into one arena,
/// and an open-addressing table of 64-bit slots (32-bit hash tag | symbol) finds them
/// again. A probe touches the slot, and the arena only when the tag matches. Per-item
/// state is a handful of `Int32` arrays, reserved up front: no per-item allocation.
///
/// Duplicates: each symbol keeps a FIFO chain of its unpaired old occurrences; a new
/// occurrence takes the head of that chain.
///
/// - Complexity: O(n + m) expected for n old and m new ids (linear probing, load ≤ ½).
final class IdentityPairing {
    /// For each old occurrence, the new occurrence it is paired with, or -1.
    private(set) var oldToNew: [Int32]
    /// For each new occurrence, the old occurrence it is paired with, or -1.
    private(set) var newToOld: [Int32]

    private struct Symbol {
        var head: Int32 = -1      // first unpaired old occurrence
        var tail: Int32 = -1      // last old occurrence, where the chain grows
        var oldCount: Int32 = 0
        var newCount: Int32 = 0
    }

    private var oldSymbol: [Int32] = []
    private var newSymbol: [Int32] = []
    private var nextOld: [Int32] = []
    private var symbols: [Symbol] = []
    private var arena: [UInt8] = []
    private var symbolStart: [Int] = [0]
    private var slots: [UInt64]
    private var mask: Int

    init(oldCount: Int, newCount: Int) {
        oldToNew = [Int32](repeating: -1, count: oldCount)
        newToOld = []
        newToOld.reserveCapacity(newCount)
        oldSymbol.reserveCapacity(oldCount)
        newSymbol.reserveCapacity(newCount)
        nextOld.reserveCapacity(oldCount)
        symbols.reserveCapacity(oldCount + newCount)
        symbolStart.reserveCapacity(oldCount + newCount + 1)
        var capacity = 16
        while capacity < 2 * (oldCount + newCount) { capacity <<= 1 }
        slots = [UInt64](repeating: 0, count: capacity)
        mask = capacity - 1
    }

    // MARK: - Feeding ids (old ones first, then new ones)

    /// Records the next old occurrence.
    func addOld(_ id: String) {
        let occurrence = Int32(truncatingIfNeeded: oldSymbol.count)
        let symbol = withIDBytes(id) { intern($0) }
        oldSymbol.append(symbol)
        nextOld.append(-1)
        let s = Int(symbol)
        if symbols[s].tail >= 0 { nextOld[Int(symbols[s].tail)] = occurrence } else { symbols[s].head = occurrence }
        symbols[s].tail = occurrence
        symbols[s].oldCount &+= 1
    }

    /// Records the next new occurrence and pairs it with the oldest unpaired old one.
    func addNew(_ id: String) {
        let occurrence = Int32(truncatingIfNeeded: newSymbol.count)
        let symbol = withIDBytes(id) { intern($0) }
        newSymbol.append(symbol)
        let s = Int(symbol)
        symbols[s].newCount &+= 1
        let head = symbols[s].head
        if head >= 0 {
            newToOld.append(head)
            oldToNew[Int(head)] = occurrence
            symbols[s].head = nextOld[Int(head)]
        } else {
            newToOld.append(-1)
        }
    }

    /// Every id that occurs more than once on either side: its old and new occurrences,
    /// in order of the id's first occurrence.
    /// - Complexity: O(n + m).
    func duplicateGroups() -> [(old: [Int32], new: [Int32])] {
        var groupOfSymbol = [Int32](repeating: -1, count: symbols.count)
        var groups: [(old: [Int32], new: [Int32])] = []
        for (s, symbol) in symbols.enumerated() where symbol.oldCount > 1 || symbol.newCount > 1 {
            groupOfSymbol[s] = Int32(groups.count)
            groups.append(([], []))
        }
        guard !groups.isEmpty else { return [] }
        for (i, s) in oldSymbol.enumerated() where groupOfSymbol[Int(s)] >= 0 {
            groups[Int(groupOfSymbol[Int(s)])].old.append(Int32(i))
        }
        for (j, s) in newSymbol.enumerated() where groupOfSymbol[Int(s)] >= 0 {
            groups[Int(groupOfSymbol[Int(s)])].new.append(Int32(j))
        }
        return groups
    }

    // MARK: - Interning

    /// The symbol of `bytes`, created on first sight.
    @inline(__always)
    private func intern(_ bytes: UnsafeRawBufferPointer) -> Int32 {
        let hash = hashID(bytes)
        let tag = hash & 0xFFFF_FFFF_0000_0000
        var index = Int(truncatingIfNeeded: hash) & mask
        while true {
            let slot = slots[index]
            if slot == 0 { break }
            if slot & 0xFFFF_FFFF_0000_0000 == tag {
                let symbol = Int(slot & 0xFFFF_FFFF) - 1
                if arenaEquals(symbol, bytes) { return Int32(truncatingIfNeeded: symbol) }
            }
            index = (index + 1) & mask
        }
        let symbol = symbols.count
        slots[index] = tag | UInt64(symbol + 1)
        symbols.append(Symbol())
        arena.append(contentsOf: bytes)
        symbolStart.append(arena.count)
        if symbols.count * 2 > slots.count { grow() }
        return Int32(truncatingIfNeeded: symbol)
    }

    @inline(__always)
    private func arenaEquals(_ symbol: Int, _ bytes: UnsafeRawBufferPointer) -> Bool {
        let start = symbolStart[symbol], end = symbolStart[symbol + 1]
        guard end - start == bytes.count else { return false }
        return arena.withUnsafeBytes { stored in
            bytesEqual(UnsafeRawBufferPointer(rebasing: stored[start..<end]), bytes)
        }
    }

    /// Doubles the table; only reached when callers under-declare their counts.
    private func grow() {
        slots = [UInt64](repeating: 0, count: slots.count * 2)
        mask = slots.count - 1
        arena.withUnsafeBytes { stored in
            for symbol in 0..<symbols.count {
                let bytes = UnsafeRawBufferPointer(rebasing: stored[symbolStart[symbol]..<symbolStart[symbol + 1]])
                let hash = hashID(bytes)
                var index = Int(truncatingIfNeeded: hash) & mask
                while slots[index] != 0 { index = (index + 1) & mask }
                slots[index] = (hash & 0xFFFF_FFFF_0000_0000) | UInt64(symbol + 1)
            }
        }
    }
}

// MARK: - Helpers

/// Calls `body` with the UTF-8 bytes of `id`, without copying native strings.
@inline(__always)
func withIDBytes<R>(_ id: String, _ body: (UnsafeRawBufferPointer) -> R) -> R {
    if let result = id.utf8.withContiguousStorageIfAvailable({ body(UnsafeRawBufferPointer($0)) }) {
        return result
    }
    var native = id
    return native.withUTF8 { body(UnsafeRawBufferPointer($0)) }
}

/// A 64-bit hash of a byte string: one multiply–xorshift round per 8-byte word, then
/// MurmurHash3's finaliser so low bits (the table index) depend on every byte.
@inline(__always)
func hashID(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
    let count = bytes.count
    var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 &* UInt64(truncatingIfNeeded: count &+ 1)
    if let base = bytes.baseAddress, count > 0 {
        var offset = 0
        while offset &+ 8 <= count {
            hash = mixWord(hash ^ base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            offset &+= 8
        }
        if offset < count {
            var word: UInt64 = 0
            if count >= 8 {
                // Re-read the last full word: overlapping bytes are harmless for a hash.
                word = base.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
            } else {
                for k in 0..<count { word |= UInt64(base.load(fromByteOffset: k, as: UInt8.self)) << UInt64(8 &* k) }
            }
            hash = mixWord(hash ^ word)
        }
    }
    hash ^= hash >> 33
    hash = hash &* 0xFF51_AFD7_ED55_8CCD
    hash ^= hash >> 33
    hash = hash &* 0xC4CE_B9FE_1A85_EC53
    hash ^= hash >> 33
    return hash
}

@inline(__always)
private func mixWord(_ value: UInt64) -> UInt64 {
    let product = value &* 0x9E37_79B9_7F4A_7C15
    return product ^ (product >> 29)
}

@inline(__always)
func bytesEqual(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Bool {
    let count = a.count
    guard count == b.count else { return false }
    guard count > 0, let pa = a.baseAddress, let pb = b.baseAddress else { return true }
    var offset = 0
    while offset &+ 8 <= count {
        if pa.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            != pb.loadUnaligned(fromByteOffset: offset, as: UInt64.self) { return false }
        offset &+= 8
    }
    while offset < count {
        if pa.load(fromByteOffset: offset, as: UInt8.self) != pb.load(fromByteOffset: offset, as: UInt8.self) { return false }
        offset &+= 1
    }
    return true
}
