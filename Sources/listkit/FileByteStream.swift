import ListkitLint
import ListkitYAML

/// A regular file read for the loader in chunks, as libyaml asks for them (`YAMLByteStream`):
/// the loader keeps no copy of the whole file. The file's bytes are read again only for a
/// failure's snippets.
final class FileByteStream: YAMLByteStream {
    private let fd: Int32
    /// The `errno` of a failed read.
    private(set) var failure: Int32?
    /// Why reading failed, as `SpecFiles.read` words it.
    var failureReason: String { Errno.message(failure ?? EIO) }

    /// Opens `path` when it names a regular file; nil for anything else (standard input, a
    /// pipe, a device, a directory), which is read whole as before, and when it cannot be
    /// opened (reading it whole then reports why).
    init?(_ path: SpecPath) {
        guard let bytes = path.bytes else { return nil }
        // Never opened unless a regular file: opening a named pipe would wait for its writer,
        // and closing it again would drop what the writer sent.
        var status = stat()
        guard CPath.with(bytes, { stat($0, &status) }) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        // Non-blocking, in case the path became a pipe since (reads of a regular file ignore it).
        let fd = CPath.with(bytes) { open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK) }
        guard fd >= 0 else { return nil }
        guard fstat(fd, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            close(fd)
            return nil
        }
        self.fd = fd
    }

    deinit { close(fd) }

    func read(into buffer: UnsafeMutableRawBufferPointer) -> Int? {
        guard let base = buffer.baseAddress, buffer.count > 0 else { return 0 }
        while true {
            let n = Glibc.read(fd, base, buffer.count)
            if n >= 0 { return n }
            if errno == EINTR { continue }
            failure = errno
            return nil
        }
    }

    func reread(upTo count: Int) -> [UInt8]? {
        var failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, filled in
            guard let base = buffer.baseAddress else { return }
            while filled < count {
                let n = pread(fd, base + filled, count - filled, off_t(filled))
                if n > 0 { filled += n; continue }
                if n < 0, errno == EINTR { continue }
                failed = n < 0
                return
            }
        }
        return failed ? nil : bytes
    }
}
