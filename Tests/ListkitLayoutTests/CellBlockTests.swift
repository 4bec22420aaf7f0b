import Testing
@testable import ListkitLayout
import ListkitSpec
import ListkitRandom

/// Cells solved block by block (`SystemBlocks`, `CellBlockSolver`) lay out and lint exactly as
/// cells solved whole: the realistic table's kinds (baselines, wrapping, a bound `hidden`,
/// accessories, content configurations), a kind with an open position and one with a conflict,
/// with seeded texts.
@Suite struct CellBlockTests {
    static func spec(cells: Int, seed: UInt64) -> String {
        var rng = SplitMix64(state: seed)
        let words = ["coffee", "a", "table", "of", "reservation", "café", "東京", "😀", "crème brûlée", "platform", "delayed"]
        func text(_ n: Int) -> String { (0..<n).map { _ in words[rng.below(words.count)] }.joined(separator: " ") }
        let names = ["Aiko Tanaka", "Ben", "Chloé Martin", "王小明", "Oskar"]
        var rows: [String] = []
        for i in 0..<cells {
            let name = names[rng.below(names.count)]
            switch rng.below(7) {
            case 0, 1:
                let unread = [0, 0, 2, 12, 128][rng.below(5)]
                rows.append("          - { id: c\(i), kind: message, name: \"\(name)\", time: \"\(["09:41", "Yesterday"][rng.below(2)])\", preview: \"\(text(1 + rng.below(30)))\", unread: \(unread), read: \(unread == 0) }")
            case 2: rows.append("          - { id: c\(i), kind: contact, name: \"\(name)\", detail: \"\(text(1 + rng.below(12)))\" }")
            case 3: rows.append("          - { id: c\(i), kind: setting, title: \"\(text(1 + rng.below(3)))\", value: \"\(text(1))\" }")
            case 4: rows.append("          - { id: c\(i), kind: toggle, title: \"\(text(1 + rng.below(4)))\", detail: \"\(text(1 + rng.below(10)))\" }")
            case 5: rows.append("          - { id: c\(i), kind: loose, title: \"\(text(1 + rng.below(4)))\" }")
            default: rows.append("          - { id: c\(i), kind: clash, title: \"\(text(1 + rng.below(4)))\" }")
            }
        }
        return """
        \(table(rows))
        cellKinds:
          message:
            height: automatic
            views:
              - { id: avatar, type: image, image: 52x52, layout: [ size == 52x52, "leading == parent.leading + 16", "top == parent.top + 10", "bottom <= parent.bottom - 10" ] }
              - { id: name, type: label, text: "{name}", font: headline, compressionResistance: { horizontal: 749 }, layout: [ "top == parent.top + 10", "leading == avatar.trailing + 12" ] }
              - { id: time, type: label, text: "{time}", font: subheadline, layout: [ "leading >= name.trailing + 8", "trailing == parent.trailing - 16", firstBaseline == name.firstBaseline ] }
              - { id: preview, type: label, text: "{preview}", font: subheadline, lines: 0, layout: [ "top == name.bottom + 2", "leading == name.leading", "trailing == badge.leading - 8", "bottom <= parent.bottom - 10" ] }
              - { id: badge, type: label, text: "{unread}", font: footnote, hidden: "{read}", hugging: 1000, compressionResistance: 1000, layout: [ "trailing == parent.trailing - 16", centerY == preview ] }
          contact:
            height: automatic
            accessory: disclosureIndicator
            views:
              - { id: photo, type: image, image: 40x40, layout: [ size == 40x40, "leading == parent.leading + 16", centerY == parent, "top >= parent.top + 8", "bottom <= parent.bottom - 8" ] }
              - { id: contactName, type: label, text: "{name}", font: body, hugging: { vertical: 252 }, layout: [ "top == parent.top + 8", "leading == photo.trailing + 12", "trailing == parent.trailing - 8" ] }
              - { id: contactDetail, type: label, text: "{detail}", font: footnote, lines: 0, layout: [ "top == contactName.bottom + 2", "leading == contactName.leading", "trailing == contactName.trailing", "bottom == parent.bottom - 8" ] }
          setting:
            accessory: detailButton
            content: { configuration: valueCell, text: "{title}", secondaryText: "{value}" }
          toggle:
            accessoryView: 51x31
            content: { configuration: subtitleCell, text: "{title}", secondaryText: "{detail}" }
          loose:
            height: automatic
            views:
              - { id: floating, type: label, text: "{title}", layout: [ "top == parent.top + 8", "bottom == parent.bottom - 8" ] }
          clash:
            height: 44
            views:
              - { id: tall, type: label, text: "{title}", layout: [ "top == parent.top + 12", "bottom == parent.bottom - 12", "height == 30", "horizontal == parent + 16" ] }
        """
    }

