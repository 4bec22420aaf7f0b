@testable import ListkitSpec
import ListkitRandom
import ListkitTestSupport
import Testing

/// A store's kinds and field names are interned by their bytes (`CellStore.InternTable`): the
/// first strings found by comparing them in place, the others (and long ones) by a hash table.
/// Whichever way, a text must get the index of the first equal bytes, never of a canonically
/// equal but other spelling, with or without a guess, as a search of all the texts gives it.
struct InternTableTests {
    @Test func indicesAreThoseOfTheFirstEqualBytes() {
        // Short and long, canonically equal pairs, texts that share their first or last 8 bytes.
        let pool = ["id", "kind", "title", "café", "cafe\u{301}", "K", "\u{212A}", "", "a-field-name-of-20-b",
                    "a-field-name-of-20-c", "sixteen-bytes-xx", "sixteen-bytes-xy", "seventeen-bytes-x"]
            + (0..<30).map { "f\($0)" }
        var rng = SplitMix64(seed: 0x1_7E27)
        for round in randomRounds(300, seed: 0x1_7E27) {
            var table = CellStore.InternTable()
            var seen: [[UInt8]] = []
            let drawn = Array(pool.shuffled(using: &rng).prefix(1 + rng.below(pool.count)))
            for _ in 0..<(1 + rng.below(120)) {
                let text = Array(rng.pick(drawn).utf8)
                let guess: UInt32? = rng.chance(50) && !seen.isEmpty ? UInt32(rng.below(seen.count)) : nil
                let expected = seen.firstIndex(of: text) ?? seen.count
                if expected == seen.count { seen.append(text) }
                let index = text.withUnsafeBufferPointer { table.index(of: $0, guess: guess) }
                #expect(index == UInt32(expected), "round \(round): \(String(decoding: text, as: UTF8.self))")
            }
            #expect(table.strings.map { Array($0.utf8) } == seen, "round \(round)")
        }
    }
}
