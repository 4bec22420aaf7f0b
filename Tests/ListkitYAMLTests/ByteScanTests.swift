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
}
