import Foundation

/// CPU time of this thread in nanoseconds: robust to other processes sharing the cores.
func threadCPUNanoseconds() -> UInt64 {
    var t = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
    return UInt64(t.tv_sec) * 1_000_000_000 + UInt64(t.tv_nsec)
}

/// Accumulated wall-clock and thread-CPU milliseconds of the bodies run through `time`.
struct Stopwatch {
    var wall = 0.0
    var cpu = 0.0
    /// The thread's user and system CPU milliseconds and its minor page faults in the timed
    /// bodies (`getrusage(RUSAGE_THREAD)`): where `cpu` varies between runs, it shows whether the
    /// kernel's share did (`--run … --detail`).
    var user = 0.0
    var system = 0.0
    var minorFaults = 0

    /// Never inlined, so that the timed region is one symbol for callgrind's `--toggle-collect`
    /// (`$s12bench_solver9StopwatchV4timeyyyyXEF`, docs/performance.md).
    @inline(never) mutating func time(_ body: () -> Void) {
        let usageStart = threadUsage()
        let cpuStart = threadCPUNanoseconds()
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        wall += Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        cpu += Double(threadCPUNanoseconds() - cpuStart) / 1e6
        let usageEnd = threadUsage()
        user += usageEnd.user - usageStart.user
        system += usageEnd.system - usageStart.system
        minorFaults += usageEnd.minorFaults - usageStart.minorFaults
    }
}

/// This thread's user and system CPU milliseconds and minor page faults so far.
func threadUsage() -> (user: Double, system: Double, minorFaults: Int) {
    var u = rusage()
    #if os(Linux)
    getrusage(__rusage_who_t(1), &u)   // RUSAGE_THREAD
    #else
    getrusage(RUSAGE_SELF, &u)
    #endif
    func ms(_ t: timeval) -> Double { Double(t.tv_sec) * 1e3 + Double(t.tv_usec) / 1e3 }
    return (ms(u.ru_utime), ms(u.ru_stime), Int(u.ru_minflt))
}

/// The 1-minute load average (other processes on the machine skew wall-clock figures).
func loadAverage() -> String {
    (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").first.map(String.init) ?? "?"
}

/// Peak resident set size of this process in MB (Linux VmHWM; 0 where unavailable).
func peakRSSMegabytes() -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        let digits = line.split(separator: " ").compactMap { Double($0) }
        if let kb = digits.first { return kb / 1024 }
    }
    return 0
}

func median(_ xs: [Double]) -> Double {
    let sorted = xs.sorted()
    guard !sorted.isEmpty else { return .nan }
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

/// Runs `executable args` and returns its standard output (nil if it failed to start or exited non-zero).
func run(_ executable: String, _ args: [String], input: Data? = nil) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = args
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.standardError
    let inPipe = Pipe()
    if input != nil { process.standardInput = inPipe }
    do { try process.run() } catch { return nil }
    if let input {
        inPipe.fileHandleForWriting.write(input)
        try? inPipe.fileHandleForWriting.close()
    }
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    return String(decoding: data, as: UTF8.self)
}
