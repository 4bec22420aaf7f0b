// bench-solver: the solver's benchmarks and its kiwi comparison.
//
//   bench-solver                   table of all scenarios (release, median of 5, each run in a
//                                  fresh process for a clean peak RSS), kiwisolver's time for
//                                  the same systems when python3 has it, then the kiwi
//                                  correctness comparison (scripts/kiwi_compare.py); then
//                                  every budget, PASS or FAIL (Budgets.swift)
//   bench-solver --quick           smaller sizes, for a smoke run
//   bench-solver --run NAME N      one measurement: prints "<ms> <peak MB>"
//   bench-solver --solve-json      reads systems as JSON on stdin, prints solutions (used by
//                                  scripts/kiwi_compare.py)
//   bench-solver --exact …         the exact solver alone (ExactBench.swift)
import Foundation
import ListkitSolver

let arguments = CommandLine.arguments
let executable = URL(fileURLWithPath: arguments[0]).resolvingSymlinksInPath().path

if arguments.count >= 4, arguments[1] == "--run", let scenario = Scenario(rawValue: arguments[2]), let n = Int(arguments[3]) {
    let watch = measure(scenario, n)
    if arguments.contains("--detail") {
        // wall, CPU, peak RSS, then the timed region's user and system CPU and minor faults.
        print(String(format: "%.4f %.4f %.1f %.1f %.1f %d", watch.wall, watch.cpu, peakRSSMegabytes(),
                     watch.user, watch.system, watch.minorFaults))
    } else {
        print(String(format: "%.4f %.4f %.1f", watch.wall, watch.cpu, peakRSSMegabytes()))
    }
    exit(0)
}
if arguments.count >= 2, arguments[1] == "--exact" {
    exit(ExactBench.runShape(arguments))
}
if arguments.count >= 2, arguments[1] == "--exact-json" {
    exit(ExactBench.runJSON(arguments))
}
if arguments.count >= 2, arguments[1] == "--solve-json" {
    solveJSON()
    exit(0)
}

let quick = arguments.contains("--quick")
/// One line of the table: `runs` fresh processes (median), kiwi's median of `kiwiRepeats`
/// (0: skipped, too slow for kiwi).
struct Entry {
    var scenario: Scenario
    var n: Int
    var kiwiRepeats: Int
    var runs = 5
}
let table: [Entry] = quick
    ? [Entry(scenario: .chain, n: 1_000, kiwiRepeats: 3), Entry(scenario: .chain, n: 10_000, kiwiRepeats: 0),
       Entry(scenario: .indep, n: 10_000, kiwiRepeats: 0), Entry(scenario: .grid, n: 1_000, kiwiRepeats: 3),
       Entry(scenario: .edit, n: 1_000, kiwiRepeats: 1), Entry(scenario: .cells, n: 1_000, kiwiRepeats: 1)]
    : [Entry(scenario: .chain, n: 1_000, kiwiRepeats: 5), Entry(scenario: .chain, n: 10_000, kiwiRepeats: 0),
       Entry(scenario: .chain, n: 100_000, kiwiRepeats: 0),
       Entry(scenario: .grid, n: 1_000, kiwiRepeats: 5), Entry(scenario: .grid, n: 5_000, kiwiRepeats: 1),
       Entry(scenario: .grid, n: 100_000, kiwiRepeats: 0),
       Entry(scenario: .indep, n: 1_000, kiwiRepeats: 5), Entry(scenario: .indep, n: 10_000, kiwiRepeats: 1),
       Entry(scenario: .indep, n: 100_000, kiwiRepeats: 0),
       Entry(scenario: .edit, n: 1_000, kiwiRepeats: 3), Entry(scenario: .cells, n: 10_000, kiwiRepeats: 1),
       Entry(scenario: .residentCells, n: 10_000, kiwiRepeats: 1),
       // Issue #12's shapes (budgets below). optional-equalities still grows super-linearly
       // (docs/solver.md, Limits): its 10k takes tens of seconds, so it runs once.
       Entry(scenario: .pinnedChain, n: 1_000, kiwiRepeats: 1), Entry(scenario: .pinnedChain, n: 10_000, kiwiRepeats: 1),
       Entry(scenario: .pinnedChain, n: 100_000, kiwiRepeats: 0),
       Entry(scenario: .optionalChain, n: 10_000, kiwiRepeats: 1),
       Entry(scenario: .optionalEqualities, n: 1_000, kiwiRepeats: 1),
       Entry(scenario: .optionalEqualities, n: 10_000, kiwiRepeats: 1, runs: 1),
       Entry(scenario: .duplicates, n: 100_000, kiwiRepeats: 1),
       // Issue #31's grid, top-aligned to the left neighbour at 250 (budgets below).
       Entry(scenario: .alignedGrid, n: 1_000, kiwiRepeats: 1), Entry(scenario: .alignedGrid, n: 10_000, kiwiRepeats: 0),
       Entry(scenario: .alignedGrid, n: 100_000, kiwiRepeats: 0),
       Entry(scenario: .readd, n: 100_000, kiwiRepeats: 1), Entry(scenario: .readd, n: 1_000_000, kiwiRepeats: 0)]

