import Testing
@testable import ListkitYAML

/// libyaml's reader reports a byte offset, not a mark: these check the mark computed from it.
@Suite("Errors: bytes that are not YAML text")
struct ReaderErrorTests {
    @Test func nulByte() throws {
        let error = try #require(loadError(Array("a: 1\nb: x".utf8) + [0] + Array("y\n".utf8)))
        #expect(error.kind == .reader)
        #expect(error.mark == Mark(line: 2, column: 5))
        #expect(error.message.hasPrefix("NUL byte: control characters are not allowed"))
    }

    @Test func controlCharacter() throws {
        let error = try #require(loadError(Array("key: va".utf8) + [0x07] + Array("lue\n".utf8)))
        #expect(error.kind == .reader)
        #expect(error.mark == Mark(line: 1, column: 8))
        #expect(error.message == "control characters are not allowed (#x7)")
    }

    @Test func invalidLeadingOctet() throws {
        // "é" before the bad byte is one column.
        let error = try #require(loadError(Array("a: 1\nnamé: ".utf8) + [0xFF] + Array("\n".utf8)))
        #expect(error.kind == .reader)
        #expect(error.mark == Mark(line: 2, column: 7))
        #expect(error.message == "invalid UTF-8: invalid leading UTF-8 octet (#xFF)")
    }

    @Test func invalidTrailingOctetPointsAtTheBrokenCharacter() throws {
        let error = try #require(loadError(Array("ab: c".utf8) + [0xC3, 0x41] + Array("\n".utf8)))
        #expect(error.kind == .reader)
        #expect(error.mark == Mark(line: 1, column: 6))
        #expect(error.message.contains("invalid trailing UTF-8 octet"))
    }

    @Test func truncatedSequenceAtTheEnd() throws {
        let error = try #require(loadError(Array("x: y\n\nz: ".utf8) + [0xE2, 0x82]))
        #expect(error.kind == .reader)
        #expect(error.mark == Mark(line: 3, column: 4))
        #expect(error.message.contains("incomplete UTF-8 octet sequence"))
    }

    @Test func theSnippetShowsTheRepairedCharacter() throws {
        let bytes = Array("ab: c".utf8) + [0xC3, 0x41] + Array("\n".utf8)
        let error = try #require(loadError(bytes))
        #expect(SourceText(bytes).snippet(at: error.mark) == "ab: c\u{FFFD}A\n     ^")
    }
}
