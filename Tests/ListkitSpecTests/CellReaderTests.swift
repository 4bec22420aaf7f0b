import Foundation
import ListkitRandom
@_spi(NodeTree) import ListkitSpec
import ListkitTestSupport
import ListkitYAML
import Testing

/// Cells decoded while the file loads (`SpecLoader.load`) must be exactly the cells and findings
/// the node-tree decoder gives (`SpecLoader.loadDecodingTree`).
struct CellReaderTests {
    /// Cells of every shape the fast path must hand back to the node path, and a few it keeps.
    static let oddCells = """
        listkit: 1
        screen: Odd
        cellKinds:
          Row:
            height: 44
            views:
              - { id: title, type: label, text: "{title}" }
        views:
          - id: list
            type: table
            sections:
              - id: s1
                cells:
                  - { id: a, kind: Row, title: plain }
                  - { id: b, kind: Row, title: "quoted", extra: ~ }
                  - { id: ~, kind: Row }
                  - { kind: Row, title: no id }
                  - { id: c }
                  - { id: 5, kind: Row, 1: one, "1": quoted one }
                  - { id: d, kind: Row, title: [not, a, scalar] }
                  - { id: e, kind: !!str Row }
                  - { id: &anchor f, kind: Row }
                  - { id: g, kind: Row, copy: *anchor }
                  - just a string
                  - {}
                  - id: h
                    kind: Row
                    title: block
                  - !!map { id: i, kind: Row }
                  - { id: a, kind: Row }
                  - { title: taken back, extra: x, kind: Row }
                  - { id: j, kind: Row, title: after }
              - id: s2
                cells: { not: a list }
              - id: s3
                cells: []
          - id: grid
            type: collection
            sections:
              - id: only
                cells:
                  - { id: x, kind: Row, title: in a collection }
        """

    /// A list whose items come around another list's: the reader finishes `s1` when the inner
    /// list starts, then takes `s1` up again.
    static let nestedLists = """
        listkit: 1
        screen: Nested
        cellKinds:
          Row:
            height: 44
            views:
              - { id: title, type: label, text: "{title}" }
        views:
          - id: list
            type: table
            sections:
              - id: s1
                cells:
                  - { id: a, kind: Row, title: one }
                  - id: b
                    kind: Row
                    title: two
                    sections:
                      - id: inner
                        cells:
                          - { id: c, kind: Row, title: three }
                  - { id: d, kind: Row, title: four, more: yes }
              - id: s2
                cells:
                  - { id: e, kind: Row, title: five }
        """

    /// Cells whose keys change order, position and list: a key is recognised by the key the
    /// previous cell had at its position (`CellStore.Builder.key(_:at:)`), so `id` and `kind`
    /// where a field was, a field where `id` was, a long field name, a list of its own (its own
    /// names) and a cell taken back must all still read as the tree reads them.
    static let keyOrders = """
        listkit: 1
        screen: Keys
        cellKinds:
          Row:
            height: 44
            views:
              - { id: title, type: label, text: "{title}" }
        views:
          - id: list
            type: table
            sections:
              - id: s1
                cells:
                  - { id: a, kind: Row, title: one, body: x }
                  - { id: b, kind: Row, title: two, body: y }
                  - { kind: Row, id: c, body: z, title: three }
                  - { title: four, body: w, id: d, kind: Row }
                  - { title: no id, body: v, kind: Row }
                  - { title: five, "id": e, kind: Row, a-field-name-longer-than-sixteen: long }
                  - { title: six, id: f, kind: Row, a-field-name-longer-than-sixteen: longer }
                  - { id: g, kind: ~, title: null kind }
                  - { id: h, kind: Row, title: ~, body: "" }
              - id: s2
                cells:
                  - { body: first, id: i, kind: Row }
                  - { title: second, id: j, kind: Row }
                  - { id: k, kind: Row, 1: one, "2": two }
        """

    static func inputs() throws -> [(name: String, bytes: [UInt8])] {
        var inputs = [("odd cells", Array(oddCells.utf8)), ("nested lists", Array(nestedLists.utf8)), ("key orders", Array(keyOrders.utf8))]
        for name in RuleGoldenTests.names where name.hasSuffix(".yaml") {
            inputs.append((name, Array(try RuleGoldenTests.source(name).utf8)))
        }
        let examples = RuleGoldenTests.directory.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("specs/examples")
        for name in try FileManager.default.contentsOfDirectory(atPath: examples.path).sorted() where name.hasSuffix(".yaml") {
            inputs.append((name, try Array(Data(contentsOf: examples.appendingPathComponent(name)))))
        }
        return inputs
    }

