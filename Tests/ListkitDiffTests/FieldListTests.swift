import ListkitTestSupport
import Testing
import ListkitDiff
import ListkitRandom

@Suite struct FieldListTests {
    @Test func equalityIgnoresFieldOrder() {
        let a: FieldList = ["title": "Hi", "rating": "4"]
        #expect(a == ["rating": "4", "title": "Hi"])
        #expect(a != ["title": "Hi", "rating": "5"])
        #expect(a != ["title": "Hi"])
        let reordered: FieldList = ["rating": "4", "title": "Hi"]
        #expect(a.hashValue == reordered.hashValue)
    }

    @Test func fieldChangesListChangedThenAddedFields() {
        let old: FieldList = ["title": "Old", "rating": "3", "gone": "x"]
        let new: FieldList = ["badge": "new", "rating": "3", "title": "New"]
        #expect(old.fieldChanges(to: new) == [
            FieldChange(name: "title", old: "Old", new: "New"),
            FieldChange(name: "gone", old: "x", new: nil),
            FieldChange(name: "badge", old: nil, new: "new"),
        ])
        #expect(old.fieldChanges(to: old).isEmpty)
    }

    @Test func reorderedFieldsAreNotAnUpdate() {
        let old = [DiffSection<FieldList, FieldList>(id: "s", content: [:], items: [DiffItem(id: "a", content: ["x": "1", "y": "2"])])]
        let new = [DiffSection<FieldList, FieldList>(id: "s", content: [:], items: [DiffItem(id: "a", content: ["y": "2", "x": "1"])])]
        #expect(Changeset(from: old, to: new).isEmpty)
    }

    /// Up to 16 fields a side are compared by scanning, more through hash tables: padding both
    /// sides with equal fields must not change the answer, repeated names included.
    @Test func scanningAndHashingAgree() {
        let seed: UInt64 = 0xF1E1D
        var random = SplitMix64(seed: seed)
        let names = ["a", "b", "c", "d", "kind"]
        func fields(_ count: Int) -> [FieldList.Field] {
            (0..<count).map { _ in
                FieldList.Field(name: names[Int(random.next() % UInt64(names.count))], value: String(random.next() % 3))
            }
        }
        let padding = (0..<17).map { FieldList.Field(name: "pad\($0)", value: "same") }
        for round in randomRounds(2_000, seed: seed) {
            let old = fields(Int(random.next() % 7)), new = fields(Int(random.next() % 7))
            let scanned = FieldList(old).fieldChanges(to: FieldList(new))
            let hashed = FieldList(old + padding).fieldChanges(to: FieldList(new + padding))
            #expect(scanned == hashed, "\(round)")
        }
    }
}
