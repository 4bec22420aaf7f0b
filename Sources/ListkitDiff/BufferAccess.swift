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
