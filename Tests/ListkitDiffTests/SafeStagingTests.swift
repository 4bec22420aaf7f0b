import Testing
import ListkitDiff

/// Small cases whose safe changesets are known exactly: DifferenceKit's order (item
/// reloads; deletes; section inserts and moves; item inserts and moves; section reloads),
/// with empty stages dropped, and the same minimal moves as compact staging.
@Suite struct SafeStagingTests {
    @Test func reloadOfAMovedItemComesFirstAtItsOldPath() throws {
        let old = lists("A:a b c"), new = lists("A:b c a=1")
        let changeset = TestChangeset(from: old, to: new)
        #expect(changeset.stages.count == 2)
        #expect(changeset.stages[0].itemUpdates == [.init(path: ItemPath(section: 0, item: 0), id: "a", old: 0, new: 1)])
        #expect(changeset.stages[0].changeCount == 1)
        #expect(changeset.stages[1].itemMoves.map(\.id) == ["a"] && changeset.stages[1].itemUpdates.isEmpty)
        #expect(try apply(changeset, to: old) == new)
    }

    @Test func deletesComeBeforeInsertsAndMoves() throws {
        let old = lists("A:a b c d"), new = lists("A:c x a b")
        let changeset = TestChangeset(from: old, to: new)
        #expect(changeset.stages.count == 2)
        #expect(changeset.stages[0].itemDeletes.map(\.id) == ["d"] && changeset.stages[0].changeCount == 1)
        #expect(changeset.stages[1].itemInserts.map(\.item.id) == ["x"])
        #expect(changeset.stages[1].itemMoves.count == 1)
        #expect(try apply(changeset, to: old) == new)
    }

    /// The README's case: a section move and reloads in the moved section are never one batch.
    @Test func sectionMoveAndReloadsInsideItAreSeparateBatches() throws {
        let old = lists("A:a1 a2|B:b1 b2"), new = lists("B:b1=1 b2|A:a1 a2")
        let changeset = TestChangeset(from: old, to: new)
        #expect(changeset.stages.count == 2)
        #expect(changeset.stages[0].itemUpdates.map(\.path) == [ItemPath(section: 1, item: 0)])   // old path
        #expect(changeset.stages[0].changeCount == 1)
        #expect(changeset.stages[1].sectionMoves.count == 1 && changeset.stages[1].changeCount == 1)
        #expect(try apply(changeset, to: old) == new)
        #expect(BatchUpdateRules.violations(in: changeset, old: old, new: new).isEmpty)
    }

    @Test func everyKindOfChangeTakesSixStagesInDifferenceKitsOrder() throws {
        // a: reloaded; c: deleted; X deleted after x1 moves out; Y inserted; B moves; A retitled.
        let old = lists("X:x1|A=1:a b c|B:d"), new = lists("B:d|A=2:a=1 b x1|Y:y")
        let changeset = TestChangeset(from: old, to: new)
        #expect(changeset.stages.count == 6)
        let kinds = changeset.stages.map { stage -> [String] in
            var kinds: [String] = []
            if !stage.itemUpdates.isEmpty { kinds.append("itemUpdates") }
            if !stage.itemDeletes.isEmpty { kinds.append("itemDeletes") }
            if !stage.sectionDeletes.isEmpty { kinds.append("sectionDeletes") }
            if !stage.sectionInserts.isEmpty { kinds.append("sectionInserts") }
            if !stage.sectionMoves.isEmpty { kinds.append("sectionMoves") }
            if !stage.itemInserts.isEmpty { kinds.append("itemInserts") }
            if !stage.itemMoves.isEmpty { kinds.append("itemMoves") }
            if !stage.sectionUpdates.isEmpty { kinds.append("sectionUpdates") }
            return kinds
        }
        #expect(kinds == [["itemUpdates"], ["itemDeletes"], ["sectionInserts", "sectionMoves"], ["itemMoves"],
                          ["sectionDeletes"], ["sectionUpdates"]])
        #expect(changeset.stages[3].itemMoves.map(\.id) == ["x1"])
        #expect(try apply(changeset, to: old) == new)
        #expect(BatchUpdateRules.violations(in: changeset, old: old, new: new).isEmpty)
    }

    @Test func itemsOfAnInsertedSectionComeWithIt() {
        let changeset = TestChangeset(from: lists("A:a"), to: lists("A:a|B:b c"))
        #expect(changeset.stages.count == 1)
        #expect(changeset.stages[0].sectionInserts.map(\.section.items.count) == [2] && changeset.stages[0].itemInserts.isEmpty)
    }

    @Test func movesAreTheSameAsCompactStaging() {
        for seed in UInt64(40_001)...40_300 {
            let pair = RandomListPair(seed: seed)
            let safe = TestChangeset(from: pair.old, to: pair.new, staging: .safe)
            let compact = TestChangeset(from: pair.old, to: pair.new, staging: .compact)
            #expect(safe.itemMoveCount == compact.itemMoveCount && safe.sectionMoveCount == compact.sectionMoveCount, "seed \(seed)")
        }
    }

    @Test func idsCompareAsBytes() {
        // "é" precomposed vs "e" + combining acute: equal as Swift Strings, different ids.
        let changeset = TestChangeset(from: lists("A:caf\u{E9}"), to: lists("A:cafe\u{301}"))
        #expect(changeset.stages.map(\.itemDeletes.count) == [1, 0] && changeset.stages.map(\.itemInserts.count) == [0, 1])
    }
}
