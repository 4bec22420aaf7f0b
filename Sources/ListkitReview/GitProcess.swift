import ListkitLint

/// Runs `git` with arguments and collects what it prints: the one process `listkit review`
/// starts, to read both versions of files from a repository without checking anything out.
/// posix_spawn (through `/usr/bin/env`, which finds git on PATH) with stdout and stderr on two
/// pipes read as they fill, so a large file's bytes cannot block git.
struct GitProcess {
    struct Output {
        var status: Int32
        var stdout: [UInt8]
        var stderr: String
    }

    /// The repository folder (`git -C`).
    var directory: String

    func run(_ arguments: [String]) -> Result<Output, InputFailure> {
        let argv = (["/usr/bin/env", "git", "-C", directory] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var output: [Int32] = [0, 0], errors: [Int32] = [0, 0]
        guard pipe(&output) == 0 else { return .failure(.io(path: directory, reason: "cannot start git: no pipe")) }
        guard pipe(&errors) == 0 else {
            close(output[0]); close(output[1])
            return .failure(.io(path: directory, reason: "cannot start git: no pipe"))
        }
        for fd in output + errors { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, output[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errors[1], 2)
        var pid = pid_t()
        let code = posix_spawn(&pid, "/usr/bin/env", &actions, nil, argv, environ)
        close(output[1]); close(errors[1])
        guard code == 0 else {
            close(output[0]); close(errors[0])
            return .failure(.io(path: directory, reason: "cannot start git: \(String(cString: strerror(code)))"))
        }
        let (out, err) = Self.drain(output[0], errors[0])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let exit = (status & 0x7F) != 0 ? 128 + (status & 0x7F) : (status >> 8) & 0xFF
        return .success(Output(status: exit, stdout: out, stderr: String(decoding: err, as: UTF8.self)))
    }

    /// Both pipes read until both end.
    private static func drain(_ outFD: Int32, _ errFD: Int32) -> ([UInt8], [UInt8]) {
        var out: [UInt8] = [], err: [UInt8] = []
        var open = [outFD, errFD]
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while !open.isEmpty {
            var fds = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            guard poll(&fds, nfds_t(fds.count), -1) >= 0 || errno == EINTR else { break }
            for entry in fds where entry.revents != 0 {
                let n = buffer.withUnsafeMutableBytes { read(entry.fd, $0.baseAddress, $0.count) }
                if n > 0 {
                    if entry.fd == outFD { out += buffer[0..<n] } else { err += buffer[0..<n] }
                } else if n == 0 || (errno != EINTR && errno != EAGAIN) {
                    close(entry.fd)
                    open.removeAll { $0 == entry.fd }
                }
            }
        }
        for fd in open { close(fd) }
        return (out, err)
    }

    /// Standard output of a command that must succeed, or its error as a failure naming it.
    func output(_ arguments: [String]) -> Result<[UInt8], InputFailure> {
        run(arguments).flatMap { result in
            guard result.status == 0 else {
                let message = result.stderr.split(separator: "\n").first.map(String.init) ?? "exit status \(result.status)"
                return .failure(.io(path: directory, reason: "git \(arguments.first ?? ""): \(message)"))
            }
            return .success(result.stdout)
        }
    }

    /// Standard output as text without its last line break.
    func line(_ arguments: [String]) -> Result<String, InputFailure> {
        output(arguments).map { bytes in
            var text = String(decoding: bytes, as: UTF8.self)
            while text.hasSuffix("\n") { text.removeLast() }
            return text
        }
    }
}
