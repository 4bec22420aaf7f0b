// dkbench: listkit's diff engine against DifferenceKit's StagedChangeset, on the same lists in
// the same process. Not a target of this package (it needs a DifferenceKit checkout):
// Benchmarks/diff-vs-differencekit.sh builds it in a scratch package beside that checkout.
//
//   dkbench OLD NEW RUNS [listkit|differencekit]
//
// The last argument runs one engine alone (for a profiler: perf record, callgrind).
// OLD and NEW hold one item a line, "content id" (bench-diff --write-input). Both engines see
// the same ids: listkit's as ranges of one byte buffer (DiffID.sharing, as a spec's lists
// share an id's bytes between versions), DifferenceKit's as one String per id shared by both
// lists. Each round runs both engines, alternating which goes first, after one untimed round;
// each result is summarised and freed outside the timed region. Prints one line of
// "key=value" fields: medians of RUNS rounds, CPU (user + system) and wall, in milliseconds.
import DifferenceKit
import ListkitDiff
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// DifferenceKit's element: identity is the id, content the version number (bench-diff's
/// DiffItem<Int>).
struct Item: Differentiable {
    let id: String
    let content: Int
    var differenceIdentifier: String { id }
    func isContentEqual(to source: Item) -> Bool { content == source.content }
}

func cpuMilliseconds() -> Double {
    var usage = rusage()
    #if os(Linux)
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    #else
    getrusage(RUSAGE_SELF, &usage)
    #endif
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000
        + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1000
}

func wallMilliseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1e6
}

/// The lines of `path` as (content, id).
func readItems(_ path: String) -> [(content: Int, id: String)] {
    guard let file = fopen(path, "r") else {
        fputs("dkbench: cannot read \(path)\n", stderr)
        exit(2)
    }
    defer { fclose(file) }
    var items: [(content: Int, id: String)] = []
    var line: UnsafeMutablePointer<CChar>? = nil, capacity = 0
    while getline(&line, &capacity, file) > 0 {
        let text = String(cString: line!).split(separator: "\n")[0]
        let fields = text.split(separator: " ", maxSplits: 1)
        guard fields.count == 2, let content = Int(fields[0]) else {
            fputs("dkbench: bad line in \(path): \(text)\n", stderr)
            exit(2)
        }
        items.append((content, String(fields[1])))
    }
    free(line)
    return items
}

let arguments = CommandLine.arguments
guard arguments.count == 4 || arguments.count == 5, let runs = Int(arguments[3]), runs > 0 else {
    fputs("usage: dkbench OLD NEW RUNS [listkit|differencekit]\n", stderr)
    exit(2)
}
let only = arguments.count == 5 ? arguments[4] : nil
let oldRead = readItems(arguments[1]), newRead = readItems(arguments[2])

// One String per distinct id, shared by both lists, and one DiffID per distinct id.
var pool: [String] = [], number: [String: Int] = [:]
func numbered(_ items: [(content: Int, id: String)]) -> [(content: Int, id: Int)] {
    items.map { item in
        if let k = number[item.id] { return (item.content, k) }
        number[item.id] = pool.count
        pool.append(item.id)
        return (item.content, pool.count - 1)
    }
}
let oldNumbered = numbered(oldRead), newNumbered = numbered(newRead)
let ids = DiffID.sharing(pool)
let listkitOld = [DiffSection(id: "s", content: 0, items: oldNumbered.map { DiffItem(id: ids[$0.id], content: $0.content) })]
let listkitNew = [DiffSection(id: "s", content: 0, items: newNumbered.map { DiffItem(id: ids[$0.id], content: $0.content) })]
let differenceKitOld = oldNumbered.map { Item(id: pool[$0.id], content: $0.content) }
let differenceKitNew = newNumbered.map { Item(id: pool[$0.id], content: $0.content) }

/// One engine's run: its times and what it reported (moves, stages).
struct Run { var cpu: Double, wall: Double, moves: Int, stages: Int }

@inline(never) func runListkit() -> Run {
    let wall = wallMilliseconds(), cpu = cpuMilliseconds()
    let changeset = Changeset(from: listkitOld, to: listkitNew, staging: .safe)
    let (spentCPU, spentWall) = (cpuMilliseconds() - cpu, wallMilliseconds() - wall)
    // Read after the clocks: the changeset is freed when this returns, outside the timing.
    return Run(cpu: spentCPU, wall: spentWall, moves: changeset.itemMoveCount, stages: changeset.stages.count)
}

@inline(never) func runDifferenceKit() -> Run {
    let wall = wallMilliseconds(), cpu = cpuMilliseconds()
    let changeset = StagedChangeset(source: differenceKitOld, target: differenceKitNew)
    let (spentCPU, spentWall) = (cpuMilliseconds() - cpu, wallMilliseconds() - wall)
    return Run(cpu: spentCPU, wall: spentWall, moves: changeset.reduce(0) { $0 + $1.elementMoved.count }, stages: changeset.count)
}

if let only {
    guard only == "listkit" || only == "differencekit" else {
        fputs("dkbench: unknown engine \(only)\n", stderr)
        exit(2)
    }
    let runs = (0...runs).map { _ in only == "listkit" ? runListkit() : runDifferenceKit() }.dropFirst()
    print("\(only) cpu median \(runs.map(\.cpu).sorted()[runs.count / 2]) ms, \(runs.first!.moves) moves")
    exit(0)
}
var listkit: [Run] = [], differenceKit: [Run] = []
for round in 0...runs {
    var pair: (listkit: Run, differenceKit: Run)
    if round % 2 == 0 {
        pair.listkit = runListkit()
        pair.differenceKit = runDifferenceKit()
    } else {
        pair.differenceKit = runDifferenceKit()
        pair.listkit = runListkit()
    }
    guard round > 0 else { continue }   // the untimed first round
    listkit.append(pair.listkit)
    differenceKit.append(pair.differenceKit)
}

func median(_ runs: [Run], _ value: (Run) -> Double) -> Double { runs.map(value).sorted()[runs.count / 2] }
func spread(_ runs: [Run]) -> String {
    let values = runs.map(\.cpu).sorted()
    return tenths(values.first!) + "-" + tenths(values.last!)
}
func tenths(_ value: Double) -> String { String(Double(Int((value * 10).rounded())) / 10) }

let lkCPU = median(listkit, \.cpu), dkCPU = median(differenceKit, \.cpu)
print("items=\(oldRead.count) runs=\(runs)",
      "listkit_cpu=\(tenths(lkCPU)) listkit_wall=\(tenths(median(listkit, \.wall))) listkit_cpu_range=\(spread(listkit))",
      "listkit_moves=\(listkit[0].moves) listkit_stages=\(listkit[0].stages)",
      "differencekit_cpu=\(tenths(dkCPU)) differencekit_wall=\(tenths(median(differenceKit, \.wall))) differencekit_cpu_range=\(spread(differenceKit))",
      "differencekit_moves=\(differenceKit[0].moves) differencekit_stages=\(differenceKit[0].stages)",
      "ratio_cpu=\(Double(Int((lkCPU / dkCPU * 1000).rounded())) / 1000)")
