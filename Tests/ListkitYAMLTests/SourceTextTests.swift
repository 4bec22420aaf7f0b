import Testing
@testable import ListkitYAML

@Suite("SourceText: lines and caret snippets")
struct SourceTextTests {
    @Test func linesSplitWhereLibYAMLCountsBreaks() {
        let text = SourceText(Array("one\ntwo\r\nthree\rfour\u{85}five".utf8))
        #expect(text.lineCount == 5)
        #expect((1...5).map { text.line($0) } == ["one", "two", "three", "four", "five"])
        #expect(text.line(0) == nil)
        #expect(text.line(6) == nil)
    }

    @Test func invalidUTF8IsRepaired() {
        #expect(SourceText([0x61, 0xFF, 0x62]).line(1) == "a\u{FFFD}b")
    }

    @Test func shortLineSnippetIsExact() {
        let text = SourceText(Array("title: Inbox\nkind: Reveiw\n".utf8))
        #expect(text.snippet(at: Mark(line: 2, column: 7)) == "kind: Reveiw\n      ^")
    }

    @Test func caretCountsCharactersAndKeepsTabs() {
        let text = SourceText(Array("# x\n\tnamé: ü\n".utf8))
        #expect(text.snippet(at: Mark(line: 2, column: 8)) == "\tnamé: ü\n\t      ^")
    }

    @Test func markPastTheEndOfTheLineOrFile() {
        let text = SourceText(Array("ab\n".utf8))
        #expect(text.snippet(at: Mark(line: 1, column: 9)) == "ab\n  ^")
        #expect(text.snippet(at: Mark(line: 7, column: 1)) == "\n^")
    }

    @Test func hugeLineIsCutAroundTheMark() {
        // A 100 KB line whose character at column 50_001 is "X".
        var line = [UInt8](repeating: UInt8(ascii: "a"), count: 100_000)
        line[50_000] = UInt8(ascii: "X")
        let text = SourceText(Array("k: v\n".utf8) + line + [0x0A])
        let snippet = text.snippet(at: Mark(line: 2, column: 50_001), width: 80)
        let lines = snippet.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 2)
        #expect(lines[0].count == 80)
        #expect(lines[0].hasPrefix("…") && lines[0].hasSuffix("…"))
        let caretColumn = lines[1].count - 1
        #expect(lines[1] == Substring(String(repeating: " ", count: caretColumn) + "^"))
        #expect(Array(lines[0])[caretColumn] == "X")
    }

    @Test func hugeLineCutAtItsStartAndEnd() {
        let line = String(repeating: "b", count: 100_000)
        let text = SourceText(Array(line.utf8))
        let start = text.snippet(at: Mark(line: 1, column: 3), width: 10)
        #expect(start == "bbbbbbbbb…\n  ^")
        let end = text.snippet(at: Mark(line: 1, column: 100_001), width: 10)
        #expect(end == "…bbbbbbbb\n         ^")
    }
}

@Suite("SourceText: lines found by bytes, and texts that keep some lines")
struct SourceTextKeptLinesTests {
    @Test func linesContainingBytesAreFoundOnceEach() {
        let text = SourceText(Array("a listkit: x listkit:\nnone\r\nlistkit:\u{2028}listkit\nend listkit:".utf8))
        #expect(text.lineNumbers(containing: Array("listkit:".utf8)) == [1, 3, 5])
        #expect(text.lineNumbers(containing: Array("absent".utf8)) == [])
        #expect(SourceText(Array("\u{FEFF}listkit: 1\n".utf8)).lineNumbers(containing: Array("listkit:".utf8)) == [1])
    }

    @Test func keptLinesReadAndSnippetAsInTheWholeText() {
        let whole = SourceText(Array("one\n\ttwö: x\nthree\nfour\n".utf8))
        let kept = whole.keeping(lines: [4, 2, 2, 9])
        #expect(kept.lineCount == whole.lineCount)
        #expect(kept.line(2) == whole.line(2))
        #expect(kept.line(4) == whole.line(4))
        #expect(kept.line(1) == nil && kept.line(3) == nil && kept.line(9) == nil)
        #expect(kept.snippet(at: Mark(line: 2, column: 6)) == whole.snippet(at: Mark(line: 2, column: 6)))
        #expect(kept.snippet(at: Mark(line: 3, column: 1)) == "\n^")
        #expect(kept.lineNumbers(containing: Array("four".utf8)) == [4])
        #expect(kept.keeping(lines: [4]).line(4) == "four")
    }
}
