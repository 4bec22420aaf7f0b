import Foundation
// bench-yaml: the loader against its floor, libyaml's event parser alone, on a spec-like file of
// 100k cells; then how fast hostile inputs are refused. Release build, medians of 5.
import BenchSupport
import ListkitYAML

/// A spec-like file: `sections` sections of `cellsPerSection` flow-mapping cells each.
func specLikeFile(sections: Int, cellsPerSection: Int) -> [UInt8] {
    var text = "listkit: 1\nscreen: Feed\nsections:\n"
    text.reserveCapacity(sections * cellsPerSection * 96)
    let authors = ["Some Name", "Ada Lovelace", "Grace Hopper", "Alan Turing"]
    var cell = 0
    for section in 0..<sections {
        text += "  - id: section-\(section)\n    title: Section \(section)\n    cells:\n"
        for _ in 0..<cellsPerSection {
            let id = String(repeating: "0", count: max(0, 6 - String(cell).count)) + String(cell)
            text += "      - { id: review-\(id), kind: Review, author: \(authors[cell % authors.count]), body: \"Lorem ipsum dolor\" }\n"
            cell += 1
        }
    }
    return Array(text.utf8)
}

/// Seconds one run of `body` takes; its result is folded into `sink` so it is not optimised away.
func seconds(_ body: () -> Int, sink: inout Int) -> Double {
    let clock = ContinuousClock()
    var result = 0
    let elapsed = clock.measure { result = body() }
    sink &+= result
    let parts = elapsed.components
    return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
}

/// Medians of 5 runs of each body, the bodies' runs interleaved so that both see the same load
/// on a shared machine.
func medians(_ bodies: [() -> Int], sink: inout Int) -> [Double] {
    var times = Array(repeating: [Double](), count: bodies.count)
    for _ in 0..<5 {
        for (i, body) in bodies.enumerated() { times[i].append(seconds(body, sink: &sink)) }
    }
    return times.map { $0.sorted()[2] }
}

/// "12.3 ms" (integer arithmetic: this executable links no libm).
func milliseconds(_ seconds: Double) -> String {
    let tenths = Int(seconds * 10_000 + 0.5)
    return "\(tenths / 10).\(tenths % 10) ms"
}

/// Nodes in a tree, without recursion (the loader caps depth, but a benchmark need not rely on it).
func countNodes(_ root: Node) -> Int {
    var stack = [root]
    var count = 0
    while let node = stack.popLast() {
        count += 1
        switch node.content {
        case .scalar: break
        case .sequence(let items): stack.append(contentsOf: items)
        case .mapping(let pairs):
            for pair in pairs { stack.append(pair.key); stack.append(pair.value) }
        }
    }
    return count
}

/// Loads and frees the tree (freeing is part of a load's cost); the result is cheap to compute.
func loadRun(_ bytes: [UInt8]) -> Int {
    do {
        return try YAMLLoader().load(bytes).mapping?.count ?? 0
    } catch {
        return error.mark.line
    }
}

/// The loader against its floor on the spec-like file.
func runLoader(sink: inout Int) {
    print("tree layout: Node \(MemoryLayout<Node>.size) B, Pair \(MemoryLayout<Node.Pair>.size) B, Scalar \(MemoryLayout<Scalar>.size) B")
    let file = specLikeFile(sections: 100, cellsPerSection: 1_000)
    print("spec-like file: 100 sections × 1000 cells = 100k cells, \(file.count / 1024) KiB")
    let pair = medians([{ LibYAMLFloor.countEvents(file) }, { loadRun(file) }], sink: &sink)
    let (floor, load) = (pair[0], pair[1])
    print("  LibYAMLFloor.countEvents  \(milliseconds(floor))  (\(LibYAMLFloor.countEvents(file)) events)")
    print("  YAMLLoader.load           \(milliseconds(load))  (\((try? YAMLLoader().load(file)).map(countNodes) ?? 0) nodes)")
    print("  ratio load / floor        \(ratio(load, to: floor))  (target ≤ 1.3×)")
}

/// How fast hostile inputs are refused.
func runHostile(sink: inout Int) {
    var laughs = "a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
    for (previous, name) in zip("abcdefghi", "bcdefghij") {
        laughs += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ", ") + "]\n"
    }
    let hostile: [(String, [UInt8])] = [
        ("billion laughs (9 levels)", Array(laughs.utf8)),
        ("100k-deep [[[…", Array((String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)).utf8)),
        ("50 MiB file", [UInt8](repeating: UInt8(ascii: "a"), count: 50 << 20)),
    ]
    print("hostile inputs, refused with a located error:")
    for (name, bytes) in hostile {
        let time = medians([{ loadRun(bytes) }], sink: &sink)[0]
        print("  \(name + String(repeating: " ", count: max(0, 26 - name.count))) \(milliseconds(time))")
    }
}

/// `bench-yaml floor FILE…`: one run of libyaml's parse alone over the files, one after the
/// other: wall and processor milliseconds — the floor that Benchmarks/diff-e2e.sh compares
/// `listkit diff` with.
func runFloor(_ paths: [String]) {
    let files = paths.map { path -> [UInt8] in
        guard let handle = FileHandle(forReadingAtPath: path), let data = try? handle.readToEnd() else {
            print("cannot read \(path)")
            exit(2)
        }
        return Array(data)
    }
    var sink = 0
    let cpuStart = ProcessUsage.processorSeconds()
    let time = seconds({ files.reduce(0) { $0 + LibYAMLFloor.countEvents($1) } }, sink: &sink)
    let cpu = ProcessUsage.processorSeconds() - cpuStart
    print("\(Int(time * 1000 + 0.5)) \(Int(cpu * 1000 + 0.5))")
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "floor" {
    runFloor(Array(arguments.dropFirst()))
    exit(0)
}

// `bench-yaml pipeline` runs only the spec pipeline section (for profiling and quick checks).
var sink = 0
if !CommandLine.arguments.dropFirst().contains("pipeline") {
    runLoader(sink: &sink)
    runHostile(sink: &sink)
}
if CommandLine.arguments.dropFirst().contains("stages") { runLintStages() } else { runSpecPipeline(sink: &sink) }
if sink == 42 { print("") }  // keeps the results alive