let script = findScript()
/// kiwisolver is the reference; install it for this user on first use (bench only, PyPI).
func kiwiImportable() -> Bool { run("/usr/bin/env", ["python3", "-c", "import kiwisolver"]) != nil }
let kiwiAvailable = script != nil && (kiwiImportable()
    || (run("/usr/bin/env", ["python3", "-m", "pip", "install", "--quiet", "--user", "kiwisolver"]) != nil && kiwiImportable()))
print("bench-solver: median of 5 runs (optional-equalities 10k: 1), each in a fresh process; load average \(loadAverage()); kiwi = kiwisolver \(kiwiAvailable ? "(python3, same systems, same run, wall)" : "not installed (pip install kiwisolver)")")
print("scenario            N        listkit wall      listkit CPU   peak RSS   kiwi")
var measured: [String: Measured] = [:]
for entry in table {
    let (scenario, n) = (entry.scenario, entry.n)
    var times: [Double] = [], cpus: [Double] = [], peaks: [Double] = []
    for _ in 0..<entry.runs {
        guard let line = run(executable, ["--run", scenario.rawValue, String(n)]) else { continue }
        let fields = line.split(separator: " ").compactMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        if fields.count == 3 { times.append(fields[0]); cpus.append(fields[1]); peaks.append(fields[2]) }
    }
    let t = median(times)
    var kiwi = "-"
    var kiwiMedian: Double?
    if kiwiAvailable, entry.kiwiRepeats > 0, let script,
       let out = run("/usr/bin/env", ["python3", script, "bench", scenario.rawValue, String(n), String(entry.kiwiRepeats)]) {
        kiwi = out.trimmingCharacters(in: .whitespacesAndNewlines)
        kiwiMedian = kiwi.split(separator: " ").first.flatMap { Double($0) }
    } else if kiwiAvailable {
        kiwi = "skipped (too slow: see docs/performance.md)"
    }
    measured[Budget.key(scenario, n)] = Measured(wall: t, cpu: median(cpus), peak: peaks.max() ?? 0, kiwi: kiwiMedian)
    let unit = scenario == .edit ? "µs/op" : "ms"
    // Padding in Swift, not with `%-19@`: Foundation on Linux ignores a width on `%@`, which
    // misaligned the table's columns.
    print(padded(scenario.rawValue, 19), String(format: "%-8d %9.3f", n, t), padded(unit, 7),
          String(format: "%9.3f", median(cpus)), padded(unit, 7), String(format: "%6.1f MB  ", peaks.max() ?? 0), kiwi)
}
for name in ["chain", "grid", "indep", "pinned-chain", "aligned-grid"] {
    if let a = measured["\(name) 1000"], let b = measured["\(name) 100000"] {
        print(String(format: "%@ 100k / 1k: %.1f× wall, %.1f× CPU", name, b.wall / a.wall, b.cpu / a.cpu))
    }
}
if !quick {
    print("== budgets (CPU medians; wall and kiwi beside)")
    let failed = Budget.report(measured)
    print(failed == 0 ? "bench-solver: every budget PASS" : "bench-solver: \(failed) budget(s) not met")
}

if kiwiAvailable, let script {
    print("== kiwi comparison (random systems)")
    let systems = quick ? "300" : "3000"
    if let out = run("/usr/bin/env", ["python3", script, "compare", executable, systems]) {
        print(out, terminator: "")
    } else {
        print("kiwi comparison FAILED")
        exit(1)
    }
}

func findScript() -> String? {
    let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    let candidates = [here.appendingPathComponent("scripts/kiwi_compare.py").path,
                      URL(fileURLWithPath: executable).deletingLastPathComponent()
                          .appendingPathComponent("../../../scripts/kiwi_compare.py").standardized.path]
    return candidates.first { FileManager.default.fileExists(atPath: $0) }
}