    /// A screen of one table whose one section holds `rows` (cells, one flow mapping a line);
    /// its `cellKinds` follow.
    static func table(_ rows: [String]) -> String {
        """
        listkit: 1
        screen: Blocks
        views:
          - id: list
            type: table
            layout: [ "edges == parent" ]
            sections:
              - id: main
                cells:
        \(rows.joined(separator: "\n"))
        """
    }

    func frames(_ outcome: LayoutOutcome) -> [String] {
        cellFrameLines(outcome, textLines: true)
    }

    @Test(arguments: [UInt64(1), 2, 3])
    func blocksEqualWholeSystems(seed: UInt64) throws {
        let spec = try loadSpec(Self.spec(cells: 150, seed: seed))
        for findings in [true, false] {
            let split = LayoutEngine(spec: spec, options: LayoutOptions(full: true, findings: findings))
            var whole = split
            whole.splitsCellSystems = false
            // And every cell solved afresh: a clean block's key leaves out what the required
            // equalities settle (the preview's width, between the name and the badge).
            var fresh = whole
            fresh.usesCellCache = false
            for name in ["iphone-se", "iphone-15", "ipad-11"] {
                let a = split.layout(on: device(name)), b = whole.layout(on: device(name)), c = fresh.layout(on: device(name))
                #expect(a.cellBlocksSolved > 0 && b.cellBlocksSolved == 0, "the kinds split into blocks")
                #expect(frames(a) == frames(b) && frames(a) == frames(c), "seed \(seed), \(name), findings \(findings)")
                #expect(a.findings == b.findings && a.findings == c.findings, "seed \(seed), \(name), findings \(findings)")
                if findings {
                    #expect(a.findings.contains { $0.kind == .ambiguousLayout }, "the loose kind's open x is found")
                    #expect(a.findings.contains { $0.kind == .unsatisfiableConstraints }, "the clash kind's conflict is found")
                }
            }
        }
    }

    @Test func cellsWithoutViewsFindTheSame() throws {
        // Lint lays cells out without their views (`LayoutEngine.buildsCellViews`): the same
        // cells, frames and findings (the loose kind's ambiguity, the clash kind's conflict).
        let spec = try loadSpec(Self.spec(cells: 80, seed: 6))
        let withViews = LayoutEngine(spec: spec, options: LayoutOptions(full: true))
        var without = withViews
        without.buildsCellViews = false
        let a = withViews.layout(on: device("iphone-se")), b = without.layout(on: device("iphone-se"))
        let cells = { (outcome: LayoutOutcome) in outcome.result.views.first?.list?.sections.first?.cells ?? [] }
        #expect(cells(a).map { "\($0.id) \($0.frame)" } == cells(b).map { "\($0.id) \($0.frame)" })
        #expect(cells(a).allSatisfy { !$0.views.isEmpty } && cells(b).allSatisfy(\.views.isEmpty))
        #expect(a.findings == b.findings && a.findings.contains { $0.kind == .unsatisfiableConstraints })
    }

    @Test func aRowGrownToItsLeastHeightSharesItsHorizontalBlock() throws {
        // A content configuration's row is at least 44 points high: a one-line setting is sized
        // at its automatic height, then solved again at 44 when placed. The two systems differ
        // in their vertical block only, so each title's horizontal block is solved once, not
        // once per height (blocks are cached by what they are, not by the system they came from).
        let titles = ["Wi-Fi", "Bluetooth", "Cellular", "Personal Hotspot", "Battery", "Privacy"]
        let rows = (0..<60).map { i in "          - { id: c\(i), kind: setting, title: \"\(titles[i % titles.count])\", value: \"On\" }" }
        var yaml = Self.spec(cells: 0, seed: 1)
        yaml = yaml.replacingOccurrences(of: "        cells:\n", with: "        cells:\n" + rows.joined(separator: "\n") + "\n")
        let spec = try loadSpec(yaml)
        let outcome = LayoutEngine(spec: spec, options: LayoutOptions(full: true)).layout(on: device("iphone-15"))
        let cells = outcome.result.views.first?.list?.sections.first?.cells ?? []
        #expect(cells.count == 60 && cells.allSatisfy { $0.frame.height == 44 }, "every row grown to 44 points")
        // One horizontal solve per title at both heights; the vertical block at most once at each.
        #expect(outcome.cellBlocksSolved <= titles.count + 2, "\(outcome.cellBlocksSolved) block solves for \(titles.count) titles")
        var fresh = LayoutEngine(spec: spec, options: LayoutOptions(full: true))
        fresh.usesCellCache = false
        #expect(frames(outcome) == frames(fresh.layout(on: device("iphone-15"))))
    }

