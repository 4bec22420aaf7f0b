import BigInt
import ListkitRandom
import ListkitTestSupport
import Testing
@testable import ListkitSolver

/// `ExactInteger` (a word until a value outgrows it, then words of its own) against
/// attaswift/BigInt, an independent implementation: every operation the exact solver and
/// `Rational` use, on the edges of the word (Int.min, Int.max, 2^63, the overflow boundaries of
/// products and sums), negative division, and random values of one to forty words. Results
/// must be equal as integers and canonical (a word whenever they fit).
@Suite struct ExactIntegerTests {
    /// Values around the edges of a word, and a few beyond it.
    static let edges: [BigInt] = {
        var values: [BigInt] = [0, 1, -1, 2, -2, 3, 7, -7, 44, 1 << 31, -(1 << 31), 1 << 32, -(1 << 32),
                                BigInt(Int.max), BigInt(Int.min), BigInt(Int.max) - 1, BigInt(Int.min) + 1,
                                BigInt(Int.max) + 1, BigInt(Int.min) - 1, BigInt(1) << 62, -(BigInt(1) << 62),
                                BigInt(3037000499), BigInt(3037000500), -BigInt(3037000500),  // √(2^63) ± 1
                                BigInt(1) << 64, -(BigInt(1) << 64), (BigInt(1) << 127) - 1, -(BigInt(1) << 127),
                                BigInt(1) << 200]
        values += values.map { -$0 }
        return values
    }()

    static func random(_ rng: inout SplitMix64) -> BigInt {
        switch rng.below(5) {
        case 0: return BigInt(Int(bitPattern: UInt(rng.next())) >> rng.below(64))
        case 1: return edges[rng.below(edges.count)]
        default:
            var value = BigInt(0)
            // Mostly one to three words, sometimes up to 40 (a wide system's 2,000-bit entries).
            for _ in 0...(rng.chance(10) ? rng.below(40) : rng.below(3)) { value = value << 64 + BigInt(rng.next()) }
            value >>= rng.below(64)
            return rng.chance(50) ? value : -value
        }
    }

