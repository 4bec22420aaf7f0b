import ListkitRandom
import ListkitTestSupport
import Testing
@testable import ListkitSolver

/// `Rational` (on `ExactInteger`) against IEEE 754 itself: a double's sum, difference,
/// product and quotient are the exact result correctly rounded to nearest, so computing them
/// exactly in rationals and rounding with `doubleValue` must give the same double — an oracle
/// independent of the code under test. Operands are random doubles over a wide range of
/// exponents (kept where results stay normal: `doubleValue` scales exactly only there), and
/// every result is checked to be in lowest terms with a positive denominator.
@Suite struct RationalArithmeticTests {
    /// A random finite double: a random significand at an exponent in `exponents`, either sign.
    static func double(_ rng: inout SplitMix64, exponents: ClosedRange<Int>) -> Double {
        let exponent = exponents.lowerBound + rng.below(exponents.count)
        let significand = 1 + Double(rng.next() >> 11) / Double(1 << 53)
        let x = Double(sign: rng.chance(50) ? .minus : .plus, exponent: exponent, significand: significand)
        return rng.chance(10) ? x.rounded() : x  // integers too, a layout's usual values
    }

    static func expectCanonical(_ r: Rational, _ what: @autoclosure () -> String) {
        #expect(r.denominator.isPositive, "denominator not positive: \(what())")
        #expect(ExactInteger.gcd(r.numerator, r.denominator) == 1, "not in lowest terms: \(what())")
    }

    @Test(arguments: randomRounds(200, seed: 0x1EEE754))
    func arithmeticRoundsAsIEEEDoes(round: RandomRound) {
        var rng = SplitMix64(seed: round.seed &+ UInt64(round.round))
        for _ in 0..<50 {
            let a = Self.double(&rng, exponents: -400...400), b = Self.double(&rng, exponents: -400...400)
            let x = Rational(a), y = Rational(b)
            #expect(x.doubleValue == a, "\(round): \(a) back")
            var results = [(x + y, a + b, "+"), (x - y, a - b, "-"), (x * y, a * b, "*")]
            if b != 0 { results.append((x / y, a / b, "/")) }  // a rounded small value is 0
            for (result, expected, name) in results {
                Self.expectCanonical(result, "\(round): \(a) \(name) \(b)")
                #expect(result.doubleValue == expected, "\(round): \(a) \(name) \(b)")
            }
            #expect((x < y) == (a < b) && (x == y) == (a == b), "\(round): \(a) <=> \(b)")
        }
    }

    /// Every finite double converts exactly and rounds back to itself: subnormals, the largest,
    /// powers of two and their neighbours, random bit patterns.
    @Test(arguments: randomRounds(100, seed: 0xB175))
    func everyDoubleRoundTrips(round: RandomRound) {
        var rng = SplitMix64(seed: round.seed &+ UInt64(round.round))
        var values: [Double] = [.leastNonzeroMagnitude, .leastNormalMagnitude, .greatestFiniteMagnitude,
                                Double.leastNormalMagnitude.nextDown, 0x1p63, 0x1p64, 0x1p-1074 * 3]
        for _ in 0..<100 {
            let x = Double(bitPattern: rng.next())
            if x.isFinite { values.append(x) }
        }
        for x in values + values.map({ -$0 }) {
            let r = Rational(x)
            Self.expectCanonical(r, "\(round): \(x)")
            #expect(r.doubleValue == x, "\(round): \(x)")
        }
    }
}
