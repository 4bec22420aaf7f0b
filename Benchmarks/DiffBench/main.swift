// bench-diff: the diff engine against Swift's CollectionDifference and a naive hashing
// floor, on the same inputs in the same process. Release build, medians of 5.
//
// Input per size n: ~27-character string ids; new = old with 10% deleted, 10% inserted,
// 10% moved and 10% updated at random positions (seeded, so every run diffs the same
// lists). Layouts: one section, and 100 sections (the flat lists cut into 100 equal
// parts, so most moves cross sections). The engine and the floor run in turns (engine,
// floor, engine, …) after one untimed round of each, so both see the same machine state.
//
//   swift build -c release --product bench-diff && .build/release/bench-diff [--quick]
//   --quick: skip Swift's inferringMoves() at 100k (one run of it takes ~20 s).
//   --staging safe|compact: the engine's staging (default safe).
//   --engine-only N [SECTIONS] [--floor|--input]: only the engine (or the floor, or
//   just building the input) on N items, for profiling.
//   --shape NAME N: only the engine on one adversarial shape (reversed, shuffled, one-id,
//   all-new) of N items, for profiling.
//   --write-input N DIR: writes the N-item input (DIR/old.txt, DIR/new.txt: one item a line,
//   "content id") for a peer engine built outside this package (diff-vs-differencekit.sh).
import BenchSupport
import ListkitDiff
import ListkitRandom
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// Median wall time and median processor time of `runs` runs, in milliseconds, and the
/// last result. Processor time is the steadier figure on a shared machine.
func measure<T>(runs: Int = 5, _ body: () -> T) -> (ms: Double, cpu: Double, result: T) {
    var times: [Double] = [], cpuTimes: [Double] = []
    var result: T? = nil
    for _ in 0..<runs {
        result = nil   // free the previous result outside the timed region
        let start = now(), startCPU = ProcessUsage.processorSeconds()
        result = body()
        times.append((now() - start) * 1000)
        cpuTimes.append((ProcessUsage.processorSeconds() - startCPU) * 1000)
    }
    return (times.sorted()[times.count / 2], cpuTimes.sorted()[cpuTimes.count / 2], result!)
}

/// Like `measure`, for several bodies measured in turns (one run of each per round, after one
/// untimed round), so that each body sees the same machine state as its peers: on a shared VM
/// the state drifts (cache pressure, page-fault cost) between blocks of runs, and a ratio of two
/// blocks measured apart swings with it. Each result is summarised by `summary` and freed
/// outside the timed region before the next body runs, so the peak memory is one body's.
func measureInTurns<Summary>(runs: Int = 5, _ bodies: [() -> Any], summary: (Any) -> Summary)
    -> [(ms: Double, cpu: Double, summary: Summary)] {
    var times = Array(repeating: [Double](), count: bodies.count), cpuTimes = times
    var summaries: [Summary?] = Array(repeating: nil, count: bodies.count)
    for round in 0...runs {
        for (k, body) in bodies.enumerated() {
            let start = now(), startCPU = ProcessUsage.processorSeconds()
            var result: Any? = body()
            let ms = (now() - start) * 1000, cpu = (ProcessUsage.processorSeconds() - startCPU) * 1000
            summaries[k] = summary(result!)
            result = nil
            guard round > 0 else { continue }   // the untimed first round
            times[k].append(ms)
            cpuTimes[k].append(cpu)
        }
    }
    return bodies.indices.map { k in (times[k].sorted()[runs / 2], cpuTimes[k].sorted()[runs / 2], summaries[k]!) }
}

/// "listkit-item-" + 14 hex digits: 27 characters, unique with overwhelming probability.
func makeID(_ rng: inout SplitMix64) -> String {
    let hex = String(rng.next() & 0x00FF_FFFF_FFFF_FFFF, radix: 16)
    return "listkit-item-" + String(repeating: "0", count: 14 - hex.count) + hex
}

/// Old and new flat lists: (id, content version), and their ids as Strings for the floor. The
/// ids are ranges of one buffer, each id shared by its old and new item (as a spec's lists share
/// an id's bytes between versions); the Strings are one per id, shared by both sides likewise.
func makeInput(count: Int, seed: UInt64) -> (old: [DiffItem<Int>], new: [DiffItem<Int>], oldIDs: [String], newIDs: [String]) {
    var rng = SplitMix64(seed: seed)
    var pool: [String] = []
    func fresh() -> Int {
        pool.append(makeID(&rng))
        return pool.count - 1
    }
    let old = (0..<count).map { _ in (id: fresh(), content: 0) }
    // Each survivor keeps its old position as sort key; moved and inserted items get a
    // random key, so they land at random positions after one sort.
    var keyed: [(key: Double, item: (id: Int, content: Int))] = []
    keyed.reserveCapacity(count + count / 10)
    for (position, item) in old.enumerated() {
        switch Int.random(in: 0..<10, using: &rng) {
        case 0: continue                                                                    // deleted
        case 1: keyed.append((Double.random(in: 0..<Double(count), using: &rng), item))      // moved
        case 2: keyed.append((Double(position), (item.id, 1)))                             // updated
        default: keyed.append((Double(position), item))
        }
    }
    for _ in 0..<(count / 10) {
        keyed.append((Double.random(in: 0..<Double(count), using: &rng), (fresh(), 0)))
    }
    keyed.sort { $0.key < $1.key }
    let ids = DiffID.sharing(pool)
    return (old.map { DiffItem(id: ids[$0.id], content: $0.content) }, keyed.map { DiffItem(id: ids[$0.item.id], content: $0.item.content) },
            old.map { pool[$0.id] }, keyed.map { pool[$0.item.id] })
}

