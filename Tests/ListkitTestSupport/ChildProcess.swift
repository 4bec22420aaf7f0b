import Foundation

/// Runs a program to its end with posix_spawn and poll: the one way tests start processes.
///
/// Foundation's `Process.run` crashed the whole test runner now and then on Linux (SIGSEGV in
/// memcpy inside `Process.run`, with `make test --parallel`), serialised or not; a test runner
/// that dies takes every suite's result with it. posix_spawn keeps the child's set-up in libc.
public enum ChildProcess {
    public struct Outcome: Sendable {
        /// The exit status, or the signal number when `signaled`.
        public var status: Int32
        /// True when the process died of a signal (a crash), not an exit or our timeout kill.
        public var signaled: Bool
        public var timedOut: Bool
        public var stdout: [UInt8]
        public var stderr: [UInt8]
    }

    public enum Failure: Error, CustomStringConvertible {
        case spawn(String, Int32)
        public var description: String {
            switch self { case let .spawn(path, code): "could not start \(path): \(String(cString: strerror(code)))" }
        }
    }

    /// - Parameters:
    ///   - executable: an absolute path (use `/usr/bin/env` to search PATH).
    ///   - environment: the child's whole environment; nil inherits this process's.
    ///   - directory: the child's working directory; nil keeps this process's.
    ///   - mergeErrors: stderr goes to the stdout pipe, interleaved as written.
    ///   - timeout: the child is killed (SIGKILL) after this many seconds: a hang guard.
    public static func run(_ executable: String, _ arguments: [String], environment: [String: String]? = nil,
                           directory: String? = nil, stdin: [UInt8] = [], mergeErrors: Bool = false,
                           timeout: TimeInterval = 60) throws -> Outcome {
        let env = environment ?? ProcessInfo.processInfo.environment
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = env.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }

