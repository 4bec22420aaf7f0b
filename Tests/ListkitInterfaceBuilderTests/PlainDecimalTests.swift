import ListkitRandom
import ListkitTestSupport
import Testing
@testable import ListkitInterfaceBuilder

/// Attribute numbers read from their bytes give what `Double(_:)` (the C library's correctly
/// rounded `strtod`) gives, for plain decimals and everything left to it.
@Suite struct PlainDecimalTests {
    @Test func plainDecimalsAreExact() {
        #expect(PlainDecimal.double("375") == 375)
        #expect(PlainDecimal.double("-8") == -8)
        #expect(PlainDecimal.double("20.5") == 20.5)
        #expect(PlainDecimal.double("0.1") == 0.1)
        #expect(PlainDecimal.double("0.33333333333333") == 0.33333333333333)
        #expect(PlainDecimal.double("007.250") == 7.25)
        let negativeZero = PlainDecimal.double("-0")
        #expect(negativeZero == 0 && negativeZero?.sign == .minus)
        #expect(PlainDecimal.double("0.0")?.sign == .plus)
    }

    @Test func otherTextIsLeftToDouble() {
        for text in ["1e3", "+5", ".5", "5.", "-", "", "nan", "inf", "-infinity", "0x1p4", "1.2.3", " 1", "1 ", "1,5",
                     "1234567890123456", "0.1234567890123456", "1e400", "YES", "infinite", "٣"] {
            let value = text.utf8.withContiguousStorageIfAvailable(PlainDecimal.plain) ?? nil
            #expect(value == nil, "\(text.debugDescription) is not a plain decimal")
            let expected = Double(text)
            let read = PlainDecimal.double(text)
            #expect(read == expected || (read?.isNaN == true && expected?.isNaN == true), "\(text.debugDescription)")
        }
    }

    /// Random decimals of up to 17 digits (past the fast path's 15), with and without a sign and
    /// a fraction, against `Double(_:)`, bit for bit.
    @Test(arguments: randomRounds(2_000, seed: 0xDEC1))
    func randomDecimalsAreDoublesBits(round: RandomRound) {
        var rng = SplitMix64(seed: round.seed &+ UInt64(round.round))
        var text = rng.below(3) == 0 ? "-" : ""
        text += String((0..<(1 + rng.below(9))).map { _ in Character(String(rng.below(10))) })
        if rng.below(3) > 0 { text += "." + String((0..<(1 + rng.below(8))).map { _ in Character(String(rng.below(10))) }) }
        let expected = Double(text)!
        let read = PlainDecimal.double(text)
        #expect(read?.bitPattern == expected.bitPattern, "\(round): \(text)")
        // Up to 15 digits it is the fast path's value, not `Double(_:)`'s again.
        let fast = text.utf8.withContiguousStorageIfAvailable(PlainDecimal.plain) ?? nil
        #expect((fast != nil) == (text.filter(\.isNumber).count <= 15), "\(round): \(text)")
    }
}
