import ListkitInterfaceBuilder
import ListkitYAML
import Testing

/// Start tags' marks come from positions walked on along a line (`LineCursor`), not from the
/// line's start each time; they must be the marks counted from scratch. The oracle: every `<`
/// that opens an element, its column counted in characters from its line's start.
@Suite struct LineCursorTests {
    static func expectedMarks(_ text: String) -> [Mark] {
        var marks: [Mark] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let scalars = Array(line.unicodeScalars)
            for (column, scalar) in scalars.enumerated() where scalar == "<" && column + 1 < scalars.count
                && scalars[column + 1] != "/" && scalars[column + 1] != "?" {
                marks.append(Mark(line: index + 1, column: column + 1))
            }
        }
        return marks
    }

    static func marks(_ text: String) throws -> [Mark] {
        let root = try XMLTreeReader.read(Array(text.utf8)).get()
        return ([root] + root.descendants()).map(\.mark)
    }

    @Test func manyTagsOnOneLineWithWideCharacters() throws {
        // 100 nested (within the reader's depth limit), then 200 siblings, all on one line.
        let tags = (0..<300).map { i in #"<view id="v\#(i)" userLabel="é日本\#(i % 7 == 0 ? "😀" : "")">"# }
        let elements = tags[..<100].joined() + tags[100...].map { $0 + "</view>" }.joined()
        let text = "<?xml version=\"1.0\"?>\n<document a=\"1\">\n  <objects>" + elements
            + String(repeating: "</view>", count: 100) + "<label text=\"ü\"/></objects>\n  <x/> <y b=\"日\"/>\n</document>\n"
        let marks = try Self.marks(text)
        #expect(marks.count == 305)
        #expect(marks == Self.expectedMarks(text))
    }

    /// A document cut inside a start tag and ending in a newline: libxml2 reports a position on
    /// the empty last line, which starts at the document's end (the IB byte fuzzer, seed
    /// 1796598878, case 5844: an index out of range, SIGILL in every command). It reads as an
    /// error, not a trap.
    @Test func aPositionOnTheEmptyLastLine() {
        let text = "<?xml version=\"1.0\"?>\n<document>\n  <resources>\n    <image name=\"ex>\n"
        guard case .failure(let error) = XMLTreeReader.read(Array(text.utf8)) else {
            Issue.record("a document cut inside a start tag was read")
            return
        }
        #expect(error.message.hasPrefix("not well-formed XML"))
    }

    /// Positions on a later line, and an earlier column after a later one, start afresh.
    @Test func linesAndColumnsInAnyOrder() throws {
        let text = "<a>\n<b c=\"日本\"/><d/>\n\n   <e><f/></e>\n</a>\n"
        #expect(try Self.marks(text) == Self.expectedMarks(text))
    }
}
