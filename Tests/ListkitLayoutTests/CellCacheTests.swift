import Testing
@testable import ListkitLayout
import ListkitSpec
import ListkitRandom

/// Cached cell solutions are the solutions: laying out with the cache and with a fresh solve
/// per cell gives the same frames, for cells whose texts vary (seeded).
@Suite struct CellCacheTests {

    static func spec(cells: Int, seed: UInt64) -> String {
        var rng = SplitMix64(state: seed)
        let words = ["list", "screen", "a", "layout", "friendly", "of", "constraint", "stack", "é", "東京"]
        func text(_ n: Int) -> String { (0..<n).map { _ in words[rng.below(words.count)] }.joined(separator: " ") }
        var rows: [String] = []
        for i in 0..<cells {
            switch rng.below(3) {
            case 0: rows.append("          - { id: c\(i), kind: message, author: \"\(text(1 + rng.below(4)))\", body: \"\(text(1 + rng.below(40)))\" }")
            case 1: rows.append("          - { id: c\(i), kind: pair, left: \"\(text(1 + rng.below(5)))\", right: \"\(text(1 + rng.below(5)))\" }")
            default: rows.append("          - { id: c\(i), kind: ratio, a: \"\(text(1 + rng.below(3)))\", b: \"\(text(1 + rng.below(3)))\" }")
            }
        }
        return """
        listkit: 1
        screen: Mixed
        views:
          - id: list
            type: table
            layout: [ "edges == parent" ]
            sections:
              - id: main
                cells:
        \(rows.joined(separator: "\n"))
        cellKinds:
          message:
            views:
              - { id: author, type: label, text: "{author}", font: headline, layout: [ "top == parent.top + 10", "leading == parent.leading + 16", "trailing <= parent.trailing - 16" ] }
              - { id: body, type: label, text: "{body}", lines: 3, layout: [ "top == author.bottom + 4", "horizontal == parent + 16", "bottom == parent.bottom - 10" ] }
          pair:
            views:
              - id: row
                type: stack
                spacing: 8
                layout: [ "edges == parent + 8" ]
                arranged:
                  - { id: first, type: label, text: "{left}", hugging: 240 }
                  - { id: second, type: label, text: "{right}", lines: 0 }
          ratio:
            height: 44
            views:
              - id: row
                type: stack
                distribution: fillProportionally
                layout: [ "edges == parent" ]
                arranged:
                  - { id: a, type: label, text: "{a}" }
                  - { id: b, type: label, text: "{b}" }
        """
    }

    func allCellFrames(_ outcome: LayoutOutcome) -> [String] {
        cellFrameLines(outcome)
    }

    @Test(arguments: [UInt64(1), 2])
    func cachedEqualsFresh(seed: UInt64) throws {
        let spec = try loadSpec(Self.spec(cells: 60, seed: seed))
        let cached = LayoutEngine(spec: spec, options: LayoutOptions(full: true))
        var fresh = cached
        fresh.usesCellCache = false
        for device in [device("iphone-se"), device("ipad-11")] {
            let a = cached.layout(on: device), b = fresh.layout(on: device)
            #expect(allCellFrames(a) == allCellFrames(b))
            #expect(a.findings == b.findings)
            #expect(a.cellSystemsSolved <= b.cellSystemsSolved)
        }
    }

    @Test func textsPinnedOnBothEdgesShareOneSolve() throws {
        // Authors of every length, one line each, pinned left and right: their widths cannot
        // move, so only the body's line count tells cells apart.
        var yaml = Self.spec(cells: 0, seed: 1)
        yaml = yaml.replacingOccurrences(of: "\"trailing <= parent.trailing - 16\"", with: "\"trailing == parent.trailing - 16\"")
        let rows = (0..<200).map { "          - { id: c\($0), kind: message, author: \"\(String(repeating: "x", count: 1 + $0 % 30))\", body: \"short\" }" }
        yaml = yaml.replacingOccurrences(of: "        cells:\n", with: "        cells:\n" + rows.joined(separator: "\n") + "\n")
        let outcome = LayoutEngine(spec: try loadSpec(yaml), options: LayoutOptions(full: true)).layout(on: device("iphone-15"))
        #expect(outcome.result.views.first?.list?.sections.first?.cells.count == 200)
        #expect(outcome.cellSystemsSolved == 1)
    }
}
