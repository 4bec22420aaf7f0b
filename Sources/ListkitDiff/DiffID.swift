/// An item's identity as the diff sees it: UTF-8 bytes, compared and hashed as bytes (no
/// Unicode normalisation: ids are identifiers, not prose; see docs/changesets.md).
///
/// A `DiffID` is a range of an immutable byte buffer (`DiffIDBytes`) that many ids share.
/// Why not a `String`: a list read from a 100k-cell spec made one String per id, an allocation
/// and a validation each and 64 bytes of heap, which was the largest cost of `listkit diff`
/// beyond parsing (docs/perf-log/diff-e2e-byte-ids.md). A spec's ids are now one buffer per
/// list, and an id is a reference and two offsets (16 bytes, as a String). `DiffID("a")`, or a
/// string literal, makes a buffer of its own.
public struct DiffID: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    @usableFromInline let storage: DiffIDBytes
    @usableFromInline let start: UInt32
    @usableFromInline let count: UInt32

    /// The id whose bytes are `string`'s UTF-8.
    public init(_ string: String) {
        let storage = DiffIDBytes(Array(string.utf8))
        self.init(storage, 0..<storage.count)
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The id made of `range` of `storage`'s bytes.
    public init(_ storage: DiffIDBytes, _ range: Range<Int>) {
        precondition(range.lowerBound >= 0 && range.upperBound <= storage.count && range.upperBound <= Int(UInt32.max),
                     "id range outside its bytes")
        self.storage = storage
        start = UInt32(range.lowerBound)
        count = UInt32(range.count)
    }

    /// Ids for `strings`, in order, all ranges of one new buffer (made once for the lot).
    public static func sharing(_ strings: some Sequence<String>) -> [DiffID] {
        var bytes: [UInt8] = [], ranges: [Range<Int>] = []
        for string in strings {
            let start = bytes.count
            bytes.append(contentsOf: string.utf8)
            ranges.append(start..<bytes.count)
        }
        let storage = DiffIDBytes(bytes)
        return ranges.map { DiffID(storage, $0) }
    }

    /// The id as text (invalid UTF-8 repaired, as `String(decoding:as:)` does).
    public var string: String { withUTF8 { String(decoding: $0, as: UTF8.self) } }

    public var description: String { string }

    /// Calls `body` with the id's bytes, in place.
    @inlinable @inline(__always)
    public func withUTF8<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try withExtendedLifetime(storage) { try body(UnsafeBufferPointer(start: storage.base + Int(start), count: Int(count))) }
    }

    /// The id's bytes, for a loop that must not call a closure per id (`itemIDHashes`: the
    /// closure of `withUTF8` was not inlined there, a call per id). Valid while the id's
    /// `DiffIDBytes` lives, which owns the memory (see there): the caller keeps the id, or what
    /// holds it, alive across the read.
    @inlinable @inline(__always)
    var unsafeUTF8: UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: storage.base + Int(start), count: Int(count))
    }

    /// Byte equality. Two ranges of one buffer that coincide are equal without reading a byte.
    @inlinable
    public static func == (a: DiffID, b: DiffID) -> Bool {
        guard a.count == b.count else { return false }
        if a.storage === b.storage && a.start == b.start { return true }
        return a.withUTF8 { x in b.withUTF8 { y in bytesEqual(UnsafeRawBufferPointer(x), UnsafeRawBufferPointer(y)) } }
    }

    public func hash(into hasher: inout Hasher) {
        withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}

/// Immutable bytes that `DiffID`s are ranges of: one buffer for many ids, shared, not copied
/// per id.
///
/// Why memory of its own, not an `[UInt8]`: the diff reads ids through addresses taken once
/// (`DiffID.unsafeUTF8`), and an array's `withUnsafeBytes` address is valid only inside its
/// closure. Memory allocated here is written once, in `init`, and freed in `deinit`, so an
/// address into it is valid for exactly as long as this object lives (review of b2282f3).
/// It costs one copy of a list's id bytes when the buffer is made.
public final class DiffIDBytes: @unchecked Sendable {   // never written after `init`
    @usableFromInline let base: UnsafeMutablePointer<UInt8>
    @usableFromInline let count: Int

    public init(_ bytes: [UInt8]) {
        count = bytes.count
        base = .allocate(capacity: max(bytes.count, 1))
        bytes.withUnsafeBufferPointer { source in
            if let start = source.baseAddress { base.initialize(from: start, count: source.count) }
        }
    }

    deinit {
        base.deallocate()
    }
}
