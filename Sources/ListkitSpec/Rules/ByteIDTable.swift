import ListkitYAML

/// Finds repeated ids among many by their bytes, for lists whose ids are all ASCII (where String
/// `==` is byte equality): an open-addressing table of 8-byte slots, a 32-bit tag of each id's
/// hash and where it was first seen. Cheaper than `FirstOccurrenceTable`'s seeded String hash
/// (which must normalise) and half its memory; ids are compared only on equal tags.
///
/// The hash is fast and unkeyed, so ids can be crafted to collide: a probe longer than
/// `maxProbe` slots gives up (`overloaded`), and the caller checks the list again with
/// `FirstOccurrenceTable`. Findings never depend on the hash.
struct ByteIDTable {
    private var slots: [UInt64]
    private let mask: Int
    private let maxProbe: Int
    private(set) var touchSink: UInt64 = 0
    static let defaultMaxProbe = 128
    /// Ids whose home slots are loaded together (see `record`).
    static let blockSize = 64

    enum Lookup {
        case new
        case earlier(Int)
        case overloaded
    }

    /// A table for up to `capacity` ids, at most half full.
    init(capacity: Int, maxProbe: Int = defaultMaxProbe) {
        self.maxProbe = maxProbe
        var size = 16
        while size < 2 * capacity, size < Int.max / 4 { size *= 2 }
        slots = Array(repeating: 0, count: size)
        mask = size - 1
    }

    /// The index recorded for an earlier id with the same bytes as the id whose `hash` is given;
    /// otherwise records `index` for it (`new`). `sameID(i)` says whether the id recorded at
    /// index `i` has the same bytes (asked only on equal tags).
    /// - Complexity: O(1) expected, at most `maxProbe` slots.
    mutating func firstIndex(hash: UInt64, recording index: Int, sameID: (Int) -> Bool) -> Lookup {
        let (mask, maxProbe) = (self.mask, self.maxProbe)
        return slots.withUnsafeMutableBufferPointer { Self.probe($0, mask, maxProbe, hash: hash, recording: index, sameID: sameID) }
    }

    /// `firstIndex` for a run of ids numbered from `first`, given by their `hashes`, a block at a
    /// time: each block's home slots are loaded before it is probed, so that their cache misses
    /// overlap instead of coming one after another (the table is megabytes for a big list).
    /// `sameID(k, i)`: whether the run's k-th id has the bytes of the id recorded at index `i`;
    /// `repeated(k, i)` is called for each k-th id that repeats the one recorded at `i`.
    /// False when the table is overloaded (the rest of the run is then not recorded).
    /// - Complexity: O(n) expected for n ids, in one pass over the table's memory per block.
    mutating func record(_ hashes: [UInt64], numberedFrom first: Int, sameID: (_ k: Int, _ earlier: Int) -> Bool,
                         repeated: (_ k: Int, _ earlier: Int) -> Void) -> Bool {
        let (mask, maxProbe) = (self.mask, self.maxProbe)
        var sum: UInt64 = 0
        let recorded = slots.withUnsafeMutableBufferPointer { slots in
            hashes.withUnsafeBufferPointer { hashes in
                for blockStart in stride(from: 0, to: hashes.count, by: Self.blockSize) {
                    let block = blockStart..<min(blockStart + Self.blockSize, hashes.count)
                    for k in block { sum &+= slots[Int(truncatingIfNeeded: hashes[k]) & mask] }
                    for k in block {
                        switch Self.probe(slots, mask, maxProbe, hash: hashes[k], recording: first + k, sameID: { sameID(k, $0) }) {
                        case .new: continue
                        case .overloaded: return false
                        case .earlier(let earlier): repeated(k, earlier)
                        }
                    }
                }
                return true
            }
        }
        touchSink &+= sum  // only keeps the loads from being optimised away
        return recorded
    }

    /// One lookup in the table's slots, recording `index` when the id is new.
    @inline(__always)
    private static func probe(_ slots: UnsafeMutableBufferPointer<UInt64>, _ mask: Int, _ maxProbe: Int, hash: UInt64,
                              recording index: Int, sameID: (Int) -> Bool) -> Lookup {
        let tag = hash >> 32
        var position = Int(truncatingIfNeeded: hash) & mask
        for _ in 0..<maxProbe {
            let slot = slots[position]
            if slot == 0 {
                slots[position] = tag << 32 | UInt64(index + 1)
                return .new
            }
            let earlier = Int(truncatingIfNeeded: slot & 0xFFFF_FFFF) - 1
            if slot >> 32 == tag, sameID(earlier) { return .earlier(earlier) }
            position = (position + 1) & mask
        }
        return .overloaded
    }

    /// A 64-bit hash of the bytes: each 8-byte word folded in by a multiply and a shift, the
    /// tail read as one more word (the last eight bytes, overlapping the words before, when
    /// there are that many: one load instead of a loop per byte), and a final mix so the tag
    /// (high half) and the slot (low bits) both depend on every byte.
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var h: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
        guard let base = bytes.baseAddress else { return h }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        while offset &+ 8 <= bytes.count {
            h = (h ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0xBF58_476D_1CE4_E5B9
            h ^= h >> 31
            offset &+= 8
        }
        var tail: UInt64 = 0
        if offset < bytes.count && bytes.count >= 8 {
            tail = raw.loadUnaligned(fromByteOffset: bytes.count &- 8, as: UInt64.self)
        } else {
            var shift: UInt64 = 0
            while offset < bytes.count {
                tail |= UInt64(base[offset]) << shift
                shift &+= 8
                offset &+= 1
            }
        }
        h = (h ^ tail) &* 0x94D0_49BB_1331_11EB
        h ^= h >> 29
        h &*= 0xBF58_476D_1CE4_E5B9
        return h ^ (h >> 32)
    }
}
