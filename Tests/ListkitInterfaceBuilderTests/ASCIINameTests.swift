import ListkitRandom
import ListkitTestSupport
import Testing
@testable import ListkitInterfaceBuilder

/// The screen builder makes names from ASCII ids and labels by bytes; the oracle is the same
/// name made `Character` by `Character`, as for any other text.
@Suite struct ASCIINameTests {
    static let pieces = ["a", "B", "title", "Label", "1", "42", "_", "-", " ", "  ", ".", "\r\n", "\t", "x9", "Q"]

    @Test(arguments: randomRounds(300, seed: 0xA5C1))
    func namesAreTheCharacterPathsNames(round: RandomRound) {
        var rng = SplitMix64(seed: round.seed &+ UInt64(round.round))
        let text = (0..<rng.below(7)).map { _ in rng.pick(Self.pieces) }.joined()
        #expect(IBScreenBuilder.asciiIdentifier(text) == IBScreenBuilder.characterIdentifier(text), "\(round): \(text.debugDescription)")
        #expect(IBScreenBuilder.asciiIsIdentifier(text) == IBScreenBuilder.characterIsIdentifier(text), "\(round): \(text.debugDescription)")
    }

    @Test func otherTextTakesTheCharacterPath() {
        #expect(IBScreenBuilder.asciiIdentifier("Título") == nil && IBScreenBuilder.identifier("Título grande") == "títuloGrande")
        #expect(IBScreenBuilder.asciiIsIdentifier("é") == nil && IBScreenBuilder.isUsable("élan"))
        #expect(IBScreenBuilder.identifier("a1-b2") == "a1_b2" && IBScreenBuilder.identifier("Title Label") == "titleLabel")
        #expect(IBScreenBuilder.identifier("9x-y") == "_9x_y" && IBScreenBuilder.identifier("--") == "_")
    }
}
