import BigInt

/// An exact rational number `numerator / denominator`, always in lowest terms with a positive
/// denominator, so equal values have equal representations.
///
/// Why: the exact safety net (docs/solver.md, "The exact safety net") must decide feasibility
/// and optimality with no rounding at all. Every finite `Double` is a dyadic rational
/// `m · 2^e`, so the caller's inputs convert without loss (`init(_:)`), and only the final values
/// are rounded back (`doubleValue`, correctly rounded to nearest).
///
/// Integers (layout's ±1, 8, 44 …) take fast paths that need no gcd. Reducing by the gcd after
/// every other operation keeps entries as small as the values they stand for: a tableau entry
/// is a ratio of determinants of the input, never larger than that.
struct Rational: Comparable, CustomStringConvertible {
    private(set) var numerator: BigInt
    /// Always > 0.
    private(set) var denominator: BigInt

    static let zero = Rational(BigInt(0))
    static let one = Rational(BigInt(1))
    static let minusOne = Rational(BigInt(-1))

    /// The integer `n`.
    init(_ n: BigInt) {
        numerator = n
        denominator = 1
    }

    init(_ n: Int) { self.init(BigInt(n)) }

    /// `n / d` reduced; `d` must not be 0.
    init(_ n: BigInt, _ d: BigInt) {
        precondition(!d.isZero, "Rational with denominator 0")
        var n = n, d = d
        if d.sign == .minus { n.negate(); d.negate() }
        if n.isZero {
            numerator = 0
            denominator = 1
            return
        }
        if d != 1 {
            let g = Self.gcd(n.magnitude, d.magnitude)
            if g != 1 {
                let big = BigInt(sign: .plus, magnitude: g)
                n /= big
                d /= big
            }
        }
        numerator = n
        denominator = d
    }

    /// `n / d` already in lowest terms with `d > 0` (no gcd taken).
    private init(reduced n: BigInt, _ d: BigInt) {
        numerator = n
        denominator = d
    }

    /// Greatest common divisor by Euclid's algorithm, finished in machine words.
    ///
    /// Why not BigUInt's own: it is a binary gcd, a shift and a subtraction per bit, which
    /// made gcds 85 % of an exact solve. Euclid removes a word or so per division, and once
    /// both operands fit in 64 bits Stein's binary gcd runs on `UInt64` directly.
    static func gcd(_ x: BigUInt, _ y: BigUInt) -> BigUInt {
        // 0 and 1 (every scale of a layout's integer inputs) without BigUInt's generic
        // conversions: bitWidth is 0 for 0 and 1 for 1.
        if x.bitWidth <= 1 || y.bitWidth <= 1 { return x.isZero ? y : y.isZero ? x : 1 }
        var a = x, b = y
        if a < b { swap(&a, &b) }
        while !b.isZero {
            if a.bitWidth <= 64 { return BigUInt(gcd64(UInt64(a), UInt64(b))) }
            a %= b
            swap(&a, &b)
        }
        return a
    }

    /// Stein's binary gcd on machine words.
    static func gcd64(_ x: UInt64, _ y: UInt64) -> UInt64 {
        var a = x, b = y
        if a == 0 { return b }
        if b == 0 { return a }
        let shift = (a | b).trailingZeroBitCount
        a >>= UInt64(a.trailingZeroBitCount)
        repeat {
            b >>= UInt64(b.trailingZeroBitCount)
            if a > b { swap(&a, &b) }
            b -= a
        } while b != 0
        return a << UInt64(shift)
    }

    static func gcd(_ x: BigInt, _ y: BigInt) -> BigInt {
        BigInt(sign: .plus, magnitude: gcd(x.magnitude, y.magnitude))
    }

    /// The exact value of a finite double: `m · 2^e` with `m` its 53-bit significand.
    init(_ x: Double) {
        precondition(x.isFinite, "Rational of a non-finite double")
        // A layout's coefficients are mostly ±1: shared values, no BigInt built.
        if x == 0 {
            self = .zero
            return
        }
        if x == 1 || x == -1 {
            self = x == 1 ? .one : .minusOne
            return
        }
        let bits = x.bitPattern
        let exponentBits = Int((bits >> 52) & 0x7FF)
        let fraction = bits & ((1 << 52) - 1)
        var m = exponentBits == 0 ? fraction : fraction | (1 << 52)
        var e = exponentBits == 0 ? -1074 : exponentBits - 1075
        if e < 0 {
            // Strip the common factors of two so the fraction is already in lowest terms.
            let shift = min(m.trailingZeroBitCount, -e)
            m >>= UInt64(shift)
            e += shift
        }
        var n = BigInt(m)
        if x < 0 { n.negate() }
        if e >= 0 {
            numerator = n << e
            denominator = 1
        } else {
            numerator = n
            denominator = BigInt(1) << -e
        }
    }

