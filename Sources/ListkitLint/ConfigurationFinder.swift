import ListkitSpec

/// Finds each file's `.listkit.yml`: the nearest one in the file's folder or a folder above it,
/// up to the repository root (the first folder holding `.git`), unless `--config` names one.
/// Configurations are read once each and cached by folder.
public final class ConfigurationFinder {
    /// The configuration `--config` names, used for every file.
    private var explicitConfig: LintConfiguration?
    private var byDirectory: [String: LintConfiguration] = [:]
    private var byFile: [String: LintConfiguration] = [:]
    /// Problems in the configurations read so far (`config` findings).
    public private(set) var diagnostics: [Diagnostic] = []
    /// Configuration files that could not be read.
    public private(set) var failures: [InputFailure] = []

    public init(explicitPath: String?) {
        if let explicitPath { explicitConfig = load(explicitPath) }
    }

    /// The configuration for a file (or, for standard input, for a path it stands for).
    public func configuration(for path: String) -> LintConfiguration {
        if let explicitConfig { return explicitConfig }
        let directory = Self.absolute(PathText.folder(of: path))
        return configuration(inOrAbove: directory)
    }

    public func configuration(inOrAbove directory: String) -> LintConfiguration {
        if let explicitConfig { return explicitConfig }
        if let cached = byDirectory[directory] { return cached }
        let fm = FileManager.default
        var result: LintConfiguration?
        for name in LintConfiguration.fileNames {
            let candidate = directory == "/" ? "/" + name : directory + "/" + name
            if fm.fileExists(atPath: candidate) { result = load(Self.display(candidate)); break }
        }
        if result == nil {
            let parent = PathText.deletingLastComponent(directory)
            let isRepositoryRoot = fm.fileExists(atPath: directory + "/.git")
            if isRepositoryRoot || parent == directory || parent.isEmpty {
                result = .defaults(baseDirectory: directory)
            } else {
                result = configuration(inOrAbove: parent)
            }
        }
        byDirectory[directory] = result
        return result!
    }

    private func load(_ path: String) -> LintConfiguration {
        if let cached = byFile[path] { return cached }
        let base = Self.absolute(PathText.folder(of: path))
        var config = LintConfiguration.defaults(baseDirectory: base)
        switch SpecFiles.read(SpecPath(bytes: Array(path.utf8))) {
        case .success(let bytes):
            var decoder = ConfigurationDecoder(path: path)
            config = decoder.decode(bytes, baseDirectory: base)
            diagnostics += decoder.diagnostics
        case .failure(let failure):
            failures.append(failure)
        }
        byFile[path] = config
        return config
    }

    /// An absolute path without `.` or `..` components (not resolving links, so paths stay as
    /// the user sees them).
    public static func absolute(_ path: String) -> String {
        let joined = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        if let ascii = asciiAbsolute(joined) { return ascii }
        var parts: [Substring] = []
        for part in joined.split(separator: "/") {
            if part == "." || part.isEmpty { continue }
            if part == ".." { if !parts.isEmpty { parts.removeLast() }; continue }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// `absolute` of an ASCII path that starts at the root, by its bytes (each byte a Character
    /// there, and none of `\r\n` a `/` or `.`); nil for other paths.
    private static func asciiAbsolute(_ joined: String) -> String? {
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        return joined.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            var result: [UInt8] = [], starts: [Int] = []
            result.reserveCapacity(bytes.count + 1)
            var i = 0
            while i < bytes.count {
                guard bytes[i] != slash else { i += 1; continue }
                var end = i
                while end < bytes.count, bytes[end] != slash { end += 1 }
                let isDot = end - i == 1 && bytes[i] == dot
                if end - i == 2, bytes[i] == dot, bytes[i + 1] == dot {
                    if let start = starts.popLast() { result.removeSubrange(start...) }
                } else if !isDot {
                    starts.append(result.count)
                    result.append(slash)
                    result.append(contentsOf: bytes[i..<end])
                }
                i = end
            }
            return result.isEmpty ? "/" : String(decoding: result, as: UTF8.self)
        } ?? nil
    }

    /// A path relative to the working directory when it is under it (how findings name files).
    public static func display(_ absolutePath: String) -> String {
        let cwd = absolute(".")
        if absolutePath.hasPrefix(cwd + "/") { return String(absolutePath.dropFirst(cwd.count + 1)) }
        return absolutePath
    }

    /// `path` relative to `base` when it is inside it, else nil.
    public static func relative(_ path: String, to base: String) -> String? {
        relative(absolute: absolute(path), to: base)
    }

    /// `relative(_:to:)` of a path already absolute (`absolute(_:)`'s form).
    public static func relative(absolute absolutePath: String, to base: String) -> String? {
        if base == "/" { return String(absolutePath.dropFirst()) }
        guard absolutePath.hasPrefix(base + "/") else { return nil }
        return String(absolutePath.dropFirst(base.count + 1))
    }
}
