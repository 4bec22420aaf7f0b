import Testing
import ListkitDiff

/// Small cases whose compact changesets are known exactly (safe ones: SafeStagingTests).
@Suite struct ExactCaseTests {
    private func items(_ ids: [String]) -> [TestItem] { ids.map { TestItem(id: $0, content: 0) } }

    @Test func oneMoveFirstToLastInAThousandIsOneMove() throws {
        let ids = (0..<1000).map { "item-\($0)" }
        let old = [TestSection(id: "s", content: "", items: items(ids))]
        let new = [TestSection(id: "s", content: "", items: items(Array(ids.dropFirst()) + [ids[0]]))]
        let changeset = TestChangeset(from: old, to: new, staging: .compact)
        #expect(changeset.stages.count == 1)
        #expect(changeset.stages[0].itemMoves == [.init(from: ItemPath(section: 0, item: 0), to: ItemPath(section: 0, item: 999), id: "item-0")])
        #expect(changeset.stages[0].itemDeletes.isEmpty && changeset.stages[0].itemInserts.isEmpty)
        #expect(try apply(changeset, to: old) == new)
    }

    @Test func reversedListMovesAllButOne() throws {
        let ids = (0..<100).map { "r\($0)" }
        let old = [TestSection(id: "s", content: "", items: items(ids))]
        let new = [TestSection(id: "s", content: "", items: items(ids.reversed()))]
        let changeset = TestChangeset(from: old, to: new, staging: .compact)
        #expect(changeset.stages.count == 1)
        #expect(changeset.itemMoveCount == 99)
        #expect(try apply(changeset, to: old) == new)
        #expect(BatchUpdateRules.violations(in: changeset, old: old, new: new).isEmpty)
    }

    @Test func allNewItemsAreInsertsInOneStage() {
        let changeset = TestChangeset(from: lists("A:"), to: lists("A:a b c"), staging: .compact)
        #expect(changeset.stages.count == 1)
        #expect(changeset.stages[0].itemInserts.map(\.path) == (0..<3).map { ItemPath(section: 0, item: $0) })
        #expect(changeset.stages[0].itemInserts.map(\.item.id) == ["a", "b", "c"])
    }

    @Test func allNewSectionsCarryTheirItems() {
        let changeset = TestChangeset(from: [], to: lists("A:a b|B:"), staging: .compact)
        #expect(changeset.stages.count == 1)
        #expect(changeset.stages[0].sectionInserts.map(\.index) == [0, 1])
        #expect(changeset.stages[0].sectionInserts[0].section.items.map(\.id) == ["a", "b"])
        #expect(changeset.stages[0].itemInserts.isEmpty)
    }

    @Test func allDeleted() {
        let changeset = TestChangeset(from: lists("A:a b|B:c"), to: lists("A:|B:"), staging: .compact)
        #expect(changeset.stages.count == 1)
        #expect(changeset.stages[0].itemDeletes.map(\.id) == ["a", "b", "c"])
        let gone = TestChangeset(from: lists("A:a b|B:c"), to: [], staging: .compact)
        #expect(gone.stages.count == 1)
        #expect(gone.stages[0].sectionDeletes.map(\.index) == [0, 1])
        #expect(gone.stages[0].itemDeletes.isEmpty)   // the items go with their sections
    }

    @Test func equalListsGiveNoStage() {
        #expect(TestChangeset(from: lists("A:a b|B:"), to: lists("A:a b|B:"), staging: .compact).isEmpty)
        #expect(TestChangeset(from: [], to: [], staging: .compact).isEmpty)
    }

    @Test func emptySectionsMove() throws {
        let old = lists("A:|B:|C:"), new = lists("C:|A:|B:")
        let changeset = TestChangeset(from: old, to: new, staging: .compact)
        #expect(changeset.stages.count == 1)
        #expect(changeset.stages[0].sectionMoves == [.init(from: 2, to: 0, id: "C")])
        #expect(try apply(changeset, to: old) == new)
    }

    @Test func movedAndChangedItemIsReloadedAtItsNewPlaceInALaterStage() throws {
        let old = lists("A:a b c"), new = lists("A:b c a=1")
        let changeset = TestChangeset(from: old, to: new, staging: .compact)
        #expect(changeset.stages.count == 2)
        #expect(changeset.stages[0].itemMoves.map(\.id) == ["a"])
        #expect(changeset.stages[0].itemUpdates.isEmpty)
        #expect(changeset.stages[1].itemUpdates == [.init(path: ItemPath(section: 0, item: 2), id: "a", old: 0, new: 1)])
        #expect(try apply(changeset, to: old) == new)
    }

