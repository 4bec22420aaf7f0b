extension Array {
    /// `count` copies of `value`, made through the growth path the compiler specialises for the
    /// element type where it is called. `init(repeating:count:)` allocates through the standard
    /// library's unspecialised entry point, which looks the storage type up at run time on every
    /// call (several hundred instructions): too much for arrays made per cell or per solve.
    @inline(__always)
    static func filled(_ value: Element, count: Int) -> [Element] {
        var array: [Element] = []
        array.reserveCapacity(count)
        for _ in 0..<count { array.append(value) }
        return array
    }
}
