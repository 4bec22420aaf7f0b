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
}
