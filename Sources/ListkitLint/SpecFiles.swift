import ListkitRender
import ListkitYAML

/// A spec to read: its path as the file system spells it (bytes: a name need not be UTF-8),
/// or standard input; and how it is shown in findings, escaped.
public struct SpecPath: Sendable, Hashable {
    /// The path's bytes without a terminating NUL; nil for standard input.
    public let bytes: [UInt8]?
    public let displayName: String

    public static let standardInput = SpecPath(bytes: nil, displayName: "<stdin>")

    public init(bytes: [UInt8]?, displayName: String) {
        self.bytes = bytes
        self.displayName = displayName
    }

    public init(bytes: [UInt8]) {
        self.init(bytes: bytes, displayName: SpecFiles.displayName(bytes))
    }
}

/// Finds and reads spec files: directories are searched for *.yaml and *.yml, and Interface
/// Builder's *.xib and *.storyboard (sorted by bytes, so
/// output order never depends on the file system), `-` is standard input.
///
/// Nothing here trusts the file system: a file is read up to the loader's cap and one byte more,
/// never by its announced size (a sparse 5 GB file, `/dev/zero`); FIFOs, sockets and devices a
/// walk finds are skipped with a note (reading a FIFO would wait for a writer forever); named
/// ones are read like files, with the cap; every failure is reported with the path and reason.
public enum SpecFiles {
    public static let stdinPath = "-"
    /// Inputs larger than this are refused by the loader; reading stops one byte past it.
    public static let cap = YAMLLoader.Limits().maxBytes

    /// What a path argument gave, in argument order: a file to read, a failure (exit 2), or a
    /// note about something skipped.
    public enum Entry: Sendable {
        case file(SpecPath)
        case failure(InputFailure)
        case note(String)
    }

    /// The files named or found under the given paths, failures and notes among them in order.
    /// - Parameter filter: what a directory walk leaves out (`DiscoveryFilter`); named paths
    ///   are never filtered.
    public static func expand(_ arguments: [String], filter: DiscoveryFilter? = nil) -> [Entry] {
        var entries: [Entry] = []
        for argument in arguments {
            if argument == stdinPath { entries.append(.file(.standardInput)); continue }
            let path = CommandLineBytes.bytes(of: argument)
            switch FileKind.of(path, following: true) {
            case .failure(let reason):
                entries.append(.failure(.io(path: displayName(path), reason: reason.text)))
            case .success(.directory):
                var found: [(path: [UInt8], entry: Entry)] = []
                walk(path, filter: filter, into: &found)
                entries += found.sorted { $0.path.lexicographicallyPrecedes($1.path) }.map(\.entry)
            case .success:
                entries.append(.file(SpecPath(bytes: path)))
            }
        }
        return entries
    }

    /// A file name a walk takes for a spec.
    public static func isSpecName(_ name: [UInt8]) -> Bool {
        [".yaml", ".yml", ".xib", ".storyboard"].contains { suffix in name.count >= suffix.utf8.count && name.suffix(suffix.utf8.count).elementsEqual(suffix.utf8) }
    }

    /// Every spec under `directory`, with failures and skipped special files, unsorted. Symbolic
    /// links to files are followed; links to directories are not (no loops).
    /// - Complexity: O(entries under the directory); one directory open at a time.
    private static func walk(_ directory: [UInt8], filter: DiscoveryFilter?, into found: inout [(path: [UInt8], entry: Entry)]) {
        let names: [[UInt8]]
        switch DirectoryListing.names(in: directory) {
        case .success(let n): names = n
        case .failure(let reason):
            found.append((directory, .failure(.io(path: displayName(directory), reason: reason.text))))
            return
        }
        for name in names {
            let child = directory.last == UInt8(ascii: "/") ? directory + name : directory + [UInt8(ascii: "/")] + name
            switch FileKind.of(child, following: false) {
            case .success(.directory):
                if filter?.skipsDirectory(child, name: name) != true { walk(child, filter: filter, into: &found) }
                continue
            case .failure(let reason):
                // Nothing is known about it, not even whether it is a directory of specs.
                found.append((child, .failure(.io(path: displayName(child), reason: reason.text))))
                continue
            case .success: break
            }
            guard isSpecName(name), filter?.skipsFile(child) != true else { continue }
            switch FileKind.of(child, following: true) {
            case .success(.regular): found.append((child, .file(SpecPath(bytes: child))))
            case .success(.directory): continue
            case .success(.special(let what)):
                found.append((child, .note("\(displayName(child)): note: skipped: \(what), not a regular file")))
            case .failure(let reason):
                found.append((child, .failure(.io(path: displayName(child), reason: reason.text))))
            }
        }
    }

