// The spec pipeline that `listkit lint` and `listkit diff` run per file — load, decode, lint —
// against the same floor, on a real spec of 100k cells.
import ListkitSpec
import ListkitYAML

/// A valid spec with one table of `sections` × `cellsPerSection` flow-mapping cells and the cell
/// kind they use; the same shape as the 11 MB `big100k.yaml` the diff target was set on.
func bigSpecFile(sections: Int, cellsPerSection: Int) -> [UInt8] {
    func padded(_ n: Int, _ width: Int) -> String {
        let digits = String(n)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
    var text = """
    listkit: 1
    screen: Big
    views:
      - id: list
        type: table
        layout: [ edges == safeArea ]
        sections:\n
    """
    text.reserveCapacity(sections * cellsPerSection * 112)
    var cell = 0
    for section in 0..<sections {
        text += "      - id: section-\(padded(section, 4))\n        header: Section \(section)\n        cells:\n"
        for _ in 0..<cellsPerSection {
            text += "          - { id: review-\(padded(cell, 7))-abcdefghijklmn, kind: Review, author: Author \(cell % 977), body: \"Lorem ipsum dolor \(cell % 131)\" }\n"
            cell += 1
        }
    }
    text += """
    cellKinds:
      Review:
        height: automatic
        views:
          - { id: author, type: label, text: "{author}", font: headline, layout: [ top == parent.top + 12, horizontal == parent + 16 ] }
          - { id: body, type: label, text: "{body}", lines: 0, layout: [ top == author.bottom + 4, horizontal == parent + 16, bottom == parent.bottom - 12 ] }\n
    """
    return Array(text.utf8)
}

/// Load + decode; the result is the cell count, so the decoded model is used.
func decodeRun(_ bytes: [UInt8]) -> Int {
    guard let root = try? YAMLLoader().load(bytes) else { return -1 }
    var decoder = SpecDecoder()
    let spec = decoder.decode(root)
    return (spec.views.first?.list?.sections.count ?? 0) + decoder.diagnostics.count
}

/// What lint does per file: load, decode, every spec rule, sorted diagnostics.
func lintRun(_ bytes: [UInt8]) -> Int {
    let result = Linter(rules: Linter.specRules).lint(bytes, path: "big.yaml")
    return result.diagnostics.count + (result.spec?.views.count ?? 0)
}

/// "1.23×" (integer arithmetic: this executable links no libm).
func ratio(_ time: Double, to floor: Double) -> String {
    let hundredths = Int(time / floor * 100 + 0.5)
    return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)×"
}

func runSpecPipeline(sink: inout Int) {
    let file = bigSpecFile(sections: 100, cellsPerSection: 1_000)
    let diagnostics = Linter(rules: Linter.specRules).lint(file, path: "big.yaml").diagnostics.count
    print("spec pipeline: a valid spec of 100 sections × 1000 cells, \(file.count / 1024) KiB, \(diagnostics) diagnostics")
    let times = medians([
        { LibYAMLFloor.countEvents(file) }, { loadRun(file) }, { decodeRun(file) }, { lintRun(file) },
    ], sink: &sink)
    let names = ["LibYAMLFloor.countEvents", "load", "load+decode", "load+decode+lint"]
    for (name, time) in zip(names, times) {
        let padding = String(repeating: " ", count: max(0, 26 - name.count))
        print("  \(name)\(padding)\(milliseconds(time))  \(ratio(time, to: times[0]))")
    }
    print("  (target: load+decode+lint ≤ 1.3× the floor)")
}
