import BigInt
import ListkitRandom
import ListkitTestSupport
import Testing
@testable import ListkitSolver

/// `ExactInteger` (a word until a value outgrows it, then a `BigInt`) against `BigInt` itself:
/// every operation the tableau uses, on the edges of the word (Int.min, Int.max, 2^63, the
/// overflow boundaries of products and sums), negative division, and random values of one to
/// three words. Results must be equal as integers and canonical (a word whenever they fit).
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
                if !b.isZero { Self.check(x / y, a / b, "\(a) / \(b)") }
                #expect((x < y) == (a < b) && (x == y) == (a == b), "\(a) <=> \(b)")
            }
            Self.check(-ExactInteger(a), -a, "-\(a)")
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
            if !b.isZero { Self.check(x / y, a / b, "\(round): \(a) / \(b)") }
            #expect((x < y) == (a < b), "\(round): \(a) < \(b)")
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