    /// Every cell of a spec with its marks, as text to compare.
    static func cells(_ spec: Spec?) -> [String] {
        var out: [String] = []
        var stack = spec?.views ?? []
        while let view = stack.popLast() {
            stack.append(contentsOf: view.children)
            for section in view.list?.sections ?? [] {
                for cell in section.cells {
                    out.append("\(view.id.value)/\(section.id.value) \(cell.id.value)@\(cell.id.mark) \(cell.kind.value)@\(cell.kind.mark) @\(cell.mark) "
                        + cell.fields.map { "\($0.name)=\($0.value)@\($0.mark)" }.joined(separator: " "))
                }
            }
        }
        return out
    }

    @Test func readingCellsWhileLoadingChangesNothing() throws {
        let inputs = try Self.inputs()
        #expect(inputs.count > 10)
        for (name, bytes) in inputs {
            let expected = SpecLoader().loadDecodingTree(bytes, path: name)
            let actual = SpecLoader().load(bytes, path: name)
            #expect(Linter().check(actual) == Linter().check(expected), "\(name)")
            #expect(Self.cells(actual.spec) == Self.cells(expected.spec), "\(name)")
        }
    }

    /// Random cells over a small pool of keys in random orders, some without an id or a kind
    /// (taken back), some with null values, kinds short and too long for `ShortText`, in
    /// several lists: read while loading and read from the tree, the same cells, fields, marks
    /// and findings.
    @Test func randomKeyOrdersReadAsTheTreeReadsThem() {
        let keys = ["id", "kind", "title", "body", "\"id\"", "'kind'", "subtitle", "a-field-name-longer-than-sixteen", "7"]
        let values = ["v", "Row", "~", "\"\"", "\"q v\"", "12", "true", "a-kind-longer-than-sixteen-bytes", "a-kind-longer-than-sixteen-bytez"]
        var rng = SplitMix64(seed: 0xCE11_0DE5)
        var cellsRead = 0
        for round in randomRounds(150, seed: 0xCE11_0DE5) {
            var text = "listkit: 1\nscreen: R\ncellKinds:\n  Row: { height: 44, views: [] }\nviews:\n  - id: list\n    type: table\n    sections:\n"
            var serial = 0
            for section in 0..<(1 + rng.below(3)) {
                text += "      - id: s\(section)\n        cells:\n"
                var shape = ["id", "kind", "title", "body"]
                for _ in 0..<(1 + rng.below(8)) {
                    if rng.chance(30) { shape.shuffle(using: &rng) }
                    if rng.chance(15) { shape[rng.below(shape.count)] = rng.pick(keys) }
                    var seen: Set<String> = []
                    var pairs: [String] = []
                    for key in shape where rng.chance(92) && seen.insert(key.trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))).inserted {
                        serial += 1
                        let value = key.contains("id") ? "c\(serial)" : rng.pick(values)
                        pairs.append("\(key): \(rng.chance(10) ? "~" : value)")
                    }
                    text += "          - { " + pairs.joined(separator: ", ") + " }\n"
                }
            }
            let bytes = Array(text.utf8)
            let expected = SpecLoader().loadDecodingTree(bytes, path: "random.yaml")
            let actual = SpecLoader().load(bytes, path: "random.yaml")
            #expect(Linter().check(actual) == Linter().check(expected), "\(round)\n\(text)")
            #expect(Self.cells(actual.spec) == Self.cells(expected.spec), "\(round)\n\(text)")
            cellsRead += Self.cells(expected.spec).count
        }
        #expect(cellsRead > 300)
    }

    /// Cells' ids, kinds and fields against the YAML node tree itself (an oracle that shares no
    /// code with `CellStore.Builder`, which both decoders above go through): kinds short and
    /// too long for `ShortText` in turn, keys in random orders.
    @Test func cellsCarryTheTextsOfTheirMappings() throws {
        let kinds = ["Row", "Card", "a-kind-longer-than-sixteen-bytes", "a-kind-longer-than-sixteen-bytez"]
        let names = ["title", "body", "a-field-name-longer-than-sixteen", "a-field-name-longer-than-sixteez"]
        var rng = SplitMix64(seed: 0x1D5_0F_CE11)
        for round in randomRounds(60, seed: 0x1D5_0F_CE11) {
            var text = "listkit: 1\nscreen: R\nviews:\n  - id: list\n    type: table\n    sections:\n"
            var serial = 0
            for section in 0..<(1 + rng.below(3)) {
                text += "      - id: s\(section)\n        cells:\n"
                for _ in 0..<(1 + rng.below(8)) {
                    serial += 1
                    var pairs = ["id: c\(serial)", "kind: \(rng.pick(kinds))"] + names.filter { _ in rng.chance(60) }.map { "\($0): v\(rng.below(9))" }
                    if rng.chance(40) { pairs.shuffle(using: &rng) }
                    text += "          - { " + pairs.joined(separator: ", ") + " }\n"
                }
            }
            let bytes = Array(text.utf8)
            let root = try YAMLLoader().load(bytes)
            var expected: [String] = []
            for section in root["views"]?.sequence?.first?["sections"]?.sequence ?? [] {
                for cell in section["cells"]?.sequence ?? [] {
                    let fields = (cell.mapping ?? []).compactMap { (pair: Node.Pair) -> String? in
                        guard let name = pair.key.scalar?.string, name != "id", name != "kind" else { return nil }
                        return "\(name)=\(pair.value.scalar?.string ?? "")"
                    }
                    expected.append("\(cell["id"]?.scalar?.string ?? "") \(cell["kind"]?.scalar?.string ?? "") " + fields.joined(separator: " "))
                }
            }
            let spec = try #require(SpecLoader().load(bytes, path: "texts.yaml").spec)
            let actual = spec.views.flatMap { $0.list?.sections ?? [] }.flatMap { section in
                section.cells.map { cell in "\(cell.id.value) \(cell.kind.value) " + cell.fields.map { "\($0.name)=\($0.value)" }.joined(separator: " ") }
            }
            #expect(actual == expected, "\(round)\n\(text)")
        }
    }

    /// Every mark a cell keeps (its own, its id's, its kind's, its fields'), flow-style (kept as
    /// columns of the cell's line) and otherwise (marks on lines of their own), against the
    /// marks of the same scalars in the YAML node tree.
    @Test func cellMarksAreTheNodeTreesMarks() throws {
        let text = """
            listkit: 1
            screen: Marks
            cellKinds:
              Row: { height: 44, views: [] }
            views:
              - id: list
                type: table
                sections:
                  - id: s
                    cells:
                      - { id: a, kind: Row, title: one, body: "two" }
                      - { id: b,
                          kind: Row, title: next line }
                      - id: c
                        kind: Row
                        title: far
                          away
                      - { kind: Row, id: d }
            """
        let bytes = Array(text.utf8)
        let root = try YAMLLoader().load(bytes)
        let list = try #require(root["views"]?.sequence?.first)
        let section = try #require(list["sections"]?.sequence?.first)
        let nodes = try #require(section["cells"]?.sequence)
        let expected = nodes.map { (node: Node) -> String in
            let fields = (node.mapping ?? []).filter { (pair: Node.Pair) in pair.key.scalar?.string != "id" && pair.key.scalar?.string != "kind" }
            let marks = fields.map { (pair: Node.Pair) in "\(pair.key.scalar?.string ?? "")@\(pair.value.mark)" }
            return "\(node["id"]?.mark ?? Mark(line: 0, column: 0)) \(node["kind"]?.mark ?? Mark(line: 0, column: 0)) \(node.mark) " + marks.joined(separator: " ")
        }
        let result = SpecLoader().load(bytes, path: "marks.yaml")
        let diagnostics = Linter().check(result)
        #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
        let cells = try #require(result.spec?.views.first?.list?.sections.first?.cells)
        let actual = cells.map { cell in
            "\(cell.id.mark) \(cell.kind.mark) \(cell.mark) " + cell.fields.map { "\($0.name)@\($0.mark)" }.joined(separator: " ")
        }
        #expect(actual.count == 4)
        #expect(actual == expected)
    }

    @Test func oddCellsAreReportedAsBefore() throws {
        let result = SpecLoader().load(Array(Self.oddCells.utf8), path: "odd.yaml")
        let messages = Linter().check(result).map { "\($0.mark) \($0.message)" }
        #expect(messages.contains { $0.hasPrefix("16:19 a cell's 'id' must be a string") })
        #expect(messages.contains { $0.hasPrefix("17:13 a cell is missing required key 'id'") })
        #expect(messages.contains { $0.hasPrefix("18:13 a cell is missing required key 'kind'") })
        #expect(messages.contains { $0.contains("cell field 'title' must be a scalar") })
        #expect(Self.cells(result.spec).count == 12)
        // The fields of a mapping without an id are taken back, not given to the next cell.
        #expect(Self.cells(result.spec).contains { $0.contains(" j@") && $0.hasSuffix("title=after@32:40") })
    }

    @Test func aListTakenUpAgainKeepsItsCells() {
        let result = SpecLoader().load(Array(Self.nestedLists.utf8), path: "nested.yaml")
        #expect(Self.cells(result.spec).map { $0.split(separator: " ")[1].split(separator: "@")[0] } == ["a", "b", "d", "e"])
    }

    /// The fast path is really taken: the cells never reach the tree.
    @Test func cellsNeverReachTheTree() throws {
        let result = SpecLoader().load(Array(Self.oddCells.utf8), path: "odd.yaml")
        let section = result.root?["views"]?.sequence?.first?["sections"]?.sequence?.first
        #expect(section?["cells"]?.sequence?.isEmpty == true)
        #expect(SpecLoader().loadDecodingTree(Array(Self.oddCells.utf8), path: "odd.yaml").root?["views"]?.sequence?.first?["sections"]?.sequence?.first?["cells"]?.sequence?.count == 17)
    }
}
