import Testing
@testable import ListkitYAML

@Suite("Marks: 1-based line:column of every node")
struct MarkTests {
    let root: Node

    init() throws {
        root = try YAMLLoader().load(try fixture("marks.yaml"))
    }

    @Test func blockMappingAndPlainScalars() throws {
        #expect(root.mark == Mark(line: 1, column: 1))
        let pairs = try #require(root.mapping)
        #expect(pairs.map(\.key.mark) == [Mark(line: 1, column: 1), Mark(line: 2, column: 1), Mark(line: 3, column: 1)])
        #expect(root["screen"]?.mark == Mark(line: 1, column: 9))
    }

    @Test func quotedScalarStartsAtItsQuote() throws {
        let title = try #require(root["title"])
        #expect(title.mark == Mark(line: 2, column: 8))
        #expect(title.scalar == Scalar(string: "Hello", style: .doubleQuoted, value: .string("Hello")))
    }

    @Test func blockSequenceItems() throws {
        let sections = try #require(root["sections"])
        #expect(sections.mark == Mark(line: 4, column: 3))
        let items = try #require(sections.sequence)
        #expect(items.map(\.mark) == [Mark(line: 4, column: 5), Mark(line: 6, column: 5), Mark(line: 8, column: 5)])
        #expect(items[0]["id"]?.mark == Mark(line: 4, column: 9))
        #expect(items[1].scalar?.style == .literal)
        #expect(items[1].scalar?.string == "text\n")
    }

    @Test func flowCollections() throws {
        let cells = try #require(root["sections"]?.sequence?.first?["cells"])
        #expect(cells.mark == Mark(line: 5, column: 12))
        let items = try #require(cells.sequence)
        #expect(items.map(\.mark) == [Mark(line: 5, column: 13), Mark(line: 5, column: 16), Mark(line: 5, column: 21)])
        #expect(items[1].scalar?.style == .singleQuoted)
        let pair = try #require(items[2].mapping?.first)
        #expect(pair.key.mark == Mark(line: 5, column: 22))
        #expect(pair.value.mark == Mark(line: 5, column: 25))
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let pair = try #require(root["sections"]?.sequence?.last?.mapping?.first)
        #expect(pair.key.scalar?.string == "ünï")
        #expect(pair.value.mark == Mark(line: 8, column: 10))
    }

    @Test func crlfAndTagsAndAnchors() throws {
        let node = try YAMLLoader().load("a: 1\r\nb: !!str 2\r\nc: &x [1]\r\nd: *x\r\n")
        #expect(node["b"]?.mark == Mark(line: 2, column: 4))
        #expect(node["b"]?.tag == "tag:yaml.org,2002:str")
        #expect(node["b"]?.scalar?.value == .string("2"))
        #expect(node["c"]?.mark == Mark(line: 3, column: 4))
        // An alias stands for the anchored node, with the anchored node's mark.
        #expect(node["d"]?.mark == Mark(line: 3, column: 4))
        #expect(node["d"]?.sequence?.first?.scalar?.value == .int(1))
    }

    @Test func mergeKeyIsAnOrdinaryKey() throws {
        let node = try YAMLLoader().load("base: &b {x: 1}\nderived:\n  <<: *b\n  y: 2\n")
        let derived = try #require(node["derived"]?.mapping)
        #expect(derived.map { $0.key.scalar?.string } == ["<<", "y"])
        #expect(node["derived"]?["x"] == nil)
    }
}

@Suite("Marks: byte order mark")
struct ByteOrderMarkTests {
    @Test func bomIsNotAColumn() throws {
        let node = try YAMLLoader().load([0xEF, 0xBB, 0xBF] + Array("a: 1\nb: 2\n".utf8))
        #expect(node["a"]?.scalar?.value == .int(1))
        #expect(node["b"]?.mark == Mark(line: 2, column: 4))
        let firstKey = try #require(node.mapping?.first?.key)
        #expect(firstKey.mark == Mark(line: 1, column: 1))
        #expect(SourceText([0xEF, 0xBB, 0xBF] + Array("a: 1\n".utf8)).line(1) == "a: 1")
        let error = try #require(loadError([0xEF, 0xBB, 0xBF] + Array("a: \u{7}\n".utf8)))
        #expect(error.mark == Mark(line: 1, column: 4))
    }
}
