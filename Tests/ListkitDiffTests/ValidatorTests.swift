import Testing
import ListkitDiff

/// The UIKit rules checker rejects each kind of invalid batch (so a clean result means something).
@Suite struct ValidatorTests {
    private let old = lists("A:a b c|B:d|C:")

    private func violations(_ build: (inout TestChangeset.Stage) -> Void) -> [ChangesetViolation] {
        var stage = TestChangeset.Stage()
        build(&stage)
        return BatchUpdateRules.violations(in: TestChangeset(stages: [stage]), old: old)
    }

    @Test func acceptsAValidBatch() {
        #expect(violations {
            $0.itemDeletes = [.init(path: ItemPath(section: 0, item: 0), id: "a")]
            $0.itemMoves = [.init(from: ItemPath(section: 0, item: 2), to: ItemPath(section: 1, item: 0), id: "c")]
            $0.sectionDeletes = [.init(index: 2, id: "C")]
        }.isEmpty)
    }

    @Test func rejectsDeleteAndMoveFromTheSamePath() {
        let found = violations {
            $0.itemDeletes = [.init(path: ItemPath(section: 0, item: 1), id: "b")]
            $0.itemMoves = [.init(from: ItemPath(section: 0, item: 1), to: ItemPath(section: 1, item: 0), id: "b")]
        }
        #expect(found.map(\.message).contains("item [0,1] is deleted and moved in one stage"))
    }

    @Test func rejectsReloadOfAMovedItem() {
        let found = violations {
            $0.itemUpdates = [.init(path: ItemPath(section: 0, item: 0), id: "a", old: 0, new: 1)]
            $0.itemMoves = [.init(from: ItemPath(section: 0, item: 0), to: ItemPath(section: 0, item: 2), id: "a")]
        }
        #expect(found.map(\.message).contains("item [0,0] is reloaded and moved in one stage"))
    }

    @Test func rejectsItemChangesInsideChangedSections() {
        #expect(!violations {
            $0.sectionDeletes = [.init(index: 0, id: "A")]
            $0.itemDeletes = [.init(path: ItemPath(section: 0, item: 0), id: "a")]
        }.isEmpty)
        #expect(!violations {
            $0.sectionMoves = [.init(from: 0, to: 1, id: "A")]
            $0.itemMoves = [.init(from: ItemPath(section: 0, item: 0), to: ItemPath(section: 1, item: 1), id: "a")]
        }.isEmpty)
        #expect(!violations {
            $0.sectionUpdates = [.init(index: 1, id: "B", old: "", new: "x")]
            $0.itemUpdates = [.init(path: ItemPath(section: 1, item: 0), id: "d", old: 0, new: 1)]
        }.isEmpty)
        #expect(!violations {
            $0.sectionInserts = [.init(index: 0, section: TestSection(id: "N", content: "", items: []))]
            $0.itemInserts = [.init(path: ItemPath(section: 0, item: 0), item: TestItem(id: "n", content: 0))]
        }.isEmpty)
    }

    @Test func rejectsOutOfRangeIndicesAndUnbalancedCounts() {
        #expect(!violations { $0.itemDeletes = [.init(path: ItemPath(section: 1, item: 1), id: "x")] }.isEmpty)
        #expect(!violations { $0.sectionDeletes = [.init(index: 3, id: "x")] }.isEmpty)
        #expect(!violations { $0.itemInserts = [.init(path: ItemPath(section: 2, item: 1), item: TestItem(id: "n", content: 0))] }.isEmpty)
        let final = BatchUpdateRules.violations(in: TestChangeset(stages: []), old: old, new: lists("A:a b c|B:d|C:e"))
        #expect(final.count == 1)
    }

    @Test func applyRejectsIllDefinedStages() {
        var stage = TestChangeset.Stage()
        stage.itemDeletes = [.init(path: ItemPath(section: 0, item: 7), id: "x")]
        #expect(throws: ChangesetViolation.self) { try apply(TestChangeset(stages: [stage]), to: old) }
        stage = TestChangeset.Stage()
        stage.itemInserts = [.init(path: ItemPath(section: 0, item: 5), item: TestItem(id: "n", content: 0))]
        #expect(throws: ChangesetViolation.self) { try apply(TestChangeset(stages: [stage]), to: old) }
    }
}
