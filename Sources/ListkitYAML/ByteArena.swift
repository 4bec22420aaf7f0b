/// Byte strings stored one after another, each appended with one plain copy.
///
/// Why not `[UInt8].append(contentsOf:)`: it takes the generic sequence path, about a hundred
/// instructions for a ten-byte scalar, and a big spec appends millions of them. Here the array
/// is kept at least as long as the content (grown by doubling; the bytes past `count` are not
/// content) and an append is a bounds check and a `copyMemory`.
public struct ByteArena: Sendable {
    @usableFromInline var storage: [UInt8] = []
    @usableFromInline var used = 0

    /// The number of content bytes.
    public var count: Int { used }

    public init() {}

    /// Appends `bytes` and returns where they are.
    @inlinable @inline(__always) @discardableResult
    public mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        let start = used, end = start + bytes.count
        if end > storage.count { grow(to: end) }
        if let source = bytes.baseAddress {
            storage.withUnsafeMutableBufferPointer { target in
                UnsafeMutableRawPointer(target.baseAddress! + start).copyMemory(from: source, byteCount: bytes.count)
            }
        }
        used = end
        return start..<end
    }

    /// Drops the bytes from `count` on, keeping the memory.
    public mutating func truncate(to count: Int) {
        precondition(count >= 0 && count <= used, "truncating beyond the arena's bytes")
        used = count
    }

    /// Calls `body` with all the content bytes (slice them with a scalar's range): one access
    /// for many reads.
    @inlinable @inline(__always)
    public func withAllBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        storage.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[..<used])) }
    }

    /// Empties the arena, keeping its memory for the next bytes.
    public mutating func removeAll() {
        used = 0
    }

    /// Calls `body` with the bytes in `range` (which must be within `count`).
    @inlinable @inline(__always)
    public func withBytes<R>(in range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        precondition(range.upperBound <= used, "range beyond the arena's bytes")
        return storage.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// The content as an array of exactly `count` bytes, the arena left empty: its storage,
    /// trimmed in place when the arena holds the only reference to it (no copy).
    public mutating func takeBytes() -> [UInt8] {
        var taken: [UInt8] = []
        swap(&taken, &storage)
        taken.removeSubrange(used...)
        used = 0
        return taken
    }

    /// Moves the content into an array of at least `needed` bytes. Only the content is copied:
    /// the bytes past it are left as the allocator gives them (never read before written),
    /// where filling them with zeros touched every page of a large arena twice over.
    @usableFromInline mutating func grow(to needed: Int) {
        let size = Swift.max(needed, 2 * storage.count, 256), used = used
        storage = storage.withUnsafeBufferPointer { old in
            [UInt8](unsafeUninitializedCapacity: size) { new, initialized in
                if used > 0, let source = old.baseAddress { new.baseAddress!.update(from: source, count: used) }
                initialized = size
            }
        }
    }
}