/// The naive floor: a Dictionary<String, Int> of the old ids, probed with the new ids.
func naiveFloor(_ oldIDs: [String], _ newIDs: [String]) -> Int {
    var index = [String: Int](minimumCapacity: oldIDs.count)
    for (position, id) in oldIDs.enumerated() { index[id] = position }
    var found = 0
    for id in newIDs where index[id] != nil { found += 1 }
    return found
}

func sectioned(_ items: [DiffItem<Int>], parts: Int) -> [DiffSection<Int, Int>] {
    (0..<parts).map { part in
        let range = (items.count * part / parts)..<(items.count * (part + 1) / parts)
        return DiffSection(id: "section-\(part)", content: 0, items: Array(items[range]))
    }
}

func ratio(_ value: Double) -> String { String(Double(Int(value * 100)) / 100) + "×" }

func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
}

func format(_ ms: Double) -> String {
    ms >= 100 ? String(Int(ms.rounded())) : String(Double(Int(ms * 10)) / 10)
}

/// The adversarial shapes of `count` items, one section: (name, old, new).
func shapes(count: Int) -> [(String, [DiffItem<Int>], [DiffItem<Int>])] {
    var rng = SplitMix64(seed: 99)
    let ids = DiffID.sharing((0..<count).map { _ in makeID(&rng) })
    let items = ids.map { DiffItem(id: $0, content: 0) }
    let shuffled = items.shuffled(using: &rng), same: DiffID = "same"
    return [
        ("reversed", items, items.reversed()),
        ("shuffled", items, shuffled),
        ("one id", items.map { DiffItem(id: same, content: $0.content) }, items.map { _ in DiffItem(id: same, content: 1) }),
        ("all new", items, DiffID.sharing((0..<count).map { _ in makeID(&rng) }).map { DiffItem(id: $0, content: 0) }),
    ]
}

let quick = CommandLine.arguments.contains("--quick")
// --staging safe|compact: the engine's staging (safe, the default, as `listkit diff`).
let staging = CommandLine.arguments.firstIndex(of: "--staging")
    .flatMap { $0 + 1 < CommandLine.arguments.count ? Staging(rawValue: CommandLine.arguments[$0 + 1]) : nil } ?? .safe
