import Foundation

/// Runs the listkit binary with posix_spawn and poll, for the fuzzer's thousands of runs:
/// Foundation's Process.run crashed now and then (SIGSEGV in memcpy, taking the whole test
/// runner down) after a few thousand starts, serialised or not.
enum SpawnRunner {
    /// - Returns: nil when the process could not be started.
    static func run(_ arguments: [String], stdin: [UInt8], timeout: TimeInterval) -> CLIRunner.Outcome? {
        var environment = ProcessInfo.processInfo.environment
        environment["GITHUB_ACTIONS"] = nil
        environment["NO_COLOR"] = "1"
        let argv = ([CLIRunner.binary.path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }

        var input: [Int32] = [0, 0], output: [Int32] = [0, 0], errors: [Int32] = [0, 0]
        // Close-on-exec: a child another thread starts meanwhile must not inherit these ends, or
        // the reads here would wait for that child too. dup2 onto 0, 1, 2 clears the flag.
        // (Glibc's pipe2 is not visible to Swift, so the flag follows pipe: a narrow window.)
        guard pipe(&input) == 0, pipe(&output) == 0, pipe(&errors) == 0 else { return nil }
        for fd in input + output + errors { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, input[0], 0)
        posix_spawn_file_actions_adddup2(&actions, output[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errors[1], 2)
        var pid = pid_t()
        let spawned = posix_spawn(&pid, CLIRunner.binary.path, &actions, nil, argv, envp)
        for fd in [input[0], output[1], errors[1]] { close(fd) }
        guard spawned == 0 else {
            for fd in [input[1], output[0], errors[0]] { close(fd) }
            return nil
        }
        let streams = pump(stdin: stdin, to: input[1], from: output[0], errors[0], pid: pid, deadline: Date().addingTimeInterval(timeout))
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let signal = status & 0x7F
        return CLIRunner.Outcome(status: signal != 0 ? signal : (status >> 8) & 0xFF, signaled: signal != 0 && !streams.timedOut,
                                 timedOut: streams.timedOut, stdout: String(decoding: streams.out, as: UTF8.self),
                                 stderr: String(decoding: streams.err, as: UTF8.self))
    }

    /// Writes stdin and reads stdout and stderr as they become ready, until both end; kills the
    /// child at the deadline.
    private static func pump(stdin: [UInt8], to inputFD: Int32, from outFD: Int32, _ errFD: Int32,
                             pid: pid_t, deadline: Date) -> (out: [UInt8], err: [UInt8], timedOut: Bool) {
        var written = 0
        _ = fcntl(inputFD, F_SETFL, O_NONBLOCK)
        var writeFD: Int32 = stdin.isEmpty ? -1 : inputFD
        if writeFD < 0 { close(inputFD) }
        var out: [UInt8] = [], err: [UInt8] = []
        var open: [Int32] = [outFD, errFD]
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
}
