import Testing
@testable import ListkitLayout
import ListkitSpec
import ListkitRandom

/// `WordShapes` keeps words in a `ByteKeyedTable` and their advances in its own arrays. Checked
/// against HarfBuzz shaping every word afresh (`FontFace.shape`), through the table's growth,
/// its starting again past its bound (the advances with it), and probes cut short.
@Suite struct WordShapesTests {
    /// The oracle: per UTF-8 byte, each word (the runs between spaces and newlines) shaped
    /// alone, a space the face's shaped space, a newline 0.
    static func shapedWordByWord(_ text: String, in face: FontFace) -> (advances: [Double], missing: [Bool]) {
        let utf8 = Array(text.utf8)
        var advances = [Double](repeating: 0, count: utf8.count), missing = [Bool](repeating: false, count: utf8.count)
        var start = 0
        for end in 0...utf8.count where end == utf8.count || [32, 10, 13].contains(utf8[end]) {
            if end > start {
                let shaped = face.shape(String(decoding: utf8[start..<end], as: UTF8.self))
                advances.replaceSubrange(start..<end, with: shaped.advances)
                missing.replaceSubrange(start..<end, with: shaped.missing)
            }
            if end < utf8.count && utf8[end] == 32 { advances[end] = face.shape(" ").advances[0] }
            start = end + 1
        }
        return (advances, missing)
    }

    static func shaped(_ text: String, by words: WordShapes, in face: FontFace) -> (advances: [Double], missing: [Bool]) {
        var text = text
        return text.withUTF8 { utf8 in
            let out = words.shape(utf8, in: face)
            return (Array(UnsafeBufferPointer(start: out.ems, count: utf8.count)), Array(UnsafeBufferPointer(start: out.missing, count: utf8.count)))
        }
    }

    /// Random texts of a vocabulary larger than the table's first size, in two faces, each
    /// text shaped twice (the second time from the table).
    func expectTableMatchesFreshShaping(_ words: WordShapes, rounds: Int, seed: UInt64, sourceLocation: SourceLocation = #_sourceLocation) {
        let measurer = TextMeasurer()
        let faces = [measurer.style(.body).face!, measurer.style(Font(systemSize: 13, weight: .bold)).face!]
        let syllables = ["ka", "ro", "mi", "é", "東", "zz", "AV", "To", "fi", "ll", "ß", "😀", "q"]
        var rng = SplitMix64(state: seed)
        for round in 0..<rounds {
            let text = (0..<(1 + rng.below(8))).map { _ in
                (0..<(1 + rng.below(5))).map { _ in syllables[rng.below(syllables.count)] }.joined()
            }.joined(separator: rng.chance(20) ? "\n" : " ")
            let face = faces[rng.below(2)]
            let expected = Self.shapedWordByWord(text, in: face)
            for pass in 0..<2 {
                let got = Self.shaped(text, by: words, in: face)
                #expect(got.advances == expected.advances && got.missing == expected.missing,
                        "round \(round) pass \(pass): \(text.debugDescription)", sourceLocation: sourceLocation)
            }
        }
    }

    @Test func keptWordsMatchFreshShaping() {
        expectTableMatchesFreshShaping(WordShapes(), rounds: 600, seed: 41)
    }

    @Test func startingAgainPastItsBoundChangesNoAdvance() {
        expectTableMatchesFreshShaping(WordShapes(maxBytes: 64), rounds: 300, seed: 43)
    }

    @Test func probesCutShortChangeNoAdvance() {
        expectTableMatchesFreshShaping(WordShapes(maxProbes: 1), rounds: 600, seed: 47)
    }

    /// A measurer's word table outlives it: its cache gives the table back to the pool when
    /// freed, and the next cache takes that table, with the words in it.
    @Test func aFreedCacheGivesItsTableToTheNext() {
        let pool = WordShapes.Pool(limit: 1)
        var first: ShapingCache? = ShapingCache(pool: pool)
        let words = first!.words
        #expect(pool.idleCount == 0)
        first = nil
        #expect(pool.idleCount == 1)
        let second = ShapingCache(pool: pool)
        #expect(second.words === words)
        #expect(pool.idleCount == 0)
    }

    /// The pool keeps at most `limit` tables: more given back are freed.
    @Test func thePoolKeepsAtMostItsLimit() {
        let pool = WordShapes.Pool(limit: 1)
        pool.giveBack(WordShapes())
        pool.giveBack(WordShapes())
        #expect(pool.idleCount == 1)
    }

    /// A kept table holds the faces it shaped in: a face freed while its table waited could
    /// leave its address to another face, which would then read the first one's words.
    @Test func aTableHoldsItsFaces() throws {
        let directory = try #require(FontLibrary.standard.interDirectory)
        let path = try #require(FontLibrary.interFile(in: directory, display: false, weight: .regular))
        let words = WordShapes()
        weak var released: FontFace?
        do {
            let face = try #require(FontFace(path: path))
            released = face
            _ = Self.shaped("kept", by: words, in: face)
        }
        #expect(released != nil)
    }

    /// Words shaped through a table that served measurers of other faces before (as a pooled
    /// one does) are those shaped afresh.
    @Test func aTableTakenAgainMatchesFreshShaping() {
        let pool = WordShapes.Pool(limit: 1)
        let words = pool.take()
        expectTableMatchesFreshShaping(words, rounds: 200, seed: 53)
        pool.giveBack(words)
        expectTableMatchesFreshShaping(pool.take(), rounds: 200, seed: 59)
    }
}
