import ListkitRandom
import ListkitSpec
import ListkitTestSupport
import ListkitYAML
import Testing

/// `ConstraintWriter` makes the constraint its text parses to without parsing it: the oracle is
/// `ConstraintParser` on the text written, for parts the writer reads back itself and parts it
/// must leave to the parser (names that are guides or no identifiers, numbers the lexer reads
/// otherwise or refuses, negative multipliers and priorities).
@Suite struct ConstraintWriterTests {
    static let owners: [String?] = [nil, nil, "card", "titleLabel_2", "_x", "self.safeArea", "self.contentLayoutGuide", "safeArea",
                                    "view.frameLayoutGuide", "margins", "parent", "superview", "self", "card.nope", "a.b.c",
                                    "bad-name", "", "élan", "top", "2d"]
    static let attributes = ["top", "bottom", "leading", "trailing", "width", "height", "centerX", "lastBaseline", "firstBaseline",
                             "leadingMargin", "topMargin", "centerXWithinMargins", "edges", "size", "bogus", "margins"]
    static let numbers: [Double] = [0, 1, 8, 16, 0.5, 20.333333333333332, 10_000, -1, -8, -0.0, 1e-5, 2.5e-7, 1e20, 10_001,
                                    .nan, .infinity, 999.5]

    static func write(_ rng: inout SplitMix64) -> ConstraintWriter {
        var writer = ConstraintWriter(first: rng.pick(owners), rng.pick(attributes), relation: rng.pick(Relation.allCases))
        if rng.chance(30) {
            writer.constant(rng.pick(numbers))
        } else if rng.chance(15) {
            writer.view(rng.pick(owners) ?? "parent")
        } else {
            writer.anchor(rng.pick(owners), rng.pick(attributes), multiplier: rng.chance(70) ? 1 : rng.pick(numbers),
                          constant: rng.chance(40) ? 0 : rng.pick(numbers))
        }
        if rng.chance(30) { writer.priority(rng.pick(numbers + [250, 750])) }
        return writer
    }

    @Test(arguments: randomRounds(300, seed: 0xC0417))
    func madeConstraintIsTheParsedOne(round: RandomRound) {
        var rng = SplitMix64(seed: round.seed &+ UInt64(round.round))
        for _ in 0..<20 {
            let writer = Self.write(&rng)
            let spec = writer.spec(at: Mark(line: 3, column: 5))
            #expect(spec.parsed == ConstraintParser.parse(writer.text), "\(round): \(writer.text)")
            #expect(!spec.marksInsideText, "\(round)")
        }
    }

    @Test func textIsWrittenAsReadersWroteIt() {
        var guide = ConstraintWriter(first: "self.safeArea", "top", relation: .greaterOrEqual)
        guide.anchor("card", "bottom", multiplier: 0.5, constant: -8)
        guide.priority(750)
        #expect(guide.text == "self.safeArea.top >= card.bottom * 0.5 - 8 @750")
        var size = ConstraintWriter(first: nil, "width", relation: .equal)
        size.constant(-20.5)
        #expect(size.text == "width == -20.5")
        #expect(size.spec(at: Mark(line: 1, column: 1)).constraint?.rhs == .constant(-20.5))
    }

    /// An anchor left to the parser (a name that is no ASCII identifier, or any anchor after a
    /// part that was) keeps its multiplier and constant in the text, so the parser reads them.
    @Test func anchorsLeftToTheParserAreWrittenWhole() throws {
        var unicode = ConstraintWriter(first: nil, "leading", relation: .equal)
        unicode.anchor("título", "trailing", multiplier: 0.5, constant: -8)
        #expect(unicode.text == "leading == título.trailing * 0.5 - 8")
        var afterUnicode = ConstraintWriter(first: "élan", "top", relation: .greaterOrEqual)
        afterUnicode.anchor("card", "bottom", multiplier: 1, constant: 12)
        #expect(afterUnicode.text == "élan.top >= card.bottom + 12")
        for (writer, multiplier, constant) in [(unicode, 0.5, -8.0), (afterUnicode, 1, 12)] {
            let constraint = try #require(writer.spec(at: Mark(line: 1, column: 1)).constraint)
            guard case .anchor(_, let readMultiplier, let readConstant) = constraint.rhs else {
                Issue.record("\(writer.text): no anchor on the right")
                continue
            }
            #expect(readMultiplier == multiplier, "\(writer.text)")
            #expect(readConstant == constant, "\(writer.text)")
        }
    }
}
