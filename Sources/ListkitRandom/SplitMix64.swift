/// SplitMix64 (Steele, Lea and Flood, 2014): a tiny, fast generator whose whole state is one
/// seed, so seeded runs repeat exactly on every platform. Swift's default generator is seeded
/// per process, so the solver's ambiguity probe, the tests and the benchmarks use this one.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    public var state: UInt64

    public init(seed: UInt64) { state = seed }
    public init(state: UInt64) { self.state = state }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in 0..<n (a modulo: its tiny bias does not matter for tests and probes).
    public mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }

    /// Uniform in [0, 1), from the top 53 bits.
    public mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }

    /// True with the given percentage.
    public mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

    public mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}
