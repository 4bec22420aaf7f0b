import ListkitRandom
@testable import ListkitSpec
import ListkitTestSupport
import Testing

/// The lexer reads ASCII constraint text byte by byte (`Lexer.tokens`); every other text goes
/// character by character (`Lexer.characterTokens`). Both must give the same tokens.
struct LexerTests {
    /// Characters constraint text is made of, and the ones that end up as invalid tokens.
    static let alphabet = Array("abcxyzXW_09.5 \t=<>+-*/@()x.,;#\"'\n!~[]{}|")
    static let words = ["top", "bottom", "leading", "parent.width", "safeArea.top", "view_1", "44", "0.5", ".5", "1.", "90x90",
                        "2x.5", "1x", "==", ">=", "<=", "=", "@750", "@high", " * ", " / ", " + ", " - ", "1..2", "3.4.5", "1e5"]

    /// Equal tokens, a size with an unreadable side (`1..2x3`, nan) included.
    static func same(_ a: [Token], _ b: [Token]) -> Bool { a.map { "\($0)" } == b.map { "\($0)" } }

    @Test(arguments: randomRounds(400, seed: 31))
    func asciiTextLexesAsCharacterByCharacter(round: RandomRound) {
        var rng = SplitMix64(seed: round.seed &+ UInt64(round.round))
        var text = ""
        for _ in 0..<rng.below(12) {
            text += rng.chance(60) ? rng.pick(Self.words) : String(rng.pick(Self.alphabet))
        }
        #expect(Self.same(Lexer.tokens(text), Lexer.characterTokens(text)), "\(round): \(text.debugDescription)")
    }

    @Test func textOutsideTheASCIIPathTakesTheCharacterPath() {
        for text in ["width == 90×90", "top == a\r\n", "leading == ü + 4", "height == 2x3"] {
            #expect(Self.same(Lexer.tokens(text), Lexer.characterTokens(text)), "\(text.debugDescription)")
        }
        #expect(Lexer.tokens("size == 90x90").map(\.kind) == [.identifier("size"), .relation("=="), .size(90, 90), .end])
        #expect(Lexer.tokens("size == 90×90").map(\.kind) == [.identifier("size"), .relation("=="), .size(90, 90), .end])
    }
}
