import Testing
import ListkitDiff

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
}
