import ListkitRender
import ListkitSpec
import ListkitSpecDiff
import ListkitYAML
import Testing

/// `DiffOutputRenderer.write` (what `listkit diff` prints) hands out exactly `render`'s bytes,
/// in every format, with changes or without.
struct DiffOutputWriteTests {
    func spec(_ cells: String, extraView: String = "") throws -> Spec {
        var decoder = SpecDecoder()
        let spec = decoder.decode(try YAMLLoader().load("""
            listkit: 1
            screen: S
            cellKinds:
              Row: { height: 44, views: [] }
            views:
              - id: list
                type: table
                sections:
                  - id: s
                    header: Title
                    cells: [\(cells)]
            \(extraView)
            """))
        #expect(decoder.diagnostics.filter { $0.severity == .error }.isEmpty, "\(decoder.diagnostics)")
        return spec
    }

    @Test func writeGivesRendersBytes() throws {
        let old = try spec(#"{ id: a, kind: Row, t: "1" }, { id: "q\"uote", kind: Row }, { id: "caf\#u{E9}", kind: Row }, { id: b, kind: Row }"#)
        let new = try spec(#"{ id: b, kind: Row }, { id: a, kind: Row, t: "2" }, { id: "new\tline", kind: Row }, { id: "cafe\#u{301}", kind: Row }"#,
                           extraView: "  - { id: label, type: label, text: Hi }")
        let comparisons = [SpecComparison(old: old, new: new), SpecComparison(old: old, new: old), SpecComparison(old: new, new: old)]
        for comparison in comparisons {
            for format in DiffFormat.allCases {
                for states in [false, true] {
                    let renderer = DiffOutputRenderer(format: format, states: states)
                    var written: [UInt8] = []
                    renderer.write(comparison) { written += $0 }
                    #expect(written == Array(renderer.render(comparison).utf8), "\(format)")
                }
            }
        }
    }

    /// Text larger than the 64 KB window `write` prints through: the same bytes, in pieces.
    @Test func writeOfABigTextGivesRendersBytesInPieces() throws {
        let ids = (0..<4_000).map { "cell-\($0)-with-a-long-enough-id" }
        let old = try spec(ids.map { "{ id: \($0), kind: Row, t: x }" }.joined(separator: ", "))
        let kept = ids.enumerated().filter { $0.offset % 3 != 0 }.map(\.element).reversed()
        let new = try spec((kept.map { "{ id: \($0), kind: Row, t: y }" } + (0..<1_000).map { "{ id: fresh-\($0), kind: Row }" }).joined(separator: ", "))
        let comparison = SpecComparison(old: old, new: new)
        let renderer = DiffOutputRenderer(format: .text)
        var written: [UInt8] = [], pieces = 0
        renderer.write(comparison) { written += $0; pieces += 1 }
        let rendered = Array(renderer.render(comparison).utf8)
        #expect(rendered.count > 4 * (64 << 10))
        #expect(written == rendered)
        #expect(pieces > 4)
    }
}
