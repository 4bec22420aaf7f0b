/// An exact integer of the solver's exact safety net (the fraction-free tableau's entries,
/// `Rational`'s numerators and denominators): a machine word while the value fits in one,
/// words of its own beyond (`ExactWords`).
///
/// Why not attaswift/BigInt, which this replaced: every `BigInt` operation allocates its
/// result's words, even for the ±1, 8 and 44 of a layout, whose exact entries all fit in a
/// word (the exact solve of a 500-constraint chain spent most of its time in `BigInt`
/// multiplications, retains and releases; perf, 2026-11-28); and BigInt imports Foundation,
/// which then loaded with every run of `listkit` — its libraries relocated and its conformance
/// records scanned by ArgumentParser's lookups at every start (docs/performance.md,
/// "Start-up"). BigInt stays as the tests' oracle (`ExactIntegerTests`).
///
/// Here arithmetic on words is overflow-checked (`multipliedReportingOverflow` and friends),
/// a pivot's entry that overflows is redone in 128 bits, and only a result that does not fit
/// in a word is promoted. The representation is canonical — `big` never holds a value that
/// fits in `Int` — so equal values have equal representations.
enum ExactInteger: Equatable, ExpressibleByIntegerLiteral {
    case small(Int)
    /// A value outside `Int`'s range, never one inside it.
    case big(ExactWords)

    init(integerLiteral value: Int) { self = .small(value) }

    init(_ value: Int) { self = .small(value) }

    /// `value`, as a word when it fits.
    init(_ value: Int128) {
        if let word = Int(exactly: value) {
            self = .small(word)
        } else {
            let magnitude = value.magnitude
            let words = [UInt(truncatingIfNeeded: magnitude), UInt(truncatingIfNeeded: magnitude >> 64)]
            self = words.withUnsafeBufferPointer { Self.normalized(negative: value < 0, $0) }
        }
    }

    /// The value `±magnitude` (words least significant first, maybe with zero top words).
    static func normalized(negative: Bool, _ magnitude: UnsafeBufferPointer<UInt>) -> ExactInteger {
        let n = magnitude.isEmpty ? 0 : Limbs.trimmed(magnitude.baseAddress!, magnitude.count)
        if n == 0 { return .small(0) }
        if n == 1 {
            let word = magnitude[0]
            if word <= UInt(Int.max) { return .small(negative ? -Int(word) : Int(word)) }
            if negative && word == UInt(Int.max) + 1 { return .small(.min) }
        }
        return .big(ExactWords.make(negative: negative, UnsafeBufferPointer(rebasing: magnitude[0 ..< n])))
    }

    var isZero: Bool {
        if case .small(let word) = self { return word == 0 }
        return false
    }

    var isNegative: Bool {
        switch self {
        case .small(let word): word < 0
        case .big(let value): value.negative
        }
    }

    var isPositive: Bool {
        switch self {
        case .small(let word): word > 0
        case .big(let value): !value.negative
        }
    }

    /// `(bits of the magnitude + a sign bit) / 64 + 1`: the size in 64-bit words that
    /// `ExactTableau.work` charges (what `BigInt.bitWidth / 64 + 1` gave when entries were
    /// `BigInt`s, so the work budget measures the same).
    var wordCount: Int {
        switch self {
        case .small(let word): word == 0 ? 1 : (65 - word.magnitude.leadingZeroBitCount) / 64 + 1
        case .big(let value): (value.bitCount + 1) / 64 + 1
        }
    }

    /// How many words the magnitude takes at most (0 for 0).
    var magnitudeCapacity: Int {
        switch self {
        case .small(let word): word == 0 ? 0 : 1
        case .big(let value): value.count
        }
    }

    /// The magnitude's words, least significant first and trimmed (none for 0), without
    /// allocating.
    func withMagnitude<R>(_ body: (UnsafeBufferPointer<UInt>) -> R) -> R {
        switch self {
        case .small(let word):
            return withUnsafePointer(to: word.magnitude) { body(UnsafeBufferPointer(start: $0, count: word == 0 ? 0 : 1)) }
        case .big(let value):
            return value.withWords(body)
        }
    }