        let (pid, streams) = try spawn(executable, argv, envp, directory: directory, mergeErrors: mergeErrors)
        let pumped = pump(stdin: stdin, to: streams.input, from: streams.output, streams.errors, pid: pid,
                          deadline: Date().addingTimeInterval(timeout))
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let signal = status & 0x7F
        return Outcome(status: signal != 0 ? signal : (status >> 8) & 0xFF, signaled: signal != 0 && !pumped.timedOut,
                       timedOut: pumped.timedOut, stdout: pumped.out, stderr: pumped.err)
    }

    /// This process's ends of the child's standard streams; `errors` is -1 when merged.
    private struct Streams { var input: Int32, output: Int32, errors: Int32 }

    /// Starts the child with its standard streams on fresh pipes. Spawns are serialised so a
    /// pipe made here is never inherited by another thread's child between `pipe` and
    /// `FD_CLOEXEC` (glibc's `pipe2` is not visible to Swift); the child also closes every
    /// descriptor above 2, so descriptors other code leaks cannot reach it.
    private static func spawn(_ executable: String, _ argv: [UnsafeMutablePointer<CChar>?], _ envp: [UnsafeMutablePointer<CChar>?],
                              directory: String?, mergeErrors: Bool) throws -> (pid_t, Streams) {
        try spawnLock.withLock {
            var input: [Int32] = [0, 0], output: [Int32] = [0, 0], errors: [Int32] = [-1, -1]
            guard pipe(&input) == 0 else { throw Failure.spawn(executable, errno) }
            guard pipe(&output) == 0 else { closeAll(input); throw Failure.spawn(executable, errno) }
            guard mergeErrors || pipe(&errors) == 0 else { closeAll(input + output); throw Failure.spawn(executable, errno) }
            let all = (input + output + errors).filter { $0 >= 0 }
            for fd in all { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }

            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_adddup2(&actions, input[0], 0)
            posix_spawn_file_actions_adddup2(&actions, output[1], 1)
            posix_spawn_file_actions_adddup2(&actions, mergeErrors ? output[1] : errors[1], 2)
            GNUSpawnActions.closeFrom(&actions, 3)
            if let directory { GNUSpawnActions.changeDirectory(&actions, directory) }
            var pid = pid_t()
            let code = posix_spawn(&pid, executable, &actions, nil, argv, envp)
            closeAll([input[0], output[1], errors[1]].filter { $0 >= 0 })
            guard code == 0 else {
                closeAll([input[1], output[0], errors[0]].filter { $0 >= 0 })
                throw Failure.spawn(executable, code)
            }
            return (pid, Streams(input: input[1], output: output[0], errors: errors[0]))
        }
    }

    /// Writes stdin and reads stdout and stderr as they become ready, until both end, so a
    /// large output cannot block the child; kills the child at the deadline.
    private static func pump(stdin: [UInt8], to inputFD: Int32, from outFD: Int32, _ errFD: Int32,
                             pid: pid_t, deadline: Date) -> (out: [UInt8], err: [UInt8], timedOut: Bool) {
        var written = 0
        _ = fcntl(inputFD, F_SETFL, O_NONBLOCK)
        var writeFD: Int32 = stdin.isEmpty ? -1 : inputFD
        if writeFD < 0 { close(inputFD) }
        var out: [UInt8] = [], err: [UInt8] = []
        var open: [Int32] = [outFD, errFD].filter { $0 >= 0 }
        var timedOut = false
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while !open.isEmpty {
            if Date() > deadline && !timedOut { timedOut = true; kill(pid, SIGKILL) }
            var fds = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            if writeFD >= 0 { fds.append(pollfd(fd: writeFD, events: Int16(POLLOUT), revents: 0)) }
            guard poll(&fds, nfds_t(fds.count), 100) >= 0 || errno == EINTR else { break }
            for entry in fds where entry.revents != 0 {
                if entry.fd == writeFD {
                    let n = stdin.withUnsafeBytes { Glibc.write(writeFD, $0.baseAddress! + written, stdin.count - written) }
                    if n > 0 { written += n }
                    if n < 0 && errno != EAGAIN && errno != EINTR || written == stdin.count { close(writeFD); writeFD = -1 }
                    continue
                }
                let n = buffer.withUnsafeMutableBytes { Glibc.read(entry.fd, $0.baseAddress, $0.count) }
                if n > 0 {
                    if entry.fd == outFD { out += buffer[0..<n] } else { err += buffer[0..<n] }
                } else if n == 0 || (errno != EINTR && errno != EAGAIN) {
                    close(entry.fd)
                    open.removeAll { $0 == entry.fd }
                }
            }
        }
        if writeFD >= 0 { close(writeFD) }
        return (out, err, timedOut)
    }

    private static func closeAll(_ fds: [Int32]) { for fd in fds { close(fd) } }
}

/// glibc's GNU extensions to posix_spawn's file actions (2.29 and 2.34), which Swift's Glibc
/// module does not import (they need _GNU_SOURCE): looked up by name once.
private enum GNUSpawnActions {
    private typealias Chdir = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32
    private typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32

    private static let chdir: Chdir? = symbol("posix_spawn_file_actions_addchdir_np")
    private static let closeFrom: CloseFrom? = symbol("posix_spawn_file_actions_addclosefrom_np")

    static func changeDirectory(_ actions: inout posix_spawn_file_actions_t, _ path: String) {
        guard let chdir else { preconditionFailure("glibc lacks posix_spawn_file_actions_addchdir_np (needs 2.29)") }
        _ = chdir(&actions, path)
    }

    /// Without the extension (glibc < 2.34) the FD_CLOEXEC flags above still protect our pipes.
    static func closeFrom(_ actions: inout posix_spawn_file_actions_t, _ lowest: Int32) {
        _ = closeFrom?(&actions, lowest)
    }

    private static func symbol<T>(_ name: String) -> T? {
        guard let pointer = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { return nil }
        return unsafeBitCast(pointer, to: T.self)
    }
}

private let spawnLock = NSLock()
