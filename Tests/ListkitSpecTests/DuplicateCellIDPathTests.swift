@testable import ListkitSpec
import ListkitDiff
import ListkitRandom
import ListkitYAML
import Testing

/// `DuplicateListIDRule` finds duplicate cell ids of all-ASCII lists by their bytes
/// (the diff's `IDTable`); those findings must be exactly the ones of the String path it replaces, and
/// an overloaded table (ids crafted to collide) must fall back to that path.
struct DuplicateCellIDPathTests {
    /// Random lists over a small alphabet, so ids repeat within and across sections.
    static func randomSections(_ rng: inout SplitMix64) -> [SectionSpec] {
        let alphabet = ["a", "b", "ab", "ba", "abc", "review-0000001-abcdefghijklmn", "review-0000002-abcdefghijklmn", "x y"]
        var line = 1
        return (0..<Int.random(in: 1...6, using: &rng)).map { s in
            let cells: [CellSpec] = (0..<Int.random(in: 0...12, using: &rng)).map { _ in
                line += 1
                let id = alphabet.randomElement(using: &rng)! + (Bool.random(using: &rng) ? "" : String(Int.random(in: 0...3, using: &rng)))
                return CellSpec(id: Located(id, at: Mark(line: line, column: 9)), kind: Located("K", at: Mark(line: line, column: 20)),
                                mark: Mark(line: line, column: 5))
            }
            return SectionSpec(id: Located("s\(s)", at: Mark(line: s + 1, column: 3)), mark: Mark(line: s + 1, column: 3), cells: CellList(cells))
        }
    }

    @Test func byteFindingsEqualStringFindings() {
        var rng = SplitMix64(seed: 15)
        var duplicates = 0
        for _ in 0..<500 {
            let cells = ListCells(Self.randomSections(&rng))
            let expected = DuplicateListIDRule.duplicateCells(cells, "list")
            duplicates += expected.joined().count
            #expect(DuplicateListIDRule.byteDuplicateCells(cells, "list") == expected)
            // A table that gives up at once: nil (the caller then takes the String path), or the same.
            if let overloaded = DuplicateListIDRule.byteDuplicateCells(cells, "list", maxSteps: 0) {
                #expect(overloaded == expected)
            }
        }
        #expect(duplicates > 500)
    }

    @Test func aNonASCIIIdTakesTheStringPath() {
        let mark = Mark(line: 1, column: 1)
        let cells = ["café", "cafe\u{301}", "K", "\u{212A}"].map { CellSpec(id: Located($0, at: mark), kind: Located("K", at: mark), mark: mark) }
        let list = ListCells([SectionSpec(id: Located("s", at: mark), mark: mark, cells: CellList(cells))])
        #expect(DuplicateListIDRule.byteDuplicateCells(list, "list") == nil)
        // The Kelvin sign is canonically "K": a warning, as for "café" in two normalisations.
        #expect(DuplicateListIDRule.duplicateCells(list, "list").joined().map(\.severity) == [.warning, .warning])
    }

    @Test func tableOverloadIsReported() {
        let table = IDTable(count: 4, maxSteps: 0)
        defer { table.deallocate() }
        let ids = "abcdefghijklmnopq".map(String.init)
        let hashes = ids.map { id in Array(id.utf8).withUnsafeBytes(hashID) }
        var repeats = 0
        let recorded = hashes.withUnsafeBufferPointer { table.record($0, numberedFrom: 0, sameID: { _, _ in false }, repeated: { _, _ in repeats += 1 }) }
        // Seventeen ids in sixteen slots, one probe each: some id finds its slot taken.
        #expect(!recorded)
        #expect(repeats == 0)
    }
}