// --shape NAME N: run just the engine on one shape (for a profiler).
if let flag = CommandLine.arguments.firstIndex(of: "--shape"), flag + 2 < CommandLine.arguments.count,
   let count = Int(CommandLine.arguments[flag + 2]) {
    let name = String(CommandLine.arguments[flag + 1].map { $0 == "-" ? " " : $0 })
    guard let (_, old, new) = shapes(count: count).first(where: { $0.0 == name }) else {
        print("unknown shape '\(name)': reversed, shuffled, one-id, all-new")
        exit(2)
    }
    let oldSections = [DiffSection(id: "s", content: 0, items: old)], newSections = [DiffSection(id: "s", content: 0, items: new)]
    let engine = measure { Changeset(from: oldSections, to: newSections, staging: staging) }
    print("engine \(format(engine.ms)) ms, cpu \(format(engine.cpu)) ms, \(engine.result.itemMoveCount) item moves")
    exit(0)
}
// --write-input N DIR: the input of size N as text, for diff-vs-differencekit.sh's harness,
// so that DifferenceKit and the engine diff exactly the lists this bench diffs.
if let flag = CommandLine.arguments.firstIndex(of: "--write-input"), flag + 2 < CommandLine.arguments.count,
   let count = Int(CommandLine.arguments[flag + 1]) {
    let (old, new, _, _) = makeInput(count: count, seed: UInt64(count))
    for (name, items) in [("old.txt", old), ("new.txt", new)] {
        let path = CommandLine.arguments[flag + 2] + "/" + name
        guard let file = fopen(path, "w") else {
            print("cannot write \(path)")
            exit(1)
        }
        for item in items { fputs("\(item.content) \(item.id)\n", file) }
        fclose(file)
    }
    exit(0)
}
// --engine-only N [SECTIONS]: run just the engine on n items (for a profiler).
if let flag = CommandLine.arguments.firstIndex(of: "--engine-only"), flag + 1 < CommandLine.arguments.count,
   let count = Int(CommandLine.arguments[flag + 1]) {
    let parts = flag + 2 < CommandLine.arguments.count ? Int(CommandLine.arguments[flag + 2]) ?? 1 : 1
    let (old, new, oldIDs, newIDs) = makeInput(count: count, seed: UInt64(count))
    let oldSections = sectioned(old, parts: parts), newSections = sectioned(new, parts: parts)
    if CommandLine.arguments.contains("--input") {
        print("input only: \(old.count + new.count) items")   // the baseline for a profiler
    } else if CommandLine.arguments.contains("--floor") {
        let floor = measure { naiveFloor(oldIDs, newIDs) }
        print("floor \(format(floor.ms)) ms, cpu \(format(floor.cpu)) ms")
    } else {
        let engine = measure { Changeset(from: oldSections, to: newSections, staging: staging) }
        print("engine \(format(engine.ms)) ms, cpu \(format(engine.cpu)) ms, \(engine.result.itemMoveCount) item moves, peak \(Int(ProcessUsage.peakMemoryMB())) MB")
    }
    exit(0)
}
print("bench-diff: 10% deleted, 10% inserted, 10% moved, 10% updated; 27-char ids")
print("median of 5, ms: wall clock / processor time (user + system) of this process")
print([pad("items", 8), pad("sections", 9), pad("engine", 15), pad("moves", 7), pad("stages", 7),
       pad("floor", 15), pad("engine/floor", 13), pad("swift", 9), pad("swift moves", 12), pad("peak MB", 8)].joined(separator: " "))
for count in [10_000, 100_000, 1_000_000] {
    let (old, new, oldIDs, newIDs) = makeInput(count: count, seed: UInt64(count))

    // Swift's Myers difference with inferred moves (flat ids: it has no sections).
    var swift = "-", swiftMoves = "-"
    if count <= 10_000 || (count <= 100_000 && !quick) {
        let peer = measure(runs: count <= 10_000 ? 5 : 1) { () -> Int in
            newIDs.difference(from: oldIDs).inferringMoves().reduce(0) { moves, change in
                if case .insert(_, _, let associated) = change, associated != nil { return moves + 1 }
                return moves
            }
        }
        swift = format(peer.ms) + (count > 10_000 ? "¹" : "")
        swiftMoves = String(peer.result)
    }

    for parts in [1, 100] {
        // The engine and the naive floor (a Dictionary<String, Int> of the old ids, probed
        // with the new ids), measured in turns.
        let oldSections = sectioned(old, parts: parts), newSections = sectioned(new, parts: parts)
        let measured = measureInTurns([{ Changeset(from: oldSections, to: newSections, staging: staging) }, { naiveFloor(oldIDs, newIDs) }]) {
            ($0 as? Changeset<Int, Int>).map { (moves: $0.itemMoveCount + $0.sectionMoveCount, stages: $0.stages.count) }
        }
        let engine = measured[0], floor = measured[1], moves = engine.summary!.moves
        print([pad(String(count), 8), pad(String(parts), 9), pad(format(engine.ms) + " / " + format(engine.cpu), 15),
               pad(String(moves), 7), pad(String(engine.summary!.stages), 7),
               pad(format(floor.ms) + " / " + format(floor.cpu), 15),
               pad(ratio(engine.ms / floor.ms) + " / " + ratio(engine.cpu / floor.cpu), 13), pad(swift, 9), pad(swiftMoves, 12),
               pad(String(Int(ProcessUsage.peakMemoryMB().rounded())), 8)].joined(separator: " "))
    }
}
print("¹ one run, wall clock (Myers' O(ND) difference takes seconds at this size)")

// Adversarial shapes, one section: time must grow like n (n log n for a shuffle).
print("")
print("shapes (one section; engine median of 5, ms wall / processor):")
print([pad("items", 8), pad("shape", 14), pad("engine", 15), pad("moves", 8), pad("warnings", 9)].joined(separator: " "))
for count in [100_000, 1_000_000] {
    for (name, old, new) in shapes(count: count) {
        let oldSections = [DiffSection(id: "s", content: 0, items: old)], newSections = [DiffSection(id: "s", content: 0, items: new)]
        let engine = measure { Changeset(from: oldSections, to: newSections, staging: staging) }
        print([pad(String(count), 8), pad(name, 14), pad(format(engine.ms) + " / " + format(engine.cpu), 15),
               pad(String(engine.result.itemMoveCount), 8), pad(String(engine.result.warnings.count), 9)].joined(separator: " "))
    }
}
print("peak MB: the process's maximum resident set so far (inputs included)")