    @Test func unmovedChangedItemIsReloadedInTheFirstStage() {
        let changeset = TestChangeset(from: lists("A:a b c"), to: lists("A:x a b=2"), staging: .compact)
        #expect(changeset.stages.count == 1)
        #expect(changeset.stages[0].itemUpdates.map(\.path) == [ItemPath(section: 0, item: 1)])   // before the stage
    }

    @Test func sectionMoveWithItemMovesInsideTakesTwoStages() throws {
        let old = lists("A:a1 a2|B:b1 b2"), new = lists("B:b2 b1|A:a1 a2")
        let changeset = TestChangeset(from: old, to: new, staging: .compact)
        #expect(changeset.sectionMoveCount == 1 && changeset.itemMoveCount == 1)
        #expect(changeset.stages.count == 2)
        // UIKit rejects item changes in a section moved by the same batch: items first, then the section.
        #expect(!changeset.stages[0].itemMoves.isEmpty && changeset.stages[0].sectionMoves.isEmpty)
        #expect(changeset.stages[1].sectionMoves.count == 1)
        #expect(try apply(changeset, to: old) == new)
        #expect(BatchUpdateRules.violations(in: changeset, old: old, new: new).isEmpty)
    }

    @Test func itemMovedFromADeletedSectionIntoAnInsertedOneTakesThreeStages() throws {
        let old = lists("X:x1 x2|K:k"), new = lists("K:k|Y:x1 y")
        let changeset = TestChangeset(from: old, to: new, staging: .compact)
        #expect(changeset.stages.count == 3)
        #expect(changeset.stages[0].sectionInserts.map(\.section.id) == ["Y"])
        #expect(changeset.stages[0].sectionInserts[0].section.items.map(\.id) == ["y"])
        #expect(changeset.stages[1].itemMoves.map(\.id) == ["x1"])
        #expect(changeset.stages[2].sectionDeletes.map(\.id) == ["X"])
        #expect(try apply(changeset, to: old) == new)
        #expect(BatchUpdateRules.violations(in: changeset, old: old, new: new).isEmpty)
    }

    @Test func changedSectionWithItemChangesIsReloadedSeparately() throws {
        let old = lists("A=1:a b"), new = lists("A=2:b c")
        let changeset = TestChangeset(from: old, to: new, staging: .compact)
        #expect(changeset.stages.count == 2)
        #expect(changeset.stages[0].sectionUpdates.isEmpty)
        #expect(changeset.stages[1].sectionUpdates.map(\.index) == [0])
        #expect(try apply(changeset, to: old) == new)
    }

    @Test func duplicateIDsArePairedFirstInFirstOutAndReported() throws {
        let old = lists("A:a a b"), new = lists("A:b a a a")
        let changeset = TestChangeset(from: old, to: new, staging: .compact)
        #expect(try apply(changeset, to: old) == new)
        #expect(changeset.warnings == [.duplicateItemID(
            id: "a", old: [ItemPath(section: 0, item: 0), ItemPath(section: 0, item: 1)],
            new: [ItemPath(section: 0, item: 1), ItemPath(section: 0, item: 2), ItemPath(section: 0, item: 3)])])
        // FIFO: old a#0 ↔ new a#1, old a#1 ↔ new a#2; new a#3 is an insert; b moves.
        #expect(changeset.stages[0].itemInserts.map(\.path) == [ItemPath(section: 0, item: 3)])
        #expect(changeset.itemMoveCount == 1)
    }

    @Test func duplicateSectionIDsAreReported() throws {
        let old = lists("A:a|A:b"), new = lists("A:b")
        let changeset = TestChangeset(from: old, to: new, staging: .compact)
        #expect(try apply(changeset, to: old) == new)
        #expect(changeset.warnings.contains(.duplicateSectionID(id: "A", old: [0, 1], new: [0])))
    }

    @Test func idsCompareAsBytes() {
        // "é" precomposed vs "e" + combining acute: equal as Swift Strings, different ids.
        let changeset = TestChangeset(from: lists("A:caf\u{E9}"), to: lists("A:cafe\u{301}"), staging: .compact)
        #expect(changeset.stages[0].itemDeletes.count == 1 && changeset.stages[0].itemInserts.count == 1)
    }
}