    /// Writes the magnitude at `to` (`magnitudeCapacity` words); returns its length.
    func copyMagnitude(to: UnsafeMutablePointer<UInt>) -> Int {
        switch self {
        case .small(let word):
            if word == 0 { return 0 }
            to[0] = word.magnitude
            return 1
        case .big(let value):
            return value.withWords { words in
                to.initialize(from: words.baseAddress!, count: words.count)
                return words.count
            }
        }
    }

    static prefix func - (a: ExactInteger) -> ExactInteger {
        switch a {
        case .small(let word):
            if word != .min { return .small(-word) }
            return .big(withUnsafeTemporaryAllocation(of: UInt.self, capacity: 1) { words in
                words[0] = UInt(Int.max) + 1
                return ExactWords.make(negative: false, UnsafeBufferPointer(words))
            })
        case .big(let value):
            return value.withWords { normalized(negative: !value.negative, $0) }
        }
    }

    /// Beyond a word, a sum is the pivot's entry `(1·a − (−1)·b) / 1`, which handles every
    /// sign and size.
    static func + (a: ExactInteger, b: ExactInteger) -> ExactInteger {
        if case .small(let x) = a, case .small(let y) = b {
            let (sum, overflow) = x.addingReportingOverflow(y)
            if !overflow { return .small(sum) }
        }
        return combination(1, a, -1, b, dividedBy: 1)
    }

    static func - (a: ExactInteger, b: ExactInteger) -> ExactInteger {
        if case .small(let x) = a, case .small(let y) = b {
            let (difference, overflow) = x.subtractingReportingOverflow(y)
            if !overflow { return .small(difference) }
        }
        return combination(1, a, 1, b, dividedBy: 1)
    }

    static func * (a: ExactInteger, b: ExactInteger) -> ExactInteger {
        if case .small(let x) = a, case .small(let y) = b {
            let (product, overflow) = x.multipliedReportingOverflow(by: y)
            return overflow ? ExactInteger(Int128(x) * Int128(y)) : .small(product)
        }
        return combination(a, b, 0, 0, dividedBy: 1)
    }

    static func < (a: ExactInteger, b: ExactInteger) -> Bool {
        if case .small(let x) = a, case .small(let y) = b { return x < y }
        if a.isNegative != b.isNegative { return a.isNegative }
        // Same sign: compare magnitudes (a bigger one is further from 0).
        let order = withUnsafeTemporaryAllocation(of: UInt.self, capacity: a.magnitudeCapacity + b.magnitudeCapacity) { scratch in
            let base = scratch.baseAddress!
            let na = a.copyMagnitude(to: base), nb = b.copyMagnitude(to: base + na)
            return Limbs.compare(UnsafeBufferPointer(start: base, count: na), UnsafeBufferPointer(start: base + na, count: nb))
        }
        return a.isNegative ? order > 0 : order < 0
    }

    /// `(p·x − q·y) / d`, where `d` divides `p·x − q·y` exactly: one entry of a fraction-free
    /// pivot (`ExactRow.combination`).
    ///
    /// Words first; when a product or the difference overflows, in 128 bits (the products of
    /// two words fit, and so does their difference), and only then in words on the stack
    /// (`combinationInWords`). So an entry that fits in a word never allocates, whatever its
    /// intermediates, and a larger one allocates only its result.
    static func combination(_ p: ExactInteger, _ x: ExactInteger, _ q: ExactInteger, _ y: ExactInteger,
                            dividedBy d: ExactInteger) -> ExactInteger {
        if case .small(let p) = p, case .small(let x) = x, case .small(let q) = q, case .small(let y) = y,
           case .small(let d) = d {
            let (px, o1) = p.multipliedReportingOverflow(by: x)
            let (qy, o2) = q.multipliedReportingOverflow(by: y)
            if !o1 && !o2 {
                let (difference, o3) = px.subtractingReportingOverflow(qy)
                if !o3 {
                    let (quotient, o4) = difference.dividedReportingOverflow(by: d)
                    assert(o4 || difference % d == 0, "inexact division in a fraction-free pivot")
                    if !o4 { return .small(quotient) }
                }
            }
            let wide = Int128(p) * Int128(x) - Int128(q) * Int128(y)
            assert(wide % Int128(d) == 0, "inexact division in a fraction-free pivot")
            return ExactInteger(wide / Int128(d))
        }
        return combinationInWords(p, x, q, y, dividedBy: d)
    }
}
