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
    private(set) var numerator: ExactInteger
    /// Always > 0.
    private(set) var denominator: ExactInteger

    // Words, made on each use without allocating (an `ExactInteger` beyond a word is a class
    // instance, not `Sendable`, so a rational cannot be a shared constant).
    static var zero: Rational { Rational(0) }
    static var one: Rational { Rational(1) }
    static var minusOne: Rational { Rational(-1) }

    /// The integer `n`.
    init(_ n: ExactInteger) {
        numerator = n
        denominator = 1
    }

    init(_ n: Int) { self.init(ExactInteger(n)) }

    /// `n / d` reduced; `d` must not be 0.
    init(_ n: ExactInteger, _ d: ExactInteger) {
        precondition(!d.isZero, "Rational with denominator 0")
        var n = n, d = d
        if d.isNegative { n = -n; d = -d }
        if n.isZero {
            numerator = 0
            denominator = 1
            return
        }
        if d != 1 {
            let g = ExactInteger.gcd(n, d)
            if g != 1 {
                n = n / g
                d = d / g
            }
        }
        numerator = n
        denominator = d
    }

    /// `n / d` already in lowest terms with `d > 0` (no gcd taken).
    private init(reduced n: ExactInteger, _ d: ExactInteger) {
        numerator = n
        denominator = d
    }

    /// The exact value of a finite double: `m · 2^e` with `m` its 53-bit significand.
    init(_ x: Double) {
        precondition(x.isFinite, "Rational of a non-finite double")
        // A layout's coefficients are mostly ±1: shared values.
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
        // m < 2⁵³: a word.
        let n = ExactInteger(x < 0 ? -Int(m) : Int(m))
        if e >= 0 {
            numerator = n << e
            denominator = 1
        } else {
            numerator = n
            denominator = ExactInteger(1) << -e
        }
    }

    var isZero: Bool { numerator.isZero }
    var isNegative: Bool { numerator.isNegative }
    var isPositive: Bool { numerator.isPositive }
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
        let g = ExactInteger.gcd(a.denominator, b.denominator)
        if g == 1 {
            return Rational(reduced: a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator)
        }
        let bg = a.denominator / g, dg = b.denominator / g
        let t = a.numerator * dg + b.numerator * bg
        if t.isZero { return .zero }
        let g2 = ExactInteger.gcd(t, g)
        return Rational(reduced: t / g2, bg * (b.denominator / g2))
    }

    static prefix func - (a: Rational) -> Rational {
        var r = a
        r.numerator = -r.numerator
        return r
    }

    static func - (a: Rational, b: Rational) -> Rational { a + -b }

    /// Maths: `(a/b)·(c/d) = (a/g₁ · c/g₂) / (b/g₂ · d/g₁)` with `g₁ = gcd(a, d)`,
    /// `g₂ = gcd(c, b)`: lowest terms from two gcds of the operands, none of the product.
    static func * (a: Rational, b: Rational) -> Rational {
        if a.isZero || b.isZero { return .zero }
        if a.denominator == 1 && b.denominator == 1 { return Rational(reduced: a.numerator * b.numerator, 1) }
        let g1 = b.denominator == 1 ? 1 : ExactInteger.gcd(a.numerator, b.denominator)
        let g2 = a.denominator == 1 ? 1 : ExactInteger.gcd(b.numerator, a.denominator)
        let n1 = g1 == 1 ? a.numerator : a.numerator / g1, d2 = g1 == 1 ? b.denominator : b.denominator / g1
        let n2 = g2 == 1 ? b.numerator : b.numerator / g2, d1 = g2 == 1 ? a.denominator : a.denominator / g2
        return Rational(reduced: n1 * n2, d1 * d2)
    }

    var reciprocal: Rational {
        precondition(!isZero, "Rational division by 0")
        return numerator.isNegative ? Rational(reduced: -denominator, -numerator) : Rational(reduced: denominator, numerator)
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
        let a = numerator.magnitude, b = denominator
        var k = b.magnitudeBitWidth - a.magnitudeBitWidth + 64
        var (q, r) = k >= 0 ? ExactInteger.quotientAndRemainder(a << k, dividingBy: b)
                            : ExactInteger.quotientAndRemainder(a, dividingBy: b << -k)
        var sticky = !r.isZero
        let extra = q.magnitudeBitWidth - 64
        if extra > 0 {
            // The bits shifted out (q has 64 or 65 bits: at most one) go into the sticky bit.
            let kept = q >> extra
            if kept << extra != q { sticky = true }
            q = kept
            k -= extra
        }
        var bits = UInt64(q.magnitudeWord!)
        if sticky { bits |= 1 }
        let magnitude = Double(sign: .plus, exponent: -k, significand: Double(bits))
        return numerator.isNegative ? -magnitude : magnitude
    }

    var description: String { denominator == 1 ? "\(numerator)" : "\(numerator)/\(denominator)" }
}
