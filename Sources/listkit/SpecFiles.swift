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
        guard let handle = FileHandle(forReadingAtPath: path) else {
            return .failure(.io(path: path, reason: FileManager.default.isReadableFile(atPath: path) ? "cannot open" : "cannot read (no such file or no permission)"))
        }
        defer { try? handle.close() }
        do {
            return .success(Array(try handle.readToEnd() ?? Data()))
        } catch {
            return .failure(.io(path: path, reason: "cannot read: \(error.localizedDescription)"))
        }
    }

    /// How a path is shown in findings.
    static func displayName(_ path: String) -> String {
        path == stdinPath ? "<stdin>" : path
    }
}
