import Testing
@testable import ListkitLayout
import ListkitRandom

/// The text caches' table (`ByteKeyedTable`) against a `Dictionary` of byte arrays and tags:
/// what it finds is what was kept under the same bytes and tag, through growth, starting again
/// past its bound, and probes cut short (a key then simply not kept).
@Suite struct ByteKeyedTableTests {
    struct Key: Hashable {
        var bytes: [UInt8]
        var tag: UInt64
    }

    func expectAgreesWithADictionary(_ table: inout ByteKeyedTable<Int>, rounds: Int, seed: UInt64,
                                     sourceLocation: SourceLocation = #_sourceLocation) {
        var kept: [Key: Int] = [:]
        var rng = SplitMix64(state: seed)
        var restarts = 0, crowded = 0
        for round in 0..<rounds {
            // Short keys over a small alphabet repeat often; "é" composed and decomposed differ.
            let pieces: [[UInt8]] = [[0x61], [0x62], [0x20], Array("é".utf8), Array("e\u{301}".utf8), [0x00], Array("東".utf8)]
            let bytes = (0..<rng.below(12)).flatMap { _ in pieces[rng.below(pieces.count)] }
            let key = Key(bytes: bytes, tag: UInt64(rng.below(3)))
            let found: Int? = bytes.withUnsafeBufferPointer { buffer in
                switch table.find(buffer, tag: key.tag) {
                case .found(let index):
                    return table.values[index]
                case .vacant(let slot, let hash):
                    if table.startsAgain(adding: buffer.count) {
                        kept.removeAll()
                        restarts += 1
                    }
                    table.insert(buffer, tag: key.tag, value: round, slot: slot, hash: hash)
                    kept[key] = round
                    return nil
                case .crowded:
                    crowded += 1
                    return nil
                }
            }
            if let found {
                #expect(kept[key] == found, "round \(round): \(bytes) tag \(key.tag)", sourceLocation: sourceLocation)
            } else {
                #expect(kept[key] == round || table.maxProbes < 64, "round \(round): \(bytes) kept before but not found",
                        sourceLocation: sourceLocation)
            }
            #expect(table.count == kept.count || table.maxProbes < 64, "round \(round)", sourceLocation: sourceLocation)
        }
        if table.maxBytes < 1000 { #expect(restarts > 0, "the bound was reached", sourceLocation: sourceLocation) }
        if table.maxProbes == 1 { #expect(crowded > 0, "some probes were cut short", sourceLocation: sourceLocation) }
    }

    @Test func findsWhatWasKeptThroughGrowth() {
        var table = ByteKeyedTable<Int>(maxBytes: 1 << 20)
        expectAgreesWithADictionary(&table, rounds: 20_000, seed: 53)
        #expect(table.count > 512, "the table grew past its first 1,024 slots")
    }

    @Test func startsAgainPastItsBound() {
        var table = ByteKeyedTable<Int>(maxBytes: 200)
        expectAgreesWithADictionary(&table, rounds: 5_000, seed: 59)
    }

    @Test func probesCutShortKeepNothingWrong() {
        var table = ByteKeyedTable<Int>(maxBytes: 1 << 20, maxProbes: 1)
        expectAgreesWithADictionary(&table, rounds: 20_000, seed: 61)
    }

    /// Every byte of a key reaches its hash, whatever the key's length (the last 1–7 bytes are
    /// read in pieces of four, two and one): a byte left out would make keys that differ only
    /// there collide. Keys are read from the middle of a larger buffer, so bytes past the key's
    /// end (set differently in two copies) must not count either.
    @Test func everyByteOfAKeyAndNoOtherReachesItsHash() {
        for length in 0...24 {
            for position in 0..<length {
                let a = [UInt8](repeating: 0x41, count: length + 16)
                var b = a
                b[8 + position] ^= 0x01
                b[8 + length] ^= 0xFF
                let (ha, hb) = hashes(a, b, from: 8, length: length)
                #expect(ha != hb, "length \(length): byte \(position) changes the hash")
            }
            let a = [UInt8](repeating: 0x41, count: length + 16)
            var b = a
            b[7] ^= 0xFF
            b[8 + length] ^= 0xFF
            let (ha, hb) = hashes(a, b, from: 8, length: length)
            #expect(ha == hb, "length \(length): the bytes around the key do not count")
        }
    }

    private func hashes(_ a: [UInt8], _ b: [UInt8], from start: Int, length: Int) -> (UInt64, UInt64) {
        let ha = a.withUnsafeBufferPointer { ByteKeyedTable<Int>.hash(UnsafeBufferPointer(rebasing: $0[start..<start + length]), tag: 0) }
        let hb = b.withUnsafeBufferPointer { ByteKeyedTable<Int>.hash(UnsafeBufferPointer(rebasing: $0[start..<start + length]), tag: 0) }
        return (ha, hb)
    }
}
