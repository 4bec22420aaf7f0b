import ListkitRandom
import ListkitTestSupport
import Testing
@testable import ListkitDiff

/// The fast pairing (tag equality, verified afterwards) and the exact fallback (bytes at
/// every tag match) agree, including with duplicates, empty and multi-byte ids; and when
/// hashes collide, the check catches every wrong decision of the fast pass.
@Suite struct IdentityPairingTests {
    @Test func fastAndExactPairingsAgree() {
        let seed: UInt64 = 77
        var rng = SplitMix64(seed: seed)
        for round in randomRounds(300, seed: seed) {
            let (old, new) = randomIDLists(&rng)
            let checked = IdentityPairing(old: old, new: new)
            let exact = IdentityPairing(oldHashes: idHashes(old), newHashes: idHashes(new), exact: comparer(old, new))
            #expect(checked.newToOld == exact.newToOld && checked.oldToNew == exact.oldToNew, "\(round)")
            #expect(checked.duplicateGroups.map(\.old) == exact.duplicateGroups.map(\.old), "\(round)")
            #expect(checked.duplicateGroups.map(\.new) == exact.duplicateGroups.map(\.new), "\(round)")
            #expect(checked.newToOld == fifoPairing(old, new), "\(round)")
        }
    }

    /// With every hash equal, the fast pass pairs unrelated ids; the check must notice
    /// whenever its answer differs from the exact one, and the exact pass must still
    /// pair by bytes.
    @Test func collidingHashesAreCaughtByTheCheck() {
        let seed: UInt64 = 78
        var rng = SplitMix64(seed: seed)
        for round in randomRounds(300, seed: seed) {
            let (old, new) = randomIDLists(&rng)
            let same = comparer(old, new)
            let zeros = (old: [UInt64](repeating: 0, count: old.count), new: [UInt64](repeating: 0, count: new.count))
            let fast = IdentityPairing(oldHashes: zeros.old, newHashes: zeros.new, exact: nil)
            let exact = IdentityPairing(oldHashes: zeros.old, newHashes: zeros.new, exact: same)
            #expect(exact.newToOld == fifoPairing(old, new), "\(round)")
            if fast.verified(same, pairs: true) {
                #expect(fast.newToOld == exact.newToOld && fast.oldToNew == exact.oldToNew, "\(round)")
                #expect(fast.duplicateGroups.map(\.new) == exact.duplicateGroups.map(\.new), "\(round)")
            } else {
                #expect(fast.newToOld != exact.newToOld || fast.duplicateGroups.map(\.old) != exact.duplicateGroups.map(\.old)
                        || fast.duplicateGroups.map(\.new) != exact.duplicateGroups.map(\.new), "\(round)")
            }
        }
    }

    /// Two real ids whose hashes share the 32-bit tag and the home slot of a small table:
    /// the fast pass takes them for one id, and the diff must not.
    @Test func realHashCollisionIsToldApart() throws {
        let (a, b) = ("cell-104821", "cell-280345")
        let (ha, hb) = (withIDBytes(a, hashID), withIDBytes(b, hashID))
        try #require(ha >> 32 == hb >> 32 && ha & 15 == hb & 15, "the two ids no longer collide: find a new pair")
        let fast = IdentityPairing(oldHashes: [ha], newHashes: [hb], exact: nil)
        #expect(fast.newToOld == [0])   // the tag match the check exists for
        #expect(IdentityPairing(old: [a], new: [b]).newToOld == [-1])
        #expect(IdentityPairing(old: [a, b], new: [b]).newToOld == [1])

        // Through the diff: a paired item and a duplicate group, both wrong if unchecked.
        let replaced = TestChangeset(from: lists("S:\(a)"), to: lists("S:\(b)"))
        #expect(replaced.stages.flatMap(\.itemDeletes).map(\.id) == [DiffID(a)])
        #expect(replaced.stages.flatMap(\.itemInserts).map(\.item.id) == [DiffID(b)])
        let both = TestChangeset(from: lists("S:\(a) \(b)"), to: lists("S:\(b)"))
        #expect(both.warnings.isEmpty)
        #expect(both.stages.flatMap(\.itemDeletes).map(\.id) == [DiffID(a)])
        #expect(both.stages.flatMap(\.itemInserts).isEmpty)
        // Two old ids taken for one, with nothing on the new side to pair: only the check of
        // old occurrences against their first one can tell.
        let gone = TestChangeset(from: lists("S:\(a) \(b)"), to: lists("S:"))
        #expect(gone.warnings.isEmpty)
        #expect(gone.stages.flatMap(\.itemDeletes).map(\.id) == [DiffID(a), DiffID(b)])
    }

    // MARK: - Helpers

    private func randomIDLists(_ rng: inout SplitMix64) -> (old: [String], new: [String]) {
        let pool = ["", "a", "é", "e\u{301}", "a-much-longer-identifier-0001", "a-much-longer-identifier-0002"]
            + (0..<Int.random(in: 1...40, using: &rng)).map { "id\($0)" }
        let old = (0..<Int.random(in: 0...60, using: &rng)).map { _ in pool.randomElement(using: &rng)! }
        let new = (0..<Int.random(in: 0...60, using: &rng)).map { _ in pool.randomElement(using: &rng)! }
        return (old, new)
    }

    private func comparer(_ old: [String], _ new: [String]) -> IDComparer {
        IDComparer(old: { sameIDBytes(old[$0], old[$1]) }, oldNew: { sameIDBytes(old[$0], new[$1]) },
                   new: { sameIDBytes(new[$0], new[$1]) })
    }

    /// FIFO pairing by bytes ("é" ≠ "e\u{301}"), read directly off the rule.
    private func fifoPairing(_ old: [String], _ new: [String]) -> [Int32] {
        var unpaired: [[UInt8]: [Int]] = [:]
        for (i, id) in old.enumerated() { unpaired[Array(id.utf8), default: []].append(i) }
        return new.map { id in
            guard let first = unpaired[Array(id.utf8)]?.first else { return -1 }
            unpaired[Array(id.utf8)]?.removeFirst()
            return Int32(first)
        }
    }
}
