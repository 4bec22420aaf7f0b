/// Raw-buffer access to several arrays at once, for the hot loops: each helper nests at most
/// two closures, so the loops themselves are flat functions over buffer parameters (and a
/// `return` in them leaves the function, not a closure).

/// Calls `body` with both arrays' buffers.
@inlinable @inline(__always)
func withBuffers<A, B, R>(_ a: [A], _ b: [B], _ body: (UnsafeBufferPointer<A>, UnsafeBufferPointer<B>) -> R) -> R {
    a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { b in body(a, b) } }
}

/// Calls `body` with both arrays' mutable buffers.
@inlinable @inline(__always)
func withMutableBuffers<A, B, R>(_ a: inout [A], _ b: inout [B],
                                 _ body: (UnsafeMutableBufferPointer<A>, UnsafeMutableBufferPointer<B>) -> R) -> R {
    a.withUnsafeMutableBufferPointer { a in b.withUnsafeMutableBufferPointer { b in body(a, b) } }
}

/// Calls `body` with the three arrays' mutable buffers.
@inlinable @inline(__always)
func withMutableBuffers<A, B, C, R>(
    _ a: inout [A], _ b: inout [B], _ c: inout [C],
    _ body: (UnsafeMutableBufferPointer<A>, UnsafeMutableBufferPointer<B>, UnsafeMutableBufferPointer<C>) -> R
) -> R {
    a.withUnsafeMutableBufferPointer { a in withMutableBuffers(&b, &c) { b, c in body(a, b, c) } }
}

/// Items per block of `Changeset.copying`: enough loads in flight to cover a miss's latency,
/// few enough that the block's lines are still in the first-level cache when copied.
@usableFromInline let touchBlock = 32

/// Loads the first and last byte of each `size`-byte item at `items`, in a loop of independent
/// loads, so that their cache misses overlap (`Changeset.copying`). Returns the bytes' sum, so
/// that the loads are kept; the caller, specialised in another module, cannot see inside this
/// call (not inlinable) and so keeps it though it drops the sum.
@usableFromInline @inline(never) @discardableResult
func touchItems(_ items: UnsafeBufferPointer<UnsafeRawPointer>, size: Int) -> UInt8 {
    var sum: UInt8 = 0
    for item in items { sum &+= item.load(as: UInt8.self) &+ item.load(fromByteOffset: size - 1, as: UInt8.self) }
    return sum
}
