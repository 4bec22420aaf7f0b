import Foundation

/// Finds and reads spec files: directories are searched for *.yaml and *.yml (sorted, so
/// output order never depends on the file system), `-` is standard input.
enum SpecFiles {
    static let stdinPath = "-"

    /// The files named or found under the given paths, and the paths that could not be used.
    static func expand(_ paths: [String]) -> (files: [String], failures: [CLIFailure]) {
        var files: [String] = []
        var failures: [CLIFailure] = []
        let fm = FileManager.default
        for path in paths {
            if path == stdinPath { files.append(path); continue }
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else {
                failures.append(.io(path: path, reason: "no such file or directory"))
                continue
            }
            guard isDirectory.boolValue else { files.append(path); continue }
            guard let walker = fm.enumerator(atPath: path) else {
                failures.append(.io(path: path, reason: "cannot read directory"))
                continue
            }
            var found: [String] = []
            while let relative = walker.nextObject() as? String {
                if relative.hasSuffix(".yaml") || relative.hasSuffix(".yml") {
                    found.append(path.hasSuffix("/") ? path + relative : path + "/" + relative)
                }
            }
            files += found.sorted()
        }
        return (files, failures)
    }

    /// The bytes of a file, or of standard input for `-`.
    static func read(_ path: String) -> Result<[UInt8], CLIFailure> {
        if path == stdinPath {
            return .success(Array(FileHandle.standardInput.readDataToEndOfFile()))
        }
        // POSIX reads straight into the array: no Data in between, no copy of a large spec.
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return .failure(.io(path: path, reason: "cannot read: \(String(cString: strerror(errno)))")) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) != S_IFDIR else {
            return .failure(.io(path: path, reason: "cannot read: is a directory"))
        }
        var bytes = [UInt8](repeating: 0, count: max(Int(info.st_size), 0) + 1)
        var count = 0
        while true {
            if count == bytes.count { bytes.append(contentsOf: repeatElement(0, count: bytes.count)) }
            let n = bytes.withUnsafeMutableBytes { readFile(fd, $0.baseAddress! + count, $0.count - count) }
            if n > 0 { count += n; continue }
            if n < 0 && errno == EINTR { continue }
            if n < 0 { return .failure(.io(path: path, reason: "cannot read: \(String(cString: strerror(errno)))")) }
            break
        }
        bytes.removeSubrange(count...)
        return .success(bytes)
    }

    /// How a path is shown in findings.
    static func displayName(_ path: String) -> String {
        path == stdinPath ? "<stdin>" : path
    }
}

/// POSIX `read`, named apart from `SpecFiles.read` so the call resolves to the system's.
private func readFile(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(fd, buffer, count)
}
