#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// This process's resource usage, as the benchmarks report it beside wall time: the machine is
/// shared, so processor time (user + system) shows work that a loaded wall clock hides.
public enum ProcessUsage {
    /// Processor time (user + system) this process has used so far, in seconds.
    public static func processorSeconds() -> Double {
        let usage = current()
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }

    /// The largest resident set this process has had so far, in MiB.
    public static func peakMemoryMB() -> Double {
        #if os(Linux)
        return Double(current().ru_maxrss) / 1024   // kilobytes on Linux
        #else
        return Double(current().ru_maxrss) / 1_048_576   // bytes on macOS
        #endif
    }

    private static func current() -> rusage {
        var usage = rusage()
        #if os(Linux)
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        return usage
    }
}
