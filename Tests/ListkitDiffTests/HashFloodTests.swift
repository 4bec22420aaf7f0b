import Foundation
import Testing
@testable import ListkitDiff

/// Ids crafted to collide in the fast hash's table must not make the diff quadratic: the
/// pairing gives up after a bounded number of probes per id and the diff pairs again with a
/// keyed hash, with the same result it gives for any other ids.
@Suite struct HashFloodTests {
    @Test func pairingGivesUpOnCollidingHashes() {
        let count = 5_000
        // Different tags, one home slot: every id probes past all the ones before it.
        let oneSlot = (0..<UInt64(count)).map { $0 << 32 }
        let crowded = IdentityPairing(oldHashes: oneSlot, newHashes: oneSlot, exact: nil).overloaded
        #expect(crowded)
        // Ordinary ids stay well within the bound.
        let ids = (0..<count).map { "item-\($0)" }
        let ordinary = IdentityPairing(oldHashes: idHashes(ids), newHashes: idHashes(ids.reversed()), exact: nil).overloaded
        #expect(!ordinary)
    }

    @Test func collidingSectionIDsArePairedByKeyedHashes() {
        let ids = collidingIDs(count: 300, tableBits: 10)
        let pairing = IdentityPairing(old: ids, new: ids.reversed())
        #expect(!pairing.overloaded)
        #expect(pairing.newToOld == (0..<Int32(ids.count)).reversed())
    }

    @Test func collidingItemIDsDiffAsAnyOthers() throws {
        let ids = collidingIDs(count: 300, tableBits: 10)   // 300 old ids: a table of 1,024 slots
        let oldHashes = ids.map { withIDBytes($0, hashID) }
        let crowded = IdentityPairing(oldHashes: oldHashes, newHashes: oldHashes, exact: nil).overloaded
        try #require(crowded, "the ids no longer crowd one slot's run")

        var newIDs = Array(ids.dropFirst(20).reversed())     // 20 deleted, the rest reversed
        newIDs.insert("a-new-id", at: 100)
        let old = [TestSection(id: "S", content: "", items: ids.map { TestItem(id: $0, content: 0) })]
        let new = [TestSection(id: "S", content: "", items: newIDs.map { TestItem(id: $0, content: $0.hasSuffix("7") ? 1 : 0) })]
        let changeset = TestChangeset(from: old, to: new)
        #expect(try apply(changeset, to: old) == new)
        // The same diff with ids renamed so that they no longer collide.
        let renamed = TestChangeset(from: old.map(renamed), to: new.map(renamed))
        #expect(changeset.itemMoveCount == renamed.itemMoveCount && changeset.itemMoveCount == 279)   // 280 reversed
        #expect(changeset.stages.map(\.changeCount) == renamed.stages.map(\.changeCount))
    }

    /// Ids with the very same fast hash (it is unkeyed and takes the last word in by xor, so this
    /// takes some 75,000 tries): the fast pass takes them all for one id, the check
    /// refutes it, and the exact pass would probe quadratically — it must give up and the
    /// diff pair them by keyed hashes.
    @Test func fullyCollidingIDsDiffAsAnyOthers() throws {
        let ids = fullyCollidingIDs(count: 300)
        let hashes = Set(ids.map { withIDBytes($0, hashID) })
        try #require(ids.count == 300 && hashes.count == 1 && Set(ids).count == ids.count, "the ids no longer collide")
        let newIDs = Array(ids.dropFirst(20).reversed())
        let old = [TestSection(id: "S", content: "", items: ids.map { TestItem(id: $0, content: 0) })]
        let new = [TestSection(id: "S", content: "", items: newIDs.map { TestItem(id: $0, content: 0) })]
        let changeset = TestChangeset(from: old, to: new)
        #expect(try apply(changeset, to: old) == new)
        #expect(changeset.warnings.isEmpty)
        let renamed = TestChangeset(from: old.map(renamed), to: new.map(renamed))
        #expect(changeset.itemMoveCount == renamed.itemMoveCount && changeset.itemMoveCount == 279)
        // The same ids as section ids go through the strings' own pairing.
        let sections = IdentityPairing(old: ids, new: newIDs)
        #expect(sections.newToOld == (20..<Int32(ids.count)).reversed())
    }

    // MARK: - Helpers

    /// 24-byte ASCII ids, 8 letters, 8 "A"s, then 8 bytes, all with one `hashID`: the first
    /// 16 bytes give a state, and the last word, xor-ed into it before the next multiply, is
    /// solved for so that the two agree with the first id's; one first word in 256 gives an
    /// ASCII last word.
    private func fullyCollidingIDs(count: Int) -> [String] {
        let start = 0x8EBC_6AF0_9C88_C6E3 ^ UInt64(24)   // hashID's seed for 24 bytes
        func word(_ bytes: [UInt8]) -> UInt64 { bytes.reversed().reduce(0) { $0 << 8 | UInt64($1) } }
        func letters(_ k: Int) -> [UInt8] { (0..<8).map { UInt8(ascii: "a") + UInt8(k / Int(pow26[$0]) % 26) } }
        let middle = Array("AAAAAAAA".utf8)
        func state(_ prefix: [UInt8]) -> UInt64 { mixWords(start ^ word(prefix), word(middle)) }
        let target = state(letters(0)) ^ word(Array("AAAAAAAA".utf8))
        var ids: [String] = []
        var k = 0
        while ids.count < count {
            let prefix = letters(k)
            k += 1
            let last = target ^ state(prefix)
            let bytes = (0..<8).map { UInt8(truncatingIfNeeded: last >> (8 * UInt64($0))) }
            guard bytes.allSatisfy({ $0 < 0x80 }) else { continue }   // ASCII: valid UTF-8 as is
            ids.append(String(decoding: prefix + middle + bytes, as: UTF8.self))
        }
        return ids
    }

    /// `count` ids whose `hashID`s agree in their low `tableBits` bits: all in one slot's run.
    private func collidingIDs(count: Int, tableBits: Int) -> [String] {
        let mask = UInt64(1) << UInt64(tableBits) - 1
        var ids: [String] = []
        var k = 0
        while ids.count < count {
            let id = "flood-\(k)"
            if withIDBytes(id, hashID) & mask == 0 { ids.append(id) }
            k += 1
        }
        return ids
    }

    private let pow26: [Int] = (0..<8).map { Int(pow(26.0, Double($0))) }

    private func renamed(_ section: TestSection) -> TestSection {
        TestSection(id: section.id, content: section.content,
                    items: section.items.map { TestItem(id: "renamed-" + $0.id.string, content: $0.content) })
    }
}
