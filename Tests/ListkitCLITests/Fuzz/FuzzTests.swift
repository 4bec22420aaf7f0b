import Foundation
import Testing

/// The seeded mutation fuzzer (issue #16) through the real binary, bounded for CI: a few
/// thousand runs (within a 60 s cap) over the examples, every test fixture and ../shared/yaml-test-suite. A run
/// fails on an exit status other than 0, 1 or 2, a signal, a timeout, output that differs
/// between two runs of the same input, a finding without line:col, or a raw control character.
///
/// `make fuzz` runs it longer with a fresh seed: LISTKIT_FUZZ_RUNS (cases), LISTKIT_FUZZ_SECONDS
/// (a wall-clock cap), LISTKIT_FUZZ_SEED. Failing inputs are saved and named with seed and case.
@Suite struct FuzzTests {
    static let environment = ProcessInfo.processInfo.environment
    static let runs = environment["LISTKIT_FUZZ_RUNS"].flatMap(Int.init) ?? 2_000
    static let seconds = environment["LISTKIT_FUZZ_SECONDS"].flatMap(Double.init) ?? 60
    static let seed = environment["LISTKIT_FUZZ_SEED"].flatMap(UInt64.init) ?? 16
    static let workers = environment["LISTKIT_FUZZ_WORKERS"].flatMap(Int.init) ?? 2

    /// The corpus files' paths: examples, fixtures, and the YAML test suite when it is there.
    static let corpusPaths: [String] = {
        let root = CLIRunner.packageRoot
        var paths: [String] = []
        for folder in ["specs/examples", "Tests"] {
            let enumerator = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)
            while let relative = enumerator?.nextObject() as? String {
                if relative.hasSuffix(".yaml") || relative.hasSuffix(".yml") { paths.append("\(folder)/\(relative)") }
            }
        }
        let suite = RobustnessTests.suiteFiles
        if suite.isEmpty { print("⚠️  WARNING: the fuzzer runs without ../shared/yaml-test-suite (missing)") }
        return paths.sorted() + suite
    }()

    struct Failure: CustomStringConvertible {
        var index: Int
        var arguments: [String]
        var reason: String
        var saved: String
        var description: String { "case \(index) (seed \(FuzzTests.seed)): listkit \(arguments.joined(separator: " ")) < \(saved): \(reason)" }
    }

    @Test func seededMutations() throws {
        let root = CLIRunner.packageRoot
        let corpus = Self.corpusPaths.map { path in
            Array((try? Data(contentsOf: path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appendingPathComponent(path))) ?? Data())
        }
        #expect(corpus.count > 50, "corpus of \(corpus.count) files")
        let fuzzer = MutationFuzzer(corpus: corpus, seed: Self.seed)
        let deadline = Date().addingTimeInterval(Self.seconds)
        signal(SIGPIPE, SIG_IGN)  // a case's listkit may exit before reading all its stdin
        let log = FuzzLog()
        // Two workers, for the two cores CI has (more only starve the other tests' pipe readers).
        DispatchQueue.concurrentPerform(iterations: Self.workers) { worker in
            var index = worker
            while index < Self.runs && Date() < deadline && log.failureCount < 5 {
                let fuzzCase = fuzzer.makeCase(index)
                let corpusPath = Self.corpusPaths[fuzzCase.original]
                let original = corpusPath.hasPrefix("/") ? corpusPath : root.appendingPathComponent(corpusPath).path
                let arguments = fuzzCase.arguments.map { $0 == "{original}" ? original : $0 }
                let executions = Self.check(fuzzCase, arguments: arguments)
                log.record(executions: executions.count, failure: executions.failure.map { reason in
                    Failure(index: fuzzCase.index, arguments: arguments, reason: reason, saved: Self.save(fuzzCase))
                })
                index += Self.workers
            }
        }
        print("fuzz: seed \(Self.seed), \(log.cases) cases, \(log.executions) executions of listkit, \(log.failures.count) failures")
        // The cap bounds CI time on a loaded machine; fewer than this means the runner is broken.
        #expect(log.cases >= min(Self.runs, 100), "only \(log.cases) cases ran before the \(Self.seconds) s cap")
        for failure in log.failures { Issue.record("\(failure)") }
    }

    /// Runs a case (twice for every fourth, and for every diff: both specs load concurrently)
    /// and returns how many runs it took and the first check that failed.
    static func check(_ fuzzCase: MutationFuzzer.Case, arguments: [String]) -> (count: Int, failure: String?) {
        guard let first = try? CLIRunner.run(arguments, stdin: Data(fuzzCase.input), timeout: 20) else { return (0, "could not run") }
        if let problem = problems(first, arguments: arguments) { return (1, problem) }
        guard fuzzCase.index % 4 == 0 || arguments[0] == "diff" else { return (1, nil) }
        guard let second = try? CLIRunner.run(arguments, stdin: Data(fuzzCase.input), timeout: 20) else { return (1, "could not run") }
        if second.status != first.status || second.stdout != first.stdout || second.stderr != first.stderr {
            return (2, "non-deterministic: exit \(first.status) then \(second.status), or different output")
        }
        return (2, nil)
    }

    static func problems(_ r: CLIRunner.Outcome, arguments: [String]) -> String? {
        if r.timedOut { return "timed out" }
        if r.signaled { return "killed by signal \(r.status)" }
        if ![0, 1, 2].contains(r.status) { return "exit status \(r.status)" }
        for (name, text) in [("stdout", r.stdout), ("stderr", r.stderr)] {
            let raw = OutputChecks.rawControls(text)
            if !raw.isEmpty { return "raw control characters \(raw.prefix(5)) in \(name)" }
            if let line = OutputChecks.unlocatedFindingLines(text, onlyRuleLines: true).first {
                return "unlocated finding in \(name): \(line.prefix(200))"
            }
        }
        if arguments[0] == "lint" && (arguments.count == 2) {
            if let line = OutputChecks.unlocatedFindingLines(r.stdout).first { return "unlocated finding: \(line.prefix(200))" }
        }
        if arguments.contains("json") && r.status != 2 {
            guard (try? JSONSerialization.jsonObject(with: Data(r.stdout.utf8))) != nil else { return "stdout is not JSON" }
        }
        return nil
    }

    static func save(_ fuzzCase: MutationFuzzer.Case) -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("listkit-fuzz-\(seed)-\(fuzzCase.index).yaml")
        try? Data(fuzzCase.input).write(to: path)
        return path.path
    }
}

/// Counts and failures gathered from the workers.
private final class FuzzLog: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var cases = 0
    private(set) var executions = 0
    private(set) var failures: [FuzzTests.Failure] = []
    var failureCount: Int { lock.withLock { failures.count } }

    func record(executions: Int, failure: FuzzTests.Failure?) {
        lock.withLock {
            cases += 1
            self.executions += executions
            if let failure { failures.append(failure) }
        }
    }
}
