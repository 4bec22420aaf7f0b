import Testing
@testable import ListkitYAML

/// Records what a loader hands over; `reads` chooses the sequences.
final class RecordingReader: SequenceItemReader {
    /// An item as handed over: a flat mapping is kept as the facts read from it during `read`
    /// (its bytes are libyaml's, released once `read` returns), and as its node.
    struct Recorded {
        var isFlat: Bool
        var node: Node
        /// A flat mapping's keys and values as its `scalar` reads them, and its value marks.
        var flatEntries: [(key: Scalar, value: Scalar, valueMark: Mark)] = []
    }

    let reads: ([String?]) -> Bool
    private(set) var asked: [[String?]] = []
    private(set) var items: [Mark: [Recorded]] = [:]

    init(reads: @escaping ([String?]) -> Bool) { self.reads = reads }

    func readsItems(ofSequenceAt path: [String?]) -> Bool {
        asked.append(path)
        return reads(path)
    }

    func read(_ item: SequenceItem, inSequenceAt sequence: Mark) {
        switch item {
        case .flatMapping(let mapping):
            let entries = mapping.entries.map { (key: mapping.scalar($0.key), value: mapping.scalar($0.value), valueMark: $0.valueMark) }
            items[sequence, default: []].append(Recorded(isFlat: true, node: mapping.node, flatEntries: entries))
        case .node(let node):
            items[sequence, default: []].append(Recorded(isFlat: false, node: node))
        }
    }

    /// `node` with every sequence that was read given its items back, recursively.
    func rebuilt(_ node: Node) -> Node {
        switch node.content {
        case .scalar:
            return node
        case .sequence(let children):
            if children.isEmpty, let taken = items[node.mark] {
                let restored = taken.map { $0.isFlat ? $0.node : rebuilt($0.node) }
                return Node(.sequence(restored), mark: node.mark, tag: node.tag)
            }
            return Node(.sequence(children.map(rebuilt)), mark: node.mark, tag: node.tag)
        case .mapping(let pairs):
            return Node(.mapping(pairs.map { Node.Pair(key: rebuilt($0.key), value: rebuilt($0.value)) }), mark: node.mark, tag: node.tag)
        }
    }
}

/// Every fact of a tree, marks, tags and styles included, as text to compare.
func describe(_ node: Node) -> String {
    let head = "@\(node.mark)\(node.tag.map { " !<\($0)>" } ?? "")"
    switch node.content {
    case .scalar(let s): return "\(head) \(s.style) \(s.value) \(s.string.debugDescription)"
    case .sequence(let items): return "\(head) [" + items.map(describe).joined(separator: ", ") + "]"
    case .mapping(let pairs): return "\(head) {" + pairs.map { describe($0.key) + ": " + describe($0.value) }.joined(separator: ", ") + "}"
    }
}

@Suite struct SequenceItemReaderTests {
    private func load(_ text: String, reader: RecordingReader) -> Result<Node, YAMLError> {
        Result { () throws(YAMLError) -> Node in try YAMLLoader().load(Array(text.utf8), reader: reader) }
    }

    @Test func flatMappingsAreReadWithoutNodesAndEverythingElseAsNodes() throws {
        let text = """
            list:
              - {a: 1, b: "x"}
              - !!map {a: 1}
              - &anchored {a: 1}
              - {a: [1, 2]}
              - plain
              - {? [k] : v}
              - *anchored
              - {a: !!str 1}
              - {a: &v 1}
              - {}
              - c: d
                e: f
            """
        let reader = RecordingReader { $0.last == "list" }
        let root = try load(text, reader: reader).get()
        let list = try #require(root["list"])
        #expect(list.sequence?.isEmpty == true)
        #expect(list.mark == Mark(line: 2, column: 3))
        let items = try #require(reader.items[list.mark])
        let kinds = items.map { $0.isFlat ? "flat" : "node" }
        #expect(kinds == ["flat", "node", "node", "node", "node", "node", "node", "node", "node", "flat", "flat"])
        let first = items[0]
        #expect(first.node.mark == Mark(line: 2, column: 5))
        #expect(first.flatEntries.map(\.key.string) == ["a", "b"])
        #expect(first.flatEntries.map(\.value.value) == [.int(1), .string("x")])
        #expect(first.flatEntries.map(\.valueMark) == [Mark(line: 2, column: 9), Mark(line: 2, column: 15)])
        // Given back, the items make the very tree a plain load builds.
        let plain = try YAMLLoader().load(Array(text.utf8))
        #expect(describe(reader.rebuilt(root)) == describe(plain))
    }

