import ListkitRandom
import Testing
@testable import ListkitYAML

/// `RawText.equal` against `Array`'s `==` (the independent answer) at every length up to 40 and
/// every position of a one-byte difference, where the word loads and their overlapping tails
/// could miss it.
struct RawTextTests {
    @Test func equalAgreesWithArrayEqualityAtEveryLengthAndDifference() {
        var random = SplitMix64(seed: 15)
        for n in 0...40 {
            let a = (0..<n).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            var cases: [[UInt8]] = [a, Array(a.dropLast()), a + [0]]
            for k in 0..<n {
                var b = a
                b[k] ^= UInt8(1 << random.below(8))
                cases.append(b)
            }
            for b in cases {
                let equal = a.withUnsafeBufferPointer { x in b.withUnsafeBufferPointer { y in RawText.equal(x, y) } }
                #expect(equal == (a == b), "length \(n): \(a) vs \(b)")
            }
            // The same bytes at another address, and a buffer against itself.
            let copy = Array(a)
            #expect(a.withUnsafeBufferPointer { x in copy.withUnsafeBufferPointer { RawText.equal(x, $0) } })
            #expect(a.withUnsafeBufferPointer { RawText.equal($0, $0) })
        }
    }
}
