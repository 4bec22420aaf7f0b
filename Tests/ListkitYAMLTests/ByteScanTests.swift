import ListkitRandom
import ListkitTestSupport
import Testing
@testable import ListkitYAML

/// The word-at-a-time scans (`ByteScan`) against byte-by-byte loops, on random buffers drawn
/// from the bytes the scans look for (line breaks, `<`, `:`, UTF-8 lead and continuation bytes,
/// controls, printable ASCII), at every start position and across word boundaries.
struct ByteScanTests {
    static let alphabet: [UInt8] = [0x0A, 0x0D, 0x09, 0x00, 0x1F, 0x20, 0x3C, 0x3A, 0x41, 0x7E, 0x7F, 0x80, 0xBF, 0xC2, 0x85, 0xE2, 0xA8, 0xFF]

    static func buffer(_ rng: inout SplitMix64) -> [UInt8] {
        let count = rng.below(40)
        // Mostly printable ASCII, as documents are, so the fast paths run.
        return (0..<count).map { _ in rng.chance(70) ? UInt8(0x20 + rng.below(0x5F)) : rng.pick(alphabet) }
    }

    @Test func scansFindWhatByteLoopsFind() {
        var rng = SplitMix64(seed: 0xB17E_5CA7)
        for round in randomRounds(3_000, seed: 0xB17E_5CA7) {
            let bytes = Self.buffer(&rng)
            bytes.withUnsafeBufferPointer { buffer in
                for start in 0...bytes.count {
                    for byte: UInt8 in [0x0A, 0x3C, 0x3A, 0x80] {
                        let first = (start..<bytes.count).first { bytes[$0] == byte } ?? bytes.count
                        #expect(ByteScan.firstIndex(of: byte, in: buffer, from: start) == first, "\(round) \(bytes) \(start)")
                        let end = start - 1
                        let last = end >= 0 ? (0...min(end, bytes.count - 1)).last { bytes[$0] == byte } : nil
                        #expect(ByteScan.lastIndex(of: byte, in: buffer, atOrBefore: end) == last, "\(round) \(bytes) \(end)")
                    }
                    let other = (start..<bytes.count).first { bytes[$0] < 0x20 || bytes[$0] >= 0x80 } ?? bytes.count
                    #expect(ByteScan.firstNonPrintableASCII(in: buffer, from: start) == other, "\(round) \(bytes) \(start)")
                    let candidate = (start..<bytes.count).first { bytes[$0] < 0x20 || bytes[$0] == 0xC2 || bytes[$0] == 0xE2 } ?? bytes.count
                    #expect(ByteScan.firstLineBreakCandidate(in: buffer, from: start) == candidate, "\(round) \(bytes) \(start)")
                    for byte: UInt8 in [0x0A, 0x0D, 0xE2] {
                        let first = (start..<bytes.count).first { bytes[$0] == byte } ?? bytes.count
                        #expect(ByteScan.firstIndexInC(of: byte, in: buffer, from: start) == first, "\(round) \(bytes) \(start)")
                    }
                    #expect(ByteScan.lacks([0x0D, 0xC2], in: buffer, from: start) == !bytes[start...].contains { $0 == 0x0D || $0 == 0xC2 })
                    guard start < bytes.count else { continue }
                    for characters in [0, 1, 7, 8, 9, 17, 40] {
                        var offset = start, remaining = characters
                        while remaining > 0, offset < bytes.count - 1 {
                            offset += 1
                            if bytes[offset] & 0xC0 != 0x80 { remaining -= 1 }
                        }
                        let fast = ByteScan.advance(buffer, from: start, characters: characters, limit: bytes.count - 1)
                        #expect(fast.index == offset && fast.left == remaining, "\(round) \(bytes) \(start) \(characters)")
                    }
                }
            }
        }
    }

    /// The search for a byte string against a comparison at every position, on needles of one
    /// to twelve bytes drawn from the same bytes (so that partial matches abound).
    @Test func needleSearchFindsWhatAComparisonAtEveryPositionFinds() {
        var rng = SplitMix64(seed: 0x5EA_2C4)
        for round in randomRounds(3_000, seed: 0x5EA_2C4) {
            let bytes = (0..<rng.below(60)).map { _ in rng.pick([UInt8](arrayLiteral: 0x6C, 0x69, 0x3A, 0x20, 0x0A, 0xE2)) }
            let needle = (0..<(1 + rng.below(12))).map { _ in rng.pick([UInt8](arrayLiteral: 0x6C, 0x69, 0x3A, 0x20)) }
            bytes.withUnsafeBufferPointer { buffer in
                needle.withUnsafeBufferPointer { pattern in
                    for start in 0...bytes.count {
                        let found = (start..<bytes.count).first { $0 + needle.count <= bytes.count && Array(bytes[$0..<$0 + needle.count]) == needle } ?? bytes.count
                        #expect(ByteScan.firstIndex(of: pattern, in: buffer, from: start) == found, "\(round) \(bytes) \(needle) \(start)")
                    }
                }
            }
        }
    }
}
