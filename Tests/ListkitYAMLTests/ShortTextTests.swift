import ListkitRandom
import Testing
@testable import ListkitYAML

/// `ShortText` equality against `Array`'s `==` (the independent answer) at every length it
/// holds and every position of a one-byte difference, where its overlapping loads could miss it;
/// longer texts are refused.
struct ShortTextTests {
    @Test func equalAgreesWithArrayEqualityAtEveryLengthAndDifference() {
        var random = SplitMix64(seed: 16)
        for n in 0...ShortText.maxCount {
            let a = (0..<n).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            var cases: [[UInt8]] = [a, Array(a.dropLast()), a + [0], Array(a.reversed())]
            for k in 0..<n {
                var b = a
                b[k] ^= UInt8(1 << random.below(8))
                cases.append(b)
            }
            for b in cases where b.count <= ShortText.maxCount {
                let x = a.withUnsafeBufferPointer { ShortText($0) }
                let y = b.withUnsafeBufferPointer { ShortText($0) }
                #expect(x != nil && y != nil)
                #expect((x == y) == (a == b), "length \(n): \(a) vs \(b)")
            }
        }
        let long = [UInt8](repeating: 0x61, count: ShortText.maxCount + 1)
        #expect(long.withUnsafeBufferPointer { ShortText($0) } == nil)
        #expect(UnsafeBufferPointer<UInt8>(start: nil, count: 0).isEmpty && ShortText(UnsafeBufferPointer(start: nil, count: 0)) != nil)
    }
}