    /// Whether standard input was closed when the process started (the CLI reserves its number
    /// with /dev/null then: `OutputStreams.prepare`); reading it fails as a closed one would.
    nonisolated(unsafe) public static var standardInputWasClosed = false

    /// The bytes of a file or of standard input, at most `cap + 1` of them.
    public static func read(_ path: SpecPath) -> Result<[UInt8], InputFailure> {
        guard let bytes = path.bytes else {
            if standardInputWasClosed { return .failure(.io(path: path.displayName, reason: "cannot read: \(Errno.message(EBADF))")) }
            return BoundedReader.read(fd: STDIN_FILENO, limit: cap + 1)
                .mapError { .io(path: path.displayName, reason: "cannot read: \($0.text)") }
        }
        let fd = CPath.with(bytes) { open($0, O_RDONLY | O_CLOEXEC) }
        guard fd >= 0 else { return .failure(.io(path: path.displayName, reason: "cannot read: \(Errno.message())")) }
        defer { close(fd) }
        return BoundedReader.read(fd: fd, limit: cap + 1).mapError { .io(path: path.displayName, reason: "cannot read: \($0.text)") }
    }

    /// How a path argument is shown in findings.
    public static func displayName(_ argument: String) -> String {
        argument == stdinPath ? SpecPath.standardInput.displayName : displayName(CommandLineBytes.bytes(of: argument))
    }

    /// A path's bytes as text: UTF-8 as it is, other bytes as `\xFF`, controls escaped.
    public static func displayName(_ bytes: [UInt8]) -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return TextEscaping.escaped(text) }
        var result = ""
        var i = 0
        while i < bytes.count {
            let valid = (1...4).lazy.compactMap { n in
                i + n <= bytes.count ? String(validating: bytes[i..<(i + n)], as: UTF8.self).map { ($0, n) } : nil
            }.first
            if let (character, n) = valid {
                result += TextEscaping.escaped(character)
                i += n
            } else {
                result += "\\x" + String(bytes[i], radix: 16, uppercase: true)
                i += 1
            }
        }
        return result
    }
}

/// The bytes of a command-line argument as the shell passed them: Swift's `CommandLine.arguments`
/// repairs invalid UTF-8, which would turn a file's real name into one that does not exist.
public enum CommandLineBytes {
    public static func bytes(of argument: String) -> [UInt8] {
        for index in 1..<Int(CommandLine.argc) {
            guard let raw = CommandLine.unsafeArgv[index] else { continue }
            let length = strlen(raw)
            let bytes = raw.withMemoryRebound(to: UInt8.self, capacity: length) { Array(UnsafeBufferPointer(start: $0, count: length)) }
            if String(decoding: bytes, as: UTF8.self) == argument { return bytes }
        }
        return Array(argument.utf8)
    }
}

/// What a path is, by `stat` (following links) or `lstat` (not).
public enum FileKind: Equatable {
    case regular
    case directory
    /// A FIFO, socket or device, named for the note that skips it.
    case special(String)

    public static func of(_ path: [UInt8], following: Bool) -> Result<FileKind, IOReason> {
        var info = stat()
        let status = (path + [0]).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { name -> Int32 in
                guard let name = name.baseAddress else { return -1 }
                return following ? stat(name, &info) : lstat(name, &info)
            }
        }
        guard status == 0 else { return .failure(IOReason(Errno.message())) }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .success(.directory)
        case S_IFIFO: return .success(.special("a FIFO"))
        case S_IFSOCK: return .success(.special("a socket"))
        case S_IFCHR: return .success(.special("a character device"))
        case S_IFBLK: return .success(.special("a block device"))
        default: return .success(.regular)  // regular files, and links when not followed
        }
    }
}

/// A directory's entry names as bytes, sorted, without `.` and `..`; the directory is closed
/// before the caller descends, so deep trees never hold many descriptors.
public enum DirectoryListing {
    public static func names(in directory: [UInt8]) -> Result<[[UInt8]], IOReason> {
        let handle = CPath.with(directory) { opendir($0) }
        guard let handle else { return .failure(IOReason("cannot read directory: \(Errno.message())")) }
        defer { closedir(handle) }
        var names: [[UInt8]] = []
        while true {
            errno = 0
            guard let entry = readdir(handle) else {
                if errno != 0 { return .failure(IOReason("cannot read directory: \(Errno.message())")) }
                break
            }
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            if name == [UInt8(ascii: ".")] || name == [UInt8(ascii: "."), UInt8(ascii: ".")] { continue }
            names.append(name)
        }
        return .success(names.sorted { $0.lexicographicallyPrecedes($1) })
    }
}

