import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import ListkitTestSupport
import Testing
import ListkitLayout
import ListkitSpec
import ListkitRandom
@testable import ListkitRender

/// Random layouts — frames anywhere (negative, huge, not finite), deep and wide trees, lists
/// with cells on and off screen, hostile text — through every renderer: nothing traps, output
/// is the same twice, JSON and SVG parse, wireframe lines stay within their columns.
@Suite struct RenderFuzzTests {

    static let texts = ["", "Hello", "日本語のテキスト", "a\nb\tc\u{1}", "<&>\"'", "👍🏽 ok", String(repeating: "word ", count: 60), "\u{FFFF}x"]

    static func number(_ rng: inout SplitMix64) -> Double {
        switch rng.below(20) {
        case 0: return .nan
        case 1: return .infinity
        case 2: return -1e15
        case 3: return 1e12
        default: return Double(rng.below(1_200)) - 200 + Double(rng.below(100)) / 37
        }
    }

    static func rect(_ rng: inout SplitMix64) -> Rect {
        Rect(x: number(&rng), y: number(&rng), width: number(&rng), height: number(&rng))
    }

    static func view(_ rng: inout SplitMix64, depth: Int) -> ViewFrame {
        let type = ViewType.allCases[rng.below(ViewType.allCases.count)]
        var view = ViewFrame(id: "v\(rng.below(1000))", type: type, frame: rect(&rng),
                             text: rng.chance(60) ? texts[rng.below(texts.count)] : nil, isHidden: rng.chance(10))
        if depth < 4 {
            view.children = (0..<rng.below(depth == 0 ? 6 : 3)).map { _ in Self.view(&rng, depth: depth + 1) }
        }
        if type.isList {
            let sections = (0..<rng.below(3)).map { s in
                SectionLayout(
                    id: "s\(s)",
                    header: rng.chance(50) ? CellLayout(id: "header", kind: nil, frame: rect(&rng), title: texts[rng.below(texts.count)]) : nil,
                    footer: rng.chance(30) ? CellLayout(id: "footer", kind: "f", frame: rect(&rng)) : nil,
                    cells: (0..<rng.below(8)).map { c in
                        CellLayout(id: "c\(c)", kind: rng.chance(80) ? "k" : nil, frame: rect(&rng),
                                   views: depth < 3 ? (0..<rng.below(3)).map { _ in Self.view(&rng, depth: depth + 2) } : [])
                    })
            }
            view.list = ListLayout(contentSize: Size(width: number(&rng), height: number(&rng)), sections: sections)
        }
        return view
    }

    @Test func randomLayoutsRenderSafelyInEveryFormat() throws {
        let seed: UInt64 = 0x5EED
        var rng = SplitMix64(state: seed)
        for round in randomRounds(40, seed: seed) {
            let device = Device(name: "d\(round.round)", width: Double(rng.below(1_300) + 1), height: Double(rng.below(1_300) + 1),
                                safeArea: Insets(top: Self.number(&rng), left: 0, bottom: Double(rng.below(50)), right: 0))
            let results = (0..<(rng.below(2) + 1)).map { _ in
                LayoutResult(device: device, views: (0..<rng.below(5)).map { _ in Self.view(&rng, depth: 0) })
            }
            let full = rng.chance(50), rtl = rng.chance(30)
            let columns = [2, 20, 41, 80][rng.below(4)]
            for format in LayoutFormat.allCases {
                let renderer = LayoutOutputRenderer(format: format, full: full, rtl: rtl, columns: columns, ascii: rng.chance(50))
                let text = renderer.render(results, screen: "S<\(round.round)>")
                #expect(text == renderer.render(results, screen: "S<\(round.round)>"), "\(round) \(format)")
                switch format {
                case .json:
                    #expect((try? JSONSerialization.jsonObject(with: Data(text.utf8))) != nil, "\(round)")
                case .svg:
                    #expect(XMLParser(data: Data(text.utf8)).parse(), "\(round)")
                case .wireframe:
                    let widest = text.split(separator: "\n").dropFirst().filter { !$0.contains(" on d") }
                        .map { $0.reduce(0) { $0 + WireframeGlyphs.columns($1) } }.max() ?? 0
                    #expect(widest <= max(columns, 2), "\(round)")
                case .table:
                    #expect(!text.contains(" \n"), "\(round)")
                }
            }
        }
    }
}