    /// `x` equals `expected` and is canonical.
    static func check(_ x: ExactInteger, _ expected: BigInt, _ what: @autoclosure () -> String) {
        #expect(x.bigInt == expected, "\(what())")
        if case .big = x { #expect(Int(exactly: expected) == nil, "not canonical: \(what())") }
        #expect(x.isZero == expected.isZero && x.isNegative == (expected < 0) && x.isPositive == (expected > 0), "\(what())")
        #expect(x.wordCount == expected.bitWidth / 64 + 1, "\(what())")
    }

    @Test func conversionIsCanonicalAtTheWordsEdges() {
        if case .small(let word) = ExactInteger(BigInt(Int.min)) { #expect(word == .min) } else { Issue.record("Int.min not a word") }
        if case .small(let word) = ExactInteger(BigInt(Int.max)) { #expect(word == .max) } else { Issue.record("Int.max not a word") }
        if case .big = ExactInteger(BigInt(Int.max) + 1) {} else { Issue.record("2^63 is not a word") }
        if case .big = ExactInteger(BigInt(Int.min) - 1) {} else { Issue.record("-2^63-1 is not a word") }
        #expect(ExactInteger(BigInt(5)) == ExactInteger(5))
        // Negating Int.min, and Int.min / -1, leave the word.
        Self.check(-ExactInteger(Int.min), BigInt(Int.max) + 1, "-Int.min")
        Self.check(ExactInteger(Int.min) / ExactInteger(-1), BigInt(Int.max) + 1, "Int.min / -1")
        Self.check(-(-ExactInteger(Int.min)), BigInt(Int.min), "-(-Int.min)")
        // Truncating division of negatives, as BigInt's.
        Self.check(ExactInteger(-7) / ExactInteger(2), -3, "-7 / 2")
        Self.check(ExactInteger(7) / ExactInteger(-2), -3, "7 / -2")
        Self.check(ExactInteger(BigInt(-7) << 70) / ExactInteger(BigInt(1) << 70), -7, "-7·2^70 / 2^70 back to a word")
    }

    @Test func edgesAgreeWithBigInt() {
        for a in Self.edges {
            for b in Self.edges {
                let x = ExactInteger(a), y = ExactInteger(b)
                Self.check(x + y, a + b, "\(a) + \(b)")
                Self.check(x - y, a - b, "\(a) - \(b)")
                Self.check(x * y, a * b, "\(a) * \(b)")
                if !b.isZero { Self.checkDivision(x, y, a, b, "\(a) / \(b)") }
                #expect((x < y) == (a < b) && (x == y) == (a == b), "\(a) <=> \(b)")
                Self.check(ExactInteger.gcd(x, y), BigInt(a.magnitude.greatestCommonDivisor(with: b.magnitude)), "gcd(\(a), \(b))")
            }
            Self.check(-ExactInteger(a), -a, "-\(a)")
            Self.checkBits(ExactInteger(a), a, "\(a)")
        }
    }

    /// Quotient and remainder, by each entry point, against BigInt's (truncated toward zero,
    /// the remainder with the dividend's sign, as `Int`'s).
    static func checkDivision(_ x: ExactInteger, _ y: ExactInteger, _ a: BigInt, _ b: BigInt, _ what: @autoclosure () -> String) {
        let (q, r) = a.quotientAndRemainder(dividingBy: b)
        let both = ExactInteger.quotientAndRemainder(x, dividingBy: y)
        check(both.quotient, q, "quotient of \(what())")
        check(both.remainder, r, "remainder of \(what())")
        check(x / y, q, "\(what())")
        check(x % y, r, "\(what()) (remainder)")
    }

    /// Shifts both ways (on the magnitude: `>>` truncates toward zero), the bit width, the
    /// magnitude and the decimal text, against BigInt's.
    static func checkBits(_ x: ExactInteger, _ a: BigInt, _ what: @autoclosure () -> String) {
        #expect(x.description == a.description, "\(what())")
        #expect(x.magnitudeBitWidth == a.magnitude.bitWidth, "\(what())")
        check(x.magnitude, BigInt(a.magnitude), "|\(what())|")
        #expect(x.magnitudeWord.map { BigUInt($0) } == (a.magnitude.bitWidth <= 64 ? a.magnitude : nil), "\(what())")
        for bits in [0, 1, 2, 31, 63, 64, 65, 127, 128, 200] {
            check(x << bits, a.sign == .minus ? -BigInt(a.magnitude << bits) : BigInt(a.magnitude << bits), "\(what()) << \(bits)")
            check(x >> bits, a.sign == .minus ? -BigInt(a.magnitude >> bits) : BigInt(a.magnitude >> bits), "\(what()) >> \(bits)")
        }
    }

    @Test(arguments: randomRounds(400, seed: 0xE8AC7))
    func randomValuesAgreeWithBigInt(round: RandomRound) {
        var rng = SplitMix64(seed: round.seed &+ UInt64(round.round))
        for _ in 0..<50 {
            let a = Self.random(&rng), b = Self.random(&rng)
            let x = ExactInteger(a), y = ExactInteger(b)
            Self.check(x + y, a + b, "\(round): \(a) + \(b)")
            Self.check(x - y, a - b, "\(round): \(a) - \(b)")
            Self.check(x * y, a * b, "\(round): \(a) * \(b)")
            if !b.isZero { Self.checkDivision(x, y, a, b, "\(round): \(a) / \(b)") }
            #expect((x < y) == (a < b), "\(round): \(a) < \(b)")
            Self.check(ExactInteger.gcd(x, y), BigInt(a.magnitude.greatestCommonDivisor(with: b.magnitude)), "\(round): gcd(\(a), \(b))")
            Self.checkBits(x, a, "\(round): \(a)")
        }
    }

    /// Words that make long division's estimates go wrong: all ones, a top bit alone, the
    /// neighbours of both, and small values (a quotient word of 2⁶⁴ − 1, estimates two too
    /// large, the add-back step).
    static let awkwardWords: [UInt] = [0, 1, 2, 3, .max, .max - 1, 1 << 63, (1 << 63) - 1, (1 << 63) + 1, 1 << 32, (1 << 32) - 1]

    /// A magnitude of `count` words, each random or awkward.
    static func awkward(_ rng: inout SplitMix64, words count: Int) -> BigUInt {
        var value = BigUInt(0)
        for _ in 0..<count {
            let word = rng.chance(60) ? awkwardWords[rng.below(awkwardWords.count)] : UInt(rng.next())
            value = value << 64 + BigUInt(word)
        }
        return value
    }

    /// Long division (`Limbs.divide`, Knuth's Algorithm D) and division by a word, on
    /// divisors of one to eight words made of awkward words, dividends built as
    /// `quotient · divisor + remainder` so every quotient length and remainder occurs, either sign.
    @Test(arguments: randomRounds(300, seed: 0xD1D1DE))
    func longDivisionAgreesWithBigInt(round: RandomRound) {
        var rng = SplitMix64(seed: round.seed &+ UInt64(round.round))
        for _ in 0..<40 {
            var divisor = Self.awkward(&rng, words: 1 + rng.below(8))
            if divisor.isZero { divisor = BigUInt(rng.next() | 1) }
            let quotient = Self.awkward(&rng, words: rng.below(6))
            let remainder = rng.chance(30) ? 0 : Self.awkward(&rng, words: divisor.words.count) % divisor
            let dividend = quotient * divisor + (rng.chance(20) ? divisor - 1 : remainder)
            let a = rng.chance(50) ? BigInt(dividend) : -BigInt(dividend)
            let b = rng.chance(50) ? BigInt(divisor) : -BigInt(divisor)
            Self.checkDivision(ExactInteger(a), ExactInteger(b), a, b, "\(round): \(a) / \(b)")
        }
    }

    /// A division whose quotient estimate is one too large even after the correction by the
    /// divisor's second word, so the multiply-and-subtract goes negative and the divisor is
    /// added back (Knuth's step D6, rare on random words: found by simulating the algorithm on
    /// awkward ones). Words least significant first.
    @Test func divisionAddsBackWhenTheEstimateIsOneTooLarge() {
        func value(_ words: [UInt]) -> BigInt { words.reversed().reduce(BigInt(0)) { $0 << 64 + BigInt($1) } }
        let a = value([.max, .max - 1, 1, 1, 1 << 63]), b = value([3, 0, 3])
        #expect(a.description == "1067993517960455041197510853084776057307629362913713065738037158068159406233330932926734904852479")
        for (x, y) in [(a, b), (-a, b), (a, -b), (-a, -b)] {
            Self.checkDivision(ExactInteger(x), ExactInteger(y), x, y, "\(x) / \(y)")
        }
    }

    /// gcds of values with a large common factor (Euclid's remainders then run many words
    /// before finishing in one), against BigInt's.
    @Test(arguments: randomRounds(100, seed: 0x6CD2))
    func gcdOfMultiplesAgreesWithBigInt(round: RandomRound) {
        var rng = SplitMix64(seed: round.seed &+ UInt64(round.round))
        for _ in 0..<20 {
            let common = Self.random(&rng).magnitude + 1
            let a = BigInt(common * Self.random(&rng).magnitude), b = BigInt(common * Self.random(&rng).magnitude)
            let x = ExactInteger(rng.chance(50) ? a : -a), y = ExactInteger(rng.chance(50) ? b : -b)
            Self.check(ExactInteger.gcd(x, y), BigInt(a.magnitude.greatestCommonDivisor(with: b.magnitude)), "\(round): gcd(\(a), \(b))")
        }
    }

    /// `(p·x − q·y) / d` with `d` dividing exactly, as a fraction-free pivot makes it: `x` and
    /// `y` are multiples of `d`, so every size of intermediate (word, 128 bits, beyond) and of
    /// result is reached, with either sign of `d`.
    @Test(arguments: randomRounds(400, seed: 0xBA4E155))
    func pivotCombinationAgreesWithBigInt(round: RandomRound) {
        var rng = SplitMix64(seed: round.seed &+ UInt64(round.round))
        for _ in 0..<50 {
            var d = Self.random(&rng)
            if d.isZero { d = 1 }
            if rng.chance(30) { d = BigInt(rng.below(1000) + 1) }
            if rng.chance(20) { d <<= rng.below(130) }  // factors of two: shifted out before Hensel's division
            let p = Self.random(&rng), q = Self.random(&rng)
            var x = Self.random(&rng) * d, y = Self.random(&rng) * d
            if rng.chance(20) { x = 0 }
            if rng.chance(20) { y = 0 }
            let expected = (p * x - q * y) / d
            #expect(expected * d == p * x - q * y)
            let got = ExactInteger.combination(ExactInteger(p), ExactInteger(x), ExactInteger(q), ExactInteger(y), dividedBy: ExactInteger(d))
            Self.check(got, expected, "\(round): (\(p)·\(x) − \(q)·\(y)) / \(d)")
        }
    }
}