/// Reads a descriptor to its end or to `limit` bytes, whichever comes first, growing the buffer
/// as bytes arrive (a file's announced size sizes the first buffer but is never trusted for the
/// end: files change while read, sparse files and devices lie).
public enum BoundedReader {
    /// - Returns: the bytes, or the reason reading failed (`strerror`, lower-cased).
    public static func read(fd: Int32, limit: Int) -> Result<[UInt8], IOReason> {
        guard let size = regularFileSize(fd), size < limit else { return readGrowing(fd: fd, limit: limit, prefix: []) }
        // A regular file's size is only a hint, but a good one: its bytes are read straight into
        // the array that keeps them (no buffer grown and copied: for a 10 MB spec that is three
        // times its size in fresh pages). One byte more than announced shows where it ends.
        var failure: IOReason?
        let bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, count in
            failure = readFully(fd, into: buffer, count: &count)
        }
        if let failure { return .failure(failure) }
        return bytes.count <= size ? .success(bytes) : readGrowing(fd: fd, limit: limit, prefix: bytes)
    }

    /// The size of the regular file open at `fd`; nil for anything else (a pipe, a device).
    private static func regularFileSize(_ fd: Int32) -> Int? {
        var status = stat()
        guard fstat(fd, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size >= 0 else { return nil }
        return Int(status.st_size)
    }

    /// Reads until `buffer` is full or the end of the input; `count` is how many bytes arrived.
    private static func readFully(_ fd: Int32, into buffer: UnsafeMutableBufferPointer<UInt8>, count: inout Int) -> IOReason? {
        guard let base = buffer.baseAddress else { return nil }
        while count < buffer.count {
            let n = Glibc.read(fd, base + count, buffer.count - count)
            if n > 0 { count += n; continue }
            if n == 0 { break }
            if errno == EINTR { continue }
            return IOReason(Errno.message())
        }
        return nil
    }

    /// Reads to the end or to `limit` bytes after `prefix` (bytes already read).
    private static func readGrowing(fd: Int32, limit: Int, prefix: [UInt8]) -> Result<[UInt8], IOReason> {
        var buffer = GrowingBuffer(capacity: min(max(64 << 10, 2 * prefix.count), limit))
        defer { buffer.release() }
        prefix.withUnsafeBytes { if let base = $0.baseAddress { buffer.next.copyMemory(from: base, byteCount: $0.count) } }
        buffer.count = prefix.count
        while true {
            var arrived = 0
            let room = UnsafeMutableBufferPointer(start: buffer.next.bindMemory(to: UInt8.self, capacity: buffer.room), count: buffer.room)
            if let failure = readFully(fd, into: room, count: &arrived) { return .failure(failure) }
            buffer.count += arrived
            guard buffer.isFull, buffer.count < limit else { return .success(buffer.bytes) }
            buffer.grow(to: min(2 * buffer.capacity, limit))
        }
    }
}

/// Raw bytes grown by `realloc`: no zero-filling of room that a read may never use.
private struct GrowingBuffer {
    private var base: UnsafeMutableRawPointer
    public private(set) var capacity: Int
    public var count = 0

    public init(capacity: Int) {
        self.capacity = max(capacity, 1)
        base = UnsafeMutableRawPointer.allocate(byteCount: self.capacity, alignment: 1)
    }

    public var isFull: Bool { count == capacity }
    /// Where the next bytes go, and how many fit.
    public var next: UnsafeMutableRawPointer { base + count }
    public var room: Int { capacity - count }

    public mutating func grow(to newCapacity: Int) {
        let bigger = UnsafeMutableRawPointer.allocate(byteCount: newCapacity, alignment: 1)
        bigger.copyMemory(from: base, byteCount: count)
        base.deallocate()
        base = bigger
        capacity = newCapacity
    }

    public var bytes: [UInt8] { Array(UnsafeRawBufferPointer(start: base, count: count)) }

    public func release() { base.deallocate() }
}

/// Why a file could not be used, in listkit's words ("no such file or directory").
public struct IOReason: Error, Sendable {
    public var text: String
    public init(_ text: String) { self.text = text }
}

public enum Errno {
    /// `strerror(errno)` with a lower-case first letter, as listkit's messages are written.
    public static func message(_ code: Int32 = errno) -> String {
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }
}

/// A path's bytes as the NUL-terminated C string POSIX calls take (names may be any bytes, not
/// only UTF-8, so no `String` in between).
public enum CPath {
    public static func with<T>(_ bytes: [UInt8], _ body: (UnsafePointer<CChar>) -> T) -> T {
        (bytes + [0]).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) }
        }
    }
}
