import ListkitDiff
import ListkitRandom
@testable import ListkitRender
import Testing

/// `TextEscaping` decides eight bytes at a time whether an id or value can be printed as it
/// is; the answer must be the byte-by-byte one for every byte near each edge of the plain
/// range (controls, space, quote, backslash, tilde, DEL, UTF-8 bytes) at every position.
struct TextEscapingTests {
    static let edges: [UInt8] = [0x00, 0x09, 0x0A, 0x1F, 0x20, 0x21, 0x22, 0x23, 0x5B, 0x5C, 0x5D, 0x7D, 0x7E, 0x7F, 0x80, 0x9F, 0xC3, 0xE2, 0xFF]

    static func plainByByte(_ bytes: [UInt8]) -> Bool {
        bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
    }

    @Test func wordTestsAgreeWithByteTests() {
        var rng = SplitMix64(seed: 15)
        var plain = 0, notPlain = 0
        for _ in 0..<20_000 {
            let count = Int.random(in: 0...40, using: &rng)
            var bytes = (0..<count).map { _ in UInt8.random(in: 0x20...0x7E, using: &rng) }
            for _ in 0..<Int.random(in: 0...2, using: &rng) where count > 0 {
                bytes[Int.random(in: 0..<count, using: &rng)] = Self.edges.randomElement(using: &rng)!
            }
            let expected = Self.plainByByte(bytes)
            if expected { plain += 1 } else { notPlain += 1 }
            #expect(bytes.withUnsafeBufferPointer(TextEscaping.arePlain) == expected)
        }
        #expect(plain > 2_000 && notPlain > 2_000)
        // Each single byte value alone in a word of plain ones.
        for value in UInt8.min...UInt8.max {
            for position in 0..<8 {
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 8)
                bytes[position] = value
                #expect(TextEscaping.wordIsPlain(bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }) == Self.plainByByte(bytes))
            }
        }
    }

    /// Quoting into a buffer gives `quoted`, for ids and for values, escaped or not.
    @Test func appendQuotedIsQuoted() {
        for text in ["", "a", "review-0000001-abcdefghijklmn", "say \"hi\"", "back\\slash", "tab\there", "café", "line\nbreak", "\u{202E}rtl", String(repeating: "x", count: 33)] {
            var buffer = TextBuffer(capacity: 1)
            TextEscaping.appendQuoted(text, to: &buffer)
            TextEscaping.appendQuoted(DiffID(text), to: &buffer)
            #expect(buffer.string == TextEscaping.quoted(text) + TextEscaping.quoted(text))
        }
    }
}

/// A finding's message on one line: escaped, and capped at 500 characters.
struct DiagnosticMessageLineTests {
    @Test func plainMessageIsKeptUpToTheCap() {
        let full = String(repeating: "a", count: 499) + "b"
        #expect(DiagnosticPrinter.oneLine(full) == full)
        #expect(DiagnosticPrinter.oneLine(full + "c") == full + "…")
    }

    @Test func controlsAreEscapedAndNonASCIICountsCharacters() {
        #expect(DiagnosticPrinter.oneLine("a\tb\nc") == "a\\tb\\nc")
        #expect(DiagnosticPrinter.oneLine("ü" + String(repeating: "a", count: 499)) == "ü" + String(repeating: "a", count: 499))
        #expect(DiagnosticPrinter.oneLine("a × b\u{2028}c") == "a × b\\u{2028}c")
        #expect(DiagnosticPrinter.oneLine("×××", limit: 2) == "××…")
        #expect(DiagnosticPrinter.oneLine("××", limit: 2) == "××")
        #expect(DiagnosticPrinter.oneLine("ab\u{7F}", limit: 2) == "ab…")
        #expect(DiagnosticPrinter.oneLine("abc", limit: 2) == "ab…")
    }
}
