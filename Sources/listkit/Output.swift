import ListkitLint
import ListkitRender

/// Standard output and standard error, written with POSIX `write` so every failure is seen:
/// a full disk or a closed descriptor ends the command with `error: cannot write output: …` and
/// exit status 2. A reader that goes away (EPIPE: `listkit lint specs | head`) ends it quietly
/// with exit status 2, as a filter killed by SIGPIPE ends without a word (SIGPIPE itself is
/// ignored, see `OutputStreams.prepare`, so the process never dies of a signal).
enum OutputStreams {
    /// Called once before a command runs.
    static func prepare() {
        signal(SIGPIPE, SIG_IGN)
        for fd in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(fd, F_GETFD) < 0 && errno == EBADF {
            // A closed standard descriptor would be reused by the next file opened (a spec, or a
            // descriptor of the runtime's), and output written into it. Hold its number with
            // /dev/null and remember to fail as the closed descriptor would have.
            let reserved = open("/dev/null", fd == STDIN_FILENO ? O_RDONLY : O_WRONLY)
            if reserved >= 0 && reserved != fd { dup2(reserved, fd); close(reserved) }
            closedAtStart.insert(fd)
            if fd == STDIN_FILENO { SpecFiles.standardInputWasClosed = true }
        }
    }

    /// The standard descriptors that were closed when listkit started.
    nonisolated(unsafe) private(set) static var closedAtStart: Set<Int32> = []

    /// Whether `fd` was closed at start (reading or writing it fails with EBADF).
    static func wasClosed(_ fd: Int32) -> Bool { closedAtStart.contains(fd) }

    /// Writes all of `bytes` to `fd`, or ends the process as described above.
    static func write(_ bytes: UnsafeRawBufferPointer, to fd: Int32) {
        if wasClosed(fd) && !bytes.isEmpty { fail(fd: fd, code: EBADF) }
        var offset = 0
        while offset < bytes.count {
            guard let base = bytes.baseAddress else { return }
            let n = Glibc.write(fd, base + offset, bytes.count - offset)
            if n > 0 { offset += n; continue }
            if n < 0 && errno == EINTR { continue }
            fail(fd: fd, code: n < 0 ? errno : ENOSPC)
        }
    }

    static func write(_ text: String, to fd: Int32) {
        var text = text
        text.withUTF8 { write(UnsafeRawBufferPointer($0), to: fd) }
    }

    private static func fail(fd: Int32, code: Int32) -> Never {
        if code != EPIPE && fd != STDERR_FILENO {
            // Best effort: standard error may be what failed.
            var message = "error: cannot write output: \(Errno.message(code))\n"
            message.withUTF8 { _ = Glibc.write(STDERR_FILENO, $0.baseAddress, $0.count) }
        }
        exit(2)
    }
}

/// Standard output as a `TextOutputStream` that renderers write into piece by piece: pieces
/// are gathered into 64 KiB writes, so an output of any size needs that much memory.
struct StandardOutput: ByteOutputStream {
    private var buffer: [UInt8] = []
    private static let chunk = 64 << 10

    init() { buffer.reserveCapacity(Self.chunk) }

    mutating func write(_ string: String) {
        var string = string
        string.withUTF8 { write(utf8: UnsafeRawBufferPointer($0)) }
    }

    mutating func write(utf8 piece: UnsafeRawBufferPointer) {
        if buffer.count + piece.count > Self.chunk { flush() }
        if piece.count >= Self.chunk {
            OutputStreams.write(piece, to: STDOUT_FILENO)
        } else {
            buffer.append(contentsOf: piece)
        }
    }

    /// Writes what is gathered; call before the command ends.
    mutating func flush() {
        buffer.withUnsafeBytes { OutputStreams.write($0, to: STDOUT_FILENO) }
        buffer.removeAll(keepingCapacity: true)
    }
}

/// Writes to standard error (messages, summaries); standard output carries results only.
func printError(_ message: String, terminator: String = "\n") {
    OutputStreams.write(message + terminator, to: STDERR_FILENO)
}

/// Writes a whole result to standard output.
func printOutput(_ text: String) {
    OutputStreams.write(text, to: STDOUT_FILENO)
}

/// Ends the process with C's `exit`, where `ParsableCommand.exit(withError:)` shadows the name.
func exitProcess(_ status: Int32) -> Never { exit(status) }
