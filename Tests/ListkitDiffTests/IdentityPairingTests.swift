import ListkitRandom
import Testing
@testable import ListkitDiff

/// The fast pairing (tag equality, verified afterwards) and the exact fallback (bytes at
/// every tag match) agree, including with duplicates, empty and multi-byte ids.
@Suite struct IdentityPairingTests {
    @Test func fastAndExactPairingsAgree() {
        var rng = SplitMix64(seed: 77)
        for _ in 0..<300 {
            let pool = ["", "a", "é", "e\u{301}", "a-much-longer-identifier-0001", "a-much-longer-identifier-0002"]
                + (0..<Int.random(in: 1...40, using: &rng)).map { "id\($0)" }
            let old = (0..<Int.random(in: 0...60, using: &rng)).map { _ in pool.randomElement(using: &rng)! }
            let new = (0..<Int.random(in: 0...60, using: &rng)).map { _ in pool.randomElement(using: &rng)! }
            let fast = IdentityPairing(old: IDArena(old), new: IDArena(new))
            let exact = IdentityPairing(exactlyPairing: IDArena(old), IDArena(new))
            #expect(fast.newToOld == exact.newToOld && fast.oldToNew == exact.oldToNew)
            #expect(fast.duplicateGroups.map(\.old) == exact.duplicateGroups.map(\.old))
            #expect(fast.duplicateGroups.map(\.new) == exact.duplicateGroups.map(\.new))
            // FIFO pairing by bytes ("é" ≠ "e\u{301}"), checked against a direct reading of the rule.
            var unpaired: [[UInt8]: [Int]] = [:]
            for (i, id) in old.enumerated() { unpaired[Array(id.utf8), default: []].append(i) }
            for (j, id) in new.enumerated() {
                let expected = unpaired[Array(id.utf8)]?.first ?? -1
                if expected >= 0 { unpaired[Array(id.utf8)]?.removeFirst() }
                #expect(Int(fast.newToOld[j]) == expected)
            }
        }
    }
}