    var isZero: Bool { numerator.isZero }
    var isNegative: Bool { numerator.sign == .minus && !numerator.isZero }
    var isPositive: Bool { numerator.sign == .plus && !numerator.isZero }
    var isInteger: Bool { denominator == 1 }

    /// Maths (Knuth, TAOCP vol. 2, 4.5.1): with `g = gcd(b, d)`, `a/b + c/d` is
    /// `t / (b/g · d/g₂)` where `t = a·(d/g) + c·(b/g)` and `g₂ = gcd(t, g)`: both gcds are
    /// of small operands, and the result is in lowest terms without reducing the product.
    static func + (a: Rational, b: Rational) -> Rational {
        if a.isZero { return b }
        if b.isZero { return a }
        if a.denominator == b.denominator {
            return Rational(a.numerator + b.numerator, a.denominator)
        }
        let g = gcd(a.denominator, b.denominator)
        if g == 1 {
            return Rational(reduced: a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator)
        }
        let bg = a.denominator / g, dg = b.denominator / g
        let t = a.numerator * dg + b.numerator * bg
        if t.isZero { return .zero }
        let g2 = gcd(t, g)
        return Rational(reduced: t / g2, bg * (b.denominator / g2))
    }

    static prefix func - (a: Rational) -> Rational {
        var r = a
        r.numerator.negate()
        return r
    }

    static func - (a: Rational, b: Rational) -> Rational { a + -b }

    /// Maths: `(a/b)·(c/d) = (a/g₁ · c/g₂) / (b/g₂ · d/g₁)` with `g₁ = gcd(a, d)`,
    /// `g₂ = gcd(c, b)`: lowest terms from two gcds of the operands, none of the product.
    static func * (a: Rational, b: Rational) -> Rational {
        if a.isZero || b.isZero { return .zero }
        if a.denominator == 1 && b.denominator == 1 { return Rational(reduced: a.numerator * b.numerator, 1) }
        let g1 = b.denominator == 1 ? BigInt(1) : gcd(a.numerator, b.denominator)
        let g2 = a.denominator == 1 ? BigInt(1) : gcd(b.numerator, a.denominator)
        let n1 = g1 == 1 ? a.numerator : a.numerator / g1, d2 = g1 == 1 ? b.denominator : b.denominator / g1
        let n2 = g2 == 1 ? b.numerator : b.numerator / g2, d1 = g2 == 1 ? a.denominator : a.denominator / g2
        return Rational(reduced: n1 * n2, d1 * d2)
    }

    var reciprocal: Rational {
        precondition(!isZero, "Rational division by 0")
        return numerator.sign == .minus ? Rational(reduced: -denominator, -numerator) : Rational(reduced: denominator, numerator)
    }

    static func / (a: Rational, b: Rational) -> Rational { a * b.reciprocal }

    static func += (a: inout Rational, b: Rational) { a = a + b }
    static func -= (a: inout Rational, b: Rational) { a = a - b }

    static func == (a: Rational, b: Rational) -> Bool {
        a.numerator == b.numerator && a.denominator == b.denominator
    }

    static func < (a: Rational, b: Rational) -> Bool {
        if a.denominator == b.denominator { return a.numerator < b.numerator }
        return a.numerator * b.denominator < b.numerator * a.denominator
    }

    /// The double nearest to the value (ties to even), ±∞ beyond Double's range.
    ///
    /// Maths: for `a / b` (a > 0), choose `k` so that `q = ⌊a·2^k / b⌋` has 64 or 65 bits,
    /// halve it to 64 bits if needed, and set its last bit when anything was cut off (a sticky
    /// bit: it lies 11 bits below Double's last significand bit, so it only breaks ties, which
    /// it must). Converting the 64-bit `q` to Double is then correctly rounded, and scaling by
    /// `2^-k` is exact in the normal range.
    var doubleValue: Double {
        if isZero { return 0 }
        let a = numerator.magnitude, b = denominator.magnitude
        var k = b.bitWidth - a.bitWidth + 64
        var (q, r) = k >= 0 ? (a << k).quotientAndRemainder(dividingBy: b)
                            : a.quotientAndRemainder(dividingBy: b << -k)
        var sticky = !r.isZero
        while q.bitWidth > 64 {
            if q[bitAt: 0] { sticky = true }
            q >>= 1
            k -= 1
        }
        var bits = UInt64(q)
        if sticky { bits |= 1 }
        let magnitude = Double(sign: .plus, exponent: -k, significand: Double(bits))
        return numerator.sign == .minus ? -magnitude : magnitude
    }

    var description: String { denominator == 1 ? "\(numerator)" : "\(numerator)/\(denominator)" }
}
