import ListkitDiff
import ListkitRandom
import ListkitRender
import ListkitSpec
import ListkitSpecDiff
import ListkitYAML
import Testing

/// `listkit diff` prints an updated cell's changed values from their bytes
/// (`ChangesetRenderer.itemValueChanges`), not from `fieldChanges`' Strings: the text must be
/// the same either way, for values that need escaping, names equal only as Strings, reordered
/// or added fields, repeated names and changed kinds (which take `fieldChanges`).
struct ValueChangeTextTests {
    static let names = ["a", "b", "caf\u{E9}", "cafe\u{301}", "say \"x\"", "tab\there"]
    static let values = ["x", "y", "\u{E9}", "e\u{301}", "q\"uote", "back\\slash", "line\nbreak", "\u{202E}rtl", "a value of more than sixteen bytes", ""]

    @Test func bytesPrintAsFieldChanges() {
        var rng = SplitMix64(seed: 15)
        let mark = Mark(line: 1, column: 1)
        var updates = 0
        for _ in 0..<300 {
            func fields() -> [(String, String)] {
                (0..<Int.random(in: 0...4, using: &rng)).map { _ in (Self.names.randomElement(using: &rng)!, Self.values.randomElement(using: &rng)!) }
            }
            func item(_ id: String, _ kind: String, _ pairs: [(String, String)]) -> DiffItem<CellContent> {
                DiffItem(id: id, content: CellContent(kind: kind, fields: pairs.map { CellSpec.Field(name: $0.0, value: $0.1, mark: mark) }))
            }
            let old = (0..<Int.random(in: 1...20, using: &rng)).map { (id: "c\($0)", fields: fields()) }
            let new = old.map { cell -> DiffItem<CellContent> in
                var pairs = cell.fields, kind = "K"
                switch Int.random(in: 0..<6, using: &rng) {
                case 0: break
                case 1, 2: for i in pairs.indices where Bool.random(using: &rng) { pairs[i].1 = Self.values.randomElement(using: &rng)! }
                case 3: pairs.shuffle(using: &rng); if !pairs.isEmpty { pairs[0].1 = Self.values.randomElement(using: &rng)! }
                case 4: pairs.append((Self.names.randomElement(using: &rng)!, Self.values.randomElement(using: &rng)!))
                default: kind = "L"
                }
                return item(cell.id, kind, pairs)
            }
            let changeset = Changeset<FieldList, CellContent>(from: [DiffSection(id: "s", content: FieldList([FieldList.Field]()), items: old.map { item($0.id, "K", $0.fields) })],
                                      to: [DiffSection(id: "s", content: FieldList([FieldList.Field]()), items: new.shuffled(using: &rng))])
            updates += changeset.stages.reduce(0) { $0 + $1.itemUpdates.count }
            var renderer = ChangesetRenderer(lists: [NamedChangeset(name: "list", changeset: changeset)])
            let fromStrings = renderer.text()
            renderer.itemValueChanges = { $0.forEachValueChange(to: $1, $2) }
            #expect(renderer.text() == fromStrings)
        }
        #expect(updates > 1_000)
    }
}
