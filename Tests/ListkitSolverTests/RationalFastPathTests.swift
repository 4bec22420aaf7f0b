import BigInt
import ListkitRandom
import ListkitTestSupport
import Testing
@testable import ListkitSolver

/// `Rational`'s shortcuts for a layout's inputs — ±1 shared instead of built, gcds with 0 or 1
/// answered without arithmetic — against the general path.
@Suite struct RationalFastPathTests {
    @Test func unitDoublesAreTheUnitRationals() {
        #expect(Rational(1.0) == Rational(ExactInteger(1)) && Rational(1.0).isInteger)
        #expect(Rational(-1.0) == Rational(ExactInteger(-1)) && Rational(-1.0).isNegative)
        #expect(Rational(-1.0) == -Rational(1.0))
        #expect(Rational(1.0).doubleValue == 1 && Rational(-1.0).doubleValue == -1)
        #expect(Rational(-0.0) == .zero)
        // Neighbours of ±1 still take the general path.
        #expect(Rational(1.0.nextUp) == Rational(ExactInteger(BigInt(1) << 52 + 1), ExactInteger(BigInt(1) << 52)))
        #expect(Rational((-1.0).nextDown) == Rational(ExactInteger(-(BigInt(1) << 52 + 1)), ExactInteger(BigInt(1) << 52)))
    }

    /// Euclid's gcd by BigInt's own remainders, the reference.
    static func reference(_ a: BigUInt, _ b: BigUInt) -> BigUInt {
        var (a, b) = (a, b)
        while !b.isZero { (a, b) = (b, a % b) }
        return a
    }

    /// `ExactInteger.gcd` of two magnitudes, read back as a BigUInt.
    static func gcd(_ x: BigUInt, _ y: BigUInt) -> BigUInt {
        ExactInteger.gcd(ExactInteger(BigInt(x)), ExactInteger(BigInt(y))).bigInt.magnitude
    }

    @Test(arguments: randomRounds(100, seed: 0x6CD))
    func gcdWithZeroOrOneAgreesWithEuclid(round: RandomRound) {
        var rng = SplitMix64(seed: round.seed &+ UInt64(round.round))
        for _ in 0..<20 {
            var y = BigUInt(rng.next())
            for _ in 0..<rng.below(3) { y = y << 64 + BigUInt(rng.next()) }
            if rng.chance(10) { y = BigUInt(rng.below(3)) }
            for x in [BigUInt(0), BigUInt(1)] {
                #expect(Self.gcd(x, y) == Self.reference(x, y), "\(round): gcd(\(x), \(y))")
                #expect(Self.gcd(y, x) == Self.reference(y, x), "\(round): gcd(\(y), \(x))")
            }
            let z = BigUInt(rng.next()) * y
            #expect(Self.gcd(z, y) == Self.reference(z, y), "\(round): gcd(\(z), \(y))")
        }
    }
}
