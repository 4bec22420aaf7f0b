import Foundation
import ListkitSpec
import ListkitYAML
import Testing

/// Cells decoded while the file loads (`Linter.readsCellsWhileLoading`) must be exactly the cells
/// and findings the node-tree decoder gives.
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

    static func inputs() throws -> [(name: String, bytes: [UInt8])] {
        var inputs = [("odd cells", Array(oddCells.utf8)), ("nested lists", Array(nestedLists.utf8))]
        let rules = RuleGoldenTests.directory
        for name in RuleGoldenTests.fixtures {
            inputs.append((name, try Array(Data(contentsOf: rules.appendingPathComponent(name + ".yaml")))))
        }
        let examples = rules.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
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
            var tree = Linter()
            tree.readsCellsWhileLoading = false
            let expected = tree.lint(bytes, path: name)
            let actual = Linter().lint(bytes, path: name)
            #expect(actual.diagnostics == expected.diagnostics, "\(name)")
            #expect(Self.cells(actual.spec) == Self.cells(expected.spec), "\(name)")
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
        let result = Linter().lint(bytes, path: "marks.yaml")
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let cells = try #require(result.spec?.views.first?.list?.sections.first?.cells)
        let actual = cells.map { cell in
            "\(cell.id.mark) \(cell.kind.mark) \(cell.mark) " + cell.fields.map { "\($0.name)@\($0.mark)" }.joined(separator: " ")
        }
        #expect(actual.count == 4)
        #expect(actual == expected)
    }

    @Test func oddCellsAreReportedAsBefore() throws {
        let result = Linter().lint(Array(Self.oddCells.utf8), path: "odd.yaml")
        let messages = result.diagnostics.map { "\($0.mark) \($0.message)" }
        #expect(messages.contains { $0.hasPrefix("16:19 a cell's 'id' must be a string") })
        #expect(messages.contains { $0.hasPrefix("17:13 a cell is missing required key 'id'") })
        #expect(messages.contains { $0.hasPrefix("18:13 a cell is missing required key 'kind'") })
        #expect(messages.contains { $0.contains("cell field 'title' must be a scalar") })
        #expect(Self.cells(result.spec).count == 12)
        // The fields of a mapping without an id are taken back, not given to the next cell.
        #expect(Self.cells(result.spec).contains { $0.contains(" j@") && $0.hasSuffix("title=after@32:40") })
    }

    @Test func aListTakenUpAgainKeepsItsCells() {
        let result = Linter().lint(Array(Self.nestedLists.utf8), path: "nested.yaml")
        #expect(Self.cells(result.spec).map { $0.split(separator: " ")[1].split(separator: "@")[0] } == ["a", "b", "d", "e"])
    }

    /// The fast path is really taken: the cells never reach the tree.
    @Test func cellsNeverReachTheTree() throws {
        let result = Linter().lint(Array(Self.oddCells.utf8), path: "odd.yaml")
        let section = result.root?["views"]?.sequence?.first?["sections"]?.sequence?.first
        #expect(section?["cells"]?.sequence?.isEmpty == true)
        var tree = Linter()
        tree.readsCellsWhileLoading = false
        #expect(tree.lint(Array(Self.oddCells.utf8), path: "odd.yaml").root?["views"]?.sequence?.first?["sections"]?.sequence?.first?["cells"]?.sequence?.count == 17)
    }
}
