extension ExactInteger {
    /// The quotient truncated toward zero and the remainder with the dividend's sign (as `Int`
    /// divides): `a = q·b + r`, `|r| < |b|`. `b` must not be 0.
    ///
    /// Beyond a word, Knuth's long division (`Limbs.divide`) in scratch words on the stack; only
    /// the results are allocated, and only when they do not fit in a word.
    static func quotientAndRemainder(_ a: ExactInteger, dividingBy b: ExactInteger)
        -> (quotient: ExactInteger, remainder: ExactInteger) {
        precondition(!b.isZero, "ExactInteger division by 0")
        if case .small(let x) = a, case .small(let y) = b {
            let (quotient, overflow) = x.dividedReportingOverflow(by: y)
            // Only Int.min / −1 overflows: its quotient is 2⁶³, its remainder 0.
            return overflow ? (-a, 0) : (.small(quotient), .small(x - quotient * y))
        }
        return a.withMagnitude { ma in
            b.withMagnitude { mb in
                if Limbs.compare(ma, mb) < 0 { return (0, a) }
                let n = ma.count, m = mb.count
                return withUnsafeTemporaryAllocation(of: UInt.self, capacity: (n - m + 1) + m + (n + m + 2)) { scratch in
                    let q = scratch.baseAddress!, r = q + (n - m + 1), work = r + m
                    if m == 1 {
                        q.initialize(from: ma.baseAddress!, count: n)
                        r[0] = Limbs.divide(q, n, byWord: mb[0])
                    } else {
                        Limbs.divide(ma, by: mb, quotient: q, remainder: r, scratch: work)
                    }
                    return (normalized(negative: a.isNegative != b.isNegative, UnsafeBufferPointer(start: q, count: n - m + 1)),
                            normalized(negative: a.isNegative, UnsafeBufferPointer(start: r, count: m)))
                }
            }
        }
    }

    /// The quotient truncated toward zero. `b` must not be 0.
    static func / (a: ExactInteger, b: ExactInteger) -> ExactInteger {
        if case .small(let x) = a, case .small(let y) = b {
            let (quotient, overflow) = x.dividedReportingOverflow(by: y)
            if !overflow { return .small(quotient) }
        }
        return quotientAndRemainder(a, dividingBy: b).quotient
    }

    /// The remainder with the dividend's sign. `b` must not be 0.
    static func % (a: ExactInteger, b: ExactInteger) -> ExactInteger {
        quotientAndRemainder(a, dividingBy: b).remainder
    }

    /// `|self|`.
    var magnitude: ExactInteger { isNegative ? -self : self }

    /// The magnitude when it fits in one word.
    var magnitudeWord: UInt? {
        switch self {
        case .small(let word): word.magnitude
        case .big(let value): value.count == 1 ? value.withWords { $0[0] } : nil
        }
    }

    /// The nonnegative value `word`.
    init(magnitude word: UInt) {
        self = withUnsafePointer(to: word) { Self.normalized(negative: false, UnsafeBufferPointer(start: $0, count: 1)) }
    }

    /// The greatest common divisor of `|a|` and `|b|` (`gcd(0, 0) = 0`): Euclid's algorithm,
    /// finished in a machine word.
    ///
    /// Why Euclid: each remainder removes a word or so, where a binary gcd (BigUInt's) takes a
    /// shift and a subtraction per bit — which made gcds 85 % of an exact solve when the
    /// tableau held rationals. Once both operands fit in a word, Stein's binary gcd runs on it.
    static func gcd(_ a: ExactInteger, _ b: ExactInteger) -> ExactInteger {
        var x = a.magnitude, y = b.magnitude
        if x < y { swap(&x, &y) }
        while true {
            if let wx = x.magnitudeWord, let wy = y.magnitudeWord { return ExactInteger(magnitude: gcd(wx, wy)) }
            if y.isZero { return x }
            (x, y) = (y, x % y)
        }
    }

    /// Stein's binary gcd on machine words.
    static func gcd(_ x: UInt, _ y: UInt) -> UInt {
        var a = x, b = y
        if a == 0 { return b }
        if b == 0 { return a }
        let shift = (a | b).trailingZeroBitCount
        a >>= UInt(a.trailingZeroBitCount)
        repeat {
            b >>= UInt(b.trailingZeroBitCount)
            if a > b { swap(&a, &b) }
            b -= a
        } while b != 0
        return a << UInt(shift)
    }
}