    @Test func aDuplicateKeyInAFlatMappingIsTheSameError() {
        // Keys equal as Strings but not as bytes: U+212A KELVIN SIGN is canonically "K" (an
        // ASCII key against a non-ASCII one, both ways), and NFC against NFD.
        let unequalBytes = ["list:\n  - {id: a, K: 1, \u{212A}: 2}\n", "list:\n  - {id: a, \u{212A}: 1, K: 2}\n",
                            "list:\n  - {caf\u{E9}: 1, cafe\u{301}: 2}\n"]
        for text in ["list:\n  - {a: 1, b: 2, a: 3}\n", "list:\n  - {1: x, 01: y}\n", "list:\n  - a: 1\n    b: {c: d}\n    a: 2\n",
                     "list:\n  - {kind: x, body: y, kind: z}\n"] + unequalBytes {
            let reader = RecordingReader { _ in true }
            guard case .failure(let error) = load(text, reader: reader) else {
                Issue.record("\(text) loaded")
                continue
            }
            #expect(error == loadError(text))
            #expect(error.kind == .duplicateKey)
        }
        // Same length, different bytes: not duplicates.
        #expect((try? load("list:\n  - {kind: x, body: y, bode: z}\n", reader: RecordingReader { _ in true }).get()) != nil)
    }

    /// A flat mapping's texts are libyaml's own until the mapping is read: one turned back into
    /// nodes after some entries keeps every text, and one cut short by a parser error gives the
    /// plain load's error.
    @Test func aFlatMappingUnflattenedOrCutShortKeepsItsTexts() throws {
        let unflattened = "list:\n  - {id: \"caf\\u00e9\", kind: a-long-kind-name-of-many-bytes, title: ~, body: [x, y]}\n"
        let reader = RecordingReader { $0.last == "list" }
        let root = try load(unflattened, reader: reader).get()
        #expect(describe(reader.rebuilt(root)) == describe(try YAMLLoader().load(Array(unflattened.utf8))))
        #expect(reader.items.values.flatMap { $0 }.map(\.isFlat) == [false])
        for broken in ["list:\n  - {id: a, kind: b, body: \"unterminated\n", "list:\n  - id: a\n    kind: b\n  body: c\n"] {
            guard case .failure(let error) = load(broken, reader: RecordingReader { _ in true }) else {
                Issue.record("\(broken) loaded")
                continue
            }
            #expect(error == loadError(broken))
        }
    }

    @Test func sequencesUnderAnAnchorAreNeverOffered() throws {
        let text = "a: &x\n  list: [{k: v}]\nb: *x\nlist: [{k: v}]\n"
        let reader = RecordingReader { _ in true }
        let root = try load(text, reader: reader).get()
        #expect(reader.asked == [[nil, "list"]])
        #expect(root["a"]?["list"]?.sequence?.count == 1)
        #expect(root["b"]?["list"]?.sequence?.count == 1)
        #expect(root["list"]?.sequence?.isEmpty == true)
    }

    @Test func pathsNameTheKeysOnTheWay() throws {
        let reader = RecordingReader { _ in false }
        _ = try load("views:\n  - sections:\n      - cells: []\n", reader: reader).get()
        #expect(reader.asked == [[nil, "views"], [nil, "views", nil, "sections"], [nil, "views", nil, "sections", nil, "cells"]])
    }

    /// Reading every sequence of every test-suite file changes nothing: the same error, or the
    /// same tree once the items are given back.
    @Test(.enabled(if: YAMLTestSuiteCorpus.folder != nil))
    func readingEverySequenceOfTheTestSuiteChangesNothing() throws {
        var compared = 0
        for kind in ["valid", "error"] {
            for (id, bytes) in try YAMLTestSuiteCorpus.cases(kind) {
                let reader = RecordingReader { _ in true }
                let plain = Result { () throws(YAMLError) -> Node in try YAMLLoader().load(bytes) }
                let read = Result { () throws(YAMLError) -> Node in try YAMLLoader().load(bytes, reader: reader) }
                switch (plain, read) {
                case (.success(let a), .success(let b)):
                    #expect(describe(a) == describe(reader.rebuilt(b)), "\(id)")
                    compared += 1
                case (.failure(let a), .failure(let b)):
                    #expect(a == b, "\(id)")
                default:
                    Issue.record("\(id): \(plain) but with a reader \(read)")
                }
            }
        }
        #expect(compared > 150)
    }
}