    @Test func kindsAlikeButForTheirPrioritiesShareNoBlock() throws {
        // Two kinds with the same constraints whose labels differ only in compression
        // resistance, which the cells' own (intrinsic) constraints carry: a text too long for
        // the row is cut in one and overflows in the other, so their blocks must not share
        // solutions (a block's shape names its kind's template).
        let long = Array(repeating: "reservation", count: 12).joined(separator: " ")
        func kind(_ name: String, compression: Int) -> String {
            """
              \(name):
                height: automatic
                views:
                  - { id: title, type: label, text: "{title}", compressionResistance: { horizontal: \(compression) }, layout: [ "top == parent.top + 8", "bottom == parent.bottom - 8", "leading == parent.leading + 16", "trailing <= parent.trailing - 16 @500" ] }
            """
        }
        let rows = ["          - { id: a, kind: yielding, title: \"\(long)\" }", "          - { id: b, kind: holding, title: \"\(long)\" }"]
        let spec = try loadSpec("""
        \(Self.table(rows))
        cellKinds:
        \(kind("yielding", compression: 250))
        \(kind("holding", compression: 750))
        """)
        let outcome = LayoutEngine(spec: spec, options: LayoutOptions(full: true)).layout(on: device("iphone-15"))
        let widths = (outcome.result.views.first?.list?.sections.first?.cells ?? []).map { $0.views.first?.frame.width ?? -1 }
        #expect(widths.count == 2 && widths[0] < widths[1], "the yielding title is cut, the holding one not: \(widths)")
        var fresh = LayoutEngine(spec: spec, options: LayoutOptions(full: true))
        fresh.usesCellCache = false
        #expect(frames(outcome) == frames(fresh.layout(on: device("iphone-15"))))
    }

    @Test func previewsOfAnyWidthShareTheHorizontalBlock() throws {
        // One name, time and badge: the badge's width is held at its text's (hugging and compression at
        // 1000), so the preview between the name's leading edge and the badge has one width
        // whatever its text, and only its line count tells cells' blocks apart.
        var rng = SplitMix64(state: 9)
        let words = ["coffee", "a", "table", "of", "reservation", "café", "platform", "delayed"]
        let rows = (0..<120).map { i in
            let preview = (0..<(4 + rng.below(27))).map { _ in words[rng.below(words.count)] }.joined(separator: " ")
            return "          - { id: c\(i), kind: message, name: \"Ben\", time: \"09:41\", preview: \"\(preview)\", unread: 2, read: false }"
        }
        var yaml = Self.spec(cells: 0, seed: 1)
        yaml = yaml.replacingOccurrences(of: "        cells:\n", with: "        cells:\n" + rows.joined(separator: "\n") + "\n")
        let spec = try loadSpec(yaml)
        let outcome = LayoutEngine(spec: spec, options: LayoutOptions(full: true)).layout(on: device("iphone-15"))
        let lineCounts = Set(outcome.result.views.first?.list?.sections.first?.cells.compactMap { cell in
            cell.views.first { $0.id == "preview" }?.textLines?.count } ?? [])
        #expect(outcome.result.views.first?.list?.sections.first?.cells.count == 120)
        // The horizontal block once; the vertical one per line count, and once on one line
        // (each cell's first pass measures its preview unwrapped).
        #expect(outcome.cellBlocksSolved <= 2 + lineCounts.count, "\(outcome.cellBlocksSolved) block solves, \(lineCounts.count) line counts")
        var fresh = LayoutEngine(spec: spec, options: LayoutOptions(full: true))
        fresh.usesCellCache = false
        #expect(frames(outcome) == frames(fresh.layout(on: device("iphone-15"))))
    }

    @Test func horizontalAndVerticalConstraintsAreBlocks() {
        let x = LinearExpression(variable: 0), w = LinearExpression(variable: 2), y = LinearExpression(variable: 1)
        let h = LinearExpression(variable: 3)
        let origin = ConstraintOrigin.container(name: "test")
        let system = [LayoutConstraint(x, .equal, .constant(10), origin: origin), LayoutConstraint(w, .greaterOrEqual, x, origin: origin),
                      LayoutConstraint(y, .equal, .constant(0), origin: origin), LayoutConstraint(h, .lessOrEqual, y + 4, origin: origin)]
        let blocks = SystemBlocks(system, variableCount: 4)
        #expect(blocks?.variables == [[0, 2], [1, 3]])
        #expect(blocks?.block(of: system[3]) == 1)
        #expect(blocks.map { $0.localized(system[1]).rhs.terms.map(\.variable) } == [0])
        // A constant-only constraint can conflict with nothing to place it in; a variable no
        // constraint names is open: both are solved whole.
        #expect(SystemBlocks(system + [LayoutConstraint(.constant(1), .equal, .constant(2), origin: origin)], variableCount: 4) == nil)
        #expect(SystemBlocks(system, variableCount: 5) == nil)
        #expect(SystemBlocks(Array(system.prefix(2)) + [LayoutConstraint(y, .equal, x, origin: origin), system[3]], variableCount: 4) == nil,
                "one block")
    }
}
