/// The UTF-8 bytes of a list of ids, back to back in one buffer.
///
/// Why: the diff needs each id's bytes twice (to hash, then to verify a match). Copying
/// them once into one buffer costs a memcpy per id and no reference counting, and later
/// passes read it sequentially instead of chasing one heap object per string. The hash is
/// taken during the copy, while the bytes are in cache.
@usableFromInline
struct IDArena {
    @usableFromInline var bytes: [UInt8] = []
    /// `ends[k]` is one past the last byte of id k; id k starts at `ends[k - 1]` (or 0).
    @usableFromInline var ends: [Int] = []
    /// `hashID` of each id.
    @usableFromInline var hashes: [UInt64] = []

    @usableFromInline
    init(reservingIDs count: Int) {
        ends.reserveCapacity(count)
        hashes.reserveCapacity(count)
        bytes.reserveCapacity(count * 32)   // typical ids fit: no regrowth copy
    }

    /// The item ids of `sections`, section-major. Sizes the buffers exactly first (a native
    /// string knows its UTF-8 count without touching its bytes), then fills them without
    /// any growth check per id.
    /// - Complexity: O(total id bytes).
    @inlinable
    init<SectionContent, ItemContent>(itemIDsOf sections: [DiffSection<SectionContent, ItemContent>]) {
        var count = 0, total = 0
        for section in sections {
            section.items.withUnsafeBufferPointer { items in
                count += items.count
                for k in items.indices { total += items[k].id.utf8.count }
            }
        }
        var ends = [Int](repeating: 0, count: count)
        var hashes = [UInt64](repeating: 0, count: count)
        var filled = 0, index = 0
        bytes = [UInt8](unsafeUninitializedCapacity: total) { buffer, initialized in
            let target = UnsafeMutableRawBufferPointer(buffer)
            for section in sections {
                section.items.withUnsafeBufferPointer { items in
                    for k in items.indices where index < count {
                        withIDBytes(items[k].id) { id in
                            let length = min(id.count, total - filled)   // equal unless a string lied about its count
                            UnsafeMutableRawBufferPointer(rebasing: target[filled..<(filled + length)])
                                .copyMemory(from: UnsafeRawBufferPointer(rebasing: id[0..<length]))
                            hashes[index] = hashID(UnsafeRawBufferPointer(rebasing: id[0..<length]))
                            filled += length
                            ends[index] = filled
                            index += 1
                        }
                    }
                }
            }
            initialized = filled
        }
        self.ends = ends
        self.hashes = hashes
    }

    @usableFromInline
    init(_ ids: [String]) {
        self.init(reservingIDs: ids.count)
        for id in ids { append(id) }
    }

    @inlinable @inline(__always)
    mutating func append(_ id: String) {
        withIDBytes(id) {
            bytes.append(contentsOf: $0)
            hashes.append(hashID($0))
        }
        ends.append(bytes.count)
    }

    var count: Int { ends.count }
}

/// Read access to an arena's ids as byte buffers, valid inside `withIDs`.
struct IDBuffer {
    let base: UnsafeRawBufferPointer
    let ends: UnsafeBufferPointer<Int>
    let hashes: [UInt64]

    @inline(__always)
    subscript(k: Int) -> UnsafeRawBufferPointer {
        let start = k == 0 ? 0 : ends[k - 1]
        return UnsafeRawBufferPointer(rebasing: base[start..<ends[k]])
    }
}

extension IDArena {
    func withIDs<R>(_ body: (IDBuffer) -> R) -> R {
        bytes.withUnsafeBytes { base in ends.withUnsafeBufferPointer { body(IDBuffer(base: base, ends: $0, hashes: hashes)) } }
    }
}
