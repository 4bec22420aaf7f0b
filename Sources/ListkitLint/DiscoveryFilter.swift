/// What a directory walk leaves out: folders no spec lives in (hidden ones, build products,
/// dependency checkouts), what `.gitignore` ignores, and what the configuration excludes.
/// Files named on the command line are never filtered. Whether a found YAML file is a spec at
/// all is decided when it is read (`SpecSniffer`).
public final class DiscoveryFilter: @unchecked Sendable {
    /// Folders skipped by name, besides hidden ones (`.git`, `.build`, `.swiftpm`, …).
    public static let skippedFolders: Set<String> = ["DerivedData", "Pods", "Carthage", "node_modules"]

    private let configurations: ConfigurationFinder
    private var ignores = GitIgnores()
    /// The directory being walked, absolute (set per command-line argument).
    public var root: String?

    public init(configurations: ConfigurationFinder) {
        self.configurations = configurations
    }

    public func skipsDirectory(_ path: [UInt8], name: [UInt8]) -> Bool {
        guard let name = String(validating: name, as: UTF8.self), let path = String(validating: path, as: UTF8.self) else { return false }
        if name.hasPrefix(".") || Self.skippedFolders.contains(name) { return true }
        return ignores.isIgnored(ConfigurationFinder.absolute(path), isDirectory: true)
    }

    public func skipsFile(_ path: [UInt8]) -> Bool {
        guard let path = String(validating: path, as: UTF8.self) else { return false }
        let absolute = ConfigurationFinder.absolute(path)
        if ignores.isIgnored(absolute, isDirectory: false) { return true }
        let config = configurations.configuration(for: path)
        let relative = ConfigurationFinder.relative(path, to: config.baseDirectory) ?? path
        let rootRelative = root.flatMap { ConfigurationFinder.relative($0, to: config.baseDirectory) }
        return !config.selects(relative: relative, root: rootRelative)
    }

    /// Whether a walk from the current directory would leave out a file named on the command
    /// line: a folder on its way is skipped (hidden, a dependency checkout, ignored), or the
    /// file itself is (`lint --filter-files`). A path outside the current directory is judged
    /// by its own folders from the first one inside a configuration's base, else by the file.
    public func skipsNamedFile(_ path: [UInt8]) -> Bool {
        guard let text = String(validating: path, as: UTF8.self) else { return false }
        let relative = ConfigurationFinder.relative(text, to: ConfigurationFinder.absolute("."))
            ?? ConfigurationFinder.relative(text, to: configurations.configuration(for: text).baseDirectory)
        if let relative {
            let base = String(ConfigurationFinder.absolute(text).dropLast(relative.utf8.count))
            var folder = base.hasSuffix("/") ? String(base.dropLast()) : base
            for name in relative.split(separator: "/").dropLast() {
                folder += "/" + name
                if skipsDirectory(Array(folder.utf8), name: Array(name.utf8)) { return true }
            }
        }
        return skipsFile(path)
    }
}

/// Decides whether a YAML file is a listkit spec: one whose top-level mapping has a `listkit`
/// key. Read from the text, not the parse, so a spec with a syntax error is still linted (and
/// its error reported) while other YAML — workflows, compose files, linter configs — is not.
public enum SpecSniffer {
    /// - Complexity: O(n) in the file's length.
    public static func isSpec(_ bytes: [UInt8]) -> Bool {
        let text = String(decoding: bytes.prefix(1 << 20), as: UTF8.self)
        var firstContent: Character?
        for line in text.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            var line = Substring(line)
            if line.hasPrefix("\u{FEFF}") { line = line.dropFirst() }
            if line.hasPrefix("--- ") { line = line.dropFirst(4) }
            if firstContent == nil, let c = line.first(where: { $0 != " " && $0 != "\t" }), c != "#", c != "%" {
                firstContent = c
            }
            for key in ["listkit", "\"listkit\"", "'listkit'"] where line.hasPrefix(key) {
                if line.dropFirst(key.count).drop(while: { $0 == " " || $0 == "\t" }).hasPrefix(":") { return true }
            }
        }
        // A flow mapping at the top: `{listkit: 1, …}`.
        if firstContent == "{" {
            return text.contains(#/[{,]\s*["']?listkit["']?\s*:/#)
        }
        return false
    }
}
