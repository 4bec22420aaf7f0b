import ListkitDiff
import ListkitSpec
import ListkitSpecDiff
import ListkitYAML
import Testing

/// Cell ids reach the diff as the bytes the spec gives them, kept once per list.
struct CellIDBytesTests {
    func spec(_ cells: String) throws -> Spec {
        var decoder = SpecDecoder()
        let spec = decoder.decode(try YAMLLoader().load("""
            listkit: 1
            screen: S
            cellKinds:
              Row: { height: 44, views: [] }
            views:
              - id: list
                type: table
                sections:
                  - id: s
                    cells: [\(cells)]
            """))
        #expect(decoder.diagnostics.filter { $0.severity == .error }.isEmpty, "\(decoder.diagnostics)")
        return spec
    }

    @Test func itemIDsAreTheCellIDsBytes() throws {
        let old = try spec(#"{ id: a, kind: Row }, { id: "caf\#u{E9}", kind: Row }, { id: "q\"uote", kind: Row }, { id: "", kind: Row }"#)
        let new = try spec(#"{ id: "cafe\#u{301}", kind: Row }, { id: a, kind: Row }, { id: "q\"uote", kind: Row, title: changed }"#)
        let list = try #require(SpecComparison(old: old, new: new).lists.first)
        let oldIDs = list.old[0].items.map(\.id), newIDs = list.new[0].items.map(\.id)
        #expect(oldIDs.map { Array($0.string.utf8) } == [Array("a".utf8), Array("caf\u{E9}".utf8), Array("q\"uote".utf8), []])
        #expect(newIDs.map { Array($0.string.utf8) } == [Array("cafe\u{301}".utf8), Array("a".utf8), Array("q\"uote".utf8)])
        #expect(oldIDs[0] == newIDs[1] && oldIDs[2] == newIDs[2] && oldIDs[1] != newIDs[0])
        // NFC and NFD are two ids: one deleted, one inserted; the quoted id is updated.
        let stages = list.changeset.stages
        #expect(stages.flatMap(\.itemDeletes).map(\.id).contains(oldIDs[1]))
        #expect(stages.flatMap(\.itemInserts).map(\.item.id) == [newIDs[0]])
        #expect(stages.flatMap(\.itemUpdates).map(\.id) == [DiffID("q\"uote")])
    }
}
