import Testing
@testable import ListkitLayout
import ListkitRandom
import ListkitTestSupport

/// `TextLineBreaker.summary`, which every measurement uses instead of making the lines, against
/// `lines()` itself: the same widest line shown (to the bit), lines shown and lines, over random
/// texts of letters, spaces, wide characters and newlines with random advances (leading,
/// trailing and repeated spaces, empty paragraphs, words wider than a line), with no wrap width,
/// non-positive ones and random ones, for every `maxLines`.
@Suite struct LineSummaryTests {
    @Test(arguments: randomRounds(400, seed: 31))
    func summaryIsWhatTheLinesGive(round: RandomRound) {
        var rng = SplitMix64(state: round.seed &+ UInt64(round.round) &* 0x9E37_79B9_7F4A_7C15)
        var text = TextMeasurer().shape("", in: .body)
        let kinds: [ShapedText.Kind] = [.letter, .letter, .letter, .space, .wide, .newline]
        for _ in 0..<rng.below(40) {
            let kind = rng.pick(kinds)
            text.kinds.append(kind)
            text.advances.append(kind == .newline ? 0 : rng.unit() * 17)
            text.offsets.append(text.offsets.count)
        }
        for limit in [nil, 0.0, -3.0, rng.unit() * 20, rng.unit() * 80, 1e9] {
            let lines = TextLineBreaker(text: text, limit: limit).lines()
            for maxLines in 0...4 {
                let shown = maxLines == 0 ? lines[...] : lines.prefix(maxLines)
                let summary = TextLineBreaker(text: text, limit: limit).summary(maxLines: maxLines)
                let context = "\(round), limit \(String(describing: limit)), maxLines \(maxLines)"
                #expect(summary.widest.bitPattern == shown.reduce(0.0) { max($0, $1.width) }.bitPattern, "\(context)")
                #expect(summary.shown == shown.count, "\(context)")
                #expect(summary.count == lines.count, "\(context)")
            }
        }
    }

    /// Through the measurer: a measurement without a wrap width equals one at a width no line reaches.
    @Test func measuringWithoutAWidthIsMeasuringAtAnEndlessOne() {
        let measurer = TextMeasurer()
        for text in ["", "one line", "  leading and trailing  ", "two\nparagraphs here", "\n\nempty\n", "東京 and 서울 日本語 café"] {
            for maxLines in 0...2 {
                let endless = measurer.measure(text, in: .body, wrapWidth: 1e9, maxLines: maxLines)
                #expect(measurer.measure(text, in: .body, wrapWidth: nil, maxLines: maxLines) == endless, "\(text) \(maxLines)")
            }
        }
    }
}