/// Solves one scenario; returns milliseconds (µs per operation for `edit`). The variables and
/// `Constraint` values are built first, untimed, and moved into `add` (PendingConstraints): the
/// figure is the solver's work (`add` of every constraint, then `solve`), as the kiwi side
/// times `addConstraint` + `updateVariables`. Longer than most functions on purpose: one case
/// per scenario, each building its systems and timing them, so the cases read side by side.
func measure(_ scenario: Scenario, _ n: Int) -> Stopwatch {
    var watch = Stopwatch()
    switch scenario {
    case .chain, .indep, .grid:
        let s = Solver()
        var constraints: [Constraint] = []
        let views = scenario == .chain ? Scenario.chain(s, n, &constraints)
            : scenario == .indep ? Scenario.indep(s, n, &constraints) : Scenario.grid(s, n, &constraints)
        let pending = PendingConstraints(constraints)
        watch.time {
            pending.add(to: s)
            s.solve()
        }
        guard s.value(views[views.count - 1].top).isFinite, s.conflicts.isEmpty else { fatalError("bad result") }
        return watch
    case .pinnedChain, .optionalChain, .optionalEqualities, .duplicates, .alignedGrid:
        let s = Solver()
        var constraints: [Constraint] = []
        let build = [.pinnedChain: ShapeScenario.pinnedChain, .optionalChain: ShapeScenario.optionalChain,
                     .optionalEqualities: ShapeScenario.optionalEqualities, .alignedGrid: ShapeScenario.alignedGrid][scenario] ?? ShapeScenario.duplicates
        let variables = build(s, n, &constraints)
        let pending = PendingConstraints(constraints)
        // The pending copy is what is added: the array's buffer goes back to the allocator before
        // the timed region, as an app's would once its constraints are handed to the solver.
        constraints = []
        watch.time {
            pending.add(to: s)
            s.solve()
        }
        guard s.value(variables[variables.count - 1]).isFinite, s.conflicts.isEmpty, s.failure == nil else { fatalError("bad result") }
        return watch
    case .readd:
        let s = Solver()
        var constraints: [Constraint] = []
        let views = Scenario.chain(s, 100, &constraints)
        for c in constraints { s.add(c) }
        let pin = (views[50].height == 30).at(.high)
        watch.time {
            for _ in 0..<n {
                guard let id = s.add(pin).id else { fatalError("re-add refused") }
                try? s.remove(id)
            }
            s.solve()
        }
        guard s.value(views[50].height) == 44 else { fatalError("readd gave a wrong layout") }
        return watch
    case .edit:
        let s = Solver()
        var constraints: [Constraint] = []
        let views = Scenario.chain(s, n, &constraints)
        for c in constraints { s.add(c) }
        let h0 = views[0].height
        do { try s.addEditVariable(h0, priority: .high) } catch { fatalError("\(error)") }
        s.solve()
        let rounds = 2_000
        watch.time {
            for k in 0..<rounds {
                try? s.suggest(h0, 30 + Double(k % 50))
                s.solve()
            }
        }
        let expected = 8 + (30 + Double((rounds - 1) % 50)) + 8 + Double(n - 2) * 52
        guard abs(s.value(views[n - 1].top) - expected) < 1e-6 else { fatalError("edit gave a wrong layout") }
        watch.wall *= 1000 / Double(rounds)
        watch.cpu *= 1000 / Double(rounds)
        return watch
    case .cells, .residentCells:
        // Cells are built untimed, `batch` at a time (solver, variables, constraints); one
        // stopwatch covers add + solve of every cell of every batch. `cells` builds 100 at a
        // time, as a layout that solves a cell, reads its frames and drops its solver has a
        // handful alive; `cells-resident` builds all N first (the benchmark up to 2026-11-23).
        // All 10,000 alive hold a few hundred MB, so each add runs on memory built long before
        // (slower than in batches; docs/perf-log/solver-front-shape.md). Timing each cell on its
        // own would read two clocks per cell, and on this VM clock_gettime is a syscall.
        let batch = scenario == .cells ? Scenario.cellsPerBatch : n
        var done = 0
        while done < n {
            var cells: [(solver: Solver, constraints: PendingConstraints, views: [Scenario.View])] = []
            cells.reserveCapacity(min(batch, n - done))
            for _ in 0..<min(batch, n - done) {
                let s = Solver()
                var constraints: [Constraint] = []
                let views = Scenario.cell(s, &constraints)
                cells.append((s, PendingConstraints(constraints), views))
            }
            watch.time {
                for cell in cells {
                    cell.constraints.add(to: cell.solver)
                    cell.solver.solve()
                }
            }
            for cell in cells {
                guard cell.solver.value(cell.views[4].top).isFinite, cell.solver.conflicts.isEmpty else { fatalError("bad cell") }
            }
            done += cells.count
        }
        return watch
    }
}

/// `text` followed by spaces up to `width` characters (never cut).
func padded(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}
