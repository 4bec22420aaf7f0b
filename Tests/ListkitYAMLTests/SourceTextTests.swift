import ListkitRandom
import ListkitTestSupport
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

    /// Random texts of line breaks of every kind (or of `\n` alone, which a faster search
    /// splits), non-ASCII characters that share bytes with NEL, LS and PS, and ASCII: split where
    /// a byte-by-byte reading of libyaml's breaks splits them, with and without a line limit.
    @Test func randomTextsSplitAsABytewiseReadingSplitsThem() {
        let breaks = ["\n", "\r\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"]
        // Without bytes 0x0D, 0xC2 and 0xE2 (for texts of `\n` alone), then with them.
        let plain = ["a", " ", "é", "東", "😀", "\t", "abcdefghij"], others = plain + ["\u{2026}", "\u{A0}"]
        var rng = SplitMix64(seed: 0x5EC_7E47)
        for round in randomRounds(1_000, seed: 0x5EC_7E47) {
            let newlinesOnly = rng.chance(50)
            var text = "", lines = [""]
            for _ in 0..<rng.below(40) {
                if rng.chance(20) {
                    var lineBreak = newlinesOnly ? "\n" : rng.pick(breaks)
                    // A `\r` and a `\n` after it are one break.
                    if text.unicodeScalars.last == "\r", lineBreak.unicodeScalars.first == "\n" { lineBreak = "\r\n" }
                    text += lineBreak
                    lines.append("")
                } else {
                    let piece = rng.pick(newlinesOnly ? plain : others)
                    text += piece
                    lines[lines.count - 1] += piece
                }
            }
            let source = SourceText(Array(text.utf8))
            #expect(source.lineCount == lines.count, "\(round) \(text.debugDescription)")
            #expect((1...lines.count).map { source.line($0) } == lines, "\(round) \(text.debugDescription)")
            let limit = 1 + rng.below(4)
            #expect(SourceText(Array(text.utf8), lineLimit: limit).lineCount == min(limit, lines.count), "\(round) \(text.debugDescription)")
        }
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

    @Test func asciiLineKeepsItsTabsInTheCaretLine() {
        let text = SourceText(Array("# x\n\tkey: value\n".utf8))
        #expect(text.snippet(at: Mark(line: 2, column: 7)) == "\tkey: value\n\t     ^")
    }

    @Test func asciiCharacterTheCallerEscapesIsEscapedAndWidensTheCaretLine() {
        let text = SourceText(Array("axb\n".utf8))
        var cursor = SnippetCursor()
        let lines = text.snippetLines(at: Mark(line: 1, column: 3), cursor: &cursor, escaping: { $0 == "x" ? "<x>" : nil })
        #expect(lines.source == "a<x>b")
        #expect(lines.caret == "    ^")
    }

    @Test func controlCharacterInAnASCIILineIsEscaped() {
        let text = SourceText(Array("a\u{1B}b\n".utf8))
        var cursor = SnippetCursor()
        let lines = text.snippetLines(at: Mark(line: 1, column: 3), cursor: &cursor, escaping: { $0 == "\u{1B}" ? "\\e" : nil })
        #expect(lines.source == "a\\eb")
        #expect(lines.caret == "   ^")
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
