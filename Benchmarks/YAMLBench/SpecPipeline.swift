// The spec pipeline that `listkit lint` and `listkit diff` run per file — load, decode, lint —
// against the same floor, on a real spec of 100k cells.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
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

/// What lint does per file: load with the cells decoded on the way, decode the rest, every spec
/// rule, sorted diagnostics.
func lintRun(_ bytes: [UInt8]) -> Int {
    let loaded = SpecLoader().load(bytes, path: "big.yaml")
    return Linter(rules: Linter.specRules).check(loaded).count + (loaded.spec?.views.count ?? 0)
}

/// "1.23×" (integer arithmetic: this executable links no libm).
func ratio(_ time: Double, to floor: Double) -> String {
    let hundredths = Int(time / floor * 100 + 0.5)
    return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)×"
}

/// Medians of 5 interleaved runs of each body, in wall-clock time and in this thread's CPU time.
func wallAndCPUMedians(_ bodies: [() -> Int], sink: inout Int) -> (wall: [Double], cpu: [Double]) {
    var wall = Array(repeating: [Double](), count: bodies.count)
    var cpu = wall
    for _ in 0..<5 {
        for (i, body) in bodies.enumerated() {
            let start = threadCPUSeconds()
            wall[i].append(seconds(body, sink: &sink))
            cpu[i].append(threadCPUSeconds() - start)
        }
    }
    return (wall.map { $0.sorted()[2] }, cpu.map { $0.sorted()[2] })
}

func runSpecPipeline(sink: inout Int) {
    let file = bigSpecFile(sections: 100, cellsPerSection: 1_000)
    let diagnostics = Linter(rules: Linter.specRules).check(SpecLoader().load(file, path: "big.yaml")).count
    print("spec pipeline: a valid spec of 100 sections × 1000 cells, \(file.count / 1024) KiB, \(diagnostics) diagnostics")
    let (wall, cpu) = wallAndCPUMedians([
        { LibYAMLFloor.countEvents(file) }, { loadRun(file) }, { decodeRun(file) }, { lintRun(file) },
    ], sink: &sink)
    print("  median of 5                wall clock          thread CPU time")
    // The first two stages build the whole node tree; `SpecLoader.load`, what the commands run,
    // decodes the cells while the file loads instead (see CellReader).
    let names = ["LibYAMLFloor.countEvents", "load (whole tree)", "load+decode (whole tree)", "load+check"]
    for (i, name) in names.enumerated() {
        let padding = String(repeating: " ", count: max(0, 26 - name.count))
        let wallText = "\(milliseconds(wall[i]))  \(ratio(wall[i], to: wall[0]))"
        print("  \(name)\(padding)\(wallText)\(String(repeating: " ", count: max(0, 20 - wallText.count)))\(milliseconds(cpu[i]))  \(ratio(cpu[i], to: cpu[0]))")
    }
    print("  (target: load+check ≤ 1.3× the floor)")
}

/// This thread's CPU time in seconds: on a shared machine it leaves out the time spent waiting for
/// a core, so single stages compare better run to run than with a wall clock.
func threadCPUSeconds() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
}

/// Where lint's time goes on the big spec: the median of 5 of each stage, in thread CPU time
/// (a diagnostic aid, run by `bench-yaml stages`).
func runLintStages() {
    let file = bigSpecFile(sections: 100, cellsPerSection: 1_000)
    var times: [String: [Double]] = [:]
    var order: [String] = []
    func measure(_ name: String, _ body: () -> Void) {
        let start = threadCPUSeconds()
        body()
        if times[name] == nil { order.append(name) }
        times[name, default: []].append(threadCPUSeconds() - start)
    }
    for _ in 0..<5 {
        measure("floor") { _ = LibYAMLFloor.countEvents(file) }
        // Optionals emptied inside `measure` so each free happens in its own stage, not at a
        // value's last use.
        var root: Node?
        measure("load") { root = try? YAMLLoader().load(file) }
        var decoder = SpecDecoder()
        var spec: Spec?
        measure("decode") { spec = root.map { decoder.decode($0) } }
        measure("free tree") { root = nil }
        var context: LintContext?
        measure("context") { context = spec.map { LintContext(spec: $0) } }
        for rule in Linter.specRules {
            var diagnostics: [Diagnostic] = []
            measure("\(type(of: rule))") { if let context { rule.check(context, into: &diagnostics) } }
        }
        measure("free spec") { context = nil; spec = nil }
    }
    let floor = times["floor"].map { $0.sorted()[2] } ?? 1
    print("lint stages, thread CPU time, median of 5:")
    for name in order {
        let median = (times[name] ?? [0]).sorted()[2]
        print("  \(name)\(String(repeating: " ", count: max(0, 26 - name.count)))\(milliseconds(median))  \(ratio(median, to: floor))")
    }
}
