/// The solver's budgets (docs/performance.md, issue #12), judged on the medians of one
/// `bench-solver` run. Each is judged on CPU time (it leaves out waiting for a core on the shared
/// machine); wall time and kiwi's time for the same systems are printed beside it.
struct Measured {
    var wall: Double
    var cpu: Double
    var peak: Double
    /// kiwisolver's median for the same systems in the same run, when it ran.
    var kiwi: Double?
}

enum Budget {
    /// CPU median of `scenario` at `n` below `limit` (ms; µs per operation for `edit`).
    case time(Scenario, Int, below: Double)
    /// Peak RSS of `scenario` at `n` below `megabytes`.
    case memory(Scenario, Int, below: Double)
    /// CPU median at `n` at most `factor` times the CPU median at `base`.
    case growth(Scenario, Int, over: Int, atMost: Double)
    /// Peak RSS at `n` at most `1 + tolerance` times the peak at `base`.
    case flat(Scenario, Int, over: Int, tolerance: Double)

    static let all: [Budget] = [
        .time(.chain, 10_000, below: 100), .memory(.chain, 10_000, below: 200),
        .growth(.chain, 100_000, over: 1_000, atMost: 130), .growth(.grid, 100_000, over: 1_000, atMost: 130),
        .time(.grid, 5_000, below: 100), .time(.indep, 10_000, below: 20), .time(.edit, 1_000, below: 20),
        .time(.cells, 10_000, below: 100),
        .time(.pinnedChain, 10_000, below: 100), .growth(.pinnedChain, 100_000, over: 1_000, atMost: 130),
        .time(.optionalChain, 10_000, below: 100), .memory(.optionalChain, 10_000, below: 200),
        .time(.optionalEqualities, 10_000, below: 100),
        .time(.duplicates, 100_000, below: 200),
        .growth(.alignedGrid, 100_000, over: 10_000, atMost: 15), .memory(.alignedGrid, 100_000, below: 500),
        .flat(.readd, 1_000_000, over: 100_000, tolerance: 0.1),
    ]

    /// Prints one PASS/FAIL line per budget (a budget whose scenario did not run is MISSING and
    /// counts as failed).
    /// - Returns: how many did not pass.
    static func report(_ measured: [String: Measured]) -> Int {
        var failed = 0
        for budget in all {
            let (passed, line) = budget.judge(measured)
            if passed != true { failed += 1 }
            print("\(passed == nil ? "MISSING" : passed! ? "PASS" : "FAIL")  \(line)")
        }
        return failed
    }

    static func key(_ s: Scenario, _ n: Int) -> String { "\(s.rawValue) \(n)" }

    private func judge(_ m: [String: Measured]) -> (Bool?, String) {
        switch self {
        case .time(let s, let n, let limit):
            let unit = s == .edit ? "µs/op" : "ms"
            guard let x = m[Self.key(s, n)], x.cpu.isFinite else { return (nil, "\(Self.key(s, n)) < \(limit) \(unit)") }
            let kiwi = x.kiwi.map { String(format: "; kiwi %.1f %@ (%.1f× listkit's wall)", $0, unit, $0 / x.wall) } ?? ""
            return (x.cpu < limit, String(format: "%@ < %g %@: CPU %.3f, wall %.3f%@", Self.key(s, n), limit, unit, x.cpu, x.wall, kiwi))
        case .memory(let s, let n, let limit):
            guard let x = m[Self.key(s, n)] else { return (nil, "\(Self.key(s, n)) < \(limit) MB") }
            return (x.peak < limit, String(format: "%@ < %g MB: peak %.1f MB", Self.key(s, n), limit, x.peak))
        case .growth(let s, let n, let base, let factor):
            guard let a = m[Self.key(s, base)], let b = m[Self.key(s, n)], a.cpu.isFinite, b.cpu.isFinite else {
                return (nil, "\(Self.key(s, n)) ≤ \(factor)× its \(base)")
            }
            return (b.cpu / a.cpu <= factor, String(format: "%@ ≤ %g× its %d: CPU %.1f× (%.3f / %.3f ms), wall %.1f×",
                                                  Self.key(s, n), factor, base, b.cpu / a.cpu, b.cpu, a.cpu, b.wall / a.wall))
        case .flat(let s, let n, let base, let tolerance):
            guard let a = m[Self.key(s, base)], let b = m[Self.key(s, n)] else { return (nil, "\(Self.key(s, n)) flat memory") }
            return (b.peak <= a.peak * (1 + tolerance),
                    String(format: "%@ flat memory: peak %.1f MB against %.1f MB at %d", Self.key(s, n), b.peak, a.peak, base))
        }
    }
}
